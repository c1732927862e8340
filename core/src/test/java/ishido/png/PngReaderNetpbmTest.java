package ishido.png;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.iff.Netpbm;
import ishido.image.IndexedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Reads PNGs written by netpbm's pnmtopng (an independent writer) and compares them with the pictures it was given. */
class PngReaderNetpbmTest {
    private static final int WIDTH = 37;
    private static final int HEIGHT = 11;

    @BeforeAll
    static void needNetpbm() {
        Assumptions.assumeTrue(Netpbm.available(), "netpbm is not installed");
    }

    private static byte[] pnmtopng(byte[] pnm, String... options) throws IOException {
        String[] command = new String[options.length + 1];
        command[0] = "pnmtopng";
        System.arraycopy(options, 0, command, 1, options.length);
        return Netpbm.run(pnm, command);
    }

    private static int bitDepth(byte[] png) {
        return png[24];
    }

    private static int colorType(byte[] png) {
        return png[25];
    }

    /** Random non-grey colours, so that pnmtopng cannot store them as grey. */
    private static int[] colours(Random random, int count) {
        return random.ints().map(c -> c & 0xFFFFFF | 0x800000).filter(c -> (c & 0xFF) != (c >> 8 & 0xFF)).distinct()
                .limit(count).toArray();
    }

