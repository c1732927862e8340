package ishido.web;

import ishido.gfx.GadgetMarks;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.store.Settings;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Choices &gt; Screen Reader in the page (reader.js): the game's sentences go to a live region a screen reader
 * reads out as they come, and, after each frame, what the screen shows of its gadgets (a requester's title, lines and
 * buttons, a list's lines) is mirrored as the page's own text and buttons; a button pressed there is a click at the
 * gadget's middle, an event of the next tick as the mouse's is. The menus are the finger's (menus.js), real buttons
 * already. Nothing of it shows while the reader is off.
 */
final class PageReader {
    private final Machine machine;
    private final Settings settings;
    /** What the page shows now: the reader on, and the gadgets' and lines' texts last sent. */
    private boolean on;
    private String gadgets = "";
    private String lines = "";

    /** A button of the page's pressed: the gadget's middle, in framebuffer pixels. */
    @JSFunctor
    interface Listener extends JSObject {
        void pressed(int x, int y);
    }

    PageReader(Machine machine, Settings settings) {
        this.machine = machine;
        this.settings = settings;
        on = settings.get(Settings.SCREEN_READER);
    }

    void connect() {
        connect(this::pressed);
    }

    private void pressed(int x, int y) {
        machine.touched(false);
        machine.post(InputEvent.move(x, y));
        machine.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
        machine.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
    }

    /** A sentence of the game's, for the live region (the host's {@code say}, from the first screen on). */
    @JSBody(params = "sentence", script = "ishido.reader.say(sentence);")
    static native void say(String sentence);

    /** Shows the reader's part of the page or hides it, before the first frame as after it. */
    static void shown(boolean on) {
        show(on);
    }

    /** After each frame drawn: the page follows the reader's choice and what the frame's gadgets are. */
    void frameDrawn() {
        boolean now = settings.get(Settings.SCREEN_READER);
        if (now != on) {
            on = now;
            show(on);
        }
        if (!on) {
            return;
        }
        GadgetMarks marks = machine.framebuffer().gadgets();
        String g = marks.text();
        String l = marks.lines();
        if (!g.equals(gadgets) || !l.equals(lines)) {
            gadgets = g;
            lines = l;
            mirror(g, l);
        }
    }

    @JSBody(params = "listener", script = "ishido.reader.connect(listener);")
    private static native void connect(Listener listener);

    @JSBody(params = "on", script = "ishido.reader.show(on);")
    private static native void show(boolean on);

    @JSBody(params = {"gadgets", "lines"}, script = "ishido.reader.mirror(gadgets, lines);")
    private static native void mirror(String gadgets, String lines);
}
