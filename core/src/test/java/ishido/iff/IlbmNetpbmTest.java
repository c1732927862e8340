package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Round trips through netpbm: ppmtoilbm writes what our reader reads, ilbmtoppm reads what our writer writes. */
class IlbmNetpbmTest {
    @BeforeAll
    static void needNetpbm() {
        Assumptions.assumeTrue(Netpbm.available(), "netpbm is not installed");
    }

    /** Random pixels over a random palette of {@code colors} distinct 24-bit colours. */
    private static int[] randomPicture(Random random, int width, int height, int colors) {
        int[] palette = random.ints().map(c -> c & 0xFFFFFF).distinct().limit(colors).toArray();
        int[] rgb = new int[width * height];
        for (int i = 0; i < rgb.length; i++) {
            // Use every colour at least once so that ppmtoilbm's CMAP holds all of them.
            rgb[i] = palette[i < colors ? i : random.nextInt(colors)];
        }
        return rgb;
    }

    @ParameterizedTest
    @CsvSource({
        "1, 1, 2, -compress", "5, 3, 2, -compress", "15, 4, 5, -compress", "16, 4, 16, -nocompress",
        "17, 6, 16, -compress", "33, 9, 32, -nocompress", "320, 200, 32, -compress", "47, 13, 200, -compress",
        "61, 7, 256, -nocompress", "9, 9, 3, -compress"
    })
    void readsWhatPpmtoilbmWrites(int width, int height, int colors, String compression) throws IOException {
        Random random = new Random(width * 31L + colors);
        int[] rgb = randomPicture(random, width, height, Math.min(colors, width * height));
        byte[] ilbm = Netpbm.run(Netpbm.ppm(width, height, rgb), "ppmtoilbm", "-quiet", "-maxplanes", "8",
                compression);

        IlbmImage read = IlbmReader.read(ilbm);
        IndexedImage image = read.image();
        assertEquals(width, image.width());
        assertEquals(height, image.height());
        assertEquals(compression.equals("-compress") ? 1 : 0, read.header().compression());
        for (int i = 0; i < rgb.length; i++) {
            assertEquals(rgb[i], image.color(image.pixels()[i] & 0xFF), "pixel " + i);
        }
        // The palette must be the file's CMAP, entry for entry, as netpbm itself reads it.
        Netpbm.Pnm cmap = Netpbm.parse(Netpbm.run(ilbm, "ilbmtoppm", "-quiet", "-cmaponly"));
        assertArrayEquals(cmap.pixels(), image.palette());
        assertNull(read.mask());
    }

    @Test
    void readsAMaskPlane() throws IOException {
        int width = 37;
        int height = 11;
        Random random = new Random(5);
        int[] rgb = randomPicture(random, width, height, 12);
        boolean[] opaque = new boolean[width * height];
        for (int i = 0; i < opaque.length; i++) {
            opaque[i] = random.nextBoolean();
        }
        byte[] ilbm = Netpbm.runWithFile(Netpbm.ppm(width, height, rgb), Netpbm.pbm(width, height, opaque),
                "ppmtoilbm", "-quiet", "-mmethod", "maskplane", "-maskfile", "{file}");

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(BitMapHeader.MASK_PLANE, read.header().masking());
        assertNotNull(read.mask());
        for (int i = 0; i < rgb.length; i++) {
            assertEquals(opaque[i] ? 1 : 0, read.mask()[i], "mask at " + i);
            assertEquals(rgb[i], read.image().color(read.image().get(i % width, i / width)));
        }
    }

    @Test
    void readsATransparentColour() throws IOException {
        int width = 20;
        int height = 20;
        Random random = new Random(6);
        int[] rgb = randomPicture(random, width, height, 7);
        boolean[] opaque = new boolean[width * height];
        for (int i = 0; i < opaque.length; i++) {
            opaque[i] = random.nextInt(4) != 0;
        }
        byte[] ilbm = Netpbm.runWithFile(Netpbm.ppm(width, height, rgb), Netpbm.pbm(width, height, opaque),
                "ppmtoilbm", "-quiet", "-mmethod", "transparentcolor", "-maskfile", "{file}");

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(BitMapHeader.MASK_TRANSPARENT_COLOR, read.header().masking());
        int transparent = read.image().transparentIndex();
        assertEquals(read.header().transparentColor(), transparent);
        Netpbm.Pnm mask = Netpbm.parse(ilbmMask(ilbm));
        for (int i = 0; i < rgb.length; i++) {
            boolean seeThrough = (read.image().pixels()[i] & 0xFF) == transparent;
            assertEquals(mask.pixels()[i] == 0, seeThrough, "transparency at " + i);
        }
    }

