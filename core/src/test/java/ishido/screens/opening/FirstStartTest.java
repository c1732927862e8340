package ishido.screens.opening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.screens.Golden;
import ishido.screens.TestArt;
import ishido.screens.lessons.LessonsScreen;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.testing.TestPlatform;
import ishido.ui.Button;
import ishido.ui.Gadget;
import ishido.ui.Requester;
import org.junit.jupiter.api.Test;

/**
 * A new player's first start: Learn to Play is offered on the code screen (by its button and by Amiga-I, and back
 * to the code from the lessons), and once the game shows, the lessons are offered once a device: "No thanks" is
 * kept, as taking them is.
 */
class FirstStartTest {
    private PlayScreen play;

    private Machine start(Settings settings) {
        // The play screen as the game and the page build it, so that their lessons are the ones tried here.
        play = GameStart.play(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 5, settings, null,
                Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        Machine m = GameStart.machine(play, 5, settings, false, DisplayOptions.Aspect.SQUARE);
        CodeAskedOnceTest.pastTheTitles(m);
        return m;
    }

    /** Clicks (or taps) a button of the requester up. */
    private static void press(Machine m, Requester r, String label) {
        m.render();
        for (Gadget g : r.gadgets()) {
            if (g instanceof Button b && b.label().equals(label)) {
                m.post(InputEvent.press(b.x() + 4, b.y() + 4, InputEvent.LEFT_BUTTON));
                m.post(InputEvent.release(b.x() + 4, b.y() + 4, InputEvent.LEFT_BUTTON));
                m.tick();
                return;
            }
        }
        throw new AssertionError("no button " + label + " on " + r.title());
    }

    @Test
    void learnToPlayFromTheCodeScreenByKeyAndByButtonThenBackToTheCode() {
        Machine m = start(new Settings());
        Opening opening = (Opening) m.screen();
        assertEquals(Opening.Stage.CODE, opening.stage());
        m.post(InputEvent.character('i', true));
        m.tick();
        assertInstanceOf(LessonsScreen.class, m.screen(), "Amiga-I opens the lessons");
        m.post(InputEvent.key(Key.ESCAPE));
        m.tick();
        assertSame(opening, m.screen(), "Esc goes back to the code");
        assertEquals(Opening.Stage.CODE, opening.stage());
        Button learn = opening.code().learnButton();
        m.post(InputEvent.press(learn.x() + 4, learn.y() + 4, InputEvent.LEFT_BUTTON));
        m.post(InputEvent.release(learn.x() + 4, learn.y() + 4, InputEvent.LEFT_BUTTON));
        m.tick();
        assertInstanceOf(LessonsScreen.class, m.screen(), "the button (a click, a tap) opens the lessons");
        // Found on the code screen, they are not offered again once the code is answered.
        m.post(InputEvent.key(Key.ESCAPE));
        m.tick();
        CodeAskedOnceTest.answer(m, opening);
        assertSame(play, m.screen());
        assertFalse(play.requesters().isActive(), "no offer of the lessons already found");
    }

    @Test
    void theLessonsAreOfferedOnceADeviceAndNoThanksIsKept() throws Exception {
        Settings settings = new Settings();
        Machine m = start(settings);
        CodeAskedOnceTest.answer(m, (Opening) m.screen());
        assertSame(play, m.screen());
        Requester offer = play.requesters().current();
        assertEquals("Welcome to Ishido", offer.title());
        // It says where the lessons are later and how the menus open (the mouse's here: the desktop's first press).
        assertTrue(offer.lines().contains("Later: Help > Learn to Play."), offer.lines().toString());
        assertTrue(String.join(" ", offer.lines()).contains("hold the right button, or press Esc. The Amiga key is"
                + " Ctrl or Alt."), offer.lines().toString());
        m.render();
        Golden.assertMatches("first-start-welcome", m.framebuffer().toImage());
        press(m, offer, "No thanks");
        assertTrue(settings.get(Settings.LESSONS_OFFERED));
        assertFalse(play.requesters().isActive());
        // The next start (the settings as saved): the game, and no offer.
        Settings next = SettingsFile.parse(SettingsFile.format(settings));
        Machine again = start(next);
        assertSame(play, again.screen());
        assertFalse(play.requesters().isActive(), "the offer is made once");
    }

    @Test
    void takingTheOfferOpensTheLessons() {
        Settings settings = new Settings();
        Machine m = start(settings);
        CodeAskedOnceTest.answer(m, (Opening) m.screen());
        press(m, play.requesters().current(), "Learn to Play");
        assertTrue(settings.get(Settings.LESSONS_OFFERED));
        assertInstanceOf(LessonsScreen.class, m.screen());
    }

    @Test
    void aFingersFirstStartIsToldOfTheMenuButton() {
        Settings settings = new Settings();
        Machine m = start(settings);
        m.touched(true);
        CodeAskedOnceTest.answer(m, (Opening) m.screen());
        String words = String.join(" ", play.requesters().current().lines());
        assertTrue(words.contains("The menus: the Menu button, or a long press on the board."), words);
    }
}
