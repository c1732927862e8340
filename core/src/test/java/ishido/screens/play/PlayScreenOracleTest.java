package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.screens.TestArt;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.testing.TestPlatform;
import ishido.ui.Gadget;
import ishido.ui.Requester;
import ishido.ui.TextField;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Oracle in play: asking, a reading on the player's 4-Way, the move it read kept, auguries saved by themselves. */
class PlayScreenOracleTest {
    /** Seed 172 played on the square of most neighbours makes its first 4-Way on move 24. */
    private static final long SEED = 172;
    private static final String CHOOSE_ORACLE = "press 140 4 right\nmove 140 111\nrelease 140 111 right";

    @TempDir
    Path home;

    private PlayScreen play;
    private Machine machine;

    private void start(Settings s) {
        play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), SEED, s, home, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    private Requester current() {
        return play.requesters().current();
    }

    private static Settings oracleOn(String question) {
        Settings s = new Settings();
        s.set(Settings.ORACLE, true);
        s.set(Settings.ORACLE_QUESTION, question);
        return s;
    }

    @Test
    void theFourWayGivesAReadingAndItsMoveCannotBeUndone() {
        start(oracleOn("Which road leads home?"));
        assertEquals("The Oracle", current().title(), "a game begins with the question");
        run("key ENTER\nplay 24");
        assertTrue(play.game().lastMove().isFourWay());
        assertEquals("The Oracle of the Stones", current().title());
        assertTrue(play.settings().get(Settings.ORACLE_ANSWERED));
        run("key ENTER");
        assertFalse(play.requesters().isActive());
        assertFalse(play.session().canUndo(), "Undo Previous Move is ghosted for the move that gave a reading");
        int placed = play.game().placed();
        run("type u");
        assertEquals(placed, play.game().placed());
        // The next move may be taken back again.
        run("play 1\ntype u");
        assertEquals(placed, play.game().placed());
    }

    @Test
    void withTheOracleOffThereIsNoReading() {
        start(new Settings());
        run("play 24");
        assertTrue(play.game().lastMove().isFourWay());
        assertFalse(play.requesters().isActive());
        assertTrue(play.session().canUndo());
    }

    @Test
    void checkingTheOracleDuringAGameAsksAtOnceAndUncheckCheckEditsTheQuestion() {
        start(new Settings());
        run("play 3\n" + CHOOSE_ORACLE);
        assertEquals("The Oracle", current().title());
        run("type Will the way be clear?\nkey ENTER");
        assertTrue(play.settings().get(Settings.ORACLE));
        assertEquals("Will the way be clear?", play.settings().get(Settings.ORACLE_QUESTION));
        run(CHOOSE_ORACLE);
        assertFalse(play.settings().get(Settings.ORACLE));
        assertFalse(play.requesters().isActive());
        // The question comes back selected (typing would replace it); End goes to its end to add to it.
        run(CHOOSE_ORACLE + "\nkey END\ntype !\nkey ENTER");
        assertEquals("Will the way be clear?!", play.settings().get(Settings.ORACLE_QUESTION), "the question came back to be edited");
    }

    @Test
    void anAnsweredQuestionIsClearedAtTheNextGameAndAnUnansweredOneComesBack() {
        start(oracleOn("First question"));
        run("key ENTER\nplay 24");
        assertEquals("The Oracle of the Stones", current().title());
        run("key ENTER");
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        assertEquals("The Oracle", current().title());
        assertEquals("", questionField().text(), "answered, so a new question is asked");
        run("type Second\nkey ENTER\nplay 3");
        assertEquals(0, play.game().fourWays());
        play.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        assertEquals("Second", questionField().text(), "unanswered, so it comes back");
        assertEquals("Second", play.settings().get(Settings.ORACLE_QUESTION));
    }

    private TextField questionField() {
        for (Gadget g : current().gadgets()) {
            if (g instanceof TextField f) {
                return f;
            }
        }
        throw new AssertionError("no text field in " + current().title());
    }

    @Test
    void notOfferedWhileTheComputerPlaysThePlayersSeat() {
        Settings s = oracleOn("Anything?");
        s.set(Settings.COMPUTER_PLAYER_1, true);
        start(s);
        assertFalse(play.requesters().isActive(), "no question when the computer plays");
        assertFalse(play.session().oracle().offered());
    }

    @Test
    void readingsAreAddedToOneFileWhenAskedTo() throws IOException {
        Settings s = oracleOn("Which road leads home?");
        s.set(Settings.SAVE_AUGURIES, true);
        start(s);
        run("key ENTER\nplay 24\nkey ENTER");
        String file = Files.readString(home.resolve("auguries.txt"));
        assertTrue(file.contains("Question: Which road leads home?\nHexagram "), file);
        assertTrue(SettingsFile.load(TestPlatform.storage(), home.resolve("settings.txt"), PlayScreen.FIXED_CLOCK).get(Settings.SAVE_AUGURIES));
    }
}
