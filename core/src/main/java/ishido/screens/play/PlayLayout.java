package ishido.screens.play;

import ishido.gfx.Rect;
import ishido.rules.Square;

/** Where things are on the play screen; board pictures are painted around these places. */
public final class PlayLayout {
    /** Top-left corner of square a1. */
    public static final int BOARD_X = 8;
    public static final int BOARD_Y = 20;
    public static final int CELL = 20;
    /** Top-left corner of the stone on the touchstone. */
    public static final int TOUCHSTONE_X = 274;
    public static final int TOUCHSTONE_Y = 24;
    /** The scoreboard's interior. */
    public static final int SCORE_X = 256;
    public static final int SCORE_Y = 56;
    public static final int SCORE_W = 56;
    public static final int SCORE_H = 72;
    /** The pouch's interior. */
    public static final int POUCH_X = 256;
    public static final int POUCH_Y = 136;
    public static final int POUCH_W = 56;
    public static final int POUCH_H = 44;
    /** The status line under the board. */
    public static final int STATUS_X = 8;
    public static final int STATUS_Y = 186;
    /** Characters the status line's strip holds (240 pixels of 8-pixel characters). */
    public static final int STATUS_COLUMNS = 30;

    private PlayLayout() {
    }

    public static int squareX(Square s) {
        return BOARD_X + s.column() * CELL;
    }

    public static int squareY(Square s) {
        return BOARD_Y + s.row() * CELL;
    }

    /** The square under a screen point, or null. */
    public static Square squareAt(int x, int y) {
        if (x < BOARD_X || y < BOARD_Y) {
            return null;
        }
        int c = (x - BOARD_X) / CELL;
        int r = (y - BOARD_Y) / CELL;
        return Square.onBoard(c, r) ? Square.at(c, r) : null;
    }

    /** The touchstone with a margin of two pixels, where a click picks its stone up. */
    private static final Rect TOUCHSTONE = new Rect(TOUCHSTONE_X - 2, TOUCHSTONE_Y - 2, CELL + 4, CELL + 4);
    private static final Rect SCOREBOARD = new Rect(SCORE_X, SCORE_Y, SCORE_W, SCORE_H);
    private static final Rect POUCH = new Rect(POUCH_X, POUCH_Y, POUCH_W, POUCH_H);

    public static boolean onTouchstone(int x, int y) {
        return TOUCHSTONE.contains(x, y);
    }

    public static boolean onScoreboard(int x, int y) {
        return SCOREBOARD.contains(x, y);
    }

    public static boolean onPouch(int x, int y) {
        return POUCH.contains(x, y);
    }
}