    /** Runs ilbmtoppm -maskfile and returns the mask PBM it writes (1 = opaque). */
    private static byte[] ilbmMask(byte[] ilbm) throws IOException {
        Path mask = Files.createTempFile("mask", ".pbm");
        try {
            Netpbm.run(ilbm, "ilbmtoppm", "-quiet", "-maskfile", mask.toString());
            return Files.readAllBytes(mask);
        } finally {
            Files.deleteIfExists(mask);
        }
    }

    @Test
    void refusesHamAndTrueColour() throws IOException {
        Random random = new Random(7);
        byte[] ppm = Netpbm.ppm(16, 4, randomPicture(random, 16, 4, 64));
        IffException ham = assertThrows(IffException.class,
                () -> IlbmReader.read(Netpbm.run(ppm, "ppmtoilbm", "-quiet", "-ham6")));
        assertTrue(ham.getMessage().contains("HAM"), ham.getMessage());
        IffException deep = assertThrows(IffException.class,
                () -> IlbmReader.read(Netpbm.run(ppm, "ppmtoilbm", "-quiet", "-24force")));
        assertTrue(deep.getMessage().contains("24-bit"), deep.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"1, 1, 1", "7, 3, 2", "16, 5, 16", "17, 9, 16", "320, 200, 16", "120, 140, 16", "33, 8, 32",
        "50, 20, 256", "3, 70, 5"})
    void ilbmtoppmReadsWhatWeWrite(int width, int height, int colors) throws IOException {
        Random random = new Random(width * 131L + height);
        IndexedImage image = new IndexedImage(width, height, random12BitPalette(random, colors));
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) random.nextInt(colors);
        }
        byte[] ilbm = IlbmWriter.toBytes(image);

        Netpbm.Pnm ppm = Netpbm.parse(Netpbm.run(ilbm, "ilbmtoppm", "-quiet"));
        assertEquals(width, ppm.width());
        assertEquals(height, ppm.height());
        for (int i = 0; i < ppm.pixels().length; i++) {
            assertEquals(image.color(image.pixels()[i] & 0xFF), ppm.pixels()[i], "pixel " + i);
        }
        Netpbm.Pnm cmap = Netpbm.parse(Netpbm.run(ilbm, "ilbmtoppm", "-quiet", "-cmaponly"));
        assertArrayEquals(image.palette(), cmap.pixels());
    }

    @Test
    void ilbmtoppmSeesOurTransparentColour() throws IOException {
        IndexedImage image = new IndexedImage(30, 10, random12BitPalette(new Random(8), 16));
        Random random = new Random(9);
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) random.nextInt(16);
        }
        image.setTransparentIndex(0);
        Netpbm.Pnm mask = Netpbm.parse(ilbmMask(IlbmWriter.toBytes(image)));
        for (int i = 0; i < mask.pixels().length; i++) {
            assertEquals(image.pixels()[i] == 0 ? 0 : 1, mask.pixels()[i], "mask at " + i);
        }
    }

    @Test
    void extraHalfBriteAgreesWithIlbmtoppm() throws IOException {
        // Our writer sizes the planes for the pixels (up to 63: six planes) and the CMAP for the 32 colours.
        IndexedImage image = new IndexedImage(64, 2, random12BitPalette(new Random(10), 32));
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) (i % 64);
        }
        byte[] ilbm = withCamg(IlbmWriter.toBytes(image), IlbmImage.CAMG_EXTRA_HALFBRITE);

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(64, read.image().paletteSize());
        Netpbm.Pnm ppm = Netpbm.parse(Netpbm.run(ilbm, "ilbmtoppm", "-quiet"));
        for (int i = 0; i < ppm.pixels().length; i++) {
            int expected = ppm.pixels()[i];
            if (image.pixels()[i] >= 32) {
                // ilbmtoppm halves the 8-bit value (0xFF gives 0x7F); the OCS halves the 4-bit gun (0xF gives 0x7),
                // which is the 8-bit half's high nibble.
                expected = AmigaColor.toRgb24(AmigaColor.toRgb12(expected));
            }
            assertEquals(Integer.toHexString(expected),
                    Integer.toHexString(read.image().color(read.image().pixels()[i] & 0xFF)), "pixel " + i);
        }
    }

    static byte[] withCamg(byte[] ilbm, int camg) {
        byte[] copy = Arrays.copyOf(ilbm, ilbm.length);
        int at = IffFiles.find(copy, "CAMG") + 8;
        copy[at] = (byte) (camg >> 24);
        copy[at + 1] = (byte) (camg >> 16);
        copy[at + 2] = (byte) (camg >> 8);
        copy[at + 3] = (byte) camg;
        return copy;
    }

    static int[] random12BitPalette(Random random, int colors) {
        int[] palette = new int[colors];
        for (int i = 0; i < colors; i++) {
            palette[i] = AmigaColor.toRgb24(random.nextInt(4096));
        }
        return palette;
    }
}
