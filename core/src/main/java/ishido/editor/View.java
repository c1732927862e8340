package ishido.editor;

import ishido.rules.Stone;

/**
 * What the edit box shows: the selected stone, or zoomed out the 2x2 stones from a corner stone that stays put
 * while the selection moves within them (a stroke can then cross from one stone to the next). Zoomed in to the
 * detail the view is still the whole stone, of which the box shows a scrolled 10x10 part.
 */
public final class View {
    private static final int CELL = Sheet.CELL;
    /** The pixels across the detail zoom shows: a quarter of the stone. */
    static final int DETAIL_SPAN = CELL / 2;

    private Zoom zoom = Zoom.STONE;
    private int column;
    private int row;
    /** The top left pixel of the detail shown. */
    private int scrollX;
    private int scrollY;

    public boolean zoomedOut() {
        return zoom == Zoom.OUT;
    }

    public Zoom zoom() {
        return zoom;
    }

    /** Zooms the edit box (end a stroke first: {@link Editor#toolUp}); the detail is centred on pixel (x, y). */
    public void zoom(Zoom z, int x, int y) {
        zoom = z;
        centre(x, y);
    }

    public int scrollX() {
        return zoom == Zoom.DETAIL ? scrollX : 0;
    }

    public int scrollY() {
        return zoom == Zoom.DETAIL ? scrollY : 0;
    }

    /** The detail shown centred on pixel (x, y) of the stone, as far as the stone goes. */
    private void centre(int x, int y) {
        scrollX = clampScroll(x - DETAIL_SPAN / 2);
        scrollY = clampScroll(y - DETAIL_SPAN / 2);
    }

    /** The detail scrolled as little as keeps pixel (x, y) of the stone in sight. */
    public void keepInSight(int x, int y) {
        scrollX = clampScroll(Math.min(scrollX, x) < x - DETAIL_SPAN + 1 ? x - DETAIL_SPAN + 1 : Math.min(scrollX, x));
        scrollY = clampScroll(Math.min(scrollY, y) < y - DETAIL_SPAN + 1 ? y - DETAIL_SPAN + 1 : Math.min(scrollY, y));
    }

    private static int clampScroll(int v) {
        return Math.max(0, Math.min(CELL - DETAIL_SPAN, v));
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
        return zoomedOut() ? new Region(column * CELL, row * CELL, 2 * CELL, 2 * CELL) : Area.STONE.region(c, r);
    }

    /** True when (x, y) is a pixel of the view. */
    boolean contains(int x, int y) {
        int size = zoomedOut() ? 2 * CELL : CELL;
        return x >= 0 && y >= 0 && x < size && y < size;
    }

    /** The stone column (or row) under pixel x (or y) of the view, the selected one's when zoomed in. */
    int stoneColumn(int x, int selected) {
        return zoomedOut() ? column + x / CELL : selected;
    }

    int stoneRow(int y, int selected) {
        return zoomedOut() ? row + y / CELL : selected;
    }
}
