package ishido.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import ishido.machine.Key;
import ishido.machine.Keyboard;
import org.junit.jupiter.api.Test;

class KeyNamesTest {
    @Test
    void theModifiersBySide() {
        assertEquals(Keyboard.Modifier.CTRL_LEFT, KeyNames.modifier("ControlLeft"));
        assertEquals(Keyboard.Modifier.ALT_RIGHT, KeyNames.modifier("AltRight"));
        assertEquals(Keyboard.Modifier.SHIFT_RIGHT, KeyNames.modifier("ShiftRight"));
        assertNull(KeyNames.modifier("MetaLeft"));
    }

    @Test
    void theNamedKeys() {
        assertEquals(Key.LEFT, KeyNames.named("ArrowLeft"));
        assertEquals(Key.ENTER, KeyNames.named("Enter"));
        assertEquals(Key.DELETE, KeyNames.named("Delete"));
        assertNull(KeyNames.named("a"));
    }

    @Test
    void lettersGoByWhereTheKeySits() {
        assertEquals('h', KeyNames.letter("KeyH"));
        assertEquals(0, KeyNames.letter("Digit1"));
        assertEquals(0, KeyNames.letter("Key"));
        assertEquals('x', KeyNames.typed("x"));
        assertEquals(0, KeyNames.typed("Shift"));
    }
}
