package ishido.art;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import ishido.png.PngWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The page's home-screen icons (its web app manifest's and the apple-touch-icon) are the packages' stone,
 * drawn by {@link StoneIcon}: transparent at 192 and 512 pixels, and on the board's dark wood, whole-square,
 * for the maskable one and for iOS (which shows transparency black). {@code -Dart.update=true} writes them.
 */
class WebIconTest {
    private static final Path FOLDER = Path.of("../web/src/main/webapp/icons");
    /** The Ishido board's dark wood (palette colour 5, 0x431), the manifest's background and theme colour. */
    static final int WOOD = 0x443311;
    /** The stone's share of the side on a maskable icon: its corners stay in the middle circle of 0.8. */
    private static final double MASKABLE = 0.6;
    /** Its share on the apple-touch-icon, which iOS rounds only at the corners. */
    private static final double APPLE = 0.84;

    private static Map<String, byte[]> drawn() {
        Map<String, byte[]> icons = new LinkedHashMap<>();
        icons.put("icon-192.png", StoneIcon.png(192));
        icons.put("icon-512.png", StoneIcon.png(512));
        icons.put("maskable-512.png", PngWriter.encodeTrueColor(512, 512, StoneIcon.drawOn(512, WOOD, MASKABLE)));
        icons.put("apple-touch-icon.png", PngWriter.encodeTrueColor(180, 180, StoneIcon.drawOn(180, WOOD, APPLE)));
        return icons;
    }

    @Test
    void filesMatchTheGenerator() throws IOException {
        Map<String, byte[]> icons = drawn();
        if (Boolean.getBoolean("art.update")) {
            Files.createDirectories(FOLDER);
            for (Map.Entry<String, byte[]> e : icons.entrySet()) {
                Files.write(FOLDER.resolve(e.getKey()), e.getValue());
            }
        }
        for (Map.Entry<String, byte[]> e : icons.entrySet()) {
            Path file = FOLDER.resolve(e.getKey());
            if (!Files.exists(file)) {
                fail(file + " is missing; run the tests with -Dart.update=true to draw it");
            }
            assertArrayEquals(e.getValue(), Files.readAllBytes(file), file + " differs from what StoneIcon draws now;"
                    + " run with -Dart.update=true after looking at the new icon");
        }
    }

    @Test
    void theMaskableStoneStaysInsideTheSafeCircle() {
        int size = 512;
        int[] argb = StoneIcon.drawOn(size, WOOD, MASKABLE);
        double safe = 0.4 * size;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                assertEquals(0xFF, argb[y * size + x] >>> 24, "opaque everywhere");
                if (Math.hypot(x + 0.5 - size / 2.0, y + 0.5 - size / 2.0) > safe) {
                    assertEquals(0xFF000000 | WOOD, argb[y * size + x], "only wood outside the safe circle at " + x + "," + y);
                }
            }
        }
        int middle = argb[size / 2 * size + (int) (size * 0.5)];
        assertTrue(middle != (0xFF000000 | WOOD), "the stone is in the middle");
    }
}
