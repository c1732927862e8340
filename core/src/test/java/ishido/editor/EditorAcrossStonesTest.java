package ishido.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The second zoom level, where the edit box shows 2x2 stones, and boxes that span stones. */
class EditorAcrossStonesTest {
    private static final int CELL = Sheet.CELL;

    private static Editor zoomedOut(int column, int row) {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(column, row);
        e.zoomView().zoom(Zoom.OUT, 0, 0);
        return e;
    }

    private static void drag(Editor e, int x0, int y0, int x1, int y1) {
        e.toolDown(x0, y0);
        e.toolDrag(x1, y1);
        e.toolUp();
    }

    /** The sheet's pixels of a rectangle as text, '.' for see-through. */
    private static String pixels(Editor e, int x, int y, int w, int h) {
        StringBuilder b = new StringBuilder();
        for (int py = y; py < y + h; py++) {
            for (int px = x; px < x + w; px++) {
                int v = e.sheet().get(px, py);
                b.append(v == 0 ? '.' : Character.forDigit(v, 16));
            }
            b.append('\n');
        }
        return b.toString();
    }

    @Test
    void zoomedOutTheViewIsTheTwoByTwoStonesFromTheSelectedOneAndStaysInsideTheSet() {
        assertEquals(new Region(2 * CELL, CELL, 2 * CELL, 2 * CELL), zoomedOut(2, 1).view());
        assertEquals(new Region(4 * CELL, 4 * CELL, 2 * CELL, 2 * CELL), zoomedOut(5, 5).view());
        Editor e = zoomedOut(2, 1);
        e.selectStone(3, 2);
        assertEquals(new Region(2 * CELL, CELL, 2 * CELL, 2 * CELL), e.view(), "a stone in view keeps the view");
        e.selectStone(0, 4);
        assertEquals(new Region(0, 4 * CELL, 2 * CELL, 2 * CELL), e.view(), "one out of view moves it");
        e.zoomView().zoom(Zoom.STONE, 0, 0);
        assertEquals(new Region(0, 4 * CELL, CELL, CELL), e.view());
    }

    @Test
    void aLineDrawnZoomedOutCrossesIntoTheNextStoneAsOneStepAndThePressSelectsTheStoneUnderIt() {
        Editor e = zoomedOut(2, 1);
        e.setPen(5);
        e.setTool(Tool.LINE);
        drag(e, 17, 3, 22, 3);
        assertEquals("555555\n", pixels(e, 2 * CELL + 17, CELL + 3, 6, 1));
        assertEquals(2, e.column());
        assertEquals(new Region(2 * CELL + 17, CELL + 3, 6, 1), e.lastStepRegion());
        assertEquals("Line", e.undo());
        assertEquals("......\n", pixels(e, 2 * CELL + 17, CELL + 3, 6, 1));
        e.redo();
        e.setTool(Tool.DRAW);
        e.toolDown(25, 30);
        e.toolUp();
        assertEquals(3, e.column(), "the press was on the stone right and below");
        assertEquals(2, e.row());
        assertEquals(5, e.sheet().stone(3, 2, 5, 10));
    }

    @Test
    void symmetryMirrorsInTheStoneThePixelIsIn() {
        Editor e = zoomedOut(0, 0);
        e.setSymmetry(Symmetry.LEFT_RIGHT);
        e.setPen(3);
        e.paint(CELL + 2, 4);
        assertEquals(3, e.sheet().stone(1, 0, 2, 4));
        assertEquals(3, e.sheet().stone(1, 0, CELL - 2 - 2, 4));
        assertEquals(0, e.sheet().stone(0, 0, 2, 4));
    }

    @Test
    void aBoxAcrossFourStonesIsCutPastedElsewhereFlippedAndTurnedEachAsOneStep() {
        Editor e = zoomedOut(0, 0);
        e.sheet().set(18, 18, 7);
        e.sheet().set(21, 18, 8);
        e.sheet().set(18, 21, 9);
        e.setTool(Tool.SELECT);
        drag(e, 18, 18, 21, 21);
        assertEquals(new Region(18, 18, 4, 4), e.boxes().box());
        e.boxes().cut();
        assertEquals("....\n....\n....\n....\n", pixels(e, 18, 18, 4, 4));
        e.selectStone(2, 2);
        assertNull(e.boxes().box(), "selecting a stone lets the box go");
        e.setTool(Tool.SELECT);
        drag(e, 10, 10, 10, 10);
        assertEquals(new Region(2 * CELL + 10, 2 * CELL + 10, 1, 1), e.boxes().box());
        e.boxes().paste();
        assertEquals(new Region(50, 50, 4, 4), e.boxes().box(), "the box becomes the pasted pixels");
        assertEquals("7..8\n....\n....\n9...\n", pixels(e, 50, 50, 4, 4));
        e.boxes().turn(AreaEdits.Turn.FLIP_LEFT_RIGHT);
        assertEquals("8..7\n....\n....\n...9\n", pixels(e, 50, 50, 4, 4));
        e.boxes().turn(AreaEdits.Turn.ROTATE);
        assertEquals("...8\n....\n....\n9..7\n", pixels(e, 50, 50, 4, 4));
        assertEquals("Rotate 90", e.undo());
        assertEquals("Flip Left-Right", e.undo());
        assertEquals("Paste", e.undo());
        assertEquals("....\n....\n....\n....\n", pixels(e, 50, 50, 4, 4));
        assertEquals("Cut", e.undo());
        assertEquals("7..8\n....\n....\n9...\n", pixels(e, 18, 18, 4, 4));
    }

    @Test
    void aTurnedBoxTradesWidthForHeightAndClearsWhatItNoLongerCovers() {
        Editor e = new Editor(Sheet.blank());
        e.setTool(Tool.SELECT);
        drag(e, 0, 0, 2, 0);
        for (int x = 0; x < 3; x++) {
            e.sheet().set(x, 0, x + 1);
        }
        e.boxes().turn(AreaEdits.Turn.ROTATE);
        assertEquals(new Region(0, 0, 1, 3), e.boxes().box());
        assertEquals("1..\n2..\n3..\n", pixels(e, 0, 0, 3, 3));
    }

    @Test
    void aBoxPastedNearTheEdgeIsCutOffThereAndABoxStaysOffTheMasks() {
        Editor e = zoomedOut(5, 5);
        e.setTool(Tool.SELECT);
        drag(e, 30, 30, 39, 39);
        assertEquals(new Region(110, 110, 10, 10), e.boxes().box());
        e.selectStone(0, 0);
        e.areas().copy(Area.STONE);
        e.selectStone(5, 5);
        e.setTool(Tool.SELECT);
        drag(e, 30, 30, 39, 39);
        e.boxes().paste();
        assertEquals(new Region(110, 110, 10, 10), e.boxes().box());
        assertTrue(e.sheet().inMask(0, 0, 0), "the masks are untouched");
    }

    @Test
    void aBoxAcrossStonesBecomesTheBrushAndStampsAcrossStones() {
        Editor e = zoomedOut(0, 0);
        e.sheet().set(19, 5, 4);
        e.sheet().set(20, 5, 6);
        e.setTool(Tool.SELECT);
        drag(e, 19, 5, 20, 5);
        e.boxes().toBrush();
        assertEquals(Tool.BRUSH, e.tool());
        assertArrayEquals(new byte[] {4, 6}, e.brush().pixels());
        e.toolDown(20, 30);
        e.toolUp();
        assertEquals("46\n", pixels(e, 19, 30, 2, 1));
    }
}
