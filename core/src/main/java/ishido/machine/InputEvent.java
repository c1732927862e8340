package ishido.machine;

/**
 * One input event in screen coordinates (320x200): the pointer moved, a mouse button went down or up,
 * the wheel turned, or a key was pressed. {@code amiga} is true when Ctrl or Alt (the Amiga
 * key) was held; an Amiga-key letter comes upper case when Shift was held too. For a turn of the wheel,
 * {@code button} holds the lines to scroll (positive: down). A {@link Type#MENU} event comes from menus drawn
 * outside the screen (the page's finger-sized menus): they open, close, or choose the item at {@code x} (the menu),
 * {@code y} (its item) and {@code button} (the submenu's item, -1 for none); it does not move the pointer.
 * {@code pad} marks a key the game pad gave ({@link Gamepad}): it is the key it stands for, and a requester or a
 * screen that walks its gadgets with the pad's d-pad tells it from the keyboard's by it.
 */
public record InputEvent(Type type, int x, int y, int button, Key key, char character, boolean amiga, boolean pad) {
    public static final int LEFT_BUTTON = 0;
    public static final int RIGHT_BUTTON = 1;
    /** A {@link Type#MENU} event's menu index that opens the menus for a finger, and the one that closes them. */
    private static final int MENUS_OPEN = -1;
    private static final int MENUS_CLOSE = -2;

    /** What happened. */
    public enum Type {
        MOVE, PRESS, RELEASE, KEY, WHEEL, MENU
    }

    public static InputEvent move(int x, int y) {
        return new InputEvent(Type.MOVE, x, y, -1, null, '\0', false, false);
    }

    public static InputEvent press(int x, int y, int button) {
        return new InputEvent(Type.PRESS, x, y, button, null, '\0', false, false);
    }

    public static InputEvent release(int x, int y, int button) {
        return new InputEvent(Type.RELEASE, x, y, button, null, '\0', false, false);
    }

    /** The wheel turned by a number of steps with the pointer at (x, y); positive scrolls down. */
    public static InputEvent wheel(int x, int y, int steps) {
        return new InputEvent(Type.WHEEL, x, y, steps, null, '\0', false, false);
    }

    /** The steps of a turn of the wheel (positive: down), 0 for any other event. */
    public int wheelSteps() {
        return type == Type.WHEEL ? button : 0;
    }

    public static InputEvent key(Key key) {
        return new InputEvent(Type.KEY, 0, 0, -1, key, '\0', false, false);
    }

    /** A printable character, with or without the Amiga key held. */
    public static InputEvent character(char c, boolean amiga) {
        return new InputEvent(Type.KEY, 0, 0, -1, Key.CHARACTER, c, amiga, false);
    }

    /** The menus opened for a finger: drawn by the program around the machine (the page), large. */
    public static InputEvent openMenus() {
        return new InputEvent(Type.MENU, MENUS_OPEN, -1, -1, null, '\0', false, false);
    }

    /** The finger's menus closed without a choice. */
    public static InputEvent closeMenus() {
        return new InputEvent(Type.MENU, MENUS_CLOSE, -1, -1, null, '\0', false, false);
    }

    /** An item chosen in the finger's menus: the menu's index, its item's, and the submenu's item's (-1: none). */
    public static InputEvent chooseMenuItem(int menu, int item, int sub) {
        if (menu < 0 || item < 0 || sub < -1) {
            throw new IllegalArgumentException("a menu item is chosen by indices from 0, not " + menu + " " + item + " " + sub);
        }
        return new InputEvent(Type.MENU, menu, item, sub, null, '\0', false, false);
    }

    public boolean isMenusOpen() {
        return type == Type.MENU && x == MENUS_OPEN;
    }

    public boolean isMenusClose() {
        return type == Type.MENU && x == MENUS_CLOSE;
    }

    /** Whether this event moves the pointer to (x, y): a mouse's or a finger's, not a key nor a menu's choice. */
    public boolean hasPointer() {
        return type != Type.KEY && type != Type.MENU;
    }

    /** A key of the game pad (the key it stands for, with the pad's mark). */
    public static InputEvent padKey(Key key) {
        return new InputEvent(Type.KEY, 0, 0, -1, key, '\0', false, true);
    }

    /** A character the game pad gives (its shoulders' Amiga-key shortcuts, a letter of its letter grid). */
    public static InputEvent padCharacter(char c, boolean amiga) {
        return new InputEvent(Type.KEY, 0, 0, -1, Key.CHARACTER, c, amiga, true);
    }

    /** Whether this is a key of the game pad's. */
    public boolean fromPad() {
        return pad;
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
