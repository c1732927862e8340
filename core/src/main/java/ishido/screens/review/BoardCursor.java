package ishido.screens.review;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.rules.Square;
import java.util.function.Consumer;

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

    /**
     * Placing a stone as the lesson and the puzzle screens take it: a click or a tap on a square places there (the
     * cursor going with it, unseen), an arrow moves the cursor, Return or Space place on it or, once the screen's
     * task is over, lead on (Next). True when the event was the board's.
     *
     * @param over  whether the task is over, so that Return leads on
     * @param place places the stone on a square
     */
    public boolean placing(InputEvent e, boolean over, Consumer<Square> place, Runnable leadOn) {
        if (e.isPress(InputEvent.LEFT_BUTTON)) {
            Square s = ReviewBoard.at(e.x(), e.y());
            if (s != null) {
                moveTo(s);
                place.accept(s);
            }
            return true;
        }
        if (key(e)) {
            return true;
        }
        if (!e.isKey(Key.ENTER) && !e.isChar(' ')) {
            return false;
        }
        if (over) {
            leadOn.run();
        } else {
            show();
            place.accept(at);
        }
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
