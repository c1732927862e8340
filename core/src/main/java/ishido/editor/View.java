package ishido.editor;

import ishido.rules.Stone;

/**
 * What the edit box shows: the selected stone, or zoomed out the 2x2 stones from a corner stone that stays put
 * while the selection moves within them (a stroke can then cross from one stone to the next).
 */
final class View {
    private static final int CELL = Sheet.CELL;

    private boolean zoomedOut;
    private int column;
    private int row;

    boolean zoomedOut() {
        return zoomedOut;
    }

    void zoom(boolean out) {
        zoomedOut = out;
    }

    /** The selection moved to (c, r): the 2x2 stones move only when it leaves them. */
    void follow(int c, int r) {
        if (column > c || column + 1 < c || row > r || row + 1 < r) {
            column = Math.min(c, Stone.SYMBOLS - 2);
            row = Math.min(r, Stone.COLORS - 2);
        }
    }

    /** The sheet pixels shown, with the selected stone at (c, r). */
    Region region(int c, int r) {
        return zoomedOut ? new Region(column * CELL, row * CELL, 2 * CELL, 2 * CELL) : Area.STONE.region(c, r);
    }

    /** True when (x, y) is a pixel of the view. */
    boolean contains(int x, int y) {
        int size = zoomedOut ? 2 * CELL : CELL;
        return x >= 0 && y >= 0 && x < size && y < size;
    }

    /** The stone column (or row) under pixel x (or y) of the view, the selected one's when zoomed in. */
    int stoneColumn(int x, int selected) {
        return zoomedOut ? column + x / CELL : selected;
    }

    int stoneRow(int y, int selected) {
        return zoomedOut ? row + y / CELL : selected;
    }
}
