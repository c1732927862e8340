package ishido.codewheel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import org.junit.jupiter.api.Test;

class PrintedWheelTest {
    /** A stand-in typeface: every line a solid block, as wide as its letters. */
    private static final Typeface BLOCKS = (text, cap) -> {
        int w = Math.max(1, text.length() * cap * 2 / 3);
        byte[] cover = new byte[w * cap];
        java.util.Arrays.fill(cover, (byte) 255);
        return new Typeface.Rendered(w, cap, cover);
    };

    @Test
    void thePiecesLieApartOnAnA4SheetAt300Dpi() {
        int outer = PrintedWheel.RADIUS;
        int middle = (int) (PrintedWheel.RADIUS * Codewheel.MIDDLE_RADIUS);
        int inner = (int) (PrintedWheel.RADIUS * Codewheel.INNER_RADIUS);
        assertTrue(PrintedWheel.OUTER_Y - outer > 0);
        assertTrue(PrintedWheel.OUTER_Y + outer < PrintedWheel.ROW_Y - middle, "outer disc above the row");
        assertTrue(PrintedWheel.MIDDLE_X - middle > 0);
        assertTrue(PrintedWheel.MIDDLE_X + middle < PrintedWheel.INNER_X - inner, "ring and inner disc apart");
        assertTrue(PrintedWheel.INNER_X + inner < PrintedWheel.WIDTH);
        assertTrue(PrintedWheel.ROW_Y + middle < PrintedWheel.HEIGHT - 400, "room for the instructions");
    }

    @Test
    void sixAndNineAreUnderlinedAndTheOtherDigitsAreNot() {
        // A typeface that inks nothing, so that any ink in the picture is the underline.
        Typeface blank = (text, cap) -> new Typeface.Rendered(cap / 2, cap, new byte[cap / 2 * cap]);
        for (int d = 0; d <= 9; d++) {
            Typeface.Rendered r = PrintedWheel.digit(blank, d);
            boolean underlined = r.height() > 0 && r.at(0, r.height() - 1) == 255 && r.at(r.width() - 1, r.height() - 1) == 255;
            assertEquals(d == 6 || d == 9, underlined, "digit " + d);
        }
        Typeface.Rendered six = PrintedWheel.digit(BLOCKS, 6);
        assertTrue(six.height() > BLOCKS.render("6", 62).height(), "the rule is under the digit, not over it");
    }

    @Test
    void theSheetHasCentreMarksAndTheRingItsHole() {
        IndexedImage sheet = PrintedWheel.draw(Codewheel.STANDARD, BLOCKS);
        assertEquals(PrintedWheel.WIDTH, sheet.width());
        assertEquals(PrintedWheel.HEIGHT, sheet.height());
        int ink = sheet.color(sheet.get(PrintedWheel.OUTER_X, PrintedWheel.OUTER_Y));
        assertEquals(ink, sheet.color(sheet.get(PrintedWheel.INNER_X, PrintedWheel.ROW_Y)), "both pinned pieces are marked");
        int paper = sheet.color(sheet.get(PrintedWheel.OUTER_X + 300, PrintedWheel.OUTER_Y + 40));
        assertNotEquals(ink, paper);
        int hole = sheet.color(sheet.get(PrintedWheel.MIDDLE_X, PrintedWheel.ROW_Y));
        assertNotEquals(ink, hole, "the ring has no centre mark: its middle is cut away");
        assertEquals(0xFFFFFF, sheet.color(sheet.get(5, 5)), "white margins");
    }
}
