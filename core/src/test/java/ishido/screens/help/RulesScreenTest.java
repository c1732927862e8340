package ishido.screens.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.rules.Square;
import ishido.screens.Golden;
import ishido.testing.BlankScreen;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Help > Rules in pictures: each rule's picture is that rule on a board, the page against its goldens, and its scrolling. */
class RulesScreenTest {
    private static RulesScreen screen() throws Exception {
        return new RulesScreen(Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME));
    }

    private static void post(Machine m, InputEvent... events) {
        for (InputEvent e : events) {
            m.post(e);
        }
        m.tick();
    }

    @Test
    void eachPictureIsItsRuleOnARealBoard() {
        List<RulesScreen.Picture> pictures = RulesScreen.pictures();
        assertEquals(4, pictures.size());
        for (int i = 0; i < 4; i++) {
            RulesScreen.Picture p = pictures.get(i);
            assertEquals(i + 1, p.ways());
            assertEquals(i + 1, p.around().ways(Square.at(1, 1), p.stone()), "the rules count the picture's ways");
        }
    }

    @Test
    void thePageAtItsTopAndItsEndByTheKeys() throws Exception {
        RulesScreen screen = screen();
        Machine m = BlankScreen.under(screen);
        m.render();
        Golden.assertMatches("rules", m.framebuffer().toImage());
        post(m, InputEvent.character(' ', false));
        m.render();
        Golden.assertMatches("rules-scoring", m.framebuffer().toImage());
        // The next page: the stones, and how stones and squares are named (the stoneset's six colours and symbols).
        post(m, InputEvent.character(' ', false));
        m.render();
        Golden.assertMatches("rules-names", m.framebuffer().toImage());
        post(m, InputEvent.key(Key.END));
        m.render();
        Golden.assertMatches("rules-end", m.framebuffer().toImage());
        post(m, InputEvent.key(Key.HOME));
        assertEquals(0, screen.top());
        post(m, InputEvent.key(Key.ESCAPE));
        assertNotSame(screen, m.screen(), "Esc goes back");
    }

    @Test
    void aDragOnThePageScrollsItAsAFingersSwipeAndTheKnobAndWheelToo() throws Exception {
        RulesScreen screen = screen();
        Machine m = BlankScreen.under(screen);
        post(m, InputEvent.press(150, 150, InputEvent.LEFT_BUTTON), InputEvent.move(150, 90),
                InputEvent.release(150, 90, InputEvent.LEFT_BUTTON));
        assertEquals(60, screen.top(), "the page follows the finger up");
        post(m, InputEvent.press(150, 60, InputEvent.LEFT_BUTTON), InputEvent.move(150, 100),
                InputEvent.release(150, 100, InputEvent.LEFT_BUTTON));
        assertEquals(20, screen.top());
        post(m, InputEvent.press(150, 60, InputEvent.LEFT_BUTTON), InputEvent.move(150, 199),
                InputEvent.release(150, 199, InputEvent.LEFT_BUTTON));
        assertEquals(0, screen.top(), "never above the page's top");
        // The knob dragged to the track's foot shows the page's end; a click above it turns a page back.
        post(m, InputEvent.press(310, 20, InputEvent.LEFT_BUTTON), InputEvent.move(310, 199),
                InputEvent.release(310, 199, InputEvent.LEFT_BUTTON));
        int end = screen.top();
        assertTrue(end > 300, "the page is longer than two screens: " + end);
        post(m, InputEvent.press(310, 20, InputEvent.LEFT_BUTTON), InputEvent.release(310, 20, InputEvent.LEFT_BUTTON));
        assertTrue(screen.top() < end);
        int before = screen.top();
        post(m, InputEvent.wheel(160, 100, -1));
        assertEquals(before - 27, screen.top());
        // A tap on Exit goes back.
        post(m, InputEvent.press(280, 190, InputEvent.LEFT_BUTTON), InputEvent.release(280, 190, InputEvent.LEFT_BUTTON));
        assertNotSame(screen, m.screen());
    }
}
