package ishido.screens.review;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.rules.Square;

/**
 * The keyboard's cursor on the review's board (a lesson's, a puzzle's): hidden until the first arrow key, which
 * shows it where it is; the arrows then move it a square, and a click puts it where it clicked.
 */
public final class BoardCursor {
    private Square at = Square.at(5, 3);
    private boolean shown;

    public Square square() {
        return at;
    }

    public boolean isShown() {
        return shown;
    }

    /** Shows the cursor where it is (Return placed a stone by it). */
    public void show() {
        shown = true;
    }

    /** Puts the cursor on a square, as a click there does, without showing it. */
    public void moveTo(Square s) {
        at = s;
    }

    /** An arrow key moves the cursor, or shows it first; true when the event was an arrow. */
    public boolean key(InputEvent e) {
        if (!(e.isKey(Key.LEFT) || e.isKey(Key.RIGHT) || e.isKey(Key.UP) || e.isKey(Key.DOWN))) {
            return false;
        }
        int c = at.column() + (e.isKey(Key.LEFT) ? -1 : e.isKey(Key.RIGHT) ? 1 : 0);
        int r = at.row() + (e.isKey(Key.UP) ? -1 : e.isKey(Key.DOWN) ? 1 : 0);
        if (shown && Square.onBoard(c, r)) {
            at = Square.at(c, r);
        }
        shown = true;
        return true;
    }

    /** Draws the cursor, a double gold frame, while it shows. */
    public void render(Framebuffer fb) {
        if (shown) {
            mark(fb, at, ReviewColors.GOLD);
        }
    }

    /** A double frame round a square of the board. */
    public static void mark(Framebuffer fb, Square s, int pen) {
        int x = ReviewBoard.x(s);
        int y = ReviewBoard.y(s);
        fb.frame(x, y, ReviewBoard.CELL, ReviewBoard.CELL, pen);
        fb.frame(x + 1, y + 1, ReviewBoard.CELL - 2, ReviewBoard.CELL - 2, pen);
    }
}
