package ishido.theme;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import ishido.png.PngImage;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StonesetImportTest {
    @TempDir
    Path home;

    private IndexedImage builtIn() throws IOException {
        return Catalog.stoneset(TestPlatform.storage(), "Runes", home).image();
    }

    /** The set on a palette of 18, its colours 16 and 17 those given. */
    private static IndexedImage onEighteen(IndexedImage set, int sixteen, int seventeen) {
        int[] palette = new int[18];
        System.arraycopy(set.palette(), 0, palette, 0, 16);
        palette[16] = sixteen;
        palette[17] = seventeen;
        IndexedImage wide = new IndexedImage(Stoneset.WIDTH, Stoneset.HEIGHT, palette);
        System.arraycopy(set.pixels(), 0, wide.pixels(), 0, set.pixels().length);
        return wide;
    }

    /** The colour each pixel shows, 0 for a see-through one, so that pictures numbered differently compare. */
    private static int[] shown(IndexedImage image, int clear) {
        int[] out = new int[image.pixels().length];
        for (int i = 0; i < out.length; i++) {
            int index = image.pixels()[i] & 0xFF;
            out[i] = index == clear ? -1 : image.color(index) & 0xFFFFFF;
        }
        return out;
    }

    @Test
    void aBuiltInSetIsTakenAsItIs() throws IOException {
        IndexedImage set = builtIn();
        StonesetImport.Result r = StonesetImport.exact("runes", new PngImage.Indexed(set));
        assertArrayEquals(set.pixels(), r.image().pixels());
        assertEquals(0, r.image().transparentIndex());
        assertTrue(r.notes().isEmpty(), r.notes().toString());
    }

    @Test
    void aTransparentColourMovedByAnotherProgramComesBackToZero() throws IOException {
        IndexedImage set = builtIn();
        // As GIMP may save it: colours 0 and 9 swapped, the tRNS on 9.
        IndexedImage moved = set.copy();
        int[] palette = set.palette();
        int keep = palette[0];
        palette[0] = palette[9];
        palette[9] = keep;
        moved.setPalette(palette);
        for (int i = 0; i < moved.pixels().length; i++) {
            int v = moved.pixels()[i];
            moved.pixels()[i] = (byte) (v == 0 ? 9 : v == 9 ? 0 : v);
        }
        moved.setTransparentIndex(9);
        StonesetImport.Result r = StonesetImport.exact("moved", new PngImage.Indexed(moved));
        assertArrayEquals(set.pixels(), r.image().pixels());
        assertEquals(1, r.notes().size(), r.notes().toString());
        Stoneset.of("moved", r.image());

        // A see-through colour named by an old ILBM where colour 0 fills the edges is not believed.
        IndexedImage named = set.copy();
        int used = set.pixels()[10 * Stoneset.WIDTH + 10];
        assertNotEquals(0, used, "a stone's middle");
        named.setTransparentIndex(used);
        assertArrayEquals(set.pixels(), StonesetImport.exact("named", new PngImage.Indexed(named)).image().pixels());

        // The same without any transparency in the file: the cells' edges tell which colour it is.
        moved.setTransparentIndex(-1);
        r = StonesetImport.exact("moved", new PngImage.Indexed(moved));
        assertArrayEquals(set.pixels(), r.image().pixels());
        assertTrue(r.notes().get(0).contains("edges"), r.notes().toString());
    }

    @Test
    void aLongPaletteWhosePixelsUseSixteenIsRenumberedWithoutLoss() throws IOException {
        IndexedImage set = builtIn();
        IndexedImage wide = onEighteen(set, 0x123456, 0xABCDEF);
        // Two of the set's colours are given up for 16 and 17.
        int[] count = new int[256];
        for (byte p : set.pixels()) {
            count[p & 0xFF]++;
        }
        int a = -1;
        int b = -1;
        for (int i = 1; i < 16; i++) {
            if (count[i] > 0 && a < 0) {
                a = i;
            } else if (count[i] > 0 && b < 0) {
                b = i;
            }
        }
        for (int i = 0; i < wide.pixels().length; i++) {
            int v = wide.pixels()[i];
            wide.pixels()[i] = (byte) (v == a ? 16 : v == b ? 17 : v);
        }
        StonesetImport.Result r = StonesetImport.exact("wide", new PngImage.Indexed(wide));
        assertFalse(r.reduced());
        assertEquals(16, r.image().paletteSize());
        assertArrayEquals(shown(wide, 0), shown(r.image(), 0));
        assertTrue(r.notes().get(0).contains("16 is now"), r.notes().toString());
    }

    @Test
    void eighteenColoursInUseAreRefusedWithTheFixOrReducedKeepingTransparency() throws IOException {
        IndexedImage wide = onEighteen(builtIn(), 0xFF0000, 0x00FF00);
        wide.set(5, 5, 16);
        wide.set(6, 5, 17);
        assertTrue(java.util.stream.IntStream.range(0, 16).allMatch(i -> usesColour(wide, i)), "a set using all 16");
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> StonesetImport.exact("wide", new PngImage.Indexed(wide)));
        assertEquals("'wide' uses 18 colours, a stoneset 16 (colour 0 transparent): convert it first: ishido convert"
                + " FILE OUT.iff --stoneset", refused.getMessage());

        StonesetImport.Result r = StonesetImport.reduce("wide", new PngImage.Indexed(wide), 16, false);
        assertTrue(r.reduced());
        assertEquals(16, r.image().paletteSize());
        for (int i = 0; i < wide.pixels().length; i++) {
            assertEquals(wide.pixels()[i] == 0, r.image().pixels()[i] == 0, "pixel " + i);
        }
        Stoneset.of("wide", r.image());
    }

    private static boolean usesColour(IndexedImage image, int index) {
        for (byte p : image.pixels()) {
            if ((p & 0xFF) == index) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aTrueColourPictureIsReducedWithItsClearPixelsAsColourZero() throws IOException {
        int[] argb = new PngImage.Indexed(builtIn()).toArgb();
        IndexedImage set = builtIn();
        for (int i = 0; i < argb.length; i++) {
            // A smooth shading on every opaque pixel: far more than 16 colours.
            argb[i] = set.pixels()[i] == 0 ? 0 : 0xFF000000 | (argb[i] + i % 7 * 0x010101) & 0xFFFFFF;
        }
        PngImage.TrueColor picture = new PngImage.TrueColor(Stoneset.WIDTH, Stoneset.HEIGHT, argb);
        assertThrows(IllegalArgumentException.class, () -> StonesetImport.exact("shaded", picture));
        StonesetImport.Result r = StonesetImport.reduce("shaded", picture, 16, true);
        for (int i = 0; i < argb.length; i++) {
            assertEquals(set.pixels()[i] == 0, r.image().pixels()[i] == 0, "pixel " + i);
        }
        assertTrue(r.image().maxIndex() <= 15);

        // Flattened on magenta by a program without transparency: the edges' colour becomes colour 0.
        for (int i = 0; i < argb.length; i++) {
            argb[i] = set.pixels()[i] == 0 ? 0xFFFF00FF : argb[i];
        }
        r = StonesetImport.reduce("flat", new PngImage.TrueColor(Stoneset.WIDTH, Stoneset.HEIGHT, argb), 16, false);
        for (int i = 0; i < argb.length; i++) {
            assertEquals(set.pixels()[i] == 0, r.image().pixels()[i] == 0, "pixel " + i);
        }
        assertTrue(r.notes().get(0).contains("#FF00FF"), r.notes().toString());
    }

    @Test
    void aSheetAtTwiceTheSizeIsHalvedWhenItsPixelsAreDoubledAndRefusedWhenNot() throws IOException {
        IndexedImage set = Catalog.stoneset(TestPlatform.storage(), "Runes", home).image();
        IndexedImage big = new IndexedImage(240, 280, set.palette());
        for (int y = 0; y < 280; y++) {
            for (int x = 0; x < 240; x++) {
                big.pixels()[y * 240 + x] = set.pixels()[y / 2 * 120 + x / 2];
            }
        }
        big.setTransparentIndex(0);
        StonesetImport.Result r = StonesetImport.exact("big", new PngImage.Indexed(big));
        assertArrayEquals(set.pixels(), r.image().pixels());
        assertTrue(r.notes().get(0).contains("halved to 120x140"), r.notes().toString());
        big.pixels()[241] = 3;
        IllegalArgumentException blurred = assertThrows(IllegalArgumentException.class,
                () -> StonesetImport.exact("big", new PngImage.Indexed(big)));
        assertTrue(blurred.getMessage().contains("not doubled") && blurred.getMessage().contains("50%"),
                blurred.getMessage());
        IllegalArgumentException size = assertThrows(IllegalArgumentException.class,
                () -> StonesetImport.reduce("odd", new PngImage.Indexed(new IndexedImage(241, 280, new int[16])), 16,
                        false));
        assertTrue(size.getMessage().contains("120x140") && size.getMessage().contains("241x280"), size.getMessage());
    }

    @Test
    void artOutsideAMaskIsNamedAndAnOpaqueNoisyPictureIsStillMadeAStoneset() throws IOException {
        IndexedImage set = Catalog.stoneset(TestPlatform.storage(), "Runes", home).image().copy();
        StonesetImport.Result clean = StonesetImport.exact("runes", new PngImage.Indexed(set));
        assertTrue(clean.notes().stream().noneMatch(n -> n.contains("outside")), clean.notes().toString());
        set.pixels()[2 * 20 * 120 + 3 * 20] = 5;
        StonesetImport.Result spilled = StonesetImport.exact("runes", new PngImage.Indexed(set));
        assertTrue(spilled.notes().stream().anyMatch(n -> n.contains("1 stone has art outside its column's mask")
                && n.contains("stone 4,3")), spilled.notes().toString());

        int[] noise = new int[Stoneset.WIDTH * Stoneset.HEIGHT];
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int i = 0; i < noise.length; i++) {
            noise[i] = 0xFF000000 | random.nextInt(0x1000000);
        }
        StonesetImport.Result opaque = StonesetImport.reduce("noise",
                new PngImage.TrueColor(Stoneset.WIDTH, Stoneset.HEIGHT, noise), 16, false);
        assertTrue(opaque.notes().get(0).contains("nothing is see-through"), opaque.notes().toString());
        assertEquals(16, opaque.image().paletteSize());
    }

    @Test
    void aFewColoursOffTheTwelveBitGridAreSaidToBeRoundedNotReduced() {
        int[] argb = new int[Stoneset.WIDTH * Stoneset.HEIGHT];
        int[] colors = {0xFF123457, 0xFF9A8B7C, 0xFFF0E1D2, 0xFF010203};
        for (int i = 0; i < argb.length; i++) {
            argb[i] = i % 5 == 0 ? 0 : colors[i % 4];
        }
        StonesetImport.Result made = StonesetImport.reduce("few", new ishido.png.PngImage.TrueColor(Stoneset.WIDTH,
                Stoneset.HEIGHT, argb), StonesetImport.COLORS, false);
        org.junit.jupiter.api.Assertions.assertTrue(made.notes().stream()
                .anyMatch(n -> n.startsWith("5 colours rounded to the Amiga's 12-bit ones")), made.notes().toString());
    }

    @Test
    void aPaletteAPaintProgramCutToNineIsSaidAndItsSpareSlotsAreNotBlack() throws java.io.IOException {
        IndexedImage set = Catalog.stoneset(ishido.testing.TestPlatform.storage(), "Ishido").image().copy();
        for (int i = 0; i < set.pixels().length; i++) {
            set.pixels()[i] = (byte) Math.min(set.pixels()[i] & 0xFF, 8);
        }
        set.setPalette(java.util.Arrays.copyOf(set.palette(), 9));
        StonesetImport.Result made = StonesetImport.reduce("nine", new ishido.png.PngImage.Indexed(set),
                StonesetImport.COLORS, false);
        org.junit.jupiter.api.Assertions.assertTrue(made.notes().contains(
                "its palette had 9 colours (a paint program cut it); colours 9-15 are spare, shown grey"),
                made.notes().toString());
        org.junit.jupiter.api.Assertions.assertEquals(16, made.image().paletteSize());
        org.junit.jupiter.api.Assertions.assertEquals(0x888888, made.image().color(12));
    }
}
