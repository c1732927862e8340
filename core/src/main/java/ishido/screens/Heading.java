package ishido.screens;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;

/** What the screens of tables and figures share at their top: their own colours, a shadowed title between two rows of stones. */
public final class Heading {
    private Heading() {
    }

    /** Loads a screen's colours; registers past the list are black. */
    public static void usePalette(Framebuffer fb, int[] colours) {
        Palette palette = fb.palette();
        for (int i = 0; i < Palette.SIZE; i++) {
            palette.set(i, i < colours.length ? colours[i] : 0x000);
        }
    }

    /**
     * A centred title at y with a shadow one pixel down and right, and on each side six little stones in
     * the six colours from firstStone, lit with ink and shaded with paper, an ornament.
     */
    public static void title(Framebuffer fb, String title, int y, int stonesY, int pen, int shadow, int firstStone,
            int ink, int paper) {
        Font font = Font.standard();
        font.drawCentered(fb, Framebuffer.WIDTH / 2 + 1, y + 1, title, shadow);
        font.drawCentered(fb, Framebuffer.WIDTH / 2, y, title, pen);
        int half = font.width(title) / 2;
        stones(fb, Framebuffer.WIDTH / 2 - half - 50, stonesY, firstStone, ink, paper);
        stones(fb, Framebuffer.WIDTH / 2 + half + 8, stonesY, firstStone, ink, paper);
    }

    private static void stones(Framebuffer fb, int x, int y, int firstStone, int ink, int paper) {
        for (int i = 0; i < 6; i++) {
            int sx = x + i * 7;
            fb.fill(sx, y, 6, 6, firstStone + i);
            fb.hline(sx, y, 6, ink);
            fb.vline(sx, y, 6, ink);
            fb.hline(sx, y + 5, 6, paper);
        }
    }
}
