package ishido.screens.opening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.codewheel.Codewheel;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.screens.TestArt;
import ishido.testing.TestPlatform;
import org.junit.jupiter.api.Test;

/** The code is asked at the first start on a device, and again only when the player asks for it at every start. */
class CodeAskedOnceTest {
    private static PlayScreen play(Settings settings) {
        return new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 5, settings, null,
                Host.HEADLESS, PlayScreen.FIXED_CLOCK);
    }

    /** Starts the game as a player does, through the titles and the board, and answers the code if it is asked. */
    private static boolean startAndAnswer(Settings settings) {
        Machine m = GameStart.machine(play(settings), 5, settings, false, DisplayOptions.Aspect.SQUARE);
        Opening opening = pastTheTitles(m);
        if (opening.stage() != Opening.Stage.CODE) {
            return false;
        }
        answer(m, opening);
        assertEquals(Opening.Stage.PLAYING, opening.stage());
        return true;
    }

    /** Skips the titles and the board as a player does, with Return: the opening then asks the code, or is done. */
    static Opening pastTheTitles(Machine m) {
        Opening opening = (Opening) m.screen();
        for (int i = 0; i < 3 * 60 * 10 && opening.stage() == Opening.Stage.TITLES; i++) {
            m.post(InputEvent.key(Key.ENTER));
            m.tick();
        }
        if (opening.stage() == Opening.Stage.BOARD) {
            m.post(InputEvent.key(Key.ENTER));
            m.tick();
        }
        return opening;
    }

    /** Types the code screen's right answer and Return. */
    static void answer(Machine m, Opening opening) {
        for (char c : Integer.toString(Codewheel.STANDARD.answer(opening.code().challenge())).toCharArray()) {
            m.post(InputEvent.character(c, false));
        }
        m.post(InputEvent.key(Key.ENTER));
        m.tick();
    }

    @Test
    void theFirstStartAsksAndTheNextDoNot() {
        Settings settings = new Settings();
        assertTrue(startAndAnswer(settings), "a new device is asked for the code");
        assertTrue(settings.get(Settings.CODE_ANSWERED));
        // A reload, or the next start: the settings as saved.
        Settings next = SettingsFile.parse(SettingsFile.format(settings));
        assertFalse(startAndAnswer(next), "once answered right the code is not asked again");
        assertFalse(startAndAnswer(next));
    }

    @Test
    void askingAtEveryStartIsTheChoicesItemAndOffByDefault() {
        Settings settings = new Settings();
        assertFalse(settings.get(Settings.ASK_CODE_EVERY_START));
        settings.set(Settings.CODE_ANSWERED, true);
        play(settings).apply(new PlayCommand.Toggle(Settings.ASK_CODE_EVERY_START));
        assertTrue(settings.get(Settings.ASK_CODE_EVERY_START));
        assertTrue(startAndAnswer(settings), "the 1990 way: the code at every start");
        assertTrue(startAndAnswer(settings));
    }

    @Test
    void aPlayerWhoHadSwitchedTheCodeOffIsNotAskedNow() {
        assertFalse(GameStart.asksCode(SettingsFile.parse(SettingsFile.format(new Settings()) + "skip-codewheel = yes\n")));
        assertTrue(GameStart.asksCode(SettingsFile.parse(SettingsFile.format(new Settings()) + "skip-codewheel = no\n")));
    }
}
