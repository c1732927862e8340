package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListViewTest {
    /** A read-only text of n lines, 10 rows high, at (10, 10). */
    private static ListView text(int n) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            lines.add("line " + i);
        }
        ListView v = new ListView(200, 10, false).setLines(lines);
        v.moveTo(10, 10);
        return v;
    }

    /** A point in the scroller's column. */
    private static int knobX(ListView v) {
        return v.x() + v.width() - 6;
    }

    @Test
    void theWheelScrollsAndStopsAtBothEnds() {
        ListView v = text(40);
        assertTrue(v.mouse(InputEvent.wheel(50, 30, 1)));
        assertEquals(ListView.WHEEL_LINES, v.top());
        v.mouse(InputEvent.wheel(50, 30, 100));
        assertEquals(30, v.top());
        v.mouse(InputEvent.wheel(50, 30, -100));
        assertEquals(0, v.top());
        // Away from the list the wheel is not its.
        assertEquals(false, v.mouse(InputEvent.wheel(5, 5, 1)));
    }

    @Test
    void theKnobIsTheShareOfTheTextInView() {
        ListView whole = text(5);
        ListView quarter = text(40);
        int track = whole.knobHeight();
        assertEquals(track / 4, quarter.knobHeight());
        // Scrolled to the end, the knob sits at the bottom of the track.
        int top = quarter.knobTop();
        quarter.scroll(1000);
        assertEquals(top + track - quarter.knobHeight(), quarter.knobTop());
    }

    @Test
    void draggingTheKnobScrollsInProportion() {
        ListView v = text(40);
        int x = knobX(v);
        int grabY = v.knobTop() + 1;
        assertTrue(v.mouse(InputEvent.press(x, grabY, InputEvent.LEFT_BUTTON)));
        int free = text(5).knobHeight() - v.knobHeight();
        // Half the free track down, the pointer wandering off sideways: half of the 30 lines that can scroll.
        v.mouse(InputEvent.move(x + 40, grabY + (free + 1) / 2));
        assertEquals(15, v.top(), "free track " + free);
        v.mouse(InputEvent.release(x, grabY, InputEvent.LEFT_BUTTON));
        v.mouse(InputEvent.move(x, grabY + 200));
        assertEquals(15, v.top(), "a released knob no longer follows");
    }

    @Test
    void aClickBelowTheKnobTurnsAPage() {
        ListView v = text(40);
        int below = v.knobTop() + v.knobHeight() + 2;
        v.mouse(InputEvent.press(knobX(v), below, InputEvent.LEFT_BUTTON));
        assertEquals(9, v.top());
        v.mouse(InputEvent.release(knobX(v), below, InputEvent.LEFT_BUTTON));
        v.mouse(InputEvent.press(knobX(v), v.knobTop() - 1, InputEvent.LEFT_BUTTON));
        assertEquals(0, v.top());
    }

    @Test
    void theArrowsUnderTheKnobScrollALine() {
        ListView v = text(40);
        int downArrow = v.y() + v.height() - 3;
        v.mouse(InputEvent.press(knobX(v), downArrow, InputEvent.LEFT_BUTTON));
        v.mouse(InputEvent.release(knobX(v), downArrow, InputEvent.LEFT_BUTTON));
        assertEquals(1, v.top());
        v.mouse(InputEvent.press(knobX(v), downArrow - 10, InputEvent.LEFT_BUTTON));
        assertEquals(0, v.top());
    }
}
