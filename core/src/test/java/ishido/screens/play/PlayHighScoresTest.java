package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.Skill;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import ishido.screens.Golden;
import ishido.screens.TestArt;
import ishido.screens.scores.HighScoreScreen;
import ishido.store.HighScoreFile;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.ui.MenuItem;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The play screen with the high scores: entering a game at its end, the Scores menu, Computer Skill. */
class PlayHighScoresTest {
    @TempDir
    Path home;
    private PlayScreen play;
    private Machine machine;

    @BeforeEach
    void setUp() {
        play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 5, new Settings(), home, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    private MenuItem item(String label) {
        for (var menu : play.menus().menus()) {
            for (MenuItem i : menu.items()) {
                if (label.equals(i.label())) {
                    return i;
                }
                for (MenuItem sub : i.hasSubmenu() ? i.submenu() : List.<MenuItem>of()) {
                    if (label.equals(sub.label())) {
                        return sub;
                    }
                }
            }
        }
        throw new AssertionError("no menu item " + label);
    }

    private MenuItem scoresItem(String label) {
        for (var menu : play.menus().menus()) {
            if (menu.title().equals("Scores")) {
                for (MenuItem i : menu.items()) {
                    if (label.equals(i.label())) {
                        return i;
                    }
                }
            }
        }
        throw new AssertionError("no Scores item " + label);
    }

    private HighScores stored() throws Exception {
        return new HighScoreFile(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK).load();
    }

    @Test
    void theNameIsTypedWithThePadsLetterGrid() throws Exception {
        run("play 5\namiga e\nkey ENTER\nkey ESCAPE");
        assertEquals("High Score", play.requesters().current().title());
        // The d-pad frames the name's field, A opens the grid, and A types the framed letter (A), right, A (B).
        run("pad key DOWN\npad key ENTER\npad key ENTER\npad key RIGHT\npad key ENTER\nwait 1");
        machine.render();
        Golden.assertMatches("pad-name-entry-grid", machine.framebuffer().toImage());
        // Start puts the grid away and gives the name, as Return does.
        run("pad key MENU");
        assertInstanceOf(HighScoreScreen.class, machine.screen());
        assertEquals("AB", stored().list(Table.ALL_TIME, Scoring.MODERN).entries().get(0).name());
    }

    @Test
    void anEndedGameAsksForANameAndShowsTheAllTimeHighsItMade() throws Exception {
        // The requester offers no name yet (none was ever entered): the reference image shows it empty.
        run("play 5\namiga e\nkey ENTER");
        assertEquals("Game Over", play.requesters().current().title());
        run("key ESCAPE");
        assertEquals("High Score", play.requesters().current().title());
        machine.render();
        Golden.assertMatches("play-name-entry", machine.framebuffer().toImage());
        run("type Ann\nkey ENTER");
        HighScoreScreen shown = assertInstanceOf(HighScoreScreen.class, machine.screen());
        assertEquals(Table.ALL_TIME, shown.table());
        HighScore entry = stored().list(Table.ALL_TIME, Scoring.MODERN).entries().get(0);
        assertEquals("Ann", entry.name());
        assertEquals(play.game().finalScore(), entry.score());
        assertFalse(entry.computer());
        run("click 160 100");
        assertEquals(play, machine.screen(), "a click returns to the game");
        run("amiga n");
        assertEquals(1, stored().list(Table.TODAY, Scoring.MODERN).entries().size(), "a game is entered once");
    }

    @Test
    void aLoadedGameThatHadEndedIsNotEnteredAgainAtItsNewGame() throws Exception {
        run("play 5\namiga e\nkey ENTER\nkey ESCAPE\ntype Ann\nkey ENTER\nclick 160 100");
        Path saved = home.resolve("ended.ishido");
        assertInstanceOf(PlayResult.Saved.class, play.session().files().save(saved));
        run("amiga n");
        play.session().files().load(saved, play.session().files().check(saved));
        assertTrue(play.game().isOver());
        run("amiga n\nwait 1");
        assertFalse(play.requesters().isActive(), "no name is asked for the loaded game");
        assertEquals(1, stored().list(Table.TODAY, Scoring.MODERN).entries().size(), "a game is entered once");
    }

    @Test
    void aWholeGameItsEndTheNameAndTheNextGameGoByTheKeyboardAlone() throws Exception {
        // Return after Return places every stone the cursor finds a square for, until the game ends.
        for (int i = 0; i < 200 && !play.game().isOver(); i++) {
            run("key ENTER");
        }
        assertTrue(play.game().isOver());
        assertEquals("Game Over", play.requesters().current().title());
        Game ended = play.game();
        run("char 110");
        assertEquals("High Score", play.requesters().current().title(), "N is New Game; the name is asked first");
        run("type Kim\nkey ENTER");
        assertInstanceOf(HighScoreScreen.class, machine.screen());
        run("key ENTER");
        assertEquals(play, machine.screen(), "a key returns from the tables");
        assertNotSame(ended, play.game(), "the next game has begun");
        assertEquals(0, play.game().placed());
        assertEquals("Kim", stored().list(Table.TODAY, Scoring.MODERN).entries().get(0).name());
    }

    @Test
    void aGameStartedOverEntersTodaysScoresOnlyAsItsRequesterSays() throws Exception {
        run("play 3\namiga o");
        assertEquals("Start Game Over", play.requesters().current().title());
        String said = String.join(" ", play.requesters().current().lines());
        assertTrue(said.contains("Today's Scores, not the All-Time Highs"), said);
        run("key ENTER\nplay 4\namiga e\nkey ENTER\nkey ESCAPE\ntype Cy\nkey ENTER");
        assertEquals(Table.TODAY, ((HighScoreScreen) machine.screen()).table());
        assertTrue(stored().list(Table.ALL_TIME, Scoring.MODERN).isEmpty());
        assertEquals("Cy", stored().list(Table.TODAY, Scoring.MODERN).entries().get(0).name());
    }

    @Test
    void aHelpedGameEntersTodaysScoresOnly() throws Exception {
        run("play 4");
        play.session().match().disqualify();
        run("amiga e\nkey ENTER\nkey ESCAPE\ntype Bo\nkey ENTER");
        assertEquals(Table.TODAY, ((HighScoreScreen) machine.screen()).table());
        assertTrue(stored().list(Table.ALL_TIME, Scoring.MODERN).isEmpty());
        assertEquals("Bo", stored().list(Table.TODAY, Scoring.MODERN).entries().get(0).name());
    }

    @Test
    void theScoresMenuShowsEachTable() {
        scoresItem("Ancient").choose();
        HighScoreScreen today = assertInstanceOf(HighScoreScreen.class, machine.screen());
        assertEquals(Table.TODAY, today.table());
        assertEquals(Scoring.ANCIENT, today.scoring());
        machine.post(InputEvent.press(160, 100, InputEvent.LEFT_BUTTON));
        machine.tick();
        assertEquals(Table.ALL_TIME, ((HighScoreScreen) machine.screen()).table());
        machine.post(InputEvent.press(160, 100, InputEvent.LEFT_BUTTON));
        machine.tick();
        assertEquals(play, machine.screen());
        scoresItem("Tournament Scores").choose();
        assertEquals(Table.TOURNAMENT, ((HighScoreScreen) machine.screen()).table());
    }

    @Test
    void computerSkillIsAChoiceKeptInTheSettings() {
        assertTrue(item("Master").isChecked());
        item("Novice").choose();
        assertEquals(Skill.NOVICE, play.settings().get(Settings.COMPUTER_SKILL));
        assertTrue(item("Novice").isChecked());
        assertFalse(item("Master").isChecked());
    }
}
