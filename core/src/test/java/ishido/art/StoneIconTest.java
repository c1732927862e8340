package ishido.art;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import ishido.png.PngImage;
import ishido.png.PngReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The icon files in the assets (the packages' and the window's) are drawn by {@link StoneIcon}; this keeps
 * them in step ({@code -Dart.update=true} writes them anew) and checks that each size shows a stone.
 */
class StoneIconTest {
    private static final Path FOLDER = Path.of("../assets/src/main/resources/ishido/icon");

    private static Path png(int size) {
        return FOLDER.resolve("ishido-" + size + ".png");
    }

    @Test
    void filesMatchTheGenerator() throws IOException {
        List<byte[]> pngs = new ArrayList<>();
        for (int size : StoneIcon.SIZES) {
            pngs.add(StoneIcon.png(size));
        }
        byte[] ico = StoneIcon.ico(StoneIcon.SIZES, pngs);
        byte[] icns = StoneIcon.icns(pngs.get(StoneIcon.SIZES.indexOf(16)), pngs.get(StoneIcon.SIZES.indexOf(32)),
                pngs.get(StoneIcon.SIZES.indexOf(64)), pngs.get(StoneIcon.SIZES.indexOf(128)),
                pngs.get(StoneIcon.SIZES.indexOf(256)));
        if (Boolean.getBoolean("art.update")) {
            Files.createDirectories(FOLDER);
            for (int i = 0; i < pngs.size(); i++) {
                Files.write(png(StoneIcon.SIZES.get(i)), pngs.get(i));
            }
            Files.write(FOLDER.resolve("ishido.ico"), ico);
            Files.write(FOLDER.resolve("ishido.icns"), icns);
        }
        for (int i = 0; i < pngs.size(); i++) {
            check(png(StoneIcon.SIZES.get(i)), pngs.get(i));
        }
        check(FOLDER.resolve("ishido.ico"), ico);
        check(FOLDER.resolve("ishido.icns"), icns);
    }

    private static void check(Path file, byte[] drawn) throws IOException {
        if (!Files.exists(file)) {
            fail(file + " is missing; run the tests with -Dart.update=true to draw it");
        }
        assertArrayEquals(drawn, Files.readAllBytes(file), file + " differs from what StoneIcon draws now;"
                + " run with -Dart.update=true after looking at the new icon");
    }

    @Test
    void eachSizeIsAStoneWithAMoonOnATransparentGround() {
        for (int size : StoneIcon.SIZES) {
            int[] argb = StoneIcon.draw(size);
            assertEquals(0, argb[0] >>> 24, size + ": the corner is outside the rounded stone");
            assertEquals(0, argb[size * size - 1] >>> 24, size + ": the far corner too");
            int mid = size / 2;
            assertEquals(0xFF, argb[mid * size + mid / 3] >>> 24, size + ": the stone is opaque");
            // The crescent's white is at the left of the middle row, the face's red right of the bite.
            int white = argb[mid * size + (int) (size * 0.3)];
            assertTrue((white & 0xFFFFFF) == 0xFFFFFF, size + ": the moon is white, not " + Integer.toHexString(white));
            int face = argb[(int) (size * 0.72) * size + (int) (size * 0.72)];
            assertTrue((face >> 16 & 0xFF) > 2 * (face >> 8 & 0xFF), size + ": the face is red, not "
                    + Integer.toHexString(face));
        }
    }

    @Test
    void theIconFilesHoldEverySizeAsItsPng() throws IOException {
        byte[] ico = Files.readAllBytes(FOLDER.resolve("ishido.ico"));
        assertEquals(StoneIcon.SIZES.size(), ico[4]);
        for (int i = 0; i < StoneIcon.SIZES.size(); i++) {
            int entry = 6 + 16 * i;
            assertEquals(StoneIcon.SIZES.get(i) % 256, ico[entry] & 0xFF);
            int offset = java.nio.ByteBuffer.wrap(ico, entry + 12, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
            int length = java.nio.ByteBuffer.wrap(ico, entry + 8, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
            PngImage image = PngReader.read(java.util.Arrays.copyOfRange(ico, offset, offset + length));
            assertEquals((int) StoneIcon.SIZES.get(i), image.width());
        }
        byte[] icns = Files.readAllBytes(FOLDER.resolve("ishido.icns"));
        assertEquals("icns", new String(icns, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(icns.length, java.nio.ByteBuffer.wrap(icns, 4, 4).getInt());
    }
}
