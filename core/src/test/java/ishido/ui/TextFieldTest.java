package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.gfx.Framebuffer;
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

    /** A page on a phone opens the keyboard while a field with the keyboard is drawn, and only then. */
    @Test
    void anActiveFieldDrawnAsksForTyping() {
        TextField f = new TextField(200, "", 40);
        Framebuffer fb = new Framebuffer();
        f.render(fb);
        assertFalse(fb.textEntry(), "an inactive field asked for typing");
        f.activate();
        f.render(fb);
        assertTrue(fb.textEntry(), "an active field did not ask for typing");
        Framebuffer copy = new Framebuffer();
        copy.copyFrom(fb);
        assertTrue(copy.textEntry(), "a copy of the picture lost the text entry");
        fb.clearMarks();
        f.blur();
        f.render(fb);
        assertFalse(fb.textEntry(), "a field that lost the keyboard still asked for typing");
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
    void aFieldReplacedWhenClickedSelectsItsWholeTextOnAClick() {
        TextField f = new TextField(72, "7 8 9", 8).replacedWhenClicked();
        f.moveTo(10, 10);
        f.blur();
        assertTrue(f.mouse(InputEvent.press(10 + 3 + 20, 12, InputEvent.LEFT_BUTTON)));
        assertEquals("7 8 9", f.selection());
        type(f, "15 0 0");
        assertEquals("15 0 0", f.text());
        TextField plain = new TextField(72, "7 8 9", 8);
        plain.moveTo(10, 10);
        plain.mouse(InputEvent.press(10 + 3 + 20, 12, InputEvent.LEFT_BUTTON));
        assertEquals("", plain.selection(), "a plain field puts its cursor where clicked");
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

    @Test
    void aProposedNameIsSelectedSoTypingReplacesIt() {
        TextField f = new TextField(200, "", 40);
        f.activate();
        f.setText("mygame1.ishido");
        assertEquals("mygame1.ishido", f.selection());
        type(f, "cpgame");
        assertEquals("cpgame", f.text());
    }

    @Test
    void returnIsLeftToTheRequesterUnlessTheFieldHasItsOwnAction() {
        TextField f = new TextField(200, "x", 40);
        f.activate();
        assertEquals(false, f.key(InputEvent.key(Key.ENTER)));
        int[] ran = {0};
        f.onReturn(() -> ran[0]++);
        assertTrue(f.key(InputEvent.key(Key.ENTER)));
        assertEquals(1, ran[0]);
    }
}
