package ishido.scores;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.stats.PlayedGame;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** A kept game (Game Over's "A new best!", the Master's verdict) is better exactly when its table line is. */
class RankingAgreesTest {
    private static final LocalDate DAY = LocalDate.of(1990, 6, 1);

    private static PlayedGame kept(Scoring scoring, long score, int fourWays, int left) {
        return new PlayedGame(DAY, GameMode.SOLITAIRE, scoring, "", score, fourWays, left, Game.End.NO_LEGAL_SQUARE, false, false);
    }

    private static HighScore line(long score, int fourWays, int left) {
        return new HighScore("Ann", score, fourWays, left, GameMode.SOLITAIRE, DAY, false);
    }

    @Test
    void ancientRanksMoreFourWaysAboveFewerStonesLeftWhenNeitherEmptiedThePouch() {
        // Before, Game Over ranked fewer stones left first: "A new best!" for a game the table put lower.
        assertTrue(Ranking.better(Scoring.ANCIENT, kept(Scoring.ANCIENT, 0, 5, 3), kept(Scoring.ANCIENT, 0, 1, 2)));
        assertTrue(Ranking.better(Scoring.ANCIENT, line(0, 5, 3), line(0, 1, 2)));
        assertTrue(Ranking.better(Scoring.ANCIENT, kept(Scoring.ANCIENT, 0, 0, 0), kept(Scoring.ANCIENT, 0, 9, 1)));
    }

    @Test
    void modernBreaksATieOnPointsByFourWays() {
        assertTrue(Ranking.better(Scoring.MODERN, kept(Scoring.MODERN, 500, 2, 10), kept(Scoring.MODERN, 500, 1, 10)));
        assertFalse(Ranking.better(Scoring.MODERN, kept(Scoring.MODERN, 500, 1, 10), kept(Scoring.MODERN, 500, 1, 10)),
                "a tie is not better");
    }
}
