package ishido.image;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Reduces a true-colour picture to at most N colours of the Amiga's 12-bit palette: a variance-minimising median
 * cut over a colour histogram, refined by k-means with every palette entry kept on the 12-bit grid, then an exact
 * nearest-colour mapping with optional ordered (Bayer) dithering. See-through pixels become index 0. The palette
 * is chosen by {@link MedianCut}, the nearest entry found by {@link NearestColor}; this class maps the pixels.
 */
public final class Quantizer {
    /** Alpha below this is see-through: the Amiga has no partial transparency, so a pixel takes the nearer side. */
    public static final int ALPHA_THRESHOLD = 128;
    /** The colour a see-through index 0 is given; it is never shown, and black is what paint programs expect. */
    public static final int TRANSPARENT_COLOR = 0x000000;
    /** Ordered-dither amplitude as a fraction of the median distance between neighbouring palette colours. */
    private static final double DITHER_STRENGTH = 1.0;
    /** Entries of the direct-mapped cache of nearest-colour lookups; photos repeat colours a lot. */
    private static final int CACHE_BITS = 16;

    private Quantizer() {
    }
    /** The 8x8 Bayer matrix: thresholds 0-63 spread so that every sub-square gets an even share. */
    private static final int[] BAYER = {
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    };


    /**
     * Returns an indexed picture of at most {@code maxColors} colours, each a 12-bit colour expanded to 0xRRGGBB
     * (v * 17). When some pixel has alpha below {@link #ALPHA_THRESHOLD}, index 0 is the transparent index and
     * counts as one of the colours. A picture with at most that many distinct 12-bit colours is mapped exactly.
     *
     * @param argb pixels as 0xAARRGGBB, row by row
     * @param maxColors 1-256
     * @param dither whether to spread the error with an ordered dither, which trades noise for smooth gradients
     */
    public static IndexedImage quantize(int width, int height, int[] argb, int maxColors, boolean dither) {
        if (maxColors < 1 || maxColors > 256) {
            throw new IllegalArgumentException("colours must be from 1 to 256: " + maxColors);
        }
        if (argb.length != width * height) {
            throw new IllegalArgumentException(argb.length + " pixels for a " + width + "x" + height + " picture");
        }
        boolean anyTransparent = false;
        boolean anyOpaque = false;
        for (int c : argb) {
            if (c >>> 24 < ALPHA_THRESHOLD) {
                anyTransparent = true;
            } else {
                anyOpaque = true;
            }
        }
        // One colour cannot be both see-through and a colour; with no room for both, the pixels win.
        boolean transparent = anyTransparent && (maxColors > 1 || !anyOpaque);
        int budget = transparent ? maxColors - 1 : maxColors;

        int[] opaque = new int[0];
        if (anyOpaque) {
            opaque = new MedianCut().palette(argb, budget);
        }
        int offset = transparent ? 1 : 0;
        int[] palette = new int[opaque.length + offset];
        if (transparent) {
            palette[0] = TRANSPARENT_COLOR;
        }
        for (int i = 0; i < opaque.length; i++) {
            palette[i + offset] = AmigaColor.toRgb24(opaque[i]);
        }
        IndexedImage image = new IndexedImage(width, height, palette);
        if (transparent) {
            image.setTransparentIndex(0);
        }
        map(argb, width, image, offset, transparent, dither);
        return image;
    }

