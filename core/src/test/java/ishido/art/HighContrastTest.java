package ishido.art;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import org.junit.jupiter.api.Test;

/** Checks that the "High Contrast" stones can be told apart with no colour vision at all. */
class HighContrastTest {
    private static final String THEME = "High Contrast";
    /** Least luminance step (0..1) between the bodies of two colour rows. */
    private static final double MIN_LIGHTNESS_STEP = 0.08;
    /** A pixel belongs to a border pattern when it is this much lighter or darker than its stone. */
    private static final double PATTERN_CONTRAST = 0.3;
    /** Least number of border pixels in which the patterns of two colour rows differ. */
    private static final int MIN_PATTERN_PIXELS = 12;

    @Test
    void colourRowsDifferInLightness() {
        IndexedImage set = StonesetArt.create(THEME);
        for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
            for (int a = 0; a < StonesetArt.COLORS; a++) {
                for (int b = a + 1; b < StonesetArt.COLORS; b++) {
                    double step = Math.abs(bodyLuminance(set, a, s) - bodyLuminance(set, b, s));
                    assertTrue(step >= MIN_LIGHTNESS_STEP, "symbol " + s + ": colours " + a + " and " + b
                            + " differ in lightness by only " + step);
                }
            }
        }
    }

    @Test
    void colourRowsDifferInTheirGreyscaleBorderPattern() {
        IndexedImage set = StonesetArt.create(THEME);
        for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
            boolean[][] patterns = new boolean[StonesetArt.COLORS][];
            for (int row = 0; row < StonesetArt.COLORS; row++) {
                patterns[row] = borderPattern(set, row, s);
            }
            for (int a = 0; a < StonesetArt.COLORS; a++) {
                for (int b = a + 1; b < StonesetArt.COLORS; b++) {
                    int diff = 0;
                    for (int i = 0; i < patterns[a].length; i++) {
                        if (patterns[a][i] != patterns[b][i]) {
                            diff++;
                        }
                    }
                    assertTrue(diff >= MIN_PATTERN_PIXELS, "symbol " + s + ": colours " + a + " and " + b
                            + " have border patterns that differ in only " + diff + " pixels");
                }
            }
        }
    }

    private static double bodyLuminance(IndexedImage set, int row, int symbol) {
        int[] rgb = StonesetArtTest.bodyColor(StonesetArt.stone(set, row, symbol));
        return StonesetArtTest.luminance(rgb[0] << 16 | rgb[1] << 8 | rgb[2]);
    }

    /**
     * Which pixels of the stone's border (inside its outline, outside the middle where the symbol
     * sits) stand out from the stone's own body in greyscale: what a player without colour vision sees
     * of the pattern.
     */
    private static boolean[] borderPattern(IndexedImage set, int row, int symbol) {
        IndexedImage stone = StonesetArt.stone(set, row, symbol);
        double body = bodyLuminance(set, row, symbol);
        int cell = StonesetArt.CELL;
        boolean[] out = new boolean[cell * cell];
        for (int y = 1; y < cell - 1; y++) {
            for (int x = 1; x < cell - 1; x++) {
                boolean middle = x >= 4 && x < 15 && y >= 4 && y < 15;
                boolean edge = stone.get(x - 1, y) == 0 || stone.get(x + 1, y) == 0 || stone.get(x, y - 1) == 0
                        || stone.get(x, y + 1) == 0;
                int p = stone.get(x, y);
                if (!middle && !edge && p != 0) {
                    out[y * cell + x] = Math.abs(StonesetArtTest.luminance(stone.color(p)) - body) >= PATTERN_CONTRAST;
                }
            }
        }
        return out;
    }
}
