package ishido.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyboardTest {
    private final List<InputEvent> events = new ArrayList<>();
    private int fullscreens;
    private int pastes;
    private final Keyboard keyboard = new Keyboard(events::add, () -> fullscreens++, () -> pastes++);

    @Test
    void ctrlOrAltOnEitherSideMakeALetterAnAmigaShortcut() {
        assertFalse(keyboard.letter('h'), "without a modifier a letter is typed, not a shortcut");
        keyboard.modifier(Keyboard.Modifier.CTRL_LEFT, true);
        assertTrue(keyboard.letter('h'));
        assertEquals(InputEvent.character('h', true), events.get(0));
        assertFalse(keyboard.typed('h'), "the character Ctrl types is not typed too");
        keyboard.modifier(Keyboard.Modifier.CTRL_LEFT, false);
        keyboard.modifier(Keyboard.Modifier.ALT_RIGHT, true);
        keyboard.modifier(Keyboard.Modifier.SHIFT_RIGHT, true);
        assertTrue(keyboard.letter('z'));
        assertEquals(InputEvent.character('Z', true), events.get(1), "Shift-Amiga-Z comes upper case");
        keyboard.modifier(Keyboard.Modifier.ALT_RIGHT, false);
        keyboard.modifier(Keyboard.Modifier.SHIFT_RIGHT, false);
        keyboard.modifier(Keyboard.Modifier.ALT_LEFT, true);
        assertTrue(keyboard.letter('n'), "the left Alt is the second Amiga key: Alt+N where a browser keeps Ctrl+N");
        assertEquals(InputEvent.character('n', true), events.get(2));
        assertFalse(keyboard.typed('n'));
        keyboard.modifier(Keyboard.Modifier.ALT_LEFT, false);
        assertFalse(keyboard.letter('n'));
        assertEquals(3, events.size());
    }

    @Test
    void aPasteReadsTheSystemClipboardFirst() {
        keyboard.modifier(Keyboard.Modifier.CTRL_RIGHT, true);
        keyboard.letter('v');
        assertEquals(1, pastes);
        assertEquals(List.of(InputEvent.character('v', true)), events);
        keyboard.modifier(Keyboard.Modifier.CTRL_RIGHT, false);
        keyboard.paste();
        assertEquals(2, pastes, "the browser's paste event reads the clipboard too, with no key held");
        assertEquals(List.of(InputEvent.character('v', true), InputEvent.character('v', true)), events);
    }

    @Test
    void altReturnAndF11SwitchFullScreen() {
        keyboard.pressed(Key.ENTER);
        assertEquals(List.of(InputEvent.key(Key.ENTER)), events);
        keyboard.modifier(Keyboard.Modifier.ALT_LEFT, true);
        keyboard.pressed(Key.ENTER);
        keyboard.fullscreenKey();
        assertEquals(2, fullscreens);
        assertEquals(1, events.size());
    }

    @Test
    void controlCharactersAreNotTyped() {
        assertFalse(keyboard.typed('\u0007'));
        assertFalse(keyboard.typed((char) 127));
        assertTrue(keyboard.typed('a'));
        assertEquals(InputEvent.character('a', false), events.get(0));
    }
}
