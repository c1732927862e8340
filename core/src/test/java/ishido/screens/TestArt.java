package ishido.screens;

import ishido.image.IndexedImage;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;

/** Plain stand-ins for a stoneset and a board, for tests of behaviour rather than looks. */
public final class TestArt {
    private TestArt() {
    }

    public static Stoneset stoneset() {
        int[] palette = new int[16];
        for (int i = 0; i < 16; i++) {
            palette[i] = (i * 17) << 16 | (255 - i * 17) << 8 | 0x80;
        }
        IndexedImage image = new IndexedImage(Stoneset.WIDTH, Stoneset.HEIGHT, palette);
        for (int row = 0; row < 7; row++) {
            for (int col = 0; col < 6; col++) {
                for (int y = 0; y < 19; y++) {
                    for (int x = 0; x < 19; x++) {
                        int v = row == 6 ? 1 : (x > 5 && x < 13 && y > 5 && y < 13) ? 8 + col : 2 + row;
                        image.set(col * 20 + x, row * 20 + y, v);
                    }
                }
            }
        }
        return Stoneset.of("Test", image);
    }

    public static BoardPicture board() {
        IndexedImage image = new IndexedImage(320, 200, new int[] {0x888888, 0x000000, 0xFFFFFF, 0x4466AA});
        return BoardPicture.of("Test", image);
    }
}
