package ishido.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditorTest {
    @TempDir
    Path home;

    private Editor ishido() throws IOException {
        return new Editor(Sheet.of(Catalog.stoneset(TestPlatform.storage(), "Ishido", home)));
    }

    /** A stone painted all over in one colour, so tests can tell stones apart. */
    private static void flood(Editor e, int column, int row, int pen) {
        e.selectStone(column, row);
        e.setPen(pen);
        e.setTool(Tool.DRAW);
        for (int y = 0; y < Sheet.CELL; y++) {
            for (int x = 0; x < Sheet.CELL; x++) {
                e.paint(x, y);
            }
        }
    }

    private static byte[] stone(Editor e, int column, int row) {
        return e.sheet().read(Area.STONE.region(column, row));
    }

    @Test
    void aDragPaintsAConnectedLineAsOneUndoStep() {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(2, 3);
        e.setPen(5);
        e.toolDown(0, 0);
        e.toolDrag(10, 5);
        e.toolDrag(10, 15);
        e.toolUp();
        assertEquals(5, e.sheet().stone(2, 3, 0, 0));
        assertEquals(5, e.sheet().stone(2, 3, 10, 5));
        assertEquals(5, e.sheet().stone(2, 3, 10, 10));
        assertEquals(5, e.sheet().stone(2, 3, 10, 15));
        int painted = 0;
        for (byte b : stone(e, 2, 3)) {
            painted += b == 5 ? 1 : 0;
        }
        assertEquals(21, painted, "an 11-pixel diagonal-ish line and an 11-pixel vertical sharing a corner");
        assertEquals(1, e.undoDepth());
        assertTrue(e.isDirty());
        e.undo();
        assertArrayEquals(new byte[400], stone(e, 2, 3));
        assertFalse(e.isDirty());
    }

    @Test
    void theEyedropperTakesTheColourUnderThePointer() {
        Editor e = new Editor(Sheet.blank());
        flood(e, 0, 0, 7);
        e.setPen(2);
        e.pick(3, 4);
        assertEquals(7, e.pen());
    }

    @Test
    void fillFloodsOnlyTheTouchingPixelsOfOneColour() {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(1, 1);
        e.setPen(3);
        for (int y = 0; y < Sheet.CELL; y++) {
            e.paint(10, y);
        }
        e.setPen(4);
        e.setTool(Tool.FILL);
        e.toolDown(0, 0);
        assertEquals(4, e.sheet().stone(1, 1, 9, 19));
        assertEquals(3, e.sheet().stone(1, 1, 10, 7));
        assertEquals(0, e.sheet().stone(1, 1, 11, 0), "the far side of the line is not reached");
    }

    @Test
    void xcolorChangesOneColourInTheStoneColumnOrRow() {
        Editor e = new Editor(Sheet.blank());
        e.setTool(Tool.XCOLOR);
        e.setPen(6);
        e.selectStone(2, 2);
        e.toolDown(5, 5);
        assertEquals(6, e.sheet().stone(2, 2, 0, 0));
        assertEquals(0, e.sheet().stone(2, 1, 0, 0), "stone scope leaves the others");

        e.setXColorScope(Area.COLUMN);
        e.setPen(8);
        e.selectStone(4, 0);
        e.toolDown(0, 0);
        for (int r = 0; r < 6; r++) {
            assertEquals(8, e.sheet().stone(4, r, 19, 19), "row " + r);
        }
        assertEquals(0, e.sheet().stone(3, 0, 0, 0));
        assertEquals(Sheet.MASK_PEN, e.sheet().get(4 * 20, 6 * 20), "the mask is not a stone colour");

        e.setXColorScope(Area.ROW);
        e.setPen(9);
        e.selectStone(0, 5);
        e.toolDown(0, 0);
        for (int c = 0; c < 6; c++) {
            assertEquals(c == 4 ? 8 : 9, e.sheet().stone(c, 5, 1, 1), "column " + c + " had colour 0 unless XColored");
        }
        assertEquals(0, e.sheet().stone(0, 4, 0, 0));
        assertEquals(3, e.undoDepth());
    }

    @Test
    void aMaskTemplateGivesTheSelectedColumnItsShape() {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(3, 4);
        e.areas().applyTemplate(MaskTemplate.CIRCLE);
        assertFalse(e.sheet().inMask(3, 0, 0), "a circle leaves the corner out");
        assertTrue(e.sheet().inMask(3, 9, 9));
        assertTrue(e.sheet().inMask(2, 0, 0), "other columns keep theirs");
        e.setPen(3);
        e.paint(0, 0);
        assertEquals(0, e.sheet().visible(3, 4, 0, 0), "stones are clipped to the mask when shown");
        assertEquals(3, e.sheet().visible(3, 4, 0, 0) == 0 ? e.sheet().stone(3, 4, 0, 0) : -1,
                "the pixel itself is kept, so a wider mask shows it again");
        e.undo();
        e.undo();
        assertTrue(e.sheet().inMask(3, 0, 0));
    }

    @Test
    void copyAndPasteAStoneKeepsTheTargetColumnsMask() {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(1, 0);
        e.areas().applyTemplate(MaskTemplate.DIAMOND);
        flood(e, 0, 0, 5);
        e.areas().copy(Area.STONE);
        e.selectStone(1, 3);
        e.areas().paste(Area.STONE);
        assertArrayEquals(stone(e, 0, 0), stone(e, 1, 3));
        assertFalse(e.sheet().inMask(1, 0, 0), "the diamond stays");
        assertEquals(0, e.sheet().visible(1, 3, 0, 0));
    }

    @Test
    void aStonePastesOntoEveryStoneOfAColumnButNeverOntoARow() {
        Editor e = new Editor(Sheet.blank());
        flood(e, 0, 0, 5);
        e.areas().copy(Area.STONE);
        assertTrue(e.areas().canPaste(Area.STONE));
        assertTrue(e.areas().canPaste(Area.COLUMN));
        assertFalse(e.areas().canPaste(Area.ROW));
        e.selectStone(2, 4);
        int depth = e.undoDepth();
        e.areas().paste(Area.ROW);
        assertEquals(depth, e.undoDepth(), "a forbidden paste changes nothing");
        e.areas().paste(Area.COLUMN);
        for (int r = 0; r < 6; r++) {
            assertArrayEquals(stone(e, 0, 0), stone(e, 2, r));
        }
        assertArrayEquals(new byte[400], stone(e, 3, 4));
    }

    @Test
    void aColumnPastesWithItsMaskOntoAColumnOnly() {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(0, 0);
        e.areas().applyTemplate(MaskTemplate.STAR);
        flood(e, 0, 2, 4);
        e.areas().copy(Area.COLUMN);
        assertFalse(e.areas().canPaste(Area.STONE));
        assertFalse(e.areas().canPaste(Area.ROW));
        e.selectColumn(5);
        e.areas().paste(Area.COLUMN);
        assertArrayEquals(stone(e, 0, 2), stone(e, 5, 2));
        assertArrayEquals(e.sheet().read(Area.STONE.region(0, 6)), e.sheet().read(Area.STONE.region(5, 6)),
                "the mask comes with the column");
    }

    @Test
    void aRowPastesOntoARowAndCutLeavesItTransparent() {
        Editor e = new Editor(Sheet.blank());
        for (int c = 0; c < 6; c++) {
            flood(e, c, 1, c + 2);
        }
        e.selectStone(3, 1);
        byte[] row = e.sheet().read(Area.ROW.region(0, 1));
        e.areas().cut(Area.ROW);
        assertArrayEquals(new byte[120 * 20], e.sheet().read(Area.ROW.region(0, 1)));
        assertFalse(e.areas().canPaste(Area.COLUMN));
        e.selectRow(4);
        e.areas().paste(Area.ROW);
        assertArrayEquals(row, e.sheet().read(Area.ROW.region(0, 4)));
    }

    @Test
    void eraseClearsWithoutTouchingTheClipboard() {
        Editor e = new Editor(Sheet.blank());
        flood(e, 0, 0, 5);
        e.areas().copy(Area.STONE);
        Clip before = e.areas().clip();
        flood(e, 1, 1, 6);
        e.areas().erase(Area.STONE);
        assertArrayEquals(new byte[400], stone(e, 1, 1));
        assertEquals(before, e.areas().clip());
        e.selectStone(0, 0);
        e.areas().erase(Area.COLUMN);
        assertArrayEquals(new byte[400], stone(e, 0, 0));
        assertTrue(e.sheet().inMask(0, 5, 5), "erasing a column keeps its mask, so the set stays playable");
    }

    @Test
    void undoAndRedoGoToAnyDepthAcrossEveryKindOfChange() throws IOException {
        Editor e = ishido();
        List<byte[]> states = new ArrayList<>();
        List<int[]> palettes = new ArrayList<>();
        Runnable snap = () -> {
            states.add(e.sheet().read(Region.SHEET));
            palettes.add(e.sheet().palette());
        };
        snap.run();
        e.selectStone(1, 1);
        e.areas().applyTemplate(MaskTemplate.HEART);
        snap.run();
        e.setPen(2);
        e.paint(4, 4);
        snap.run();
        e.colors().setColor(2, 0xF0F);
        snap.run();
        e.areas().copy(Area.ROW);
        e.selectRow(5);
        e.areas().paste(Area.ROW);
        snap.run();
        e.setTool(Tool.XCOLOR);
        e.setXColorScope(Area.COLUMN);
        e.toolDown(10, 10);
        snap.run();
        e.newSet();
        snap.run();
        for (int i = states.size() - 1; i > 0; i--) {
            assertArrayEquals(states.get(i), e.sheet().read(Region.SHEET), "state " + i);
            assertArrayEquals(palettes.get(i), e.sheet().palette(), "palette " + i);
            assertTrue(e.undo() != null);
        }
        assertArrayEquals(states.get(0), e.sheet().read(Region.SHEET));
        assertArrayEquals(palettes.get(0), e.sheet().palette());
        assertNull(e.undo());
        assertFalse(e.isDirty());
        for (int i = 1; i < states.size(); i++) {
            assertTrue(e.redo() != null);
            assertArrayEquals(states.get(i), e.sheet().read(Region.SHEET), "redone " + i);
        }
        assertFalse(e.canRedo());
    }

    @Test
    void aNewChangeForgetsTheRedoSide() {
        Editor e = new Editor(Sheet.blank());
        e.paint(0, 0);
        e.undo();
        assertTrue(e.canRedo());
        e.paint(1, 1);
        assertFalse(e.canRedo());
    }

    @Test
    void theHistoryKeepsItsManyLevelsAndForgetsOnlyTheOldest() {
        Editor e = new Editor(Sheet.blank());
        for (int i = 0; i < History.MAX_LEVELS + 10; i++) {
            e.setPen(1 + i % 15);
            e.paint(i % 20, (i / 20) % 20);
        }
        assertEquals(History.MAX_LEVELS, e.undoDepth());
    }

    @Test
    void aPaletteEditIsLiveAndCancelTakesItBack() {
        Editor e = new Editor(Sheet.blank());
        int before = e.sheet().color(3);
        e.colors().begin();
        e.sheet().setColor(3, 0x123);
        assertEquals(0x123, e.sheet().color(3));
        e.colors().cancel();
        assertEquals(before, e.sheet().color(3));
        assertFalse(e.canUndo());
        e.colors().begin();
        e.sheet().setColor(3, 0x123);
        e.sheet().setColor(4, 0x456);
        e.colors().commit();
        assertEquals(1, e.undoDepth());
        e.undo();
        assertEquals(before, e.sheet().color(3));
    }

    @Test
    void savingMarksTheWorkCleanAndNewForgetsTheFile() {
        Editor e = new Editor(Sheet.blank());
        e.paint(0, 0);
        assertTrue(e.isDirty());
        e.markSaved(home.resolve("x.iff"));
        assertFalse(e.isDirty());
        assertEquals(home.resolve("x.iff"), e.file());
        e.undo();
        assertTrue(e.isDirty(), "undoing past the save differs from the file");
        e.redo();
        assertFalse(e.isDirty());
        e.newSet();
        assertNull(e.file());
        assertTrue(e.isDirty());
    }

    @Test
    void tabWalksTheStonesInReadingOrderAndWraps() {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(5, 5);
        e.nextStone(1);
        assertEquals(0, e.column());
        assertEquals(0, e.row());
        e.nextStone(-1);
        assertEquals(5, e.column());
        assertEquals(5, e.row());
        e.nextStone(1);
        e.nextStone(1);
        assertEquals(1, e.column());
        assertEquals(Area.STONE, e.selected());
        e.selectColumn(3);
        assertEquals(Area.COLUMN, e.selected());
        assertNotEquals(Area.ROW, e.selected());
    }
}
