package ishido.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The figures of a player's games, oldest first: how many, how many emptied the pouch, mean and best
 * score (with the end bonus) and 4-Ways, the current and the longest run of games that emptied the
 * pouch, the last scores for a plot and how many games made each number of 4-Ways.
 */
public final class Statistics {
    /** How many of the latest games the score plot shows. */
    public static final int RECENT = 100;
    /** The histogram's last bar counts this many 4-Ways or more. */
    public static final int FOURWAYS_BARS = 13;

    private final int games;
    private final int emptied;
    private final int helped;
    private final long scoreSum;
    private final long bestScore;
    private final long fourWaysSum;
    private final int bestFourWays;
    private final long leftSum;
    private final int fewestLeft;
    private final int currentRun;
    private final int longestRun;
    private final long[] recentScores;
    private final int[] recentLeft;
    private final int[] fourWaysCounts;

    private Statistics(List<PlayedGame> counted) {
        games = counted.size();
        int e = 0;
        int h = 0;
        long ss = 0;
        long best = 0;
        long fs = 0;
        int bestWays = 0;
        long ls = 0;
        int fewest = games == 0 ? 0 : Integer.MAX_VALUE;
        int run = 0;
        int longest = 0;
        fourWaysCounts = new int[FOURWAYS_BARS];
        for (PlayedGame g : counted) {
            e += g.emptied() ? 1 : 0;
            h += g.helped() ? 1 : 0;
            ss += g.score();
            best = Math.max(best, g.score());
            fs += g.fourWays();
            bestWays = Math.max(bestWays, g.fourWays());
            ls += g.stonesLeft();
            fewest = Math.min(fewest, g.stonesLeft());
            run = g.emptied() ? run + 1 : 0;
            longest = Math.max(longest, run);
            fourWaysCounts[Math.min(g.fourWays(), FOURWAYS_BARS - 1)]++;
        }
        emptied = e;
        helped = h;
        scoreSum = ss;
        bestScore = best;
        fourWaysSum = fs;
        bestFourWays = bestWays;
        leftSum = ls;
        fewestLeft = fewest;
        currentRun = run;
        longestRun = longest;
        int from = Math.max(0, games - RECENT);
        recentScores = new long[games - from];
        recentLeft = new int[games - from];
        for (int i = from; i < games; i++) {
            recentScores[i - from] = counted.get(i).score();
            recentLeft[i - from] = counted.get(i).stonesLeft();
        }
    }

    /** The statistics of the games the filter lets through, the games given oldest first. */
    public static Statistics of(List<PlayedGame> games, StatsFilter filter) {
        List<PlayedGame> counted = new ArrayList<>();
        for (PlayedGame g : games) {
            if (filter.test(g)) {
                counted.add(g);
            }
        }
        return new Statistics(counted);
    }

    public int games() {
        return games;
    }

    /** Games that placed every stone. */
    public int emptied() {
        return emptied;
    }

    /** The share of games that emptied the pouch, in percent (0 without games). */
    public double emptiedPercent() {
        return games == 0 ? 0 : 100.0 * emptied / games;
    }

    /** Games in which help was used or that were started over. */
    public int helped() {
        return helped;
    }

    public double meanScore() {
        return games == 0 ? 0 : (double) scoreSum / games;
    }

    public long bestScore() {
        return bestScore;
    }

    public double meanFourWays() {
        return games == 0 ? 0 : (double) fourWaysSum / games;
    }

    public int bestFourWays() {
        return bestFourWays;
    }

    /** The mean of stones not placed, which Ancient scoring ranks by. */
    public double meanStonesLeft() {
        return games == 0 ? 0 : (double) leftSum / games;
    }

    /** The fewest stones a game left (0 without games). */
    public int fewestLeft() {
        return fewestLeft;
    }

    /** Games in a row, up to the latest, that emptied the pouch. */
    public int currentRun() {
        return currentRun;
    }

    public int longestRun() {
        return longestRun;
    }

    /** The scores of the last {@link #RECENT} games at most, oldest first. */
    public long[] recentScores() {
        return recentScores.clone();
    }

    /** The stones left by the last {@link #RECENT} games at most, oldest first. */
    public int[] recentStonesLeft() {
        return recentLeft.clone();
    }

    /** How many games made 0, 1, 2 ... 4-Ways; the last count is of that many or more. */
    public int[] fourWaysHistogram() {
        return fourWaysCounts.clone();
    }

    /** The figures on one line, as {@code stats} ends: scores to one decimal, 4-Ways to two. */
    public String summary() {
        return String.format(Locale.ROOT, "games=%d emptied=%.1f%% mean_score=%.1f mean_fourways=%.2f best_score=%d",
                games, emptiedPercent(), meanScore(), meanFourWays(), bestScore);
    }
}
