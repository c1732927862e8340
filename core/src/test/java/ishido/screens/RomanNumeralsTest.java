package ishido.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RomanNumeralsTest {
    @Test
    void writesTheManualsMarks() {
        assertEquals("I", RomanNumerals.of(1));
        assertEquals("IV", RomanNumerals.of(4));
        assertEquals("XL", RomanNumerals.of(40));
        assertEquals("XC", RomanNumerals.of(90));
        assertEquals("D", RomanNumerals.of(500));
        assertEquals("MCMXC", RomanNumerals.of(1990));
        assertEquals("Mv", RomanNumerals.of(4000));
        assertEquals("v", RomanNumerals.of(5000));
        assertEquals("x", RomanNumerals.of(10000));
        assertEquals("l", RomanNumerals.of(50000));
        assertEquals("ll", RomanNumerals.of(100000));
        assertEquals("", RomanNumerals.of(0));
    }

    @Test
    void everyNumberReadsBackToItself() {
        for (long n = 1; n <= 120000; n += n < 5000 ? 1 : 37) {
            assertEquals(n, RomanNumerals.value(RomanNumerals.of(n)), "n=" + n);
        }
    }

    /** How many pixels differ between two marks drawn alone. */
    private static int difference(char a, char b) {
        ishido.gfx.Framebuffer fa = new ishido.gfx.Framebuffer();
        ishido.gfx.Framebuffer fb = new ishido.gfx.Framebuffer();
        RomanNumerals.draw(fa, String.valueOf(a), 0, 0, RomanNumerals.GLYPH_W, 1, 1);
        RomanNumerals.draw(fb, String.valueOf(b), 0, 0, RomanNumerals.GLYPH_W, 1, 1);
        int d = 0;
        for (int y = 0; y < RomanNumerals.LINE_H; y++) {
            for (int x = 0; x < RomanNumerals.GLYPH_W; x++) {
                d += fa.get(x, y) == fb.get(x, y) ? 0 : 1;
            }
        }
        return d;
    }

    @Test
    void everyMarkDiffersFromEveryOtherAtAGlance() {
        String marks = "IVXLCDM";
        for (int i = 0; i < marks.length(); i++) {
            for (int j = i + 1; j < marks.length(); j++) {
                char a = marks.charAt(i);
                char b = marks.charAt(j);
                // A pixel or two is lost on a 4x5 glyph seen across the room; four is a different shape.
                org.junit.jupiter.api.Assertions.assertTrue(difference(a, b) >= 4, a + " and " + b + " differ by "
                        + difference(a, b) + " pixels");
            }
        }
    }
}
