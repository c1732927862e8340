package ishido.testing;

import ishido.image.AmigaColor;
import ishido.image.IndexedImage;

/** Boards for the tests of the rule every board comes in by. */
public final class TestBoards {
    private TestBoards() {
    }

    /**
     * A 320x200 board as ImageMagick writes one from a 16-colour picture: the palette in the order it met the colours,
     * so that pen 1, the game's text, is a pale yellow on a picture of light grey; every colour in a band across the
     * board, away from the play screen's text.
     */
    public static IndexedImage magick() {
        int[] palette = new int[16];
        palette[0] = 0xCCCCCC;
        palette[1] = 0xFFFF99;
        for (int i = 2; i < 16; i++) {
            palette[i] = AmigaColor.toRgb24((15 - i) * 0x111);
        }
        IndexedImage image = new IndexedImage(320, 200, palette);
        for (int y = 96; y < 104; y++) {
            for (int x = 0; x < 240; x++) {
                image.set(x, y, x / 15);
            }
        }
        return image;
    }
}
