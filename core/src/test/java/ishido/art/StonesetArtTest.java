package ishido.art;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Checks the invariants every built-in stoneset must keep, and writes previews of each. */
class StonesetArtTest {
    /** Least difference in pixels between two symbols of the same colour. */
    private static final int MIN_SYMBOL_PIXELS = 30;
    /** Least "redmean" distance between the body colours of two stone colours, of about 765 at most. */
    private static final double MIN_COLOR_DISTANCE = 120;
    /** Least luminance step (0..1) between a symbol's ink and its stone. */
    private static final double MIN_INK_CONTRAST = 0.3;

    static Iterable<String> themes() {
        return StonesetArt.themes();
    }

    @ParameterizedTest
    @MethodSource("themes")
    void hasTheSheetLayoutAndA16Colour12BitPalette(String theme) {
        IndexedImage set = StonesetArt.create(theme);
        assertEquals(120, set.width());
        assertEquals(140, set.height());
        assertEquals(16, set.paletteSize());
        for (int i = 0; i < 16; i++) {
            int c = set.color(i);
            assertEquals(c, AmigaColor.toRgb24(AmigaColor.toRgb12(c)), "colour " + i + " is not 12-bit");
        }
        assertTrue(set.maxIndex() < 16);
        ArtPreview.write("stoneset-" + theme.toLowerCase(), set, 4);
    }

    @ParameterizedTest
    @MethodSource("themes")
    void masksAreSetAndLeaveTheGridLineFree(String theme) {
        IndexedImage set = StonesetArt.create(theme);
        for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
            int count = 0;
            for (int y = 0; y < StonesetArt.CELL; y++) {
                for (int x = 0; x < StonesetArt.CELL; x++) {
                    if (StonesetArt.inMask(set, s, x, y)) {
                        count++;
                    }
                }
            }
            assertTrue(count > 200, "mask of column " + s + " covers only " + count + " pixels");
            for (int i = 0; i < StonesetArt.CELL; i++) {
                assertFalse(StonesetArt.inMask(set, s, StonesetArt.CELL - 1, i), "right gap, column " + s);
                assertFalse(StonesetArt.inMask(set, s, i, StonesetArt.CELL - 1), "bottom gap, column " + s);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("themes")
    void everyStoneFillsMostOfItsMask(String theme) {
        IndexedImage set = StonesetArt.create(theme);
        for (int row = 0; row < StonesetArt.COLORS; row++) {
            for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
                int inMask = 0;
                int drawn = 0;
                for (int y = 0; y < StonesetArt.CELL; y++) {
                    for (int x = 0; x < StonesetArt.CELL; x++) {
                        if (StonesetArt.inMask(set, s, x, y)) {
                            inMask++;
                            if (set.get(StonesetArt.cellX(s) + x, StonesetArt.cellY(row) + y) != 0) {
                                drawn++;
                            }
                        }
                    }
                }
                assertTrue(drawn * 10 >= inMask * 9, "stone " + row + "," + s + " draws " + drawn + " of " + inMask);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("themes")
    void symbolsDifferInShape(String theme) {
        IndexedImage set = StonesetArt.create(theme);
        for (int row = 0; row < StonesetArt.COLORS; row++) {
            for (int a = 0; a < StonesetArt.SYMBOLS; a++) {
                for (int b = a + 1; b < StonesetArt.SYMBOLS; b++) {
                    int diff = differingPixels(StonesetArt.stone(set, row, a), StonesetArt.stone(set, row, b));
                    assertTrue(diff >= MIN_SYMBOL_PIXELS,
                            "colour " + row + ": symbols " + a + " and " + b + " differ in only " + diff + " pixels");
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("themes")
    void coloursAreFarApart(String theme) {
        IndexedImage set = StonesetArt.create(theme);
        for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
            for (int a = 0; a < StonesetArt.COLORS; a++) {
                for (int b = a + 1; b < StonesetArt.COLORS; b++) {
                    double d = redmean(bodyColor(StonesetArt.stone(set, a, s)),
                            bodyColor(StonesetArt.stone(set, b, s)));
                    assertTrue(d >= MIN_COLOR_DISTANCE,
                            "symbol " + s + ": colours " + a + " and " + b + " are only " + (int) d + " apart");
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("themes")
    void symbolsStandOutOfTheirStones(String theme) {
        IndexedImage set = StonesetArt.create(theme);
        for (int row = 0; row < StonesetArt.COLORS; row++) {
            for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
                IndexedImage stone = StonesetArt.stone(set, row, s);
                int base = mostCommon(stone);
                double baseLum = luminance(stone.color(base));
                int contrasting = 0;
                for (int y = 3; y < 15; y++) {
                    for (int x = 3; x < 15; x++) {
                        if (Math.abs(luminance(stone.color(stone.get(x, y))) - baseLum) >= MIN_INK_CONTRAST) {
                            contrasting++;
                        }
                    }
                }
                assertTrue(contrasting >= 20,
                        "stone " + row + "," + s + ": the symbol hardly contrasts (" + contrasting + ")");
            }
        }
    }

    @Test
    void unknownThemeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> StonesetArt.create("Plaid"));
    }

    @Test
    void depthsRingTheMask() {
        int[][] d = StonesetArt.depths(StonesetArt.roundedSquare(StonesetArt.STONE, 0));
        assertEquals(0, d[0][0]);
        assertEquals(1, d[1][1]);
        assertEquals(-1, d[19][19]);
        assertEquals(9, d[9][9]);
    }

    static int differingPixels(IndexedImage a, IndexedImage b) {
        int n = 0;
        for (int y = 0; y < a.height(); y++) {
            for (int x = 0; x < a.width(); x++) {
                if (a.get(x, y) != b.get(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * The colour the eye takes for the stone's: the commonest on its rim, inside the outline and
     * outside the middle where a symbol sits.
     */
    static int[] bodyColor(IndexedImage img) {
        int[] count = new int[256];
        for (int y = 1; y < img.height() - 1; y++) {
            for (int x = 1; x < img.width() - 1; x++) {
                boolean middle = x >= 4 && x < 15 && y >= 4 && y < 15;
                boolean edge = img.get(x - 1, y) == 0 || img.get(x + 1, y) == 0 || img.get(x, y - 1) == 0
                        || img.get(x, y + 1) == 0;
                if (!middle && !edge && img.get(x, y) != 0) {
                    count[img.get(x, y)]++;
                }
            }
        }
        int best = 1;
        for (int i = 1; i < 256; i++) {
            if (count[i] > count[best]) {
                best = i;
            }
        }
        int c = img.color(best);
        return new int[] {c >> 16 & 0xFF, c >> 8 & 0xFF, c & 0xFF};
    }

    /** A cheap perceptual colour distance that weighs red and blue by the mean red. */
    static double redmean(int[] a, int[] b) {
        double rm = (a[0] + b[0]) / 2.0;
        double dr = a[0] - b[0];
        double dg = a[1] - b[1];
        double db = a[2] - b[2];
        return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
    }

    static double luminance(int rgb) {
        return (0.299 * (rgb >> 16 & 0xFF) + 0.587 * (rgb >> 8 & 0xFF) + 0.114 * (rgb & 0xFF)) / 255.0;
    }

    static int mostCommon(IndexedImage img) {
        int[] count = new int[256];
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) {
                count[img.get(x, y)]++;
            }
        }
        int best = 1;
        for (int i = 1; i < 256; i++) {
            if (count[i] > count[best]) {
                best = i;
            }
        }
        return best;
    }
}
