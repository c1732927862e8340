package ishido.machine;

import java.util.function.Consumer;

/**
 * The keyboard as the game reads it, whatever toolkit reports the keys: follows the modifier keys from
 * their own events, in order with the others, so a Ctrl+H pressed and released between two frames is
 * still seen with Ctrl; makes Ctrl or Alt (either side) the Amiga key; and takes F11 and Alt+Return for
 * full screen. Alt is the second Amiga key because a browser keeps some Ctrl letters for itself (Chrome's
 * Ctrl+N, Ctrl+T and Ctrl+W never reach a page out of full screen), and the Amiga's own right Amiga key
 * sat beside the space bar, where Alt is. The desktop's input bridge and the browser's front end each
 * turn their own key codes into the calls of this class.
 */
public final class Keyboard {
    /** The modifier keys the game follows. */
    public enum Modifier {
        CTRL_LEFT, CTRL_RIGHT, ALT_LEFT, ALT_RIGHT, SHIFT_LEFT, SHIFT_RIGHT
    }

    private final Consumer<InputEvent> machine;
    private final Runnable toggleFullscreen;
    /** Reads the system's clipboard just before a paste reaches the machine. */
    private final Runnable beforePaste;
    private final boolean[] held = new boolean[Modifier.values().length];

    public Keyboard(Consumer<InputEvent> machine, Runnable toggleFullscreen, Runnable beforePaste) {
        this.machine = machine;
        this.toggleFullscreen = toggleFullscreen;
        this.beforePaste = beforePaste;
    }

    /** A modifier key went down or up. */
    public void modifier(Modifier key, boolean down) {
        held[key.ordinal()] = down;
    }

    /** Ctrl or Alt, on either side: the Amiga key. */
    public boolean amigaHeld() {
        return held(Modifier.CTRL_LEFT) || held(Modifier.CTRL_RIGHT) || altHeld();
    }

    private boolean altHeld() {
        return held(Modifier.ALT_LEFT) || held(Modifier.ALT_RIGHT);
    }

    private boolean shiftHeld() {
        return held(Modifier.SHIFT_LEFT) || held(Modifier.SHIFT_RIGHT);
    }

    private boolean held(Modifier m) {
        return held[m.ordinal()];
    }

    /** F11: full screen or window. */
    public void fullscreenKey() {
        toggleFullscreen.run();
    }

    /** A named key went down; Return with Alt held switches full screen instead. */
    public void pressed(Key key) {
        if (key == Key.ENTER && altHeld()) {
            toggleFullscreen.run();
            return;
        }
        machine.accept(InputEvent.key(key));
    }

    /**
     * A letter key went down (given as its lower-case letter, whatever the keyboard layout's shift
     * state); true when it was an Amiga-key shortcut, which then reached the machine. Without the
     * Amiga key held the letter comes as a typed character instead.
     */
    public boolean letter(char lowerCase) {
        if (!amigaHeld() || lowerCase < 'a' || lowerCase > 'z') {
            return false;
        }
        if (lowerCase == 'v' && !shiftHeld()) {
            paste();
            return true;
        }
        // With Shift the letter comes upper case, so Shift-Amiga-Z (the editor's Redo) can be told apart.
        machine.accept(InputEvent.character(shiftHeld() ? Character.toUpperCase(lowerCase) : lowerCase, true));
        return true;
    }

    /**
     * A paste from the system, as the Amiga key's V: the system's clipboard is read first. The browser
     * calls this from its paste event, which brings the clipboard's text and may come without a key.
     */
    public void paste() {
        beforePaste.run();
        machine.accept(InputEvent.character('v', true));
    }

    /** A printable character was typed; true when the machine got it (not with the Amiga key held). */
    public boolean typed(char character) {
        if (character >= ' ' && character != 127 && !amigaHeld()) {
            machine.accept(InputEvent.character(character, false));
            return true;
        }
        return false;
    }
}
