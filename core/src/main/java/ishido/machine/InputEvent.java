package ishido.machine;

/**
 * One input event in screen coordinates (320x200): the pointer moved, a mouse button went down or up,
 * the wheel turned, or a key was pressed. {@code amiga} is true when Ctrl or Alt (the Amiga
 * key) was held; an Amiga-key letter comes upper case when Shift was held too. For a turn of the wheel,
 * {@code button} holds the lines to scroll (positive: down).
 */
public record InputEvent(Type type, int x, int y, int button, Key key, char character, boolean amiga) {
    public static final int LEFT_BUTTON = 0;
    public static final int RIGHT_BUTTON = 1;

    /** What happened. */
    public enum Type {
        MOVE, PRESS, RELEASE, KEY, WHEEL
    }

    public static InputEvent move(int x, int y) {
        return new InputEvent(Type.MOVE, x, y, -1, null, '\0', false);
    }

    public static InputEvent press(int x, int y, int button) {
        return new InputEvent(Type.PRESS, x, y, button, null, '\0', false);
    }

    public static InputEvent release(int x, int y, int button) {
        return new InputEvent(Type.RELEASE, x, y, button, null, '\0', false);
    }

    /** The wheel turned by a number of steps with the pointer at (x, y); positive scrolls down. */
    public static InputEvent wheel(int x, int y, int steps) {
        return new InputEvent(Type.WHEEL, x, y, steps, null, '\0', false);
    }

    /** The steps of a turn of the wheel (positive: down), 0 for any other event. */
    public int wheelSteps() {
        return type == Type.WHEEL ? button : 0;
    }

    public static InputEvent key(Key key) {
        return new InputEvent(Type.KEY, 0, 0, -1, key, '\0', false);
    }

    /** A printable character, with or without the Amiga key held. */
    public static InputEvent character(char c, boolean amiga) {
        return new InputEvent(Type.KEY, 0, 0, -1, Key.CHARACTER, c, amiga);
    }

    public boolean isPress(int b) {
        return type == Type.PRESS && button == b;
    }

    public boolean isRelease(int b) {
        return type == Type.RELEASE && button == b;
    }

    public boolean isKey(Key k) {
        return type == Type.KEY && key == k;
    }

    /** True for the plain character, either case, without the Amiga key. */
    public boolean isChar(char c) {
        return type == Type.KEY && key == Key.CHARACTER && !amiga && Character.toLowerCase(character) == Character.toLowerCase(c);
    }

    /** True for an Amiga-key shortcut: Ctrl or Alt with the letter. */
    public boolean isShortcut(char c) {
        return type == Type.KEY && key == Key.CHARACTER && amiga && Character.toLowerCase(character) == Character.toLowerCase(c);
    }
}
