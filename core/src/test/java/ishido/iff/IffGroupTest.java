package ishido.iff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import ishido.image.IndexedImage;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** IFF CATs and LISTs holding pictures: the first picture is read, with the LIST's PROP defaults. */
class IffGroupTest {
    private static byte[] picture(int seed, int colors) {
        Random random = new Random(seed);
        IndexedImage image = new IndexedImage(11, 5, IlbmNetpbmTest.random12BitPalette(random, colors));
        for (int i = 0; i < image.pixels().length; i++) {
            image.pixels()[i] = (byte) random.nextInt(colors);
        }
        return IlbmWriter.toBytes(image);
    }

    private static void assertSamePicture(byte[] expected, IlbmImage read) throws IOException {
        IlbmImage form = IlbmReader.read(expected);
        assertArrayEquals(form.image().pixels(), read.image().pixels());
        assertArrayEquals(form.image().palette(), read.image().palette());
    }

    @Test
    void readsTheFirstPictureOfACat() throws IOException {
        byte[] first = picture(1, 4);
        byte[] sound = IffFiles.form("8SVX", IffFiles.chunk("VHDR", new byte[20]));
        byte[] cat = IffFiles.group("CAT ", "    ", sound, first, picture(2, 16), picture(3, 2));
        IlbmImage read = IlbmReader.read(cat);
        assertSamePicture(first, read);
        assertEquals("the first of 3 pictures in an IFF CAT", read.container());
        assertNull(IlbmReader.read(first).container());
    }

    @Test
    void aLaterPictureOverrunningTheCatDoesNotSpoilTheFirst() throws IOException {
        // KDE's read test: two ILBMs in a CAT, the second's FORM saying 4 bytes more than the CAT holds.
        byte[] first = picture(5, 4);
        byte[] second = picture(6, 8);
        byte[] cat = IffFiles.group("CAT ", "ILBM", first, second);
        int at = 12 + first.length + (first.length & 1) + 4;
        long size = ((cat[at] & 0xFFL) << 24) | ((cat[at + 1] & 0xFF) << 16) | ((cat[at + 2] & 0xFF) << 8) | (cat[at + 3] & 0xFF);
        size += 4;
        cat[at] = (byte) (size >> 24);
        cat[at + 1] = (byte) (size >> 16);
        cat[at + 2] = (byte) (size >> 8);
        cat[at + 3] = (byte) size;
        IlbmImage read = IlbmReader.read(cat);
        assertSamePicture(first, read);
        assertEquals("the one picture in an IFF CAT", read.container());
        byte[] list = IffFiles.group("LIST", "ILBM", first, second);
        list[at] = cat[at];
        list[at + 1] = cat[at + 1];
        list[at + 2] = cat[at + 2];
        list[at + 3] = cat[at + 3];
        assertSamePicture(first, IlbmReader.read(list));
    }

    @Test
    void readsAPictureInNestedGroups() throws IOException {
        byte[] only = picture(4, 8);
        byte[] inner = IffFiles.group("LIST", "ILBM", only);
        byte[] cat = IffFiles.group("CAT ", "ILBM", IffFiles.group("CAT ", "8SVX"), inner);
        IlbmImage read = IlbmReader.read(cat);
        assertSamePicture(only, read);
        assertEquals("the one picture in an IFF CAT", read.container());
    }

    @Test
    void aListsPropGivesItsPicturesTheirColoursAndHeader() throws IOException {
        int[] values = {0, 1, 2, 3, 3, 2, 1, 0};
        byte[] cmap = IffFiles.cmap(0x112233, 0x445566, 0x778899, 0xAABBCC);
        byte[] body = IffFiles.planarBody(8, 1, 2, values, false);
        byte[] prop = IffFiles.group("PROP", "ILBM", IffFiles.bmhd(8, 1, 2, 0, 0), cmap);
        // The second FORM has a CMAP of its own, which wins over the PROP's.
        byte[] own = IffFiles.cmap(0x010203, 0x040506, 0x070809, 0x0A0B0C);
        byte[] list = IffFiles.group("LIST", "ILBM", prop, IffFiles.form("ILBM", body),
                IffFiles.form("ILBM", own, body));
        IlbmImage read = IlbmReader.read(list);
        assertEquals(8, read.width());
        assertArrayEquals(new int[] {0x112233, 0x445566, 0x778899, 0xAABBCC}, read.image().palette());
        assertEquals(3, read.image().get(3, 0));
        assertEquals("the first of 2 pictures in an IFF LIST", read.container());
    }
}