    /**
     * The mean squared error per gun (0-255 scale) of {@code image} against {@code argb} over the opaque pixels; a
     * see-through pixel counts as an error of 255 on every gun when it was given an opaque index, and vice versa.
     */
    public static double meanSquaredError(int[] argb, IndexedImage image) {
        byte[] pixels = image.pixels();
        int transparentIndex = image.transparentIndex();
        double sum = 0;
        for (int i = 0; i < argb.length; i++) {
            int index = pixels[i] & 0xFF;
            boolean wasClear = argb[i] >>> 24 < ALPHA_THRESHOLD;
            boolean isClear = index == transparentIndex;
            if (wasClear || isClear) {
                sum += wasClear == isClear ? 0 : 3 * 255 * 255;
                continue;
            }
            int a = argb[i];
            int b = image.color(index);
            int dr = (a >> 16 & 0xFF) - (b >> 16 & 0xFF);
            int dg = (a >> 8 & 0xFF) - (b >> 8 & 0xFF);
            int db = (a & 0xFF) - (b & 0xFF);
            sum += dr * dr + dg * dg + db * db;
        }
        return argb.length == 0 ? 0 : sum / (3.0 * argb.length);
    }

    /** Writes the index of every pixel: exact palette colours directly, others to the nearest, dithered if asked. */
    private static void map(int[] argb, int width, IndexedImage image, int offset, boolean transparent,
            boolean dither) {
        int[] palette = image.palette();
        // Palette colours are 12-bit colours, so a table of the 4096 finds a pixel that is one without a search.
        int[] exact = new int[4096];
        Arrays.fill(exact, -1);
        for (int i = palette.length - 1; i >= offset; i--) {
            exact[AmigaColor.nearestRgb12(palette[i])] = i;
        }
        NearestColor search = new NearestColor(palette, IntStream.range(offset, palette.length).toArray());
        // The same threshold moves all three guns, along the grey axis, where a step of length L is L / sqrt 3 per
        // gun; moving the guns together keeps hues steady and the noise a pattern of light and dark.
        double spread = dither ? DITHER_STRENGTH * neighbourDistance(palette, offset) / Math.sqrt(3) : 0;
        int[] cacheKey = new int[1 << CACHE_BITS];
        int[] cacheValue = new int[1 << CACHE_BITS];
        Arrays.fill(cacheKey, -1);
        byte[] pixels = image.pixels();
        for (int i = 0; i < argb.length; i++) {
            int c = argb[i];
            if (c >>> 24 < ALPHA_THRESHOLD && transparent) {
                pixels[i] = 0;
                continue;
            }
            int rgb = c & 0xFFFFFF;
            int hit = exact[AmigaColor.nearestRgb12(rgb)];
            if (hit >= 0 && palette[hit] == rgb) {
                pixels[i] = (byte) hit;
                continue;
            }
            if (spread > 0) {
                // A threshold in (-1/2, 1/2) that tiles the picture, so neighbouring pixels round different ways.
                double t = (BAYER[(i / width & 7) << 3 | (i % width & 7)] + 0.5) / 64 - 0.5;
                int shift = (int) Math.round(t * spread);
                rgb = clamp((rgb >> 16 & 0xFF) + shift) << 16 | clamp((rgb >> 8 & 0xFF) + shift) << 8
                        | clamp((rgb & 0xFF) + shift);
            }
            int slot = (rgb * 0x9E3779B1) >>> (32 - CACHE_BITS);
            if (cacheKey[slot] != rgb) {
                cacheKey[slot] = rgb;
                cacheValue[slot] = search.find(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
            }
            pixels[i] = (byte) cacheValue[slot];
        }
    }

    /** The median over the palette of each colour's distance to its nearest other colour: the typical step. */
    private static double neighbourDistance(int[] palette, int offset) {
        int n = palette.length - offset;
        if (n < 2) {
            return 0;
        }
        double[] nearest = new double[n];
        for (int i = 0; i < n; i++) {
            double best = Double.MAX_VALUE;
            int a = palette[i + offset];
            for (int j = 0; j < n; j++) {
                if (j != i) {
                    best = Math.min(best, NearestColor.distance(a >> 16 & 0xFF, a >> 8 & 0xFF, a & 0xFF, palette[j + offset]));
                }
            }
            nearest[i] = Math.sqrt(best);
        }
        Arrays.sort(nearest);
        return nearest[n / 2];
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }
}
