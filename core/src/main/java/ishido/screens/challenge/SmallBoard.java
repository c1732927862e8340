package ishido.screens.challenge;

import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.image.IndexedImage;
import ishido.rules.Game;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.screens.review.ReviewColors;
import ishido.theme.Stoneset;

/**
 * A board at half size, so that two stand side by side on the 320 pixels: cells of 10 pixels, each stone the
 * stoneset's drawn from every other pixel of its own 20.
 */
final class SmallBoard {
    static final int CELL = Stoneset.CELL / 2;
    static final int W = Square.COLUMNS * CELL;
    static final int H = Square.ROWS * CELL;

    private SmallBoard() {
    }

    /** The stones of the game as it stands, the board's top-left corner at x, y; the square marked is framed. */
    static void draw(Framebuffer fb, Stoneset stoneset, Game game, int x, int y, Square marked) {
        fb.frame(x - 1, y - 1, W + 2, H + 2, ReviewColors.GRID);
        IndexedImage image = stoneset.image();
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            int cx = x + s.column() * CELL;
            int cy = y + s.row() * CELL;
            fb.fill(cx, cy, CELL, CELL, s.isWithin() ? ReviewColors.WITHIN : ReviewColors.EDGE);
            Stone stone = game.stoneAt(s);
            if (stone != null) {
                int sx = stone.symbol() * Stoneset.CELL;
                int sy = stone.color() * Stoneset.CELL;
                for (int py = 0; py < CELL; py++) {
                    for (int px = 0; px < CELL; px++) {
                        if (stoneset.opaque(stone, 2 * px, 2 * py)) {
                            fb.set(cx + px, cy + py, Palette.STONESET_BASE + image.get(sx + 2 * px, sy + 2 * py));
                        }
                    }
                }
            }
        }
        if (marked != null) {
            frame(fb, x, y, marked, ReviewColors.GOLD);
        }
    }

    /** A square of the board at x, y framed in the pen (the stone just placed, the review's best square). */
    static void frame(Framebuffer fb, int x, int y, Square s, int pen) {
        fb.frame(x + s.column() * CELL - 1, y + s.row() * CELL - 1, CELL + 2, CELL + 2, pen);
    }
}
