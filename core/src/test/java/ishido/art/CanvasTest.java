package ishido.art;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.image.IndexedImage;
import org.junit.jupiter.api.Test;

/** Pins down the shapes the pixel-art toolkit draws, pixel by pixel. */
class CanvasTest {
    private static String[] rows(IndexedImage img) {
        String[] out = new String[img.height()];
        for (int y = 0; y < img.height(); y++) {
            StringBuilder b = new StringBuilder();
            for (int x = 0; x < img.width(); x++) {
                b.append(img.get(x, y) == 0 ? '.' : (char) ('0' + img.get(x, y)));
            }
            out[y] = b.toString();
        }
        return out;
    }

    private static Canvas canvas(int w, int h) {
        return Canvas.blank(w, h, 0x000, 0xFFF, 0xF00, 0x0F0);
    }

    @Test
    void paletteIsExpandedFrom12Bit() {
        assertArrayEquals(new int[] {0x000000, 0xFFFFFF, 0x112233}, Canvas.palette(0x000, 0xFFF, 0x123));
    }

    @Test
    void bevelIsLightAboveLeftAndDarkBelowRight() {
        Canvas c = canvas(4, 3);
        c.bevel(0, 0, 4, 3, 1, 1, 2);
        assertArrayEquals(new String[] {"1111", "1..2", "1222"}, rows(c.image()));
    }

    @Test
    void circleIsRoundAndSymmetric() {
        Canvas c = canvas(7, 7);
        c.fillCircle(3.5, 3.5, 3.5, 1);
        assertArrayEquals(new String[] {
            "..111..",
            ".11111.",
            "1111111",
            "1111111",
            "1111111",
            ".11111.",
            "..111..",
        }, rows(c.image()));
    }

    @Test
    void polygonFillsPixelsWhoseCentresAreInside() {
        Canvas c = canvas(5, 3);
        c.fillPolygon(1, 0, 0, 5, 0, 5, 3, 0, 3);
        assertArrayEquals(new String[] {"11111", "11111", "11111"}, rows(c.image()));
        Canvas t = canvas(5, 3);
        t.fillPolygon(2, 2.5, 0, 5, 3, 0, 3);
        assertArrayEquals(new String[] {"..2..", ".222.", "22222"}, rows(t.image()));
    }

    @Test
    void lineReachesBothEnds() {
        Canvas c = canvas(4, 4);
        c.line(3, 0, 0, 3, 3);
        assertArrayEquals(new String[] {"...3", "..3.", ".3..", "3..."}, rows(c.image()));
    }

    @Test
    void ditherLevelsCountSixteenths() {
        for (int level = 0; level <= 16; level++) {
            Canvas c = canvas(4, 4);
            c.dither(0, 0, 4, 4, 1, 2, level);
            int b = 0;
            for (String r : rows(c.image())) {
                b += r.chars().filter(ch -> ch == '2').count();
            }
            assertEquals(level, b, "level " + level);
        }
    }

    @Test
    void stampAndOutlineAndClipping() {
        Canvas c = canvas(4, 3);
        c.stamp(1, 1, new String[] {"#", "#", "#"}, 2);
        c.outline(0, 0, 4, 3, 2, 0, 1);
        c.fill(3, 2, 5, 5, 3);
        assertArrayEquals(new String[] {".1..", "121.", "1213"}, rows(c.image()));
    }

    @Test
    void bandsCutAFieldAtThresholds() {
        Canvas c = canvas(4, 1);
        c.bands(0, 0, 4, 1, (x, y) -> x / 4.0, new double[] {0.3, 0.6}, 1, 2, 3);
        assertArrayEquals(new String[] {"1123"}, rows(c.image()));
    }
}
