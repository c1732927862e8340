package ishido.scores;

import ishido.rules.Scoring;
import java.util.Comparator;

/**
 * Which of two games is the better, the order of a high-score table, best first: Modern by points (then 4-Ways,
 * then fewer stones left); Ancient by an emptied pouch, then 4-Ways, then fewer stones left, as the manual ranks
 * Ancient games. Game Over's "A new best!" and the Master's verdict read the same order.
 */
public final class Ranking {
    private static final Comparator<RankedGame> MODERN = Comparator.comparingLong(RankedGame::score).reversed()
            .thenComparing(Comparator.comparingInt(RankedGame::fourWays).reversed())
            .thenComparingInt(RankedGame::stonesLeft);
    private static final Comparator<RankedGame> ANCIENT = Comparator.comparing(RankedGame::emptied).reversed()
            .thenComparing(Comparator.comparingInt(RankedGame::fourWays).reversed())
            .thenComparingInt(RankedGame::stonesLeft);

    private Ranking() {
    }

    /** Best first; equal games compare as 0, so a new one goes below the old ones it ties with. */
    public static Comparator<RankedGame> of(Scoring scoring) {
        return scoring == Scoring.MODERN ? MODERN : ANCIENT;
    }

    /** Whether a is the better game of the two under the scoring (a tie is not better). */
    public static boolean better(Scoring scoring, RankedGame a, RankedGame b) {
        return of(scoring).compare(a, b) < 0;
    }

    /** Which of two games wins under the scoring: 0 for a, 1 for b, -1 when neither is the better (a tie). */
    public static int winner(Scoring scoring, RankedGame a, RankedGame b) {
        int c = of(scoring).compare(a, b);
        return c < 0 ? 0 : c > 0 ? 1 : -1;
    }
}
