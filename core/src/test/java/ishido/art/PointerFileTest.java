package ishido.art;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Checks the pointer file's format and writes a preview of the pointer over light and dark grounds. */
class PointerFileTest {
    @Test
    void pointerIsWellFormed() throws IOException {
        List<String> rows = new ArrayList<>();
        int[] hotspot = null;
        int[] colors = null;
        try (InputStream in = getClass().getResourceAsStream("/ishido/pointer.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] w = line.trim().split("\\s+");
                if (w[0].equals("hotspot")) {
                    hotspot = new int[] {Integer.parseInt(w[1]), Integer.parseInt(w[2])};
                } else if (w[0].equals("colors")) {
                    colors = new int[3];
                    for (int i = 0; i < 3; i++) {
                        colors[i] = Integer.decode(w[i + 1]);
                        assertTrue(colors[i] >= 0 && colors[i] <= 0xFFF, "12-bit colour expected: " + w[i + 1]);
                    }
                } else {
                    assertTrue(line.matches("[.123]{16}"), "pointer row must be 16 of . 1 2 3: " + line);
                    rows.add(line);
                }
            }
        }
        assertTrue(hotspot != null && colors != null, "hotspot and colors lines are required");
        assertTrue(rows.size() <= 16 && !rows.isEmpty());
        assertTrue(rows.get(hotspot[1]).charAt(hotspot[0]) != '.', "the hotspot must be on the pointer");

        IndexedImage img = new IndexedImage(48, 24, Canvas.palette(0xAAB, colors[0], colors[1], colors[2], 0x223));
        Canvas c = new Canvas(img);
        c.fill(24, 0, 24, 24, 4);
        c.stamp(4, 4, rows.toArray(new String[0]), "123", 1, 2, 3);
        c.stamp(28, 4, rows.toArray(new String[0]), "123", 1, 2, 3);
        ArtPreview.write("pointer", img, 6);
        assertEquals(1, img.get(4 + hotspot[0], 4 + hotspot[1]));
    }
}
