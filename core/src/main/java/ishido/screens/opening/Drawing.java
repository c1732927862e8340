package ishido.screens.opening;

import ishido.codewheel.Emblem;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;

/** Small drawing steps the opening's screens share: condensed text and emblems. */
final class Drawing {
    /** Advance of a letter in condensed text: the font's glyphs are six pixels wide plus one of space. */
    static final int TIGHT = 7;
    /** Rows a letter of the game's font inks. */
    static final int INK_HEIGHT = 6;

    private Drawing() {
    }

    /** Width of condensed text. */
    static int tightWidth(String text) {
        return text.isEmpty() ? 0 : text.length() * TIGHT - 1;
    }

    /** Writes condensed text with its top-left corner at (x, y). */
    static void tight(Framebuffer fb, int x, int y, String text, int pen) {
        Font font = Font.standard();
        for (int i = 0; i < text.length(); i++) {
            font.draw(fb, x + i * TIGHT, y, String.valueOf(text.charAt(i)), pen);
        }
    }

    /** Writes condensed text centred on (cx, cy). */
    static void tightCentered(Framebuffer fb, int cx, int cy, String text, int pen) {
        tight(fb, cx - tightWidth(text) / 2, cy - INK_HEIGHT / 2, text, pen);
    }

    /** Draws an emblem with every pixel a scale x scale block, its top-left at (x, y). */
    static void emblem(Framebuffer fb, Emblem e, int x, int y, int scale, int pen) {
        for (int j = 0; j < Emblem.SIZE; j++) {
            for (int i = 0; i < Emblem.SIZE; i++) {
                if (e.ink(i, j)) {
                    fb.fill(x + i * scale, y + j * scale, scale, scale, pen);
                }
            }
        }
    }

}
