package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Pictures whose palette changes line by line (SHAM, CTBL, PCHG), made by hand since no netpbm program writes them,
 * read as ilbmtoppm reads them.
 */
class IlbmMultipaletteTest {
    private static final int WIDTH = 37;
    private static final int HEIGHT = 12;

    private static void needNetpbm() {
        Assumptions.assumeTrue(Netpbm.available(), "netpbm is not installed");
    }

    /** Random 8-bit colours, none with all-zero low nibbles (which would make the CMAP look 4-bit); 0 black for HAM. */
    private static int[] colors(Random random, int n, boolean blackZero) {
        int[] colors = new int[n];
        for (int i = 0; i < n; i++) {
            colors[i] = random.nextInt(1 << 24) | 0x010101;
        }
        if (blackZero) {
            colors[0] = 0;
        }
        return colors;
    }

    /** Pixel values: CMAP indices below {@code limit}, or for HAM any value of the planes. */
    private static int[] values(Random random, int planes, int limit) {
        int[] values = new int[WIDTH * HEIGHT];
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt(Math.min(limit, 1 << planes));
        }
        return values;
    }

    private static byte[] picture(int planes, int camg, int[] colors, int[] values, boolean packed, byte[]... extra) {
        byte[][] chunks = new byte[4 + extra.length][];
        chunks[0] = IffFiles.bmhd(WIDTH, HEIGHT, planes, 0, packed ? 1 : 0);
        chunks[1] = IffFiles.camg(camg);
        chunks[2] = IffFiles.cmap(colors);
        System.arraycopy(extra, 0, chunks, 3, extra.length);
        chunks[chunks.length - 1] = IffFiles.planarBody(WIDTH, HEIGHT, planes, values, packed);
        return IffFiles.form("ILBM", chunks);
    }

    /** Asserts that the palette changes change the picture: some line differs from the file without them. */
    private static void assertChangesShow(IlbmImage with, byte[] without) throws IOException {
        IlbmImage plain = IlbmReader.read(without);
        int[] before = plain.trueColor() ? plain.argb() : new int[with.argb().length];
        if (!plain.trueColor()) {
            for (int i = 0; i < before.length; i++) {
                before[i] = 0xFF000000 | plain.image().color(plain.image().pixels()[i] & 0xFF);
            }
        }
        assertFalse(Arrays.equals(before, with.argb()), "the palette changes changed nothing");
    }

    @ParameterizedTest
    @CsvSource({
        "SHAM, 4, false, false, true", "SHAM, 6, true, false, false", "SHAM, 6, true, true, true",
        "SHAM, 5, false, true, false", "CTBL, 4, false, false, false", "CTBL, 6, true, false, true",
        "CTBL, 5, false, true, true"
    })
    void fourBitTablesAgreeWithIlbmtoppm(String id, int planes, boolean ham, boolean laced, boolean packed)
            throws IOException {
        needNetpbm();
        Random random = new Random(id.hashCode() * 31L + planes * 7L + (laced ? 1 : 0));
        int[] colors = colors(random, ham ? 16 : 1 << planes, ham);
        int[] values = values(random, planes, ham ? 64 : colors.length);
        int lines = id.equals("SHAM") && laced ? HEIGHT / 2 : HEIGHT;
        int[][] table = new int[lines][16];
        for (int[] line : table) {
            for (int reg = 0; reg < 16; reg++) {
                line[reg] = ham && reg == 0 ? 0 : random.nextInt(4096);
            }
        }
        int camg = (ham ? IlbmImage.CAMG_HAM : 0) | (laced ? IlbmImage.CAMG_LACE : 0);
        byte[] file = picture(planes, camg, colors, values, packed, IffFiles.fourBitTable(id, table));

        IlbmImage read = IlbmReader.read(file);
        assertTrue(read.trueColor());
        assertTrue(read.kind().startsWith("multipalette (" + id + ")"), read.kind());
        IlbmNetpbmTest.assertSameAsIlbmtoppm(file);
        assertChangesShow(read, picture(planes, camg, colors, values, packed));
        if (id.equals("SHAM") && laced && !ham) {
            // A laced SHAM changes colours on even lines only: an odd line shows the colours of the line above.
            for (int x = 0; x < WIDTH; x++) {
                for (int x1 = 0; x1 < WIDTH; x1++) {
                    if (values[x] == values[WIDTH + x1]) {
                        assertEquals(read.argb()[x], read.argb()[WIDTH + x1]);
                    }
                }
            }
        }
    }

    /** Random changes for each line with probability 1/2: 1-5 registers below {@code registers}, 0 left alone. */
    private static int[][] changes(Random random, int lines, int registers, boolean small, boolean keepZero) {
        int[][] changes = new int[lines][];
        for (int y = 0; y < lines; y++) {
            if (random.nextBoolean()) {
                continue;
            }
            int n = 1 + random.nextInt(5);
            changes[y] = new int[n * 2];
            for (int i = 0; i < n; i++) {
                changes[y][i * 2] = (keepZero ? 1 : 0) + random.nextInt(registers - (keepZero ? 1 : 0));
                changes[y][i * 2 + 1] = small ? random.nextInt(4096) : random.nextInt(1 << 24);
            }
        }
        return changes;
    }

    @ParameterizedTest
    @CsvSource({
        "true, false, plain", "true, true, plain", "false, false, plain", "false, true, plain",
        "true, false, ehb", "true, true, ehb", "false, false, ehb", "false, true, ehb",
        "true, false, ham6", "true, true, ham6", "false, false, ham6", "false, true, ham6",
        "true, false, ham8", "true, true, ham8", "false, false, ham8", "false, true, ham8"
    })
    void paletteChangesAgreeWithIlbmtoppm(boolean small, boolean huffman, String mode) throws IOException {
        needNetpbm();
        Random random = new Random(mode.hashCode() * 4L + (small ? 2 : 0) + (huffman ? 1 : 0));
        boolean ham = mode.startsWith("ham");
        int planes = switch (mode) {
            case "plain" -> 4;
            case "ehb", "ham8" -> 6 + (ham ? 2 : 0);
            default -> 6;
        };
        int cmapSize = switch (mode) {
            case "plain" -> 16;
            case "ehb" -> 32;
            case "ham6" -> 16;
            default -> 64;
        };
        int[] colors = colors(random, cmapSize, ham);
        int[] values = values(random, planes, ham ? 256 : mode.equals("ehb") ? 64 : cmapSize);
        // Small changes reach registers 0-31, so on a 16-colour picture some are past its CMAP and are ignored.
        int registers = small ? 32 : Math.min(cmapSize * 2, 256);
        int[][] changes = changes(random, HEIGHT, registers, small, ham);
        int camg = ham ? IlbmImage.CAMG_HAM : mode.equals("ehb") ? IlbmImage.CAMG_EXTRA_HALFBRITE : 0;
        byte[] file = picture(planes, camg, colors, values, !huffman, IffFiles.pchg(small, huffman, 0, changes));

        IlbmImage read = IlbmReader.read(file);
        assertTrue(read.kind().startsWith("multipalette (PCHG)"), read.kind());
        IlbmNetpbmTest.assertSameAsIlbmtoppm(file);
        assertChangesShow(read, picture(planes, camg, colors, values, !huffman));
    }

    @Test
    void paletteChangesMayStartBelowTheFirstLineAndSkipLines() throws IOException {
        needNetpbm();
        Random random = new Random(3);
        int[] colors = colors(random, 8, false);
        int[] values = values(random, 3, 8);
        int[][] changes = new int[HEIGHT - 4][];
        changes[0] = new int[] {1, 0xF00, 2, 0x0F0};
        changes[5] = new int[] {1, 0x00F};
        byte[] file = picture(3, 0, colors, values, true, IffFiles.pchg(true, true, 4, changes));
        IlbmNetpbmTest.assertSameAsIlbmtoppm(file);
        IlbmImage read = IlbmReader.read(file);
        // Lines 0-3 show the CMAP; line 4 on shows register 1 red, line 9 on blue.
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                int v = values[y * WIDTH + x];
                int expected = v == 1 ? (y < 4 ? colors[1] : y < 9 ? 0xFF0000 : 0x0000FF)
                        : v == 2 && y >= 4 ? 0x00FF00 : colors[v];
                assertEquals(expected, read.argb()[y * WIDTH + x] & 0xFFFFFF, "pixel " + x + "," + y);
            }
        }
    }

    @Test
    void changesForLinesAboveThePictureSetItsFirstColours() throws IOException {
        int[] colors = {0x112233, 0x445566, 0x778899, 0xAABBCC};
        int[] values = new int[WIDTH * HEIGHT];
        for (int i = 0; i < values.length; i++) {
            values[i] = i % 4;
        }
        int[][] changes = new int[HEIGHT + 2][];
        changes[0] = new int[] {1, 0xF00};
        changes[1] = new int[] {2, 0x0F0, 1, 0x00F};
        changes[3] = new int[] {3, 0xFFF};
        byte[] file = picture(2, 0, colors, values, false, IffFiles.pchg(true, false, -2, changes));
        IlbmImage read = IlbmReader.read(file);
        assertArrayEquals(new int[] {0x112233, 0x0000FF, 0x00FF00, 0xAABBCC},
                Arrays.stream(Arrays.copyOf(read.argb(), 4)).map(c -> c & 0xFFFFFF).toArray());
        // Pixel 39, on line 1, has value 3, which line 1 made white.
        assertEquals(0xFFFFFF, read.argb()[39] & 0xFFFFFF);
    }

    @Test
    void aPchgIsPreferredToASham() throws IOException {
        Random random = new Random(4);
        int[] colors = colors(random, 16, false);
        int[] values = values(random, 4, 16);
        int[][] table = new int[HEIGHT][16];
        int[][] changes = changes(random, HEIGHT, 16, false, false);
        byte[] pchg = IffFiles.pchg(false, false, 0, changes);
        byte[] both = picture(4, 0, colors, values, true, IffFiles.fourBitTable("SHAM", table), pchg);
        byte[] alone = picture(4, 0, colors, values, true, pchg);
        assertArrayEquals(IlbmReader.read(alone).argb(), IlbmReader.read(both).argb());
        assertTrue(IlbmReader.read(both).kind().contains("PCHG"));
    }

    @Test
    void aHuffmanPackedPchgUnpacksToItsRawBytes() throws IOException {
        Random random = new Random(5);
        byte[] raw = new byte[300];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = (byte) (random.nextInt(3) == 0 ? random.nextInt(256) : random.nextInt(7));
        }
        byte[][] packed = IffFiles.huffman(raw);
        assertArrayEquals(raw, PchgHuffman.decode(packed[0], 0, packed[0].length, packed[1], 0, packed[1].length,
                raw.length));
    }
}
