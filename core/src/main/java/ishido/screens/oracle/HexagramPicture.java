package ishido.screens.oracle;

import ishido.gfx.Framebuffer;
import ishido.oracle.Hexagram;
import ishido.ui.Pens;

/**
 * Draws a hexagram as six lines carved into a small panel: the first line at the bottom, an
 * unbroken line as one bar, a broken one as two with a gap between.
 */
public final class HexagramPicture {
    /** The size of the panel the lines sit in. */
    public static final int WIDTH = 44;
    public static final int HEIGHT = 46;
    /** A bar's length, its thickness, the space between two lines and the gap of a broken line. */
    private static final int BAR = 32;
    private static final int THICK = 4;
    private static final int SPACING = 3;
    private static final int GAP = 6;

    private HexagramPicture() {
    }

    /** Draws the panel with its top-left corner at (x, y). */
    public static void draw(Framebuffer fb, Hexagram h, int x, int y) {
        fb.fill(x, y, WIDTH, HEIGHT, Pens.BACKGROUND);
        fb.recess(x, y, WIDTH, HEIGHT, Pens.SHINE, Pens.SHADOW);
        int left = x + (WIDTH - BAR) / 2;
        int top = y + (HEIGHT - (6 * THICK + 5 * SPACING)) / 2;
        for (int i = 0; i < 6; i++) {
            int ly = top + (5 - i) * (THICK + SPACING);
            if (h.unbroken(i)) {
                bar(fb, left, ly, BAR);
            } else {
                int half = (BAR - GAP) / 2;
                bar(fb, left, ly, half);
                bar(fb, left + BAR - half, ly, half);
            }
        }
    }

    /** One bar: dark, with a lit lower and right edge so it looks cut into the panel. */
    private static void bar(Framebuffer fb, int x, int y, int w) {
        fb.fill(x, y, w, THICK, Pens.TEXT);
        fb.fill(x + 1, y + 1, w - 2, THICK - 2, Pens.FILL);
        fb.hline(x + 1, y + THICK, w, Pens.SHINE);
        fb.vline(x + w, y + 1, THICK, Pens.SHINE);
    }
}
