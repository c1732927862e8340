package ishido.png;

import static ishido.png.PngFiles.chunk;
import static ishido.png.PngFiles.iend;
import static ishido.png.PngFiles.idat;
import static ishido.png.PngFiles.ihdr;
import static ishido.png.PngFiles.plte;
import static ishido.png.PngFiles.png;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Hand-built PNGs: a valid one read exactly, and damaged ones that must each give a one-line PngException. */
class PngDamageTest {
    /** Two rows of a 3x2, 2-bit palette picture: filter byte, then three indices packed into one byte. */
    private static final byte[] ROWS = {0, (byte) 0b00011000, 1, (byte) 0b01000000};

    private static byte[] valid() {
        return png(ihdr(3, 2, 2, 3, 0), plte(0x000000, 0xFF0000, 0x00FF00), chunk("tRNS", new byte[] {0}),
                chunk("tEXt", "Comment\0ancillary".getBytes()), idat(ROWS), iend());
    }

    private static void assertRefused(byte[] file, String expected) {
        PngException e = assertThrows(PngException.class, () -> PngReader.read(file));
        assertTrue(e.getMessage().contains(expected), "\"" + e.getMessage() + "\" should mention \"" + expected + "\"");
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void readsTheHandBuiltPicture() throws PngException {
        IndexedImage image = ((PngImage.Indexed) PngReader.read(valid())).image();
        // Row 1 uses the Sub filter, which works on whole bytes: a one-byte row is left as it is.
        assertArrayEquals(new byte[] {0, 1, 2, 1, 0, 0}, image.pixels());
        assertArrayEquals(new int[] {0x000000, 0xFF0000, 0x00FF00}, image.palette());
        assertEquals(0, image.transparentIndex());
    }

    @Test
    void refusesWhatIsNotAPng() {
        assertRefused(new byte[3], "not a PNG");
        assertRefused("GIF89a and more bytes".getBytes(), "bad signature");
        assertRefused(png(plte(0), iend()), "not IHDR");
    }

    @Test
    void refusesDamagedChunks() {
        byte[] file = valid();
        assertRefused(Arrays.copyOf(file, file.length - 20), "remain");
        assertRefused(Arrays.copyOf(file, file.length - 12), "no IEND");
        byte[] crc = file.clone();
        crc[40] ^= 1;
        assertRefused(crc, "CRC");
        byte[] length = file.clone();
        length[8] = (byte) 0x80;
        assertRefused(length, "says");
        assertRefused(png(ihdr(3, 2, 2, 3, 0), chunk("ABcd", new byte[0]), iend()), "unknown critical chunk ABcd");
        assertRefused(png(chunk("IHDR", new byte[12]), iend()), "IHDR is 12 bytes");
    }

    @Test
    void refusesBadHeaders() {
        assertRefused(png(ihdr(0, 2, 8, 0, 0), iend()), "bad size");
        assertRefused(png(ihdr(-1, 2, 8, 0, 0), iend()), "bad size");
        assertRefused(png(ihdr(100000, 2, 8, 0, 0), iend()), "larger than");
        assertRefused(png(ihdr(3, 2, 4, 2, 0), iend()), "bit depth 4");
        assertRefused(png(ihdr(3, 2, 16, 3, 0), iend()), "bit depth 16");
        assertRefused(png(ihdr(3, 2, 8, 5, 0), iend()), "colour type 5");
        assertRefused(png(ihdr(3, 2, 8, 0, 1), iend()), "interlaced");
    }

    @Test
    void refusesBrokenImageData() {
        byte[] ihdr = ihdr(3, 2, 2, 3, 0);
        byte[] plte = plte(0, 1, 2);
        assertRefused(png(ihdr, idat(ROWS), iend()), "without a PLTE");
        assertRefused(png(ihdr, plte, iend()), "no IDAT");
        assertRefused(png(ihdr, plte(0, 1), idat(ROWS), iend()), "of a 2-colour PLTE");
        assertRefused(png(ihdr, plte, idat(new byte[] {7, 0, 0, 0}), iend()), "filter type 7");
        assertRefused(png(ihdr, plte, idat(new byte[] {0, 0}), iend()), "ends early");
        assertRefused(png(ihdr, plte, chunk("IDAT", new byte[] {1, 2, 3, 4, 5}), iend()), "damaged");
        assertRefused(png(ihdr, plte(new int[300]), idat(ROWS), iend()), "PLTE of 900 bytes");
    }

    @Test
    void refusesHugePicturesWithoutAllocatingThem() {
        // 16384 x 1024 RGBA is 64 MB of image data, which 20 bytes of IDAT cannot hold.
        assertRefused(png(ihdr(16384, 1024, 8, 6, 0), idat(new byte[10]), iend()), "too small");
    }
}
