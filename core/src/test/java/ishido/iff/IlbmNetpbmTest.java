package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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

    /** A picture of smooth ramps and noise, with more colours than a palette holds, as a scan or render has. */
    private static int[] trueColourPicture(Random random, int width, int height) {
        int[] rgb = new int[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int r = x * 255 / Math.max(1, width - 1);
                int g = y * 255 / Math.max(1, height - 1);
                int b = random.nextInt(4) == 0 ? random.nextInt(256) : (x + y) * 3 & 0xFF;
                rgb[y * width + x] = r << 16 | g << 8 | b;
            }
        }
        return rgb;
    }

    /** Asserts that our reader gives each pixel exactly the colour ilbmtoppm gives it (scaled to 8 bits). */
    static void assertSameAsIlbmtoppm(byte[] ilbm) throws IOException {
        IlbmImage read = IlbmReader.read(ilbm);
        Netpbm.Pnm ppm = Netpbm.ilbmtoppm(ilbm);
        assertEquals(ppm.width(), read.width());
        assertEquals(ppm.height(), read.height());
        int[] ours = read.trueColor() ? read.argb() : new int[ppm.pixels().length];
        if (!read.trueColor()) {
            for (int i = 0; i < ours.length; i++) {
                ours[i] = read.image().color(read.image().pixels()[i] & 0xFF);
            }
        }
        for (int i = 0; i < ours.length; i++) {
            assertEquals(Integer.toHexString(ppm.pixels()[i]), Integer.toHexString(ours[i] & 0xFFFFFF), "pixel " + i);
        }
    }

    @ParameterizedTest
    @CsvSource({
        "-hambits 4, grey, 6, -compress, 40, 6", "-hambits 4, rgb4, 6, -nocompress, 33, 17",
        "-hambits 4, fixed, 6, -compress, 320, 200", "-hambits 6, grey, 8, -compress, 47, 9",
        "-hambits 6, rgb5, 8, -nocompress, 64, 30", "-hambits 6, fixed, 8, -compress, 320, 200"
    })
    void hamAgreesWithIlbmtoppm(String hamBits, String hamMap, int planes, String compression, int width, int height)
            throws IOException {
        int[] rgb = trueColourPicture(new Random(width * 7L + planes), width, height);
        String[] bits = hamBits.split(" ");
        byte[] ilbm = Netpbm.run(Netpbm.ppm(width, height, rgb), "ppmtoilbm", "-quiet", "-hamforce", bits[0], bits[1],
                "-hammap", hamMap, compression);

        IlbmImage read = IlbmReader.read(ilbm);
        assertTrue(read.trueColor());
        assertEquals(planes, read.header().planes());
        assertNotEquals(0, read.camg() & IlbmImage.CAMG_HAM);
        assertSameAsIlbmtoppm(ilbm);
    }

    @ParameterizedTest
    @CsvSource({"3, grey, 40, 6", "4, fixed, 33, 7", "5, grey, 47, 9", "5, fixed, 64, 20", "7, grey, 50, 11",
        "7, rgb5, 64, 30"})
    void hamOfOtherPlanesAgreesWithIlbmtoppm(int planes, String hamMap, int width, int height) throws IOException {
        int[] rgb = trueColourPicture(new Random(width * 5L + planes), width, height);
        byte[] ilbm = Netpbm.run(Netpbm.ppm(width, height, rgb), "ppmtoilbm", "-quiet", "-hamforce", "-hamplanes",
                String.valueOf(planes), "-hammap", hamMap);

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(planes, read.header().planes());
        assertEquals("HAM" + planes, read.kind());
        assertSameAsIlbmtoppm(ilbm);
    }

    @ParameterizedTest
    @CsvSource({"48, 40, 6, -compress", "48, 17, 5, -nocompress", "30, 33, 4, -compress", "12, 20, 9, -compress",
        "9, 16, 3, -nocompress", "36, 8, 8, -compress"})
    void deepOfOtherPlanesAgreesWithIlbmtoppm(int planes, int width, int height, String compression)
            throws IOException {
        int[] rgb = trueColourPicture(new Random(width * 3L + planes), width, height);
        byte[] ilbm = Netpbm.run(Netpbm.ppm(width, height, rgb), "ppmtoilbm", "-quiet", "-deepforce", "-deepplanes",
                String.valueOf(planes), compression);

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(planes, read.header().planes());
        assertTrue(read.trueColor());
        assertSameAsIlbmtoppm(ilbm);
        if (planes == 48) {
            // 16 bits a gun hold every 8-bit colour of the PPM we gave ppmtoilbm.
            for (int i = 0; i < rgb.length; i++) {
                assertEquals(0xFF000000 | rgb[i], read.argb()[i], "pixel " + i);
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"5 6 5, 40, 6", "4 4 4, 17, 5", "1 2 3, 33, 4", "8 8 8, 20, 3", "16 16 16, 9, 2", "3 7 11, 16, 4"})
    void directColourAgreesWithIlbmtoppm(String planes, int width, int height) throws IOException {
        int[] rgb = trueColourPicture(new Random(width * 11L + height), width, height);
        String[] guns = planes.split(" ");
        byte[] ilbm = Netpbm.run(Netpbm.ppm(width, height, rgb), "ppmtoilbm", "-quiet", "-dcforce", "-dcplanes",
                guns[0], guns[1], guns[2]);

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(guns[0] + ":" + guns[1] + ":" + guns[2] + " direct-colour ILBM", read.kind());
        assertSameAsIlbmtoppm(ilbm);
    }

    @ParameterizedTest
    @CsvSource({"-rgbn, 40, 6", "-rgb8, 40, 6", "-rgbn, 300, 5", "-rgb8, 300, 5", "-rgbn, 1, 1", "-rgb8, 700, 100"})
    void impulseFormsAgreeWithIlbmtoppm(String form, int width, int height) throws IOException {
        // Wide rows of few colours make runs of every length: counts in the run, in a byte and in a word.
        Random random = new Random(width + height);
        int[] rgb = new int[width * height];
        int color = 0;
        for (int i = 0; i < rgb.length; i++) {
            if (random.nextInt(i < rgb.length / 2 ? 3 : 400) == 0) {
                color = random.nextInt(1 << 24);
            }
            rgb[i] = color;
        }
        byte[] ilbm = Netpbm.run(Netpbm.ppm(width, height, rgb), "ppmtoilbm", "-quiet", form);

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(form.equals("-rgb8") ? "RGB8" : "RGBN", read.kind());
        assertSameAsIlbmtoppm(ilbm);
        if (form.equals("-rgb8")) {
            for (int i = 0; i < rgb.length; i++) {
                assertEquals(0xFF000000 | rgb[i], read.argb()[i], "pixel " + i);
            }
        }
    }

    @Test
    void cmykColourMapsAgreeWithIlbmtoppm() throws IOException {
        Random random = new Random(12);
        int width = 23;
        int height = 5;
        byte[] cmyk = new byte[16 * 4];
        random.nextBytes(cmyk);
        int[] values = new int[width * height];
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt(16);
        }
        byte[] body = IffFiles.planarBody(width, height, 4, values, true);
        byte[] ilbm = IffFiles.form("ILBM", IffFiles.bmhd(width, height, 4, 0, 1, 0x80), IffFiles.chunk("CMYK", cmyk),
                body);
        IlbmImage read = IlbmReader.read(ilbm);
        assertFalse(read.trueColor());
        assertSameAsIlbmtoppm(ilbm);
        // A CMAP, before or after it, wins over a CMYK, as in ilbmtoppm.
        byte[] both = IffFiles.form("ILBM", IffFiles.bmhd(width, height, 4, 0, 1, 0x80), IffFiles.chunk("CMYK", cmyk),
                IffFiles.cmap(random12BitPalette(random, 16)), body);
        assertSameAsIlbmtoppm(both);
        assertNotEquals(read.image().color(0), IlbmReader.read(both).image().color(0));
    }

    @ParameterizedTest
    @CsvSource({"1, 1, -compress", "17, 5, -nocompress", "40, 6, -compress", "320, 200, -compress"})
    void deepAgreesWithIlbmtoppm(int width, int height, String compression) throws IOException {
        int[] rgb = trueColourPicture(new Random(width * 13L + height), width, height);
        byte[] ilbm = Netpbm.run(Netpbm.ppm(width, height, rgb), "ppmtoilbm", "-quiet", "-24force", compression);

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(24, read.header().planes());
        assertSameAsIlbmtoppm(ilbm);
        // A 24-bit picture keeps every colour: it is the PPM we gave ppmtoilbm.
        for (int i = 0; i < rgb.length; i++) {
            assertEquals(0xFF000000 | rgb[i], read.argb()[i], "pixel " + i);
        }
    }

    @Test
    void deepMaskPlaneMakesSeeThroughPixels() throws IOException {
        int width = 23;
        int height = 7;
        Random random = new Random(11);
        int[] rgb = trueColourPicture(random, width, height);
        boolean[] opaque = new boolean[width * height];
        for (int i = 0; i < opaque.length; i++) {
            opaque[i] = random.nextBoolean();
        }
        byte[] ilbm = Netpbm.runWithFile(Netpbm.ppm(width, height, rgb), Netpbm.pbm(width, height, opaque),
                "ppmtoilbm", "-quiet", "-24force", "-mmethod", "maskplane", "-maskfile", "{file}");

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(BitMapHeader.MASK_PLANE, read.header().masking());
        assertSameAsIlbmtoppm(ilbm);
        for (int i = 0; i < rgb.length; i++) {
            assertEquals(opaque[i] ? 0xFF : 0, read.argb()[i] >>> 24, "alpha at " + i);
        }
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

    @ParameterizedTest
    @CsvSource({"true", "false"})
    void extraHalfBriteAgreesWithIlbmtoppm(boolean twelveBit) throws IOException {
        // Our writer sizes the planes for the pixels (up to 63: six planes) and the CMAP for the 32 colours.
        Random random = new Random(10);
        int[] palette = twelveBit ? random12BitPalette(random, 32)
                : random.ints(32).map(c -> c & 0xFFFFFF | 0x010101).toArray();
        IndexedImage image = new IndexedImage(64, 2, palette);
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) (i % 64);
        }
        byte[] ilbm = withCamg(IlbmWriter.toBytes(image), IlbmImage.CAMG_EXTRA_HALFBRITE);

        IlbmImage read = IlbmReader.read(ilbm);
        assertEquals(64, read.image().paletteSize());
        assertSameAsIlbmtoppm(ilbm);
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
