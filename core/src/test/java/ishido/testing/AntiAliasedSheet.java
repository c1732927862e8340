package ishido.testing;

import ishido.image.IndexedImage;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import java.io.IOException;
import java.nio.file.Path;

/** Ishido's sheet as a paint program exports it anti-aliased: true colour, no alpha, soft cell edges. */
public final class AntiAliasedSheet {
    private AntiAliasedSheet() {
    }

    /** The sheet's ARGB pixels, 120x140; home is any data folder (the built-in set is read from the assets). */
    public static int[] argb(Path home) throws IOException {
        IndexedImage set = Catalog.stoneset(TestPlatform.storage(), "Ishido", home).image();
        int[] argb = new int[set.pixels().length];
        for (int i = 0; i < argb.length; i++) {
            int x = i % Stoneset.WIDTH;
            int y = i / Stoneset.WIDTH;
            int index = set.pixels()[i] & 0xFF;
            int c = index == 0 ? 0xF0F0F0 : set.color(index);
            if (x % Stoneset.CELL == Stoneset.CELL - 1 || y % Stoneset.CELL == Stoneset.CELL - 1) {
                // The soft edge: the background blended a little differently on every pixel.
                int v = 0xD0 + (x * 7 + y * 3) % 0x20;
                c = v << 16 | v << 8 | v;
            }
            argb[i] = 0xFF000000 | c;
        }
        return argb;
    }
}
