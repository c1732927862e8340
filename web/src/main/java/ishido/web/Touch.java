package ishido.web;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Keyboard;
import ishido.machine.Machine;
import ishido.screens.play.PlayLayout;
import ishido.screens.play.PlayScreen;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The game by touch (touch.js turns the fingers into these calls): a tap is the left button's click, a
 * drag its press, moves and release; a long press and the page's Menu button open the menus drawn by the
 * page at a finger's size ({@link PageMenus}), except where the screen takes a long press as its right button
 * (the stoneset editor's zoomed stone, whose colour it picks). A drag from the touchstone lifts the stone
 * above the finger, so the finger does not hide it and the stone lands where it is seen. What the
 * page's text input gets is typed into the game as keys are, and the page's buttons send the menus'
 * Amiga-key shortcuts.
 */
final class Touch {
    /** Amiga pixels the stone rides above the finger in a drag from the touchstone (about a fingertip). */
    static final int LIFT = 18;
    private final Machine machine;
    private final Keyboard keyboard;
    /** Whether the left button's drag under way started on the play screen's touchstone. */
    private boolean lifting;
    private boolean textEntry;
    /** Whether the text asked for is a number (the code): the phone's keyboard is its digits. */
    private boolean digitEntry;
    /** What the page's buttons were last told they can do (null: not yet told). */
    private String abilities;

    /** A key the page's text input or buttons send: "Backspace", "Enter", or "amiga-" and a letter. */
    @JSFunctor
    interface KeyListener extends JSObject {
        void key(String name);
    }

    Touch(Machine machine, Keyboard keyboard) {
        this.machine = machine;
        this.keyboard = keyboard;
    }

    /** Hands the page's touch.js the game's pointer, text and key entries (it may be absent: no touch). */
    void connect(Page.PointerListener pointer) {
        connect(pointer, this::typed, this::key);
    }

    /**
     * One touch event in screen coordinates: "press", "move" or "release" with the button it stands for
     * (0 left, 2 right), or "hold" for a long press.
     */
    void event(String type, int x, int y, int button) {
        int b = button == 2 ? InputEvent.RIGHT_BUTTON : InputEvent.LEFT_BUTTON;
        switch (type) {
            case "press" -> {
                lifting = b == InputEvent.LEFT_BUTTON && machine.screen() instanceof PlayScreen
                        && PlayLayout.onTouchstone(x, y);
                machine.post(InputEvent.press(x, y, b));
            }
            case "hold" -> {
                // A long press: the menus at a finger's size, or the right button's click where the screen takes it.
                if (machine.screen().longPressIsRightButton(x, y)) {
                    machine.post(InputEvent.press(x, y, InputEvent.RIGHT_BUTTON));
                    machine.post(InputEvent.release(x, y, InputEvent.RIGHT_BUTTON));
                } else {
                    machine.post(InputEvent.openMenus());
                }
            }
            case "move" -> machine.post(InputEvent.move(x, lifted(y)));
            case "release" -> {
                machine.post(InputEvent.release(x, lifted(y), b));
                lifting = false;
            }
            default -> {
            }
        }
    }

    private int lifted(int y) {
        return lifting ? Math.max(0, y - LIFT) : y;
    }

    private void typed(String text) {
        if (text == null) {
            return;
        }
        for (int i = 0; i < text.length(); i++) {
            keyboard.typed(text.charAt(i));
        }
    }

    private void key(String name) {
        if (name.startsWith("amiga-") && name.length() == 7) {
            machine.post(InputEvent.character(name.charAt(6), true));
        } else if (name.equals("Backspace")) {
            keyboard.pressed(Key.BACKSPACE);
        } else if (name.equals("Enter")) {
            keyboard.pressed(Key.ENTER);
        }
    }

    /**
     * After each frame drawn: tells the page when a text gadget takes or gives up the keyboard, and which of its
     * buttons can act ({@link #abilities}).
     */
    void frameDrawn() {
        boolean now = machine.textEntry();
        boolean number = machine.digitEntry();
        if (now != textEntry || number != digitEntry) {
            textEntry = now;
            digitEntry = number;
            textEntry(now, number);
        }
        String can = abilities(machine.framebuffer().menuKeys(), machine.framebuffer().requester());
        if (!can.equals(abilities)) {
            abilities = can;
            enable(can.indexOf('m') >= 0, can.indexOf('u') >= 0, can.indexOf('h') >= 0, can.indexOf('n') >= 0);
        }
    }

    /**
     * Which of the page's buttons can act in a frame whose menus answer these Amiga keys (a line each, letter, tab,
     * label; null: the screen has no menus), with or without a requester up, which takes every input: "m" for
     * Menu where the screen has menus, "u", "h", "n" for Undo, Suggest and New Game where the screen's item of
     * that key is available and is that command (the editor's Amiga-N is New Stoneset, not New Game).
     */
    static String abilities(String menuKeys, boolean requester) {
        if (menuKeys == null || requester) {
            return "";
        }
        return "m" + (offers(menuKeys, 'U', "Undo") ? "u" : "") + (offers(menuKeys, 'H', "Suggest") ? "h" : "")
                + (offers(menuKeys, 'N', "New Game") ? "n" : "");
    }

    private static boolean offers(String menuKeys, char letter, String label) {
        String line = letter + "\t" + label;
        return menuKeys.startsWith(line) || menuKeys.contains("\n" + line);
    }

    @JSBody(params = {"pointer", "text", "key"}, script = "ishido.touch.connect(pointer, text, key);")
    private static native void connect(Page.PointerListener pointer, Page.TextListener text, KeyListener key);

    @JSBody(params = {"menu", "undo", "suggest", "newGame"}, script = "ishido.touch.enable(menu, undo, suggest, newGame);")
    private static native void enable(boolean menu, boolean undo, boolean suggest, boolean newGame);

    @JSBody(params = {"on", "digits"}, script = "ishido.touch.textEntry(on, digits);")
    private static native void textEntry(boolean on, boolean digits);

    /** Whether the page lays itself out for a finger: the primary pointer is coarse (a phone, a tablet). */
    @JSBody(script = "return ishido.touch.coarse();")
    static native boolean coarse();

    @JSBody(script = "return ishido.touch.pixelRatio();")
    static native double pixelRatio();

    /** Places the page's touch buttons around the picture at (x, y), width by height, in CSS pixels. */
    @JSBody(params = {"x", "y", "width", "height", "portrait"}, script = "ishido.touch.place(x, y, width, height, portrait);")
    static native void placeControls(double x, double y, double width, double height, boolean portrait);
}
