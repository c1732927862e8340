package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Round trips through our own writer and files built by hand for what netpbm does not write (PBM, odd layouts). */
class IlbmReaderTest {
    private static IndexedImage randomImage(Random random, int width, int height, int colors) {
        int[] palette = new int[colors];
        for (int i = 0; i < colors; i++) {
            palette[i] = AmigaColor.toRgb24(random.nextInt(4096));
        }
        IndexedImage image = new IndexedImage(width, height, palette);
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) random.nextInt(colors);
        }
        return image;
    }

    @Test
    void roundTripIsExact() throws IOException {
        Random random = new Random(2);
        for (int n = 0; n < 200; n++) {
            int colors = 1 + random.nextInt(random.nextBoolean() ? 16 : 256);
            IndexedImage image = randomImage(random, 1 + random.nextInt(70), 1 + random.nextInt(40), colors);
            if (random.nextBoolean()) {
                image.setTransparentIndex(random.nextInt(colors));
            }
            IlbmImage read = IlbmReader.read(new ByteArrayInputStream(IlbmWriter.toBytes(image)));
            assertEquals(image, read.image());
            assertEquals(image.transparentIndex(), read.image().transparentIndex());
            assertEquals(IlbmWriter.planesFor(colors), read.header().planes());
        }
    }

    @Test
    void writesTheHeaderOfAnNtscLowresPicture() throws IOException {
        IndexedImage board = randomImage(new Random(3), 320, 200, 16);
        IlbmImage read = IlbmReader.read(IlbmWriter.toBytes(board));
        BitMapHeader h = read.header();
        assertEquals(new BitMapHeader(320, 200, 0, 0, 4, BitMapHeader.MASK_NONE, BitMapHeader.COMPRESSION_BYTERUN1, 0,
                0, 10, 11, 320, 200), h);
        assertEquals(0, read.camg());
        assertFalse(read.pbm());

        IndexedImage stones = randomImage(new Random(4), 120, 140, 16);
        stones.setTransparentIndex(0);
        BitMapHeader s = IlbmReader.read(IlbmWriter.toBytes(stones)).header();
        assertEquals(BitMapHeader.MASK_TRANSPARENT_COLOR, s.masking());
        assertEquals(0, s.transparentColor());
        assertEquals(4, s.planes());
    }

    @Test
    void compressesPlainAreas() throws IOException {
        IndexedImage flat = new IndexedImage(320, 200, new int[16]);
        // 200 rows x 4 planes, each 40 bytes packed into one two-byte repeat.
        assertTrue(IlbmWriter.toBytes(flat).length < 200 * 4 * 2 + 200);
    }

    @Test
    void readsPbmChunkyPictures() throws IOException {
        int width = 5;
        int height = 3;
        byte[] pixels = {0, 1, 2, 3, (byte) 200, 9, 9, 9, 9, 9, 7, 6, 5, 4, 3};
        int[] palette = new int[256];
        for (int i = 0; i < 256; i++) {
            palette[i] = i * 0x010101 ^ 0x123456;
        }
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        ByteArrayOutputStream packed = new ByteArrayOutputStream();
        for (int y = 0; y < height; y++) {
            // Rows are padded to an even length.
            byte[] row = new byte[6];
            System.arraycopy(pixels, y * width, row, 0, width);
            raw.writeBytes(row);
            ByteRun1.pack(row, 0, row.length, packed);
        }
        for (int compression = 0; compression <= 1; compression++) {
            byte[] body = compression == 0 ? raw.toByteArray() : packed.toByteArray();
            IlbmImage read = IlbmReader.read(IffFiles.form("PBM ", IffFiles.bmhd(width, height, 8, 0, compression),
                    IffFiles.cmap(palette), IffFiles.chunk("BODY", body)));
            assertTrue(read.pbm());
            assertArrayEquals(pixels, read.image().pixels());
            assertArrayEquals(palette, read.image().palette());
        }
    }

    @Test
    void skipsUnknownAndOddSizedChunks() throws IOException {
        // One plane, 3x2, uncompressed: rows are one 16-bit word each.
        byte[] body = {(byte) 0xA0, 0, (byte) 0x40, 0};
        byte[] file = IffFiles.form("ILBM", IffFiles.chunk("ANNO", "odd".getBytes()), IffFiles.bmhd(3, 2, 1, 0, 0),
                IffFiles.chunk("GRAB", new byte[] {0, 1, 0, 1}), IffFiles.cmap(0x000000, 0xFFFFFF),
                IffFiles.chunk("XYZ!", new byte[] {1, 2, 3, 4, 5}), IffFiles.chunk("BODY", body));
        IlbmImage read = IlbmReader.read(file);
        assertArrayEquals(new byte[] {1, 0, 1, 0, 1, 0}, read.image().pixels());
        assertArrayEquals(new int[] {0x000000, 0xFFFFFF}, read.image().palette());
    }

    @Test
    void scalesFourBitColourMaps() throws IOException {
        byte[] body = {(byte) 0x40, 0, 0, 0};
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(3, 1, 2, 0, 0),
                IffFiles.cmap(0x000000, 0xF0F0F0, 0x8040A0), IffFiles.chunk("BODY", body));
        assertArrayEquals(new int[] {0x000000, 0xFFFFFF, 0x8844AA}, IlbmReader.read(file).image().palette());

        byte[] eightBit = IffFiles.form("ILBM", IffFiles.bmhd(3, 1, 2, 0, 0),
                IffFiles.cmap(0x000000, 0xF0F0F1, 0x8040A0), IffFiles.chunk("BODY", body));
        assertArrayEquals(new int[] {0x000000, 0xF0F0F1, 0x8040A0}, IlbmReader.read(eightBit).image().palette());
    }

    @Test
    void growsAShortColourMapToThePixelsUsed() throws IOException {
        // Three planes, one pixel of value 5, a CMAP of two colours: register 5 shows black.
        byte[] body = {(byte) 0x80, 0, 0, 0, (byte) 0x80, 0};
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(1, 1, 3, 0, 0), IffFiles.cmap(0x111111, 0x222222),
                IffFiles.chunk("BODY", body));
        IndexedImage image = IlbmReader.read(file).image();
        assertEquals(5, image.get(0, 0));
        assertArrayEquals(new int[] {0x111111, 0x222222, 0, 0, 0, 0}, image.palette());
    }

    @Test
    void showsGreysWithoutAColourMap() throws IOException {
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(1, 1, 2, 0, 0), IffFiles.chunk("BODY", new byte[4]));
        assertArrayEquals(new int[] {0x000000, 0x555555, 0xAAAAAA, 0xFFFFFF}, IlbmReader.read(file).image().palette());
    }

    @Test
    void expandsExtraHalfBrite() throws IOException {
        IndexedImage image = new IndexedImage(1, 1, new int[] {0xFFFFFF, 0x123456});
        image.set(0, 0, 63);
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(1, 1, 6, 0, 0),
                IffFiles.camg(IlbmImage.CAMG_EXTRA_HALFBRITE), IffFiles.cmap(0xFFFFFF, 0x88AA22, 0x123456),
                IffFiles.chunk("BODY", new byte[12]));
        int[] palette = IlbmReader.read(file).image().palette();
        assertEquals(64, palette.length);
        // Each 8-bit gun is halved, as ilbmtoppm does; registers past 31 of the CMAP are not used.
        assertEquals(0x7F7F7F, palette[32]);
        assertEquals(0x445511, palette[33]);
        assertEquals(0x091A2B, palette[34]);
        assertEquals(0, palette[35]);
    }

    @Test
    void keepsEveryHeaderField() throws IOException {
        BitMapHeader h = new BitMapHeader(3, 1, -5, 7, 1, BitMapHeader.MASK_LASSO, 0, 0x80, 1, 20, 11, 640, -400);
        byte[] file = IffFiles.form("ILBM", IffFiles.chunk("BMHD", h.toBytes()), IffFiles.cmap(0, 0xFFFFFF),
                IffFiles.camg(IlbmImage.CAMG_HIRES | IlbmImage.CAMG_LACE), IffFiles.chunk("BODY", new byte[2]));
        IlbmImage read = IlbmReader.read(file);
        assertEquals(h, read.header());
        assertEquals(IlbmImage.CAMG_HIRES | IlbmImage.CAMG_LACE, read.camg());
        assertEquals(1, read.image().transparentIndex());
    }

    /** One row of {@code planes} uncompressed plane rows for a 16-pixel-wide picture from per-pixel values. */
    private static byte[] planarRow(int planes, int... values) {
        byte[] row = new byte[planes * 2];
        for (int x = 0; x < values.length; x++) {
            for (int p = 0; p < planes; p++) {
                if ((values[x] >> p & 1) != 0) {
                    row[p * 2 + (x >> 3)] |= (byte) (0x80 >> (x & 7));
                }
            }
        }
        return row;
    }

    @Test
    void holdsAndModifiesTheHighBitsOfOneGunAtATime() throws IOException {
        // HAM6: code in planes 4-5 (0 CMAP, 1 blue, 2 red, 3 green), value in planes 0-3.
        byte[] body = planarRow(6, 0x20 | 0xA, 0x01, 0x10 | 0x3, 0x30 | 0xF, 0x00 | 1, 0x20 | 0x0);
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 6, 0, 0), IffFiles.camg(IlbmImage.CAMG_HAM),
                IffFiles.cmap(0x000000, 0x123456), IffFiles.chunk("BODY", body));
        IlbmImage read = IlbmReader.read(file);
        assertTrue(read.trueColor());
        assertNull(read.image());
        int[] argb = read.argb();
        // The row starts from black; the new value goes to the high nibble and the low nibble stays.
        assertEquals(0xFFA00000, argb[0]);
        assertEquals(0xFF123456, argb[1]);
        assertEquals(0xFF123436, argb[2]);
        assertEquals(0xFF12F436, argb[3]);
        assertEquals(0xFF123456, argb[4]);
        assertEquals(0xFF023456, argb[5]);
        // The pixels past the six given are value 0 under code 0: CMAP colour 0.
        assertEquals(0xFF000000, argb[15]);
    }

    @Test
    void everyHamRowStartsFromColourZero() throws IOException {
        byte[] row = planarRow(6, 0x10 | 0x5);
        byte[] body = new byte[row.length * 2];
        System.arraycopy(row, 0, body, 0, row.length);
        System.arraycopy(row, 0, body, row.length, row.length);
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(16, 2, 6, 0, 0), IffFiles.camg(IlbmImage.CAMG_HAM),
                IffFiles.cmap(0x102031, 0xFFFFFF), IffFiles.chunk("BODY", body));
        int[] argb = IlbmReader.read(file).argb();
        assertEquals(0xFF102051, argb[0]);
        assertEquals(0xFF102051, argb[16]);
    }

    @Test
    void ham8ModifiesTheSixHighBits() throws IOException {
        byte[] body = planarRow(8, 1, 0x80 | 0x3F, 0x40 | 0x01);
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 8, 0, 0), IffFiles.camg(IlbmImage.CAMG_HAM),
                IffFiles.cmap(0x000000, 0x030303), IffFiles.chunk("BODY", body));
        int[] argb = IlbmReader.read(file).argb();
        assertEquals(0xFF030303, argb[0]);
        assertEquals(0xFFFF0303, argb[1]);
        assertEquals(0xFFFF0307, argb[2]);
    }

    @Test
    void readsThirtyTwoPlanesAsRedGreenBlueAndAlpha() throws IOException {
        byte[] body = new byte[32 * 2];
        int[] guns = {0x12, 0x34, 0x56, 0x78};
        for (int gun = 0; gun < 4; gun++) {
            byte[] planes = planarRow(8, guns[gun]);
            System.arraycopy(planes, 0, body, gun * 16, 16);
        }
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 32, 0, 0), IffFiles.chunk("BODY", body));
        IlbmImage read = IlbmReader.read(file);
        assertEquals(0x78123456, read.argb()[0]);
        assertEquals(0, read.argb()[1]);
    }

    @Test
    void readsSixtyFourPlanesAsSixteenBitsAGunWithoutAlpha() throws IOException {
        // One pixel: red 0x1234, green 0xFFFF, blue 0x8080, alpha 0x0001 (ignored), least significant plane first.
        int[] guns = {0x1234, 0xFFFF, 0x8080, 0x0001};
        byte[] body = new byte[64 * 2];
        for (int gun = 0; gun < 4; gun++) {
            for (int bit = 0; bit < 16; bit++) {
                if ((guns[gun] >> bit & 1) != 0) {
                    body[(gun * 16 + bit) * 2] = (byte) 0x80;
                }
            }
        }
        byte[] file = IffFiles.form("ILBM", IffFiles.bmhd(1, 1, 64, 0, 0), IffFiles.chunk("BODY", body));
        IlbmImage read = IlbmReader.read(file);
        // 0x1234 * 255 / 65535 = 18.1, rounded to 18; 0x8080 gives 128.
        assertEquals(0xFF12FF80, read.argb()[0]);
        assertEquals("64-bit deep ILBM", read.kind());
    }
}
