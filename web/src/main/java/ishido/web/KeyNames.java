package ishido.web;

import ishido.machine.Key;
import ishido.machine.Keyboard;

/**
 * The browser's names for keys, as a keyboard event gives them ({@code code} for where the key sits,
 * {@code key} for what it types), turned into the game's: the modifiers, the named keys, the letters
 * an Amiga-key shortcut takes, and the characters typed.
 */
public final class KeyNames {
    private KeyNames() {
    }

    /** The modifier a key's {@code code} names, or null. */
    public static Keyboard.Modifier modifier(String code) {
        return switch (code) {
            case "ControlLeft" -> Keyboard.Modifier.CTRL_LEFT;
            case "ControlRight" -> Keyboard.Modifier.CTRL_RIGHT;
            case "AltLeft" -> Keyboard.Modifier.ALT_LEFT;
            case "AltRight" -> Keyboard.Modifier.ALT_RIGHT;
            case "ShiftLeft" -> Keyboard.Modifier.SHIFT_LEFT;
            case "ShiftRight" -> Keyboard.Modifier.SHIFT_RIGHT;
            default -> null;
        };
    }

    /** The game's key for a named key's {@code key} value, or null when it is none of them. */
    public static Key named(String key) {
        return switch (key) {
            case "ArrowLeft" -> Key.LEFT;
            case "ArrowRight" -> Key.RIGHT;
            case "ArrowUp" -> Key.UP;
            case "ArrowDown" -> Key.DOWN;
            case "Enter" -> Key.ENTER;
            case "Escape" -> Key.ESCAPE;
            case "Backspace" -> Key.BACKSPACE;
            case "Delete" -> Key.DELETE;
            case "Tab" -> Key.TAB;
            case "Home" -> Key.HOME;
            case "End" -> Key.END;
            default -> null;
        };
    }

    /**
     * The lower-case letter of a letter key by where it sits ({@code KeyA} ... {@code KeyZ}), or 0: the
     * Amiga-key shortcuts go by the key, as the desktop's do, whatever Ctrl makes the layout type.
     */
    public static char letter(String code) {
        if (code.length() == 4 && code.startsWith("Key")) {
            char c = code.charAt(3);
            if (c >= 'A' && c <= 'Z') {
                return (char) (c - 'A' + 'a');
            }
        }
        return 0;
    }

    /** The character a key types (its {@code key} value when that is one character), or 0. */
    public static char typed(String key) {
        return key.length() == 1 ? key.charAt(0) : 0;
    }
}
