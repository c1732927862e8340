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
}
