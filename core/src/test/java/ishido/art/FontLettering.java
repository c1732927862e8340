package ishido.art;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;

/** Writes text in the game's own 8x8 font onto a {@link Canvas}, so that art and game letter alike. */
final class FontLettering {
    /** A register the font never writes, marking the paper of the scratch screen. */
    private static final int PAPER = 0;
    private static final int INK = 1;

    private FontLettering() {
    }

    /** Width of a text in pixels. */
    static int width(String text) {
        return Font.standard().width(text);
    }

    /** Writes text with its top-left corner at (x, y) in one pen; the paper is left as it was. */
    static void draw(Canvas c, int x, int y, String text, int pen) {
        // The font draws into a screen, so letter a scratch one and copy only the inked pixels over.
        Framebuffer scratch = new Framebuffer();
        scratch.clear(PAPER);
        Font.standard().draw(scratch, 0, 0, text, INK);
        int w = Math.min(width(text), Framebuffer.WIDTH);
        for (int j = 0; j < Font.HEIGHT; j++) {
            for (int i = 0; i < w; i++) {
                if (scratch.get(i, j) == INK) {
                    c.plot(x + i, y + j, pen);
                }
            }
        }
    }

    /** Writes text centred on x. */
    static void drawCentered(Canvas c, int centerX, int y, String text, int pen) {
        draw(c, centerX - width(text) / 2, y, text, pen);
    }
}