    private static int[] picture(Random random, int[] colours) {
        int[] rgb = new int[WIDTH * HEIGHT];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = colours[i < colours.length ? i : random.nextInt(colours.length)];
        }
        return rgb;
    }

    private static int[] opaque(int[] rgb) {
        int[] argb = new int[rgb.length];
        for (int i = 0; i < rgb.length; i++) {
            argb[i] = 0xFF000000 | rgb[i];
        }
        return argb;
    }

    @ParameterizedTest
    @CsvSource({"1, 1", "3, 2", "15, 4", "255, 8", "65535, 16"})
    void readsGrey(int maxval, int depth) throws IOException {
        Random random = new Random(maxval);
        int[] samples = random.ints(WIDTH * HEIGHT, 0, maxval + 1).toArray();
        byte[] png = pnmtopng(Netpbm.pgm(WIDTH, HEIGHT, maxval, samples));
        assertEquals(0, colorType(png));
        assertEquals(depth, bitDepth(png));

        PngImage image = PngReader.read(png);
        int[] expected = new int[samples.length];
        for (int i = 0; i < samples.length; i++) {
            int grey = depth == 16 ? samples[i] >> 8 : samples[i] * 255 / maxval;
            expected[i] = 0xFF000000 | grey * 0x010101;
        }
        assertArrayEquals(expected, assertInstanceOf(PngImage.TrueColor.class, image).argb());
    }

    @ParameterizedTest
    @ValueSource(ints = {255, 65535})
    void readsTrueColour(int maxval) throws IOException {
        Random random = new Random(maxval);
        int[] samples = random.ints(WIDTH * HEIGHT * 3, 0, maxval + 1).toArray();
        byte[] png = pnmtopng(ppm(WIDTH, HEIGHT, maxval, samples));
        assertEquals(2, colorType(png));
        assertEquals(maxval == 255 ? 8 : 16, bitDepth(png));

        int[] expected = new int[WIDTH * HEIGHT];
        int shift = maxval == 255 ? 0 : 8;
        for (int i = 0; i < expected.length; i++) {
            expected[i] = 0xFF000000 | (samples[i * 3] >> shift) << 16 | (samples[i * 3 + 1] >> shift) << 8
                    | (samples[i * 3 + 2] >> shift);
        }
        assertArrayEquals(expected, PngReader.read(png).toArgb());
    }

    @ParameterizedTest
    @CsvSource({"2, 1", "4, 2", "16, 4", "200, 8"})
    void readsPalettePictures(int count, int depth) throws IOException {
        Random random = new Random(count);
        int[] rgb = picture(random, colours(random, count));
        byte[] png = pnmtopng(Netpbm.ppm(WIDTH, HEIGHT, rgb));
        assertEquals(3, colorType(png));
        assertEquals(depth, bitDepth(png));

        IndexedImage image = assertInstanceOf(PngImage.Indexed.class, PngReader.read(png)).image();
        assertEquals(-1, image.transparentIndex());
        for (int i = 0; i < rgb.length; i++) {
            assertEquals(rgb[i], image.color(image.pixels()[i] & 0xFF), "pixel " + i);
        }
    }

    @Test
    void notesTheTransparentPaletteEntry() throws IOException {
        Random random = new Random(3);
        int[] colours = colours(random, 9);
        int[] rgb = picture(random, colours);
        String key = String.format("#%06x", colours[4]);
        byte[] png = pnmtopng(Netpbm.ppm(WIDTH, HEIGHT, rgb), "-transparent=" + key);
        assertEquals(3, colorType(png));

        PngImage read = PngReader.read(png);
        IndexedImage image = ((PngImage.Indexed) read).image();
        assertEquals(colours[4], image.color(image.transparentIndex()));
        int[] argb = read.toArgb();
        for (int i = 0; i < rgb.length; i++) {
            assertEquals(rgb[i] == colours[4] ? rgb[i] : 0xFF000000 | rgb[i], argb[i], "pixel " + i);
        }
    }

    @Test
    void readsATransparentTrueColour() throws IOException {
        Random random = new Random(4);
        int[] rgb = picture(random, colours(random, 400));
        String key = String.format("#%06x", rgb[7]);
        byte[] png = pnmtopng(Netpbm.ppm(WIDTH, HEIGHT, rgb), "-transparent=" + key);
        assertEquals(2, colorType(png));
        int[] argb = PngReader.read(png).toArgb();
        for (int i = 0; i < rgb.length; i++) {
            assertEquals(rgb[i] == rgb[7] ? rgb[i] : 0xFF000000 | rgb[i], argb[i], "pixel " + i);
        }
    }

    @Test
    void readsAlpha() throws IOException {
        Random random = new Random(5);
        int[] alpha = random.ints(WIDTH * HEIGHT, 0, 256).toArray();
        byte[] alphaPgm = Netpbm.pgm(WIDTH, HEIGHT, 255, alpha);

        int[] rgb = picture(random, colours(random, 400));
        byte[] rgba = Netpbm.runWithFile(Netpbm.ppm(WIDTH, HEIGHT, rgb), alphaPgm, "pnmtopng", "-alpha={file}");
        assertEquals(6, colorType(rgba));
        int[] argb = PngReader.read(rgba).toArgb();
        for (int i = 0; i < rgb.length; i++) {
            assertEquals(alpha[i] << 24 | rgb[i], argb[i], "pixel " + i);
        }

        int[] grey = random.ints(WIDTH * HEIGHT, 0, 256).toArray();
        byte[] greyAlpha = Netpbm.runWithFile(Netpbm.pgm(WIDTH, HEIGHT, 255, grey), alphaPgm, "pnmtopng", "-force",
                "-alpha={file}");
        assertEquals(4, colorType(greyAlpha));
        argb = PngReader.read(greyAlpha).toArgb();
        for (int i = 0; i < grey.length; i++) {
            assertEquals(alpha[i] << 24 | grey[i] * 0x010101, argb[i], "pixel " + i);
        }
    }

    @ParameterizedTest
    @CsvSource({"-nofilter, 0", "-sub, 1", "-up, 2", "-avg, 3", "-paeth, 4"})
    void readsEveryFilter(String option, int filter) throws IOException {
        Random random = new Random(filter);
        // Smooth gradients with noise, so that the filters have left, upper and upper-left neighbours to use.
        int[] rgb = new int[WIDTH * HEIGHT];
        for (int i = 0; i < rgb.length; i++) {
            int x = i % WIDTH;
            int y = i / WIDTH;
            rgb[i] = (x * 7 + random.nextInt(3)) << 16 | (y * 20 + random.nextInt(5)) << 8 | (x * y & 0xFF);
        }
        int[] grey = random.ints(WIDTH * HEIGHT, 0, 4).toArray();
        for (byte[] pnm : new byte[][] {Netpbm.ppm(WIDTH, HEIGHT, rgb), Netpbm.pgm(WIDTH, HEIGHT, 3, grey)}) {
            byte[] png = pnmtopng(pnm, option);
            assertTrue(filtersUsed(png)[filter], option + " was not used");
            int[] argb = PngReader.read(png).toArgb();
            for (int i = 0; i < argb.length; i++) {
                int expected = pnm[1] == '6' ? rgb[i] : grey[i] * 85 * 0x010101;
                assertEquals(0xFF000000 | expected, argb[i], option + " pixel " + i);
            }
        }
    }

    @Test
    void refusesInterlacedFiles() throws IOException {
        byte[] png = pnmtopng(Netpbm.pgm(4, 4, 255, new int[16]), "-interlace");
        PngException e = assertThrows(PngException.class, () -> PngReader.read(png));
        assertTrue(e.getMessage().contains("interlaced"), e.getMessage());
    }

    /** Inflates a PNG's image data independently and reports which filter types its rows use. */
    private static boolean[] filtersUsed(byte[] png) throws IOException {
        ByteArrayOutputStream idat = new ByteArrayOutputStream();
        int rowBytes = 0;
        int pos = 8;
        while (pos < png.length) {
            int length = (png[pos] & 0xFF) << 24 | (png[pos + 1] & 0xFF) << 16 | (png[pos + 2] & 0xFF) << 8
                    | (png[pos + 3] & 0xFF);
            String type = new String(png, pos + 4, 4, StandardCharsets.US_ASCII);
            if (type.equals("IHDR")) {
                int width = (png[pos + 10] & 0xFF) << 8 | (png[pos + 11] & 0xFF);
                int bits = png[pos + 16] * (png[pos + 17] == 2 ? 3 : 1);
                rowBytes = (width * bits + 7) / 8;
            } else if (type.equals("IDAT")) {
                idat.write(png, pos + 8, length);
            }
            pos += 12 + length;
        }
        byte[] raw = new byte[HEIGHT * (rowBytes + 1)];
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(idat.toByteArray());
            inflater.inflate(raw);
        } catch (DataFormatException e) {
            throw new IOException(e);
        } finally {
            inflater.end();
        }
        boolean[] used = new boolean[5];
        for (int y = 0; y < HEIGHT; y++) {
            used[raw[y * (rowBytes + 1)]] = true;
        }
        return used;
    }

    /** A PPM (P6) with any maxval, two bytes per sample above 255. */
    private static byte[] ppm(int width, int height, int maxval, int[] samples) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("P6\n" + width + " " + height + "\n" + maxval + "\n").getBytes(StandardCharsets.US_ASCII));
        for (int s : samples) {
            if (maxval > 255) {
                out.write(s >> 8);
            }
            out.write(s);
        }
        return out.toByteArray();
    }
}
