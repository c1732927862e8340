package ishido.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GamepadTest {
    private final List<InputEvent> events = new ArrayList<>();
    private final Gamepad pad = new Gamepad(events::add);

    private static boolean[] down(Gamepad.Button... buttons) {
        boolean[] d = new boolean[Gamepad.Button.values().length];
        for (Gamepad.Button b : buttons) {
            d[b.ordinal()] = true;
        }
        return d;
    }

    @Test
    void eachButtonGivesItsKeyOnceWhenItGoesDown() {
        pad.read(down(Gamepad.Button.A), 0, 0, 0);
        pad.read(down(Gamepad.Button.A), 0, 0, 1000);
        pad.read(down(), 0, 0, 1016);
        pad.read(down(Gamepad.Button.B, Gamepad.Button.X, Gamepad.Button.START, Gamepad.Button.SELECT,
                Gamepad.Button.LEFT_SHOULDER, Gamepad.Button.RIGHT_SHOULDER, Gamepad.Button.Y), 0, 0, 1032);
        assertEquals(List.of(InputEvent.padKey(Key.ENTER), InputEvent.padKey(Key.ESCAPE), InputEvent.padKey(Key.BACKSPACE),
                InputEvent.padCharacter('h', true), InputEvent.padCharacter('n', true), InputEvent.padKey(Key.VIEW),
                InputEvent.padKey(Key.MENU)), events);
        assertTrue(events.stream().allMatch(InputEvent::fromPad));
        assertTrue(pad.connected());
    }

    @Test
    void theDpadAndTheStickAreTheArrowsRepeatingWhileHeld() {
        pad.read(down(Gamepad.Button.RIGHT), 0, 0, 0);
        assertEquals(List.of(InputEvent.padKey(Key.RIGHT)), events);
        pad.read(down(Gamepad.Button.RIGHT), 0, 0, Gamepad.REPEAT_DELAY_MS - 1);
        assertEquals(1, events.size(), "no repeat before the delay");
        pad.read(down(Gamepad.Button.RIGHT), 0, 0, Gamepad.REPEAT_DELAY_MS);
        pad.read(down(Gamepad.Button.RIGHT), 0, 0, Gamepad.REPEAT_DELAY_MS + Gamepad.REPEAT_MS);
        assertEquals(3, events.size());
        pad.read(down(), 0, 0, 2000);
        events.clear();
        // The stick leans past its threshold; a drift below it is nothing.
        pad.read(down(), 0.2, -0.3, 3000);
        assertTrue(events.isEmpty());
        pad.read(down(), -0.9, 0.1, 3016);
        pad.read(down(), 0, 0.8, 3032);
        assertEquals(List.of(InputEvent.padKey(Key.LEFT), InputEvent.padKey(Key.DOWN)), events);
        // The stick and the d-pad the same way are one direction.
        events.clear();
        pad.read(down(Gamepad.Button.DOWN), 0, 0.8, 3048);
        assertTrue(events.isEmpty());
    }

    @Test
    void aPadThatGoesLetsGoOfWhatItHeld() {
        pad.read(down(Gamepad.Button.A, Gamepad.Button.UP), 0, 0, 0);
        pad.disconnected();
        assertFalse(pad.connected());
        events.clear();
        pad.read(down(Gamepad.Button.A, Gamepad.Button.UP), 0, 0, 5000);
        assertEquals(List.of(InputEvent.padKey(Key.ENTER), InputEvent.padKey(Key.UP)), events,
                "a pad plugged in again with A held is a fresh press");
        events.clear();
        pad.read(new boolean[2], 0, 0, 5016);
        assertTrue(events.isEmpty(), "a shorter reading leaves the other buttons up");
    }
}
