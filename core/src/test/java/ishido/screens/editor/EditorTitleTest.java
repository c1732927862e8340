package ishido.screens.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The editor's title bar keeps the set's name and the unsaved mark whatever room the tool's name leaves. */
class EditorTitleTest {
    @Test
    void theWholeTitleWhileItFits() {
        assertEquals("Edit Stoneset: Runes *", EditorView.titleText("Runes", true, 30));
        assertEquals("Edit Stoneset: Runes", EditorView.titleText("Runes", false, 30));
    }

    @Test
    void theWordsGoBeforeTheNameAndTheMark() {
        assertEquals("Edit: My Water Set *", EditorView.titleText("My Water Set", true, 21));
        assertEquals("My Water Set *", EditorView.titleText("My Water Set", true, 15));
    }

    @Test
    void aLongNameIsCutInItsMiddleAndTheMarkStays() {
        String t = EditorView.titleText("Deluxe Paint Rivers And Fires", true, 14);
        assertEquals(14, t.length());
        assertTrue(t.startsWith("Delux") && t.endsWith("Fires *"), t);
    }
}
