package ishido.editor;

/**
 * Mirror painting: every pixel a stroke paints is painted again mirrored about the stone's middle (the 19x19
 * a mask can cover), left-right, top-bottom or both, as Deluxe Paint's symmetry does.
 */
public enum Symmetry {
    OFF("Off", "", false, false),
    LEFT_RIGHT("Left-Right", "|", true, false),
    TOP_BOTTOM("Top-Bottom", "-", false, true),
    BOTH("Both", "+", true, true);

    /** The last pixel a mask can cover; the mirror is about the middle of 0..EDGE. */
    private static final int EDGE = Sheet.CELL - 2;

    private final String label;
    private final String mark;
    private final boolean across;
    private final boolean down;

    Symmetry(String label, String mark, boolean across, boolean down) {
        this.label = label;
        this.mark = mark;
        this.across = across;
        this.down = down;
    }

    public String label() {
        return label;
    }

    /** A one-character sign of the mirror axes, for the title bar: |, - or +. */
    public String mark() {
        return mark;
    }

    /**
     * Paints (x, y) of a picture of whole stones and its mirror images about the middle of the stone it lies in,
     * none of them outside that stone.
     */
    void paintInStone(int x, int y, int index, Strokes.Paint paint) {
        int left = Math.floorDiv(x, Sheet.CELL) * Sheet.CELL;
        int top = Math.floorDiv(y, Sheet.CELL) * Sheet.CELL;
        paint(x - left, y - top, index, (px, py, v) -> {
            if (px >= 0 && py >= 0 && px < Sheet.CELL && py < Sheet.CELL) {
                paint.at(left + px, top + py, v);
            }
        });
    }

    /** Paints (x, y) and its mirror images. */
    void paint(int x, int y, int index, Strokes.Paint paint) {
        paint.at(x, y, index);
        if (across) {
            paint.at(EDGE - x, y, index);
        }
        if (down) {
            paint.at(x, EDGE - y, index);
        }
        if (across && down) {
            paint.at(EDGE - x, EDGE - y, index);
        }
    }
}
