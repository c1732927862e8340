package ishido.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Statistics of a hand-made history, every figure worked out by hand in the comments. */
class StatisticsTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 23);

    private static PlayedGame solo(long score, int fourWays, int left) {
        return new PlayedGame(DAY, GameMode.SOLITAIRE, Scoring.MODERN, "", score, fourWays, left,
                left == 0 ? Game.End.POUCH_EMPTY : Game.End.NO_LEGAL_SQUARE, false, false);
    }

    /**
     * Oldest first: 300/1/5, 1500/3/0, 2100/4/0, 90/0/12, 1800/3/0, 2600/5/0, a Challenge 700/2/0, an
     * Ancient 0/6/0, a computer's 9000/8/0, a helped 400/1/3.
     */
    private static List<PlayedGame> history() {
        List<PlayedGame> h = new ArrayList<>(List.of(solo(300, 1, 5), solo(1500, 3, 0), solo(2100, 4, 0),
                solo(90, 0, 12), solo(1800, 3, 0), solo(2600, 5, 0)));
        h.add(new PlayedGame(DAY, GameMode.CHALLENGE, Scoring.MODERN, "", 700, 2, 0, Game.End.POUCH_EMPTY, false, false));
        h.add(new PlayedGame(DAY, GameMode.SOLITAIRE, Scoring.ANCIENT, "", 0, 6, 0, Game.End.POUCH_EMPTY, false, false));
        h.add(new PlayedGame(DAY, GameMode.SOLITAIRE, Scoring.MODERN, "", 9000, 8, 0, Game.End.POUCH_EMPTY, false, true));
        h.add(new PlayedGame(DAY, GameMode.SOLITAIRE, Scoring.MODERN, "", 400, 1, 3, Game.End.ENDED_BY_PLAYER, true, false));
        return h;
    }

    @Test
    void solitaireModernCountsThePlayersSevenGames() {
        Statistics s = Statistics.of(history(), new StatsFilter(GameMode.SOLITAIRE, Scoring.MODERN, false));
        assertEquals(7, s.games());
        // Emptied: 1500, 2100, 1800, 2600 = 4 of 7 = 57.14 %.
        assertEquals(4, s.emptied());
        assertEquals(57.142857, s.emptiedPercent(), 1e-5);
        // (300 + 1500 + 2100 + 90 + 1800 + 2600 + 400) / 7 = 8790 / 7 = 1255.71...
        assertEquals(1255.714286, s.meanScore(), 1e-5);
        assertEquals(2600, s.bestScore());
        // (1 + 3 + 4 + 0 + 3 + 5 + 1) / 7 = 17 / 7 = 2.43
        assertEquals(17.0 / 7, s.meanFourWays(), 1e-9);
        assertEquals(5, s.bestFourWays());
        // Runs of emptied pouches: 1500, 2100 (2), then 90 breaks, 1800, 2600 (2), then the helped 400 breaks.
        assertEquals(0, s.currentRun());
        assertEquals(2, s.longestRun());
        assertEquals(1, s.helped());
        assertEquals(0, s.fewestLeft());
        assertEquals((5 + 12 + 3) / 7.0, s.meanStonesLeft(), 1e-9);
        assertArrayEquals(new long[] {300, 1500, 2100, 90, 1800, 2600, 400}, s.recentScores());
        int[] bars = new int[Statistics.FOURWAYS_BARS];
        bars[0] = 1;
        bars[1] = 2;
        bars[3] = 2;
        bars[4] = 1;
        bars[5] = 1;
        assertArrayEquals(bars, s.fourWaysHistogram());
        assertEquals("games=7 emptied=57.1% mean_score=1255.7 mean_fourways=2.43 best_score=2600", s.summary());
    }

    @Test
    void everyModeAndScoringTogetherLeaveTheComputersGameApart() {
        Statistics s = Statistics.of(history(), StatsFilter.ALL);
        assertEquals(9, s.games());
        // The Challenge and the Ancient game empty the pouch too: 6 of 9; runs: 2, then 1800 2600 700 0 = 4.
        assertEquals(6, s.emptied());
        assertEquals(4, s.longestRun());
        assertEquals(6, s.bestFourWays());
        Statistics computer = Statistics.of(history(), StatsFilter.ALL.withComputer(true));
        assertEquals(1, computer.games());
        assertEquals(9000, computer.bestScore());
        assertEquals(1, computer.currentRun());
        assertEquals("games=1 emptied=100.0% mean_score=9000.0 mean_fourways=8.00 best_score=9000", computer.summary());
    }

    @Test
    void noGamesGiveZerosNotErrors() {
        Statistics s = Statistics.of(List.of(), StatsFilter.ALL);
        assertEquals("games=0 emptied=0.0% mean_score=0.0 mean_fourways=0.00 best_score=0", s.summary());
        assertEquals(0, s.recentScores().length);
        assertEquals(0, s.fewestLeft());
    }

    @Test
    void thePlotKeepsTheLastHundredAndTheHistogramGathersTheManyFourWays() {
        List<PlayedGame> many = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            many.add(solo(i, i % 20, 0));
        }
        Statistics s = Statistics.of(many, StatsFilter.ALL);
        long[] recent = s.recentScores();
        assertEquals(100, recent.length);
        assertEquals(50, recent[0]);
        assertEquals(149, recent[99]);
        assertEquals(150, s.currentRun());
        int[] bars = s.fourWaysHistogram();
        // 150 games, 4-Ways i % 20: 0..9 come 8 times (i up to 149), 10..19 come 7 times; the last bar holds 12..19.
        assertEquals(8, bars[0]);
        assertEquals(7, bars[11]);
        assertEquals(8 * 7, bars[Statistics.FOURWAYS_BARS - 1]);
    }
}
