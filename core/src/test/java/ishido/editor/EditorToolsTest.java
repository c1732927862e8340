package ishido.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import ishido.image.AmigaColor;
import org.junit.jupiter.api.Test;

/** The tools beyond 1990: each stroke's pixels, and each one undone and redone as a single step. */
class EditorToolsTest {
    /** The stone's top-left w x h pixels as text, '.' for see-through and a hex digit for a colour. */
    private static String picture(Editor e, int w, int h) {
        StringBuilder b = new StringBuilder();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int v = e.sheet().stone(e.column(), e.row(), x, y);
                b.append(v == 0 ? '.' : Character.forDigit(v, 16));
            }
            b.append('\n');
        }
        return b.toString();
    }

    private static String rows(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    private static Editor blank(Tool tool, int pen) {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(1, 2);
        e.setPen(pen);
        e.setTool(tool);
        return e;
    }

    private static void drag(Editor e, int x0, int y0, int x1, int y1) {
        e.toolDown(x0, y0);
        e.toolDrag(x1, y1);
        e.toolUp();
    }

    /** Undo takes the stroke back whole, redo brings it again, and the step kept only the rectangle it changed. */
    private static void assertOneStep(Editor e, String label, String after, int w, int h, Region changed) {
        assertEquals(after, picture(e, w, h));
        assertEquals(1, e.undoDepth());
        assertEquals(changed, e.lastStepRegion());
        assertEquals(label, e.undo());
        assertEquals(".".repeat(w).concat("\n").repeat(h), picture(e, w, h));
        assertEquals(label, e.redo());
        assertEquals(after, picture(e, w, h));
    }

    private static Region inStone(Editor e, int x, int y, int w, int h) {
        return new Region(e.column() * Sheet.CELL + x, e.row() * Sheet.CELL + y, w, h);
    }

    @Test
    void aLineRunsFromWhereTheButtonWentDownToWhereItCameUp() {
        Editor e = blank(Tool.LINE, 3);
        drag(e, 0, 0, 4, 2);
        assertOneStep(e, "Line", rows("3....", ".33..", "...33"), 5, 3, inStone(e, 0, 0, 5, 3));
    }

    @Test
    void whileDraggedAShapeIsRedrawnFromTheStoneAsItWas() {
        Editor e = blank(Tool.RECTANGLE, 5);
        e.toolDown(0, 0);
        e.toolDrag(5, 5);
        assertEquals(5, e.sheet().stone(1, 2, 5, 5), "the preview shows while dragging");
        e.toolDrag(3, 2);
        e.toolUp();
        assertOneStep(e, "Rectangle", rows("5555..", "5..5..", "5555..", "......", "......", "......"), 6, 6,
                inStone(e, 0, 0, 4, 3));
    }

    @Test
    void aFilledRectangleFillsItsBoxWhicheverWayItIsDragged() {
        Editor e = blank(Tool.FILLED_RECTANGLE, 7);
        drag(e, 3, 2, 1, 0);
        assertOneStep(e, "Filled Rectangle", rows(".777", ".777", ".777"), 4, 3, inStone(e, 1, 0, 3, 3));
    }

    @Test
    void anEllipseIsARingWithoutGapsAndAFilledOneADisc() {
        Editor e = blank(Tool.ELLIPSE, 2);
        drag(e, 0, 0, 6, 4);
        assertOneStep(e, "Ellipse", rows(
                "..222..",
                ".2...2.",
                "2.....2",
                ".2...2.",
                "..222.."), 7, 5, inStone(e, 0, 0, 7, 5));
        Editor f = blank(Tool.FILLED_ELLIPSE, 2);
        drag(f, 0, 0, 6, 4);
        assertOneStep(f, "Filled Ellipse", rows(
                "..222..",
                ".22222.",
                "2222222",
                ".22222.",
                "..222.."), 7, 5, inStone(f, 0, 0, 7, 5));
    }

    @Test
    void symmetryPaintsTheMirrorImagesAboutTheStonesMiddle() {
        Editor e = blank(Tool.DRAW, 4);
        e.setSymmetry(Symmetry.LEFT_RIGHT);
        drag(e, 1, 1, 2, 1);
        assertEquals(4, e.sheet().stone(1, 2, 17, 1));
        assertEquals(4, e.sheet().stone(1, 2, 16, 1));
        assertEquals(0, e.sheet().stone(1, 2, 1, 17));
        assertEquals(1, e.undoDepth());
        assertEquals(inStone(e, 1, 1, 17, 1), e.lastStepRegion());
        e.undo();
        assertEquals(0, e.sheet().stone(1, 2, 17, 1));
        e.redo();
        assertEquals(4, e.sheet().stone(1, 2, 17, 1));

        Editor both = blank(Tool.DRAW, 4);
        both.setSymmetry(Symmetry.BOTH);
        both.toolDown(0, 0);
        both.toolUp();
        for (int[] p : new int[][] {{0, 0}, {18, 0}, {0, 18}, {18, 18}}) {
            assertEquals(4, both.sheet().stone(1, 2, p[0], p[1]), p[0] + "," + p[1]);
        }
        Editor down = blank(Tool.DRAW, 4);
        down.setSymmetry(Symmetry.TOP_BOTTOM);
        down.paint(3, 2);
        assertEquals(4, down.sheet().stone(1, 2, 3, 16));
        assertEquals(0, down.sheet().stone(1, 2, 15, 2));
    }

    /** A 3x2 symbol with see-through corners on stone (0, 0): 5 on a 0 background. */
    private static Editor withSymbol() {
        Editor e = new Editor(Sheet.blank());
        e.selectStone(0, 0);
        e.setPen(5);
        e.paint(1, 0);
        e.paint(0, 1);
        e.paint(1, 1);
        e.paint(2, 1);
        return e;
    }

    @Test
    void aPickedBrushStampsItsColoursAndLeavesItsSeeThroughOnes() {
        Editor e = withSymbol();
        e.setTool(Tool.PICK_BRUSH);
        drag(e, 0, 0, 2, 1);
        assertEquals(Tool.BRUSH, e.tool(), "picking a brush goes on to stamping with it");
        assertEquals(3, e.brush().width());
        e.selectStone(2, 3);
        e.setPen(9);
        e.setTool(Tool.FILLED_RECTANGLE);
        drag(e, 0, 0, 4, 3);
        e.setTool(Tool.BRUSH);
        e.toolDown(2, 2);
        e.toolUp();
        assertOneStepOver(e, "Brush", rows("99999", "99599", "95559", "99999"), rows("99999", "99999", "99999", "99999"));
    }

    private static void assertOneStepOver(Editor e, String label, String after, String before) {
        int w = after.indexOf('\n');
        int h = after.length() / (w + 1);
        assertEquals(after, picture(e, w, h));
        assertEquals(label, e.undo());
        assertEquals(before, picture(e, w, h));
        assertEquals(label, e.redo());
        assertEquals(after, picture(e, w, h));
    }

    @Test
    void aBrushDraggedPaintsWithItAllAlongAndCanBeFlippedTurnedAndGivenAnotherSeeThroughColour() {
        Editor e = withSymbol();
        e.setTool(Tool.PICK_BRUSH);
        drag(e, 0, 0, 2, 1);
        Brush b = e.brush();
        assertArrayEquals(new byte[] {0, 5, 0, 5, 5, 5}, b.pixels());
        assertArrayEquals(new byte[] {5, 5, 5, 0, 5, 0}, b.flippedVertically().pixels());
        assertArrayEquals(new byte[] {5, 0, 5, 5, 5, 0}, b.rotated().pixels(), "a quarter clockwise: 2 wide, 3 high");
        assertEquals(2, b.rotated().width());
        assertArrayEquals(b.pixels(), b.flipped().pixels(), "the symbol is symmetric left to right");
        e.selectStone(3, 3);
        drag(e, 1, 1, 5, 1);
        assertOneStepOver(e, "Brush", rows(".55555..", "5555555."), rows("........", "........"));
        e.setBrush(b.seeThrough(5));
        e.selectStone(4, 4);
        e.toolDown(1, 1);
        e.toolUp();
        assertEquals(rows("...", "..."), picture(e, 3, 2), "colour 0 is stamped when 5 is the see-through one");
        e.setPen(1);
        e.paint(0, 0);
        e.paint(0, 1);
        e.setTool(Tool.BRUSH);
        e.toolDown(1, 1);
        e.toolUp();
        assertEquals(rows("...", "1.."), picture(e, 3, 2), "the brush's 0 covers, its see-through 5 leaves the 1 under it");
    }

    @Test
    void theWholeStoneCanBecomeTheBrush() {
        Editor e = withSymbol();
        e.brushFromStone();
        assertEquals(Sheet.CELL, e.brush().width());
        e.selectStone(5, 5);
        e.toolDown(10, 10);
        e.toolUp();
        assertEquals(rows(".5.", "555"), picture(e, 3, 2), "centred: the stone lands where it was");
    }

    @Test
    void flipAndRotateTurnAStoneWithinItsNineteenPixels() {
        Editor e = withSymbol();
        e.areas().turn(Area.STONE, AreaEdits.Turn.FLIP_LEFT_RIGHT);
        assertEquals(5, e.sheet().stone(0, 0, 17, 0));
        assertEquals(5, e.sheet().stone(0, 0, 18, 1));
        assertEquals(0, e.sheet().stone(0, 0, 1, 0));
        assertEquals("Flip Left-Right", e.undo());
        assertEquals(5, e.sheet().stone(0, 0, 1, 0));
        e.areas().turn(Area.STONE, AreaEdits.Turn.ROTATE);
        assertEquals(rows("5.", "55", "5.", ".."), turnedCorner(e), "the symbol pointing up now points right");
        e.undo();
        e.areas().turn(Area.STONE, AreaEdits.Turn.FLIP_TOP_BOTTOM);
        assertEquals(5, e.sheet().stone(0, 0, 1, 18));
        assertEquals(5, e.sheet().stone(0, 0, 0, 17));
        e.undo();
        e.redo();
        assertEquals(5, e.sheet().stone(0, 0, 1, 18));
    }

    /** The top-right corner of the stone after a quarter turn clockwise: the symbol stands at x 17-18. */
    private static String turnedCorner(Editor e) {
        StringBuilder b = new StringBuilder();
        for (int y = 0; y < 4; y++) {
            for (int x = 17; x < 19; x++) {
                int v = e.sheet().stone(0, 0, x, y);
                b.append(v == 0 ? '.' : Character.forDigit(v, 16));
            }
            b.append('\n');
        }
        return b.toString();
    }

    @Test
    void flippingAColumnFlipsItsMaskWithIt() {
        Editor e = new Editor(Sheet.blank());
        e.selectColumn(2);
        e.areas().applyTemplate(MaskTemplate.values()[9]);
        byte[] mask = e.sheet().read(new Region(40, 120, 20, 20));
        e.areas().turn(Area.COLUMN, AreaEdits.Turn.FLIP_TOP_BOTTOM);
        byte[] flipped = e.sheet().read(new Region(40, 120, 20, 20));
        for (int y = 0; y < 19; y++) {
            for (int x = 0; x < 19; x++) {
                assertEquals(mask[(18 - y) * 20 + x], flipped[y * 20 + x], x + "," + y);
            }
        }
    }

    @Test
    void spreadStepsEvenlyBetweenTwoColoursAsOneStep() {
        Editor e = new Editor(Sheet.blank());
        e.colors().setColor(3, 0x000);
        e.colors().setColor(7, 0xF84);
        e.colors().spread(7, 3);
        assertEquals(AmigaColor.rgb12(4, 2, 1), e.sheet().color(4));
        assertEquals(AmigaColor.rgb12(8, 4, 2), e.sheet().color(5));
        assertEquals(AmigaColor.rgb12(11, 6, 3), e.sheet().color(6));
        assertEquals(0xF84, e.sheet().color(7));
        assertEquals("Spread", e.undo());
        assertEquals(Sheet.blank().color(5), e.sheet().color(5));
        assertEquals("Spread", e.redo());
        assertEquals(AmigaColor.rgb12(8, 4, 2), e.sheet().color(5));
    }

    @Test
    void swapExchangesTwoColoursAndTheirPixelsSoTheStonesLookTheSame() {
        Editor e = withSymbol();
        e.setPen(9);
        e.paint(5, 5);
        int five = e.sheet().color(5);
        int nine = e.sheet().color(9);
        e.colors().swap(5, 9);
        assertEquals(9, e.sheet().stone(0, 0, 1, 0));
        assertEquals(5, e.sheet().stone(0, 0, 5, 5));
        assertEquals(five, e.sheet().color(9));
        assertEquals(nine, e.sheet().color(5));
        assertEquals(Sheet.MASK_PEN, e.sheet().get(0, 120), "the masks are not colours");
        assertEquals("Swap", e.undo());
        assertEquals(5, e.sheet().stone(0, 0, 1, 0));
        assertEquals(five, e.sheet().color(5));
        e.colors().swap(0, 5);
        assertEquals(5, e.sheet().stone(0, 0, 1, 0), "see-through cannot be swapped away");
        assertEquals("Swap", e.redo(), "a swap that did nothing is no step");
        assertEquals(9, e.sheet().stone(0, 0, 1, 0));
    }

    @Test
    void aPickBrushDragChangesNoPixelAndIsNoStep() {
        Editor e = withSymbol();
        int depth = e.undoDepth();
        e.setTool(Tool.PICK_BRUSH);
        e.toolDown(0, 0);
        e.toolDrag(2, 1);
        assertArrayEquals(new int[] {0, 0, 2, 1}, e.pickBox());
        e.toolUp();
        assertNull(e.pickBox());
        assertEquals(depth, e.undoDepth());
    }
}
