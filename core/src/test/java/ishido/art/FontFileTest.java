package ishido.art;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Checks the 8x8 font file's format and metrics, and writes a preview of it. */
class FontFileTest {
    private static final FontFile FONT = FontFile.load();

    @Test
    void hasPrintableAsciiAndCopyright() {
        for (int c = 32; c <= 126; c++) {
            assertTrue(FONT.glyphs.containsKey(c), "missing glyph " + c);
        }
        assertTrue(FONT.glyphs.containsKey(0xA9), "missing the copyright sign");
        assertEquals(96, FONT.glyphs.size());
    }

    @Test
    void everyVisibleGlyphHasInkAndSpaceHasNone() {
        for (Map.Entry<Integer, int[]> e : FONT.glyphs.entrySet()) {
            int ink = Arrays.stream(e.getValue()).map(Integer::bitCount).sum();
            if (e.getKey() == ' ') {
                assertEquals(0, ink);
            } else {
                assertTrue(ink > 0, "glyph " + e.getKey() + " is empty");
            }
        }
    }

    @Test
    void capitalsAndDigitsSitOnRowsZeroToFive() {
        String tall = "ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789";
        for (char ch : tall.toCharArray()) {
            int[] g = FONT.glyphs.get((int) ch);
            assertNotEquals(0, g[0], ch + " must reach row 0");
            assertNotEquals(0, g[5], ch + " must reach row 5");
            assertEquals(0, g[6] | g[7], ch + " must not go below row 5");
        }
    }

    @Test
    void descendersUseRowSevenAndOtherLowercaseDoesNot() {
        for (char ch = 'a'; ch <= 'z'; ch++) {
            int[] g = FONT.glyphs.get((int) ch);
            boolean descends = "gjpqy".indexOf(ch) >= 0;
            assertEquals(descends, g[7] != 0, ch + " row 7");
            assertNotEquals(0, g[5], ch + " must sit on the baseline");
        }
    }

    @Test
    void glyphsAreDistinct() {
        Map<String, Integer> seen = new HashMap<>();
        for (Map.Entry<Integer, int[]> e : FONT.glyphs.entrySet()) {
            Integer other = seen.put(Arrays.toString(e.getValue()), e.getKey());
            assertEquals(null, other, "glyphs " + other + " and " + e.getKey() + " are identical");
        }
    }

    @Test
    void lowerCaseLStandsApartFromOneCapitalIAndBar() {
        // Square names run a..l and 1..8, so "l2" must never read as "12".
        char[] alike = {'l', '1', 'I', '|'};
        for (int a = 0; a < alike.length; a++) {
            for (int b = a + 1; b < alike.length; b++) {
                int[] ga = FONT.glyphs.get((int) alike[a]);
                int[] gb = FONT.glyphs.get((int) alike[b]);
                int differ = 0;
                for (int r = 0; r < 8; r++) {
                    differ += Integer.bitCount(ga[r] ^ gb[r]);
                }
                assertTrue(differ >= 4, "'" + alike[a] + "' and '" + alike[b] + "' differ in only " + differ
                        + " pixels");
            }
        }
        // The l ends in a tail to the right; a foot or serif reaching left of the stem is what makes it a 1.
        int[] l = FONT.glyphs.get((int) 'l');
        assertEquals(0, l[5] & 0xE0, "l must not have ink left of its stem on the baseline");
    }

    @Test
    void malformedRowsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> FontFile.parse("glyph 65\n########\n#......\n"));
        assertThrows(IllegalArgumentException.class, () -> FontFile.parse("glyph 65\n" + "####x###\n".repeat(8)));
    }

    @Test
    void everyLineOfThePreviewIsInked() {
        String[] lines = {
            " !\"#$%&'()*+,-./0123456789:;<=>?",
            "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_",
            "`abcdefghijklmnopqrstuvwxyz{|}~\u00a9",
            "",
            "The quick brown fox jumps over",
            "the lazy dog. Ishido: The Way of",
            "Stones  Score 12345  4-Ways: 7",
            "Giving joy, keep quiet (Moon).",
        };
        IndexedImage img = new IndexedImage(264, lines.length * 8 + 8,
                Canvas.palette(0xAAB, 0x112, 0xEEF, 0x6B9));
        for (int i = 0; i < lines.length; i++) {
            FONT.draw(img, 4, 4 + i * 8, lines[i], 1);
        }
        for (int i = 0; i < lines.length; i++) {
            // Each character of a line takes its own cell; a glyph left blank shows as a missing word here.
            for (int c = 0; c < lines[i].length(); c++) {
                if (lines[i].charAt(c) == ' ') {
                    continue;
                }
                int ink = 0;
                for (int y = 4 + i * 8; y < 12 + i * 8; y++) {
                    for (int x = 4 + c * 8; x < 12 + c * 8; x++) {
                        ink += img.get(x, y) == 1 ? 1 : 0;
                    }
                }
                assertTrue(ink > 0, "'" + lines[i].charAt(c) + "' draws nothing");
            }
        }
        ArtPreview.write("font", img, 3);
    }
}
