package ishido.image;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Measures the quantiser against naive truncation and checks its exact, transparent and dithered cases. */
class QuantizerTest {
    private static final int WIDTH = 320;
    private static final int HEIGHT = 200;

    /** A photo-like picture: crossing smooth gradients, soft blobs of saturated colour and a little grain. */
    static int[] photo(long seed) {
        Random random = new Random(seed);
        int[] argb = new int[WIDTH * HEIGHT];
        double[][] blobs = new double[6][];
        for (int i = 0; i < blobs.length; i++) {
            blobs[i] = new double[] {random.nextDouble() * WIDTH, random.nextDouble() * HEIGHT,
                20 + random.nextDouble() * 60, random.nextInt(256), random.nextInt(256), random.nextInt(256)};
        }
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                double r = 40 + 150.0 * x / WIDTH;
                double g = 30 + 120.0 * y / HEIGHT + 40 * Math.sin(x / 23.0);
                double b = 90 + 80 * Math.cos((x + y) / 41.0);
                for (double[] blob : blobs) {
                    double dx = x - blob[0];
                    double dy = y - blob[1];
                    double k = Math.exp(-(dx * dx + dy * dy) / (2 * blob[2] * blob[2]));
                    r = r * (1 - k) + blob[3] * k;
                    g = g * (1 - k) + blob[4] * k;
                    b = b * (1 - k) + blob[5] * k;
                }
                argb[y * WIDTH + x] = 0xFF000000 | gun(r + random.nextGaussian() * 3) << 16
                        | gun(g + random.nextGaussian() * 3) << 8 | gun(b + random.nextGaussian() * 3);
            }
        }
        return argb;
    }

    private static int gun(double v) {
        return (int) Math.max(0, Math.min(255, Math.round(v)));
    }

    /**
     * The naive reduction the quantiser must beat: keep each gun's high nibble, take the 16 most frequent of the
     * resulting 12-bit colours as the palette and map every pixel to the nearest of them.
     */
    private static double truncationError(int[] argb, int colors) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int c : argb) {
            counts.merge(AmigaColor.toRgb24(AmigaColor.toRgb12(c)), 1, Integer::sum);
        }
        int[] palette = counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(colors)
                .mapToInt(Map.Entry::getKey).toArray();
        IndexedImage image = new IndexedImage(WIDTH, HEIGHT, palette);
        for (int i = 0; i < argb.length; i++) {
            int best = 0;
            long bestDistance = Long.MAX_VALUE;
            for (int p = 0; p < palette.length; p++) {
                long d = distance(argb[i], palette[p]);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = p;
                }
            }
            image.pixels()[i] = (byte) best;
        }
        return Quantizer.meanSquaredError(argb, image);
    }

    private static long distance(int a, int b) {
        long dr = (a >> 16 & 0xFF) - (b >> 16 & 0xFF);
        long dg = (a >> 8 & 0xFF) - (b >> 8 & 0xFF);
        long db = (a & 0xFF) - (b & 0xFF);
        return dr * dr + dg * dg + db * db;
    }

    private static void assertTwelveBit(IndexedImage image, int maxColors) {
        assertTrue(image.paletteSize() <= maxColors, image.paletteSize() + " colours");
        assertTrue(image.maxIndex() < image.paletteSize());
        for (int c : image.palette()) {
            assertEquals(c, AmigaColor.toRgb24(AmigaColor.toRgb12(c)), Integer.toHexString(c) + " is not 12-bit");
        }
    }

    @Test
    void photoToSixteenColoursIsFarBetterThanTruncation() {
        int[] argb = photo(7);
        IndexedImage image = Quantizer.quantize(WIDTH, HEIGHT, argb, 16, false);
        assertTwelveBit(image, 16);
        assertEquals(16, image.paletteSize());
        double quantized = Quantizer.meanSquaredError(argb, image);
        double naive = truncationError(argb, 16);
        System.out.printf("photo, 16 colours: quantiser MSE %.1f, truncation MSE %.1f%n", quantized, naive);
        assertTrue(quantized < naive / 4, "quantiser " + quantized + " against truncation " + naive);
    }

    @Test
    void moreColoursGiveLessError() {
        int[] argb = photo(8);
        double previous = Double.MAX_VALUE;
        for (int colors : new int[] {2, 4, 16, 64, 256}) {
            IndexedImage image = Quantizer.quantize(WIDTH, HEIGHT, argb, colors, false);
            assertTwelveBit(image, colors);
            double error = Quantizer.meanSquaredError(argb, image);
            System.out.printf("photo, %d colours: MSE %.1f%n", colors, error);
            assertTrue(error < previous, colors + " colours: " + error + " not below " + previous);
            previous = error;
        }
    }

    @Test
    void aPictureOfFewTwelveBitColoursIsKeptExactly() {
        Random random = new Random(3);
        int[] colors = new int[16];
        for (int i = 0; i < colors.length; i++) {
            colors[i] = AmigaColor.toRgb24(random.nextInt(4096));
        }
        int[] argb = new int[WIDTH * HEIGHT];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = 0xFF000000 | colors[(i / 7 + i / WIDTH / 5) % colors.length];
        }
        for (boolean dither : new boolean[] {false, true}) {
            IndexedImage image = Quantizer.quantize(WIDTH, HEIGHT, argb, 16, dither);
            assertTwelveBit(image, 16);
            assertEquals(0.0, Quantizer.meanSquaredError(argb, image));
            assertEquals(-1, image.transparentIndex());
        }
    }

    @Test
    void twentyFourBitColoursRoundToTheNearestTwelveBitOnes() {
        // 0x1A is nearer 0x22 (level 2) than 0x11, which truncation to the high nibble would give.
        int[] argb = {0xFF1A1A1A, 0xFF1A1A1A, 0xFFF0F0F0, 0xFF000008};
        IndexedImage image = Quantizer.quantize(2, 2, argb, 16, false);
        assertArrayEquals(new int[] {0x000000, 0x222222, 0xEEEEEE}, image.palette());
        assertArrayEquals(new byte[] {1, 1, 2, 0}, image.pixels());
    }

    @Test
    void seeThroughPixelsBecomeIndexZero() {
        int[] argb = photo(9);
        for (int i = 0; i < argb.length; i++) {
            int x = i % WIDTH;
            if (x < 40) {
                argb[i] = 0x00FFFFFF;
            } else if (x < 50) {
                argb[i] &= 0x7FFFFFFF;
            } else if (x < 60) {
                argb[i] = argb[i] & 0xFFFFFF | 0x80000000;
            }
        }
        IndexedImage image = Quantizer.quantize(WIDTH, HEIGHT, argb, 16, false);
        assertTwelveBit(image, 16);
        assertEquals(0, image.transparentIndex());
        assertEquals(Quantizer.TRANSPARENT_COLOR, image.color(0));
        for (int i = 0; i < argb.length; i++) {
            assertEquals(i % WIDTH < 50, image.pixels()[i] == 0, "pixel " + i);
        }
    }

    @Test
    void orderedDitherKeepsTheAverageOfAGradient() {
        int width = 256;
        int height = 64;
        int[] argb = new int[width * height];
        for (int i = 0; i < argb.length; i++) {
            int v = i % width;
            argb[i] = 0xFF000000 | v << 16 | v << 8 | v;
        }
        IndexedImage plain = Quantizer.quantize(width, height, argb, 4, false);
        IndexedImage dithered = Quantizer.quantize(width, height, argb, 4, true);
        assertTwelveBit(dithered, 4);
        assertArrayEquals(plain.palette(), dithered.palette());
        double plainError = blockError(argb, plain, width, height);
        double ditheredError = blockError(argb, dithered, width, height);
        System.out.printf("grey ramp, 4 colours, 8x8 block averages: plain MSE %.1f, dithered %.1f%n", plainError,
                ditheredError);
        assertTrue(ditheredError < plainError / 4, ditheredError + " against " + plainError);
    }

    /**
     * The error of 8x8 block averages, what the eye sees from a distance and what dithering is for, over the blocks
     * whose shade lies between the palette's darkest and lightest grey (no dither reaches beyond them).
     */
    private static double blockError(int[] argb, IndexedImage image, int width, int height) {
        int darkest = Arrays.stream(image.palette()).map(c -> c & 0xFF).min().orElseThrow();
        int lightest = Arrays.stream(image.palette()).map(c -> c & 0xFF).max().orElseThrow();
        double sum = 0;
        int blocks = 0;
        for (int by = 0; by < height; by += 8) {
            for (int bx = 0; bx < width; bx += 8) {
                double original = 0;
                double shown = 0;
                for (int y = by; y < by + 8; y++) {
                    for (int x = bx; x < bx + 8; x++) {
                        original += argb[y * width + x] & 0xFF;
                        shown += image.color(image.get(x, y)) & 0xFF;
                    }
                }
                if (original / 64 < darkest || original / 64 > lightest) {
                    continue;
                }
                double d = (original - shown) / 64;
                sum += d * d;
                blocks++;
            }
        }
        return sum / blocks;
    }

    @Test
    void edgeCasesStayWithinTheBudget() {
        int[] argb = photo(10);
        IndexedImage one = Quantizer.quantize(WIDTH, HEIGHT, argb, 1, true);
        assertEquals(1, one.paletteSize());
        assertEquals(0, one.maxIndex());
        int[] clear = new int[12];
        IndexedImage empty = Quantizer.quantize(4, 3, clear, 16, false);
        assertEquals(1, empty.paletteSize());
        assertEquals(0, empty.transparentIndex());
        int[] half = Arrays.copyOf(argb, WIDTH * HEIGHT);
        Arrays.fill(half, 0, WIDTH * 10, 0);
        IndexedImage two = Quantizer.quantize(WIDTH, HEIGHT, half, 2, false);
        assertEquals(2, two.paletteSize());
        assertEquals(0, two.transparentIndex());
        assertThrows(IllegalArgumentException.class, () -> Quantizer.quantize(WIDTH, HEIGHT, argb, 0, false));
        assertThrows(IllegalArgumentException.class, () -> Quantizer.quantize(WIDTH, HEIGHT, argb, 257, false));
    }
}
