package ishido.web;

import ishido.machine.Gamepad;
import ishido.machine.Machine;
import org.teavm.jso.JSBody;

/**
 * The game pads in the page: once an animation frame the browser's Gamepad API is read (gamepad.js) and handed to
 * the game's {@link Gamepad}, which makes the keys of the pad's buttons.
 */
final class PageGamepad {
    private final Gamepad pad;
    private final boolean[] down = new boolean[Gamepad.Button.values().length];

    PageGamepad(Machine machine) {
        pad = new Gamepad(machine::post);
    }

    /** One animation frame: the pads read, or let go of when the last went away. */
    void frame(double nowMs) {
        int mask = poll();
        if (mask < 0) {
            if (pad.connected()) {
                pad.disconnected();
            }
            return;
        }
        for (int i = 0; i < down.length; i++) {
            down[i] = (mask >> i & 1) != 0;
        }
        pad.read(down, stickX(), stickY(), nowMs);
    }

    @JSBody(script = "return ishido.gamepad.poll();")
    private static native int poll();

    @JSBody(script = "return ishido.gamepad.stickX();")
    private static native double stickX();

    @JSBody(script = "return ishido.gamepad.stickY();")
    private static native double stickY();
}
