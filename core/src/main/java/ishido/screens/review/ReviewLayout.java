package ishido.screens.review;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;

/**
 * Where the screens on the review's board put their words and buttons (the review's practice, the lessons, the
 * puzzles): the strip of three lines above the board, and the panel beside it, 66 pixels wide, with its stone in a
 * frame and its labelled figures.
 */
public final class ReviewLayout {
    public static final int PANEL_X = 250;
    public static final int PANEL_W = 66;
    public static final int STRIP_X = 6;
    public static final int STRIP_Y = 3;
    public static final int STRIP_W = 308;
    public static final int STRIP_H = 31;
    /** The characters of a strip's line. */
    public static final int STRIP_CHARS = (STRIP_W - 8) / Font.WIDTH;
    /** The top of the panel's stone frame. */
    public static final int STONE_Y = 58;

    private ReviewLayout() {
    }

    /** The strip's frame. */
    public static void strip(Framebuffer fb) {
        fb.frame(STRIP_X, STRIP_Y, STRIP_W, STRIP_H, ReviewColors.FRAME);
    }

    /** A line of the strip, from 0. */
    public static void line(Framebuffer fb, Font font, int line, String text, int pen) {
        font.draw(fb, STRIP_X + 4, STRIP_Y + 3 + line * 9, text, pen);
    }

    /** The frame of the panel's stone, and the x its stone is drawn at (at {@link #STONE_Y} + 1). */
    public static int stoneFrame(Framebuffer fb) {
        int sx = PANEL_X + (PANEL_W - ReviewBoard.CELL) / 2;
        fb.frame(sx - 2, STONE_Y, ReviewBoard.CELL + 4, ReviewBoard.CELL + 2, ReviewColors.FRAME);
        return sx;
    }

    /** A text at the panel's right edge. */
    public static void right(Framebuffer fb, Font font, int y, String text, int pen) {
        font.draw(fb, PANEL_X + PANEL_W - font.width(text), y, text, pen);
    }

    /** A label at the panel's left and its value at its right, on one line. */
    public static void figure(Framebuffer fb, Font font, int y, String label, String value, int pen) {
        font.draw(fb, PANEL_X, y, label, ReviewColors.DIM);
        right(fb, font, y, value, pen);
    }
}
