package ishido.screens.scores;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import ishido.store.HighScoreFile;
import ishido.testing.TestPlatform;
import ishido.ui.RequesterQueue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HighScoreKeeperTest {
    private static final Clock NOON = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path home;

    /** The play screen's stand-in: it only has to be under the table. */
    private static final class Below implements Screen {
        @Override
        public void input(InputEvent event) {
        }

        @Override
        public void tick() {
        }

        @Override
        public void render(Framebuffer fb) {
        }
    }

    private final Below below = new Below();
    private final Machine machine = new Machine(below);
    private final RequesterQueue requesters = new RequesterQueue();

    private HighScoreKeeper keeper() {
        return new HighScoreKeeper(new HighScoreFile(TestPlatform.storage(), home, NOON), NOON);
    }

    private HighScores stored() throws Exception {
        return new HighScoreFile(TestPlatform.storage(), home, NOON).load();
    }

    private void type(String text) {
        for (char c : text.toCharArray()) {
            requesters.input(InputEvent.character(c, false));
        }
    }

    private void clearField() {
        for (int i = 0; i < 20; i++) {
            requesters.input(InputEvent.key(Key.BACKSPACE));
        }
    }

    @Test
    void aQualifyingGameAsksForANameThenShowsTheTableItMade() throws Exception {
        FinishedGame game = new FinishedGame(GameMode.SOLITAIRE, Scoring.MODERN, "", 4321, 5, 0, false, false);
        keeper().gameOver(machine, requesters, List.of(game), false);
        assertTrue(requesters.isActive(), "the name is asked for");
        type("Ann");
        requesters.input(InputEvent.key(Key.ENTER));
        HighScores scores = stored();
        HighScore entry = scores.list(Table.ALL_TIME, Scoring.MODERN).entries().get(0);
        assertEquals("Ann", entry.name());
        assertEquals(4321, entry.score());
        assertEquals("Ann", scores.lastName(), "offered next time");
        HighScoreScreen shown = (HighScoreScreen) machine.screen();
        assertEquals(Table.ALL_TIME, shown.table());
        shown.input(InputEvent.press(100, 100, InputEvent.LEFT_BUTTON));
        assertEquals(below, machine.screen(), "a click returns to the game");
    }

    @Test
    void aHelpedGameGoesToTodaysOnlyAndTheComputersGameIsMarkedWithoutAsking() throws Exception {
        keeper().gameOver(machine, requesters,
                List.of(new FinishedGame(GameMode.COOPERATIVE, Scoring.ANCIENT, "", 0, 3, 0, true, true)), false);
        assertFalse(requesters.isActive(), "the computer is not asked its name");
        HighScores scores = stored();
        assertTrue(scores.list(Table.ALL_TIME, Scoring.ANCIENT).isEmpty());
        HighScore entry = scores.list(Table.TODAY, Scoring.ANCIENT).entries().get(0);
        assertTrue(entry.computer());
        assertEquals(HighScoreKeeper.COMPUTER_NAME, entry.name());
        assertEquals(Table.TODAY, ((HighScoreScreen) machine.screen()).table());
    }

    @Test
    void bothChallengePlayersAreAskedAndCancelEntersNothing() throws Exception {
        keeper().gameOver(machine, requesters, List.of(
                new FinishedGame(GameMode.CHALLENGE, Scoring.MODERN, "Player 1", 900, 3, 2, false, false),
                new FinishedGame(GameMode.CHALLENGE, Scoring.MODERN, "Player 2", 700, 2, 2, false, false)), false);
        assertTrue(requesters.current().lines().contains("Player 1:"));
        type("Una");
        requesters.input(InputEvent.key(Key.ENTER));
        assertTrue(requesters.current().lines().contains("Player 2:"));
        requesters.input(InputEvent.key(Key.ESCAPE));
        assertFalse(requesters.isActive());
        assertEquals(List.of("Una"), stored().list(Table.TODAY, Scoring.MODERN).entries().stream().map(HighScore::name).toList());
    }

    @Test
    void tournamentGamesShowTheTournamentTableAndShowAlwaysShowsATableThatWasNotMade() throws Exception {
        keeper().gameOver(machine, requesters,
                List.of(new FinishedGame(GameMode.TOURNAMENT, Scoring.MODERN, "", 10, 0, 40, false, false)), true);
        clearField();
        type("Tom");
        requesters.input(InputEvent.key(Key.ENTER));
        assertEquals(Table.TOURNAMENT, ((HighScoreScreen) machine.screen()).table());
        machine.pop();
        for (int i = 0; i < 10; i++) {
            int n = i;
            new HighScoreFile(TestPlatform.storage(), home, NOON).update(s -> s.record(new HighScore("P" + n, 1000 + n, 0, 0, GameMode.SOLITAIRE,
                    s.today(), false), Scoring.MODERN, false));
        }
        FinishedGame poor = new FinishedGame(GameMode.SOLITAIRE, Scoring.MODERN, "", 5, 0, 60, false, false);
        keeper().gameOver(machine, requesters, List.of(poor), false);
        assertFalse(requesters.isActive());
        assertEquals(below, machine.screen(), "no table after a game that made none, unless Show High Scores is on");
        keeper().gameOver(machine, requesters, List.of(poor), true);
        assertEquals(Table.TODAY, ((HighScoreScreen) machine.screen()).table());
    }

    @Test
    void aDamagedFileIsReportedAndTheGameStillEntersAFreshTable() throws Exception {
        Files.writeString(home.resolve("highscores.txt"), "garbage");
        keeper().show(machine, requesters, Table.TODAY, Scoring.MODERN);
        assertTrue(requesters.current().lines().get(0).contains("damaged"), requesters.current().lines().toString());
        try (var files = Files.list(home)) {
            // Set aside under a name of its own: highscores.txt.<time>.damaged.
            assertEquals(1, files.filter(p -> p.getFileName().toString().startsWith("highscores.txt.")
                    && p.getFileName().toString().endsWith(".damaged")).count());
        }
        assertEquals(Table.TODAY, ((HighScoreScreen) machine.screen()).table());
    }

    @Test
    void theScoringsItemShowsTodaysThenTheAllTimeHighsThenReturns() {
        keeper().showScoring(machine, requesters, Scoring.ANCIENT);
        HighScoreScreen today = (HighScoreScreen) machine.screen();
        assertEquals(Table.TODAY, today.table());
        assertEquals(Scoring.ANCIENT, today.scoring());
        today.input(InputEvent.press(100, 100, InputEvent.LEFT_BUTTON));
        HighScoreScreen allTime = (HighScoreScreen) machine.screen();
        assertEquals(Table.ALL_TIME, allTime.table());
        allTime.input(InputEvent.press(100, 100, InputEvent.LEFT_BUTTON));
        assertEquals(below, machine.screen());
        assertEquals(1, machine.depth());
    }

    @Test
    void aNewerVersionsFileAsksNoNameAtGameOverAndIsLeftAsItIs() throws Exception {
        String newer = "Ishido high scores 2\ntoday 2026-11-23\n"
                + "entry alltime modern 900 2 0 solitaire 2026-11-20 human Lee\n";
        Path file = Files.writeString(home.resolve("highscores.txt"), newer);
        FinishedGame game = new FinishedGame(GameMode.SOLITAIRE, Scoring.MODERN, "", 4321, 5, 0, false, false);
        keeper().gameOver(machine, requesters, List.of(game), true);
        assertTrue(String.join(" ", requesters.current().lines()).contains("newer version"),
                requesters.current().lines().toString());
        requesters.input(InputEvent.key(Key.ENTER));
        assertFalse(requesters.isActive(), "no name is asked for a score that cannot be kept");
        assertEquals(newer, Files.readString(file));
        keeper().show(machine, requesters, Table.ALL_TIME, Scoring.MODERN);
        HighScoreScreen shown = (HighScoreScreen) machine.screen();
        assertEquals(Table.ALL_TIME, shown.table(), "the newer tables are shown as this version reads them");
    }
}
