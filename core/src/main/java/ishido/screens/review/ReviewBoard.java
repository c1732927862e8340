package ishido.screens.review;

import ishido.ai.Position;
import ishido.gfx.Framebuffer;
import ishido.rules.Board;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.theme.Stoneset;

/**
 * The board of a position as the review draws it (the Within lighter than the edge), and the marks it
 * puts on squares: a ghost stone, a dotted frame, a loss in tiny digits. The practice screen and the
 * lessons draw the same board.
 */
public final class ReviewBoard {
    /** Top-left corner of square a1. */
    public static final int X = 6;
    public static final int Y = 38;
    public static final int CELL = Stoneset.CELL;
    /**
     * Digits 3 pixels wide and 5 high for the losses written on the board's squares, each row of a glyph
     * three bits (the leftmost the highest): "-", then 0-9.
     */
    private static final String TINY_GLYPHS = "-0123456789";
    private static final int[][] TINY = {
        {0, 0, 7, 0, 0}, {7, 5, 5, 5, 7}, {2, 6, 2, 2, 7}, {7, 1, 7, 4, 7}, {7, 1, 3, 1, 7}, {5, 5, 7, 1, 1},
        {7, 4, 7, 1, 7}, {7, 4, 7, 5, 7}, {7, 1, 1, 2, 2}, {7, 5, 7, 5, 7}, {7, 5, 7, 1, 7},
    };


    private ReviewBoard() {
    }

    /** The left edge of a square's cell. */
    public static int x(Square s) {
        return X + s.column() * CELL;
    }

    /** The top edge of a square's cell. */
    public static int y(Square s) {
        return Y + s.row() * CELL;
    }

    /** The square under a point, or null off the board. */
    public static Square at(int px, int py) {
        if (px < X || py < Y) {
            return null;
        }
        int c = (px - X) / CELL;
        int r = (py - Y) / CELL;
        return Square.onBoard(c, r) ? Square.at(c, r) : null;
    }

    /** The squares and the stones of the position. */
    public static void draw(Framebuffer fb, Stoneset stoneset, Position position) {
        draw(fb, stoneset, position.board());
    }

    /** The squares and the stones of a board (a lesson's too). */
    public static void draw(Framebuffer fb, Stoneset stoneset, Board board) {
        fb.frame(X - 1, Y - 1, Square.COLUMNS * CELL + 2, Square.ROWS * CELL + 2, ReviewColors.GRID);
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            fb.fill(x(s), y(s), CELL, CELL, cell(s));
            fb.frame(x(s), y(s), CELL, CELL, ReviewColors.GRID);
            Stone stone = board.get(s);
            if (stone != null) {
                stoneset.draw(fb, stone, x(s), y(s));
            }
        }
    }

    private static int cell(Square s) {
        return s.isWithin() ? ReviewColors.WITHIN : ReviewColors.EDGE;
    }

    /** The stone with every other pixel left out: where the computer would have put it. */
    public static void ghost(Framebuffer fb, Stoneset stoneset, Stone stone, Square s) {
        stoneset.draw(fb, stone, x(s), y(s));
        for (int py = 0; py < CELL; py++) {
            for (int px = (py & 1); px < CELL; px += 2) {
                fb.set(x(s) + px, y(s) + py, cell(s));
            }
        }
    }

    public static void dotted(Framebuffer fb, int x, int y, int pen) {
        for (int i = 0; i < CELL; i += 2) {
            fb.set(x + i, y, pen);
            fb.set(x + i, y + CELL - 1, pen);
            fb.set(x, y + i, pen);
            fb.set(x + CELL - 1, y + i, pen);
        }
    }

    /** A loss in the tiny digits on a patch of paper, its top-left corner at x, y (inside a square). */
    public static void tiny(Framebuffer fb, int x, int y, String text, int pen) {
        fb.fill(x, y, text.length() * 4 + 1, 7, ReviewColors.PAPER);
        for (int i = 0; i < text.length(); i++) {
            int g = TINY_GLYPHS.indexOf(text.charAt(i));
            if (g < 0) {
                continue;
            }
            for (int row = 0; row < 5; row++) {
                for (int col = 0; col < 3; col++) {
                    if ((TINY[g][row] >> (2 - col) & 1) != 0) {
                        fb.set(x + 1 + i * 4 + col, y + 1 + row, pen);
                    }
                }
            }
        }
    }
}
