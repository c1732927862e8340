package ishido.scores;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HighScoresTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 23);

    private static HighScore game(String name, long score, int fourWays, int left, GameMode mode) {
        return new HighScore(name, score, fourWays, left, mode, DAY, false);
    }

    private static List<String> names(ScoreList list) {
        return list.entries().stream().map(HighScore::name).toList();
    }

    @Test
    void modernRanksByPointsThenFourWaysThenStonesLeft() {
        ScoreList list = new ScoreList(Scoring.MODERN);
        list.add(game("low", 100, 5, 0, GameMode.SOLITAIRE));
        list.add(game("high", 900, 0, 30, GameMode.SOLITAIRE));
        list.add(game("tieMoreWW", 100, 6, 4, GameMode.SOLITAIRE));
        list.add(game("tieFewer", 100, 5, 0, GameMode.SOLITAIRE));
        assertEquals(List.of("high", "tieMoreWW", "low", "tieFewer"), names(list));
    }

    @Test
    void ancientRanksByEmptiedPouchThenFourWaysThenFewestStonesLeft() {
        ScoreList list = new ScoreList(Scoring.ANCIENT);
        list.add(game("notEmpty", 0, 11, 1, GameMode.SOLITAIRE));
        list.add(game("emptiedFW", 0, 2, 0, GameMode.SOLITAIRE));
        list.add(game("emptiedMW", 0, 4, 0, GameMode.SOLITAIRE));
        list.add(game("moreLeft", 0, 11, 9, GameMode.SOLITAIRE));
        assertEquals(List.of("emptiedMW", "emptiedFW", "notEmpty", "moreLeft"), names(list));
    }

    @Test
    void aTableKeepsTenAndAGameMustBeatTheTenth() {
        ScoreList list = new ScoreList(Scoring.MODERN);
        for (int i = 1; i <= 12; i++) {
            list.add(game("g" + i, i * 10, 0, 5, GameMode.SOLITAIRE));
        }
        assertEquals(ScoreList.SIZE, list.entries().size());
        assertEquals("g12", list.entries().get(0).name());
        assertEquals("g3", list.entries().get(9).name());
        assertEquals(-1, list.placeFor(game("tie", 30, 0, 5, GameMode.SOLITAIRE)), "a tie with the tenth does not enter");
        assertEquals(9, list.placeFor(game("better", 31, 0, 5, GameMode.SOLITAIRE)));
    }

    @Test
    void helpedGamesEnterTodayButNotTheAllTimeHighs() {
        HighScores scores = new HighScores(DAY);
        Map<Table, Integer> clean = scores.record(game("clean", 500, 3, 0, GameMode.SOLITAIRE), Scoring.MODERN, false);
        assertEquals(Map.of(Table.TODAY, 0, Table.ALL_TIME, 0), clean);
        Map<Table, Integer> helped = scores.record(game("helped", 900, 3, 0, GameMode.COOPERATIVE), Scoring.MODERN, true);
        assertEquals(Map.of(Table.TODAY, 0), helped);
        assertEquals(List.of("clean"), names(scores.list(Table.ALL_TIME, Scoring.MODERN)));
        assertEquals(Table.TODAY, HighScores.shownAfter(GameMode.COOPERATIVE, helped));
        assertEquals(Table.ALL_TIME, HighScores.shownAfter(GameMode.SOLITAIRE, clean));
    }

    @Test
    void tournamentGamesGoOnlyToTheTournamentTableUntilANewTournament() {
        HighScores scores = new HighScores(DAY);
        HighScore t = game("t", 700, 2, 0, GameMode.TOURNAMENT);
        assertEquals(Map.of(Table.TOURNAMENT, 0), scores.record(t, Scoring.MODERN, false));
        assertTrue(scores.list(Table.TODAY, Scoring.MODERN).isEmpty());
        assertEquals(Table.TOURNAMENT, HighScores.shownAfter(GameMode.TOURNAMENT, Map.of()));
        scores.record(game("c", 50, 0, 3, GameMode.CHALLENGE), Scoring.MODERN, false);
        scores.newTournament();
        assertTrue(scores.list(Table.TOURNAMENT, Scoring.MODERN).isEmpty());
        assertFalse(scores.list(Table.ALL_TIME, Scoring.MODERN).isEmpty(), "a new tournament clears only its own table");
    }

    @Test
    void scoringsKeepTheirOwnTables() {
        HighScores scores = new HighScores(DAY);
        scores.record(game("a", 0, 3, 0, GameMode.SOLITAIRE), Scoring.ANCIENT, false);
        assertTrue(scores.list(Table.TODAY, Scoring.MODERN).isEmpty());
        assertEquals(List.of("a"), names(scores.list(Table.TODAY, Scoring.ANCIENT)));
    }

    @Test
    void aNewDayClearsTodaysScoresOnly() {
        HighScores scores = new HighScores(DAY);
        scores.record(game("x", 10, 0, 9, GameMode.SOLITAIRE), Scoring.MODERN, false);
        scores.rollTo(DAY);
        assertFalse(scores.list(Table.TODAY, Scoring.MODERN).isEmpty(), "the same day keeps them");
        scores.rollTo(DAY.plusDays(1));
        assertTrue(scores.list(Table.TODAY, Scoring.MODERN).isEmpty());
        assertFalse(scores.list(Table.ALL_TIME, Scoring.MODERN).isEmpty());
        assertEquals(DAY.plusDays(1), scores.today());
        HighScore yesterdays = game("late", 10, 0, 9, GameMode.SOLITAIRE);
        assertEquals(Map.of(Table.ALL_TIME, 1), scores.placesFor(yesterdays, Scoring.MODERN, false),
                "a game dated another day does not enter today's table");
    }

    @Test
    void namesAreCleanedAndTheLastNameIsKept() {
        assertEquals("Ann Lee", HighScore.cleanName("  Ann\t\n Lee "));
        assertEquals("Anonymous", HighScore.cleanName("\u0001 "));
        assertEquals(HighScore.NAME_LENGTH, HighScore.cleanName("x".repeat(40)).length());
        HighScores scores = new HighScores(DAY);
        assertEquals("", scores.lastName());
        scores.setLastName("Bo");
        assertEquals("Bo", scores.lastName());
    }
}
