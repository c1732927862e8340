package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Clipboard;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import org.junit.jupiter.api.Test;

class TextFieldTest {
    private static void type(TextField f, String s) {
        for (char c : s.toCharArray()) {
            f.key(InputEvent.character(c, false));
        }
    }

    @Test
    void editsWithCursorKeysBackspaceAndDelete() {
        TextField f = new TextField(200, "", 40);
        f.activate();
        type(f, "stones");
        f.key(InputEvent.key(Key.HOME));
        type(f, "The ");
        f.key(InputEvent.key(Key.END));
        f.key(InputEvent.key(Key.BACKSPACE));
        f.key(InputEvent.key(Key.LEFT));
        f.key(InputEvent.key(Key.DELETE));
        assertEquals("The ston", f.text());
    }

    @Test
    void doubleClickSelectsAWordAndTypingReplacesIt() {
        TextField f = new TextField(200, "way of stones", 40);
        f.moveTo(10, 10);
        f.activate();
        // Click twice quickly on "of" (characters 4-5): x = 10 + 3 + 4.5 * 8.
        int x = 10 + 3 + 36;
        assertTrue(f.mouse(InputEvent.press(x, 12, InputEvent.LEFT_BUTTON)));
        f.tick();
        f.mouse(InputEvent.press(x, 12, InputEvent.LEFT_BUTTON));
        assertEquals("of", f.selection());
        type(f, "to");
        assertEquals("way to stones", f.text());
    }

    @Test
    void cutCopyPasteUseTheClipboard() {
        Clipboard clip = new Clipboard();
        TextField f = new TextField(200, "oracle", 40).useClipboard(clip);
        f.activate();
        f.key(InputEvent.character('a', true));
        f.key(InputEvent.character('c', true));
        assertEquals("oracle", clip.text());
        f.key(InputEvent.key(Key.END));
        f.key(InputEvent.character('v', true));
        assertEquals("oracleoracle", f.text());
        f.key(InputEvent.character('a', true));
        f.key(InputEvent.character('x', true));
        assertEquals("", f.text());
        assertEquals("oracleoracle", clip.text());
    }

    @Test
    void keepsToItsLength() {
        TextField f = new TextField(200, "", 5);
        f.activate();
        type(f, "abcdefgh");
        assertEquals("abcde", f.text());
    }
}
