package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Damaged and refused files: each must give an IffException whose one-line message says what is wrong. */
class IlbmDamageTest {
    private static final byte[] CMAP = IffFiles.cmap(0x000000, 0xFFFFFF);

    private static void assertRefused(byte[] file, String expected) {
        IffException e = assertThrows(IffException.class, () -> IlbmReader.read(file));
        assertTrue(e.getMessage().contains(expected), "\"" + e.getMessage() + "\" should mention \"" + expected + "\"");
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    private static byte[] valid() {
        IndexedImage image = new IndexedImage(40, 10, new int[] {0, 0xFFFFFF, 0xFF0000, 0x00FF00});
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) (i * 7 % 4);
        }
        return IlbmWriter.toBytes(image);
    }

    private static byte[] withInt(byte[] file, int at, int value) {
        byte[] copy = Arrays.copyOf(file, file.length);
        copy[at] = (byte) (value >> 24);
        copy[at + 1] = (byte) (value >> 16);
        copy[at + 2] = (byte) (value >> 8);
        copy[at + 3] = (byte) value;
        return copy;
    }

    @Test
    void refusesWhatIsNotAForm() {
        assertRefused(new byte[0], "not an IFF file");
        assertRefused("GIF89a this is not it".getBytes(), "not an IFF file");
        assertRefused(IffFiles.form("8SVX", IffFiles.chunk("VHDR", new byte[20])), "FORM 8SVX is not a picture");
        byte[] list = valid();
        list[0] = 'L';
        list[1] = 'I';
        list[2] = 'S';
        list[3] = 'T';
        assertRefused(list, "LIST");
    }

    @Test
    void refusesTruncatedFiles() {
        byte[] file = valid();
        assertRefused(Arrays.copyOf(file, file.length - 10), "truncated");
        assertRefused(Arrays.copyOf(file, 30), "truncated");
        assertRefused(Arrays.copyOf(file, 11), "only 11 bytes");
    }

    @Test
    void refusesChunkSizesThatLie() {
        byte[] file = valid();
        int body = IffFiles.find(file, "BODY");
        assertRefused(withInt(file, body + 4, 100000), "BODY says 100000 bytes");
        assertRefused(withInt(file, body + 4, -8), "negative size");
        assertRefused(withInt(file, 4, -100), "FORM size -100");
        int cmap = IffFiles.find(file, "CMAP");
        // A CMAP that swallows the rest of the file leaves no BODY.
        assertRefused(withInt(file, cmap + 4, file.length - cmap - 8), "no BODY");
    }

    @Test
    void refusesMissingChunks() {
        byte[] body = IffFiles.chunk("BODY", new byte[2]);
        assertRefused(IffFiles.form("ILBM", CMAP, body), "no BMHD");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(1, 1, 1, 0, 0), CMAP), "no BODY");
        assertRefused(IffFiles.form("ILBM", IffFiles.chunk("BMHD", new byte[12]), CMAP, body), "BMHD chunk is 12 bytes");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(1, 1, 1, 0, 0), IffFiles.chunk("CAMG", new byte[2]), body),
                "CAMG chunk is 2 bytes");
    }

    @Test
    void refusesAbsurdSizesWithoutAllocatingThem() {
        byte[] body = IffFiles.chunk("BODY", new byte[40]);
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(65535, 65535, 8, 0, 1), CMAP, body), "larger than");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(8000, 8000, 8, 0, 1), CMAP, body), "too small");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(320, 200, 4, 0, 0), CMAP, body), "too small");
        assertRefused(IffFiles.form("PBM ", IffFiles.bmhd(8000, 8000, 8, 0, 1), CMAP, body), "too small");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(0, 10, 1, 0, 0), CMAP, body), "empty picture");
    }

    @Test
    void refusesPlanesAndModesItDoesNotRead() {
        byte[] body = IffFiles.chunk("BODY", new byte[200]);
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 9, 0, 0), CMAP, body), "9 bitplanes");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 25, 0, 0), body), "25 bitplanes");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 0, 0, 0), CMAP), "colour map");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 10, 0, 0), IffFiles.camg(IlbmImage.CAMG_HAM), CMAP,
                body), "10 bitplanes");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 51, 0, 0), body), "51 bitplanes");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 4, 0, 2), CMAP, body), "compression 2");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 4, 4, 0), CMAP, body), "masking 4");
        assertRefused(IffFiles.form("PBM ", IffFiles.bmhd(16, 1, 8, 1, 0), CMAP, body), "mask plane");
    }

    @Test
    void refusesTrueColourPicturesLargerThanTheirPixelLimit() {
        // 8192x4096 is within the size limit but 32 M pixels of four bytes each; the BODY is never looked at.
        byte[] body = IffFiles.chunk("BODY", new byte[40]);
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(8192, 4096, 24, 0, 1), body), "M pixels");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(8192, 4096, 6, 0, 1), IffFiles.camg(IlbmImage.CAMG_HAM),
                CMAP, body), "M pixels");
    }

    @Test
    void refusesDamagedHamAndDeepBodies() {
        // A 16x2 HAM6 picture needs 6 plane rows of 2 bytes per line; the BODY ends in the second line.
        byte[] ham = IffFiles.chunk("BODY", new byte[] {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1});
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 2, 6, 0, 1), IffFiles.camg(IlbmImage.CAMG_HAM), CMAP,
                ham), "short of a row");
        byte[] overrun = IffFiles.chunk("BODY", new byte[] {-5, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 8, 0, 1), IffFiles.camg(IlbmImage.CAMG_HAM), CMAP,
                overrun), "overruns the row");
        byte[] deep = IffFiles.chunk("BODY", new byte[47]);
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 24, 0, 0), deep), "too small");
        byte[] deepCut = IffFiles.chunk("BODY", new byte[60]);
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 32, 0, 1), deepCut), "short of a row");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 24, 1, 0), IffFiles.chunk("BODY", new byte[48])),
                "too small");
    }

    @Test
    void theWriterRefusesWhatTheReaderWouldRefuse() {
        IndexedImage wide = new IndexedImage(IlbmReader.MAX_DIMENSION + 1, 1, new int[] {0, 0xFFFFFF});
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IlbmWriter.toBytes(wide));
        assertTrue(e.getMessage().contains("8192x8192"), e.getMessage());
        IndexedImage tall = new IndexedImage(1, IlbmReader.MAX_DIMENSION + 1, new int[] {0, 0xFFFFFF});
        assertThrows(IllegalArgumentException.class, () -> IlbmWriter.toBytes(tall));
    }

    @Test
    void refusesBrokenBodies() {
        // 16x1, one plane: a row is two bytes.
        byte[] overrun = IffFiles.chunk("BODY", new byte[] {-5, 1, 0, 0});
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 1, 0, 1), CMAP, overrun), "overruns the row");
        byte[] cut = IffFiles.chunk("BODY", new byte[] {0, 1});
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 2, 1, 0, 1), CMAP, cut), "short of a row");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 2, 1, 0, 1), CMAP, cut, cut), "two BODY");
    }

    /** A 16x4 picture of four planes, all value 1, with the given extra chunks before its BODY. */
    private static byte[] fourPlanes(byte[]... extra) {
        byte[][] chunks = new byte[extra.length + 3][];
        chunks[0] = IffFiles.bmhd(16, 4, 4, 0, 0);
        chunks[1] = IffFiles.cmap(new int[16]);
        System.arraycopy(extra, 0, chunks, 2, extra.length);
        int[] values = new int[64];
        Arrays.fill(values, 1);
        chunks[chunks.length - 1] = IffFiles.planarBody(16, 4, 4, values, false);
        return IffFiles.form("ILBM", chunks);
    }

    @Test
    void refusesDamagedFourBitTables() {
        assertRefused(fourPlanes(IffFiles.fourBitTable("SHAM", new int[5][16])), "SHAM chunk has palettes for 5 lines");
        assertRefused(fourPlanes(IffFiles.fourBitTable("CTBL", new int[9][16])), "picture has 4");
        assertRefused(fourPlanes(IffFiles.chunk("SHAM", new byte[1])), "too short for its version word");
        // Without a CMAP there are no registers to change: refused rather than shown in greys.
        byte[] noCmap = IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 4, 0, 0), IffFiles.fourBitTable("CTBL",
                new int[1][16]), IffFiles.chunk("BODY", new byte[8]));
        assertRefused(noCmap, "without a CMAP");
    }

    @Test
    void refusesDamagedPaletteChanges() {
        int[][] lines = {{1, 0xFFF}, null, {2, 0x0F0, 3, 0x00F}, null};
        byte[] good = IffFiles.pchg(true, false, 0, lines);
        assertRefused(fourPlanes(IffFiles.pchg(true, false, 0, new int[5][])), "changes lines up to 5");
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", new byte[10])), "PCHG chunk is 10 bytes");
        byte[] kind = good.clone();
        kind[8 + 3] = 0;
        assertRefused(fourPlanes(kind), "unknown kind of change");
        byte[] compression = good.clone();
        compression[8 + 1] = 2;
        assertRefused(fourPlanes(compression), "PCHG compression 2");
        // Cut the data: the chunk's size shrinks with it.
        byte[] data = Arrays.copyOfRange(good, 8, good.length);
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", Arrays.copyOf(data, 22))), "ends in its line mask");
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", Arrays.copyOf(data, 27))), "ends in its SmallLineChanges");
        byte[] big = Arrays.copyOfRange(IffFiles.pchg(false, false, 0, lines), 8, 8 + 20 + 4 + 2 + 6 + 5);
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", big)), "ends in its BigLineChanges");
        byte[] total = data.clone();
        total[19] = 2;
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", total)), "more changes than its header's total");
        assertRefused(fourPlanes(IffFiles.chunk("BEAM", new byte[8])), "BEAM chunk are not read");
    }

    @Test
    void refusesDamagedHuffmanPaletteChanges() {
        int[][] lines = {{1, 0xFFF}, null, {2, 0x0F0, 3, 0x00F}, null};
        byte[] packed = IffFiles.pchg(true, true, 0, lines);
        byte[] chunk = Arrays.copyOfRange(packed, 8, packed.length);
        // The unpacked size is at 24; a huge one is refused before it is allocated.
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", withInt(chunk, 24, 0x7FFFFFFF))), "unpacks to");
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", withInt(chunk, 20, 0x10000))), "longer than its chunk");
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", withInt(chunk, 20, 0))), "tree is empty");
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", Arrays.copyOf(chunk, chunk.length - 2))), "ends after");
        // A root whose right branch points far before the tree's start.
        int tree = 28;
        int treeBytes = (chunk[20] & 0xFF) << 24 | (chunk[21] & 0xFF) << 16 | (chunk[22] & 0xFF) << 8 | (chunk[23] & 0xFF);
        byte[] walk = chunk.clone();
        for (int i = tree; i < tree + treeBytes; i += 2) {
            walk[i] = (byte) 0x80;
            walk[i + 1] = 0;
        }
        assertRefused(fourPlanes(IffFiles.chunk("PCHG", walk)), "tree is damaged");
    }

    @Test
    void refusesPaletteChangesWhereTheyCannotBeShown() {
        byte[] pchg = IffFiles.pchg(true, false, 0, new int[][] {{1, 0xFFF}});
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 24, 0, 0), pchg,
                IffFiles.chunk("BODY", new byte[48])), "in a 24-bit deep ILBM picture are not read");
    }

    @Test
    void refusesDamagedDirectColourAndDeepPictures() {
        byte[] body = IffFiles.chunk("BODY", new byte[200]);
        byte[] dcol = IffFiles.chunk("DCOL", new byte[] {5, 6, 5, 0});
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 15, 0, 0), dcol, body), "does not match");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 8, 0, 0),
                IffFiles.chunk("DCOL", new byte[] {0, 4, 4, 0}), body), "each gun has 1-16");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 16, 0, 0),
                IffFiles.chunk("DCOL", new byte[] {5, 6, 5}), body), "DCOL chunk is 3 bytes");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 2, 48, 0, 0), IffFiles.chunk("BODY", new byte[100])),
                "too small");
        assertRefused(IffFiles.form("ILBM", IffFiles.bmhd(16, 1, 64, 0, 1), IffFiles.chunk("BODY", new byte[60])),
                "short of a row");
    }

    @Test
    void refusesDamagedImpulsePictures() {
        byte[] runs = IffFiles.chunk("BODY", new byte[] {(byte) 0xF0, 0x07, 0x0F, 0x03});
        assertRefused(IffFiles.form("RGBN", IffFiles.bmhd(11, 1, 13, 0, 4), runs), "ends after 10 of");
        assertRefused(IffFiles.form("RGBN", IffFiles.bmhd(10, 1, 13, 0, 1), runs), "compression 1 (4 expected)");
        assertRefused(IffFiles.form("RGB8", IffFiles.bmhd(10, 1, 13, 0, 4), runs), "RGB8 of 13 planes");
        // A count word of 0 makes no pixels: the run is skipped, and the BODY ends.
        byte[] zero = IffFiles.chunk("BODY", new byte[] {0x10, 0x20, 0x30, 0, 0, 0, 0});
        assertRefused(IffFiles.form("RGB8", IffFiles.bmhd(1, 1, 25, 0, 4), zero), "ends after 0 of");
        assertRefused(IffFiles.form("RGB8", IffFiles.bmhd(4000, 4000, 25, 0, 4), zero), "too small");
    }

    @Test
    void refusesGroupsWithoutPicturesOrTooDeep() {
        assertRefused(IffFiles.group("CAT ", "    ", IffFiles.form("8SVX", IffFiles.chunk("VHDR", new byte[20]))),
                "holds no picture");
        byte[] nested = valid();
        for (int i = 0; i < 20; i++) {
            nested = IffFiles.group("CAT ", "ILBM", nested);
        }
        assertRefused(nested, "nested more than");
        byte[] cat = IffFiles.group("CAT ", "ILBM", valid());
        assertRefused(Arrays.copyOf(cat, cat.length - 20), "truncated");
        assertRefused(withInt(cat, 12 + 4, 100000), "says 100000 bytes");
    }
}
