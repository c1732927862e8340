package ishido.image;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reduces a true-colour picture to at most N colours of the Amiga's 12-bit palette: a variance-minimising median
 * cut over a colour histogram, refined by k-means with every palette entry kept on the 12-bit grid, then an exact
 * nearest-colour mapping with optional ordered (Bayer) dithering. See-through pixels become index 0.
 */
public final class Quantizer {
    /** Alpha below this is see-through: the Amiga has no partial transparency, so a pixel takes the nearer side. */
    public static final int ALPHA_THRESHOLD = 128;
    /** The colour a see-through index 0 is given; it is never shown, and black is what paint programs expect. */
    public static final int TRANSPARENT_COLOR = 0x000000;
    /** Histogram precision in bits per gun: finer than the 12-bit palette, and 2^18 bins stay small in memory. */
    private static final int BIN_BITS = 6;
    /** Most rounds of k-means after the median cut; it usually settles in fewer. */
    private static final int REFINE_ROUNDS = 16;
    /** Ordered-dither amplitude as a fraction of the median distance between neighbouring palette colours. */
    private static final double DITHER_STRENGTH = 1.0;
    /** Entries of the direct-mapped cache of nearest-colour lookups; photos repeat colours a lot. */
    private static final int CACHE_BITS = 16;
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

    /** Occupied histogram bins: weight and mean colour (0-255 per gun) of the pixels in each. */
    private int binCount;
    private double[] weight;
    private double[] red;
    private double[] green;
    private double[] blue;

    private Quantizer() {
    }

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
            opaque = new Quantizer().palette(argb, budget);
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

    /** Chooses at most {@code budget} 12-bit colours (0x0RGB) for the opaque pixels, darkest first. */
    private int[] palette(int[] argb, int budget) {
        boolean[] seen = new boolean[4096];
        int distinct = 0;
        for (int c : argb) {
            if (c >>> 24 >= ALPHA_THRESHOLD) {
                int rgb12 = AmigaColor.nearestRgb12(c);
                if (!seen[rgb12]) {
                    seen[rgb12] = true;
                    distinct++;
                }
            }
        }
        int[] colors;
        if (distinct <= budget) {
            // Rounding each pixel to its own 12-bit colour is the least error any 12-bit palette can give.
            colors = new int[distinct];
            int n = 0;
            for (int c = 0; c < seen.length; c++) {
                if (seen[c]) {
                    colors[n++] = c;
                }
            }
        } else {
            histogram(argb);
            colors = refine(medianCut(budget));
        }
        return sortByLuminance(colors);
    }

    private void histogram(int[] argb) {
        int shift = 8 - BIN_BITS;
        int bins = 1 << (3 * BIN_BITS);
        int[] count = new int[bins];
        long[] sumR = new long[bins];
        long[] sumG = new long[bins];
        long[] sumB = new long[bins];
        for (int c : argb) {
            if (c >>> 24 < ALPHA_THRESHOLD) {
                continue;
            }
            int r = c >> 16 & 0xFF;
            int g = c >> 8 & 0xFF;
            int b = c & 0xFF;
            int bin = (r >> shift) << (2 * BIN_BITS) | (g >> shift) << BIN_BITS | (b >> shift);
            count[bin]++;
            sumR[bin] += r;
            sumG[bin] += g;
            sumB[bin] += b;
        }
        for (int n : count) {
            if (n > 0) {
                binCount++;
            }
        }
        weight = new double[binCount];
        red = new double[binCount];
        green = new double[binCount];
        blue = new double[binCount];
        int i = 0;
        for (int bin = 0; bin < bins; bin++) {
            if (count[bin] > 0) {
                weight[i] = count[bin];
                red[i] = (double) sumR[bin] / count[bin];
                green[i] = (double) sumG[bin] / count[bin];
                blue[i] = (double) sumB[bin] / count[bin];
                i++;
            }
        }
    }

    /** A run of {@code order} between start and end: the bins of one box of colour space. */
    private record Box(int start, int end, double error) {
    }

    /**
     * Splits colour space greedily: the box of largest squared error is cut, along the axis and at the position
     * that leave the least total error (Wu's criterion), until there are {@code boxes} boxes. Returns the centroids
     * rounded to 12-bit colours.
     */
    private int[] medianCut(int boxes) {
        int[] order = new int[binCount];
        for (int i = 0; i < binCount; i++) {
            order[i] = i;
        }
        List<Box> done = new ArrayList<>();
        List<Box> open = new ArrayList<>();
        open.add(new Box(0, binCount, error(order, 0, binCount)));
        while (open.size() + done.size() < boxes && !open.isEmpty()) {
            int worst = 0;
            for (int i = 1; i < open.size(); i++) {
                if (open.get(i).error() > open.get(worst).error()) {
                    worst = i;
                }
            }
            Box box = open.remove(worst);
            if (box.end() - box.start() < 2 || box.error() <= 0) {
                done.add(box);
                continue;
            }
            int cut = split(order, box.start(), box.end());
            open.add(new Box(box.start(), cut, error(order, box.start(), cut)));
            open.add(new Box(cut, box.end(), error(order, cut, box.end())));
        }
        done.addAll(open);
        int[] colors = new int[done.size()];
        for (int i = 0; i < colors.length; i++) {
            Box box = done.get(i);
            double w = 0;
            double r = 0;
            double g = 0;
            double b = 0;
            for (int k = box.start(); k < box.end(); k++) {
                int bin = order[k];
                w += weight[bin];
                r += weight[bin] * red[bin];
                g += weight[bin] * green[bin];
                b += weight[bin] * blue[bin];
            }
            colors[i] = gridColor(r / w, g / w, b / w);
        }
        return colors;
    }

    /** Sorts the box along its best axis, leaves it in that order and returns the first index of the second half. */
    private int split(int[] order, int start, int end) {
        int n = end - start;
        double bestError = Double.MAX_VALUE;
        int bestAxis = 0;
        int bestCut = start + 1;
        double[] prefixW = new double[n + 1];
        double[] prefixR = new double[n + 1];
        double[] prefixG = new double[n + 1];
        double[] prefixB = new double[n + 1];
        double[] prefixSq = new double[n + 1];
        for (int axis = 0; axis < 3; axis++) {
            sortByAxis(order, start, end, axis);
            for (int k = 0; k < n; k++) {
                int bin = order[start + k];
                double w = weight[bin];
                prefixW[k + 1] = prefixW[k] + w;
                prefixR[k + 1] = prefixR[k] + w * red[bin];
                prefixG[k + 1] = prefixG[k] + w * green[bin];
                prefixB[k + 1] = prefixB[k] + w * blue[bin];
                prefixSq[k + 1] = prefixSq[k]
                        + w * (red[bin] * red[bin] + green[bin] * green[bin] + blue[bin] * blue[bin]);
            }
            for (int k = 1; k < n; k++) {
                double left = sse(prefixW[k], prefixR[k], prefixG[k], prefixB[k], prefixSq[k]);
                double right = sse(prefixW[n] - prefixW[k], prefixR[n] - prefixR[k], prefixG[n] - prefixG[k],
                        prefixB[n] - prefixB[k], prefixSq[n] - prefixSq[k]);
                if (left + right < bestError) {
                    bestError = left + right;
                    bestAxis = axis;
                    bestCut = start + k;
                }
            }
        }
        sortByAxis(order, start, end, bestAxis);
        return bestCut;
    }

    private static double sse(double w, double r, double g, double b, double sq) {
        return w == 0 ? 0 : sq - (r * r + g * g + b * b) / w;
    }

    private void sortByAxis(int[] order, int start, int end, int axis) {
        double[] value = axis == 0 ? red : axis == 1 ? green : blue;
        long[] keys = new long[end - start];
        for (int k = start; k < end; k++) {
            // Means are at most 255, so 1/4096 steps of the value fit in the high word with the bin in the low.
            keys[k - start] = (long) (value[order[k]] * 4096) << 32 | order[k];
        }
        Arrays.sort(keys);
        for (int k = start; k < end; k++) {
            order[k] = (int) keys[k - start];
        }
    }

    private double error(int[] order, int start, int end) {
        double w = 0;
        double r = 0;
        double g = 0;
        double b = 0;
        double sq = 0;
        for (int k = start; k < end; k++) {
            int bin = order[k];
            w += weight[bin];
            r += weight[bin] * red[bin];
            g += weight[bin] * green[bin];
            b += weight[bin] * blue[bin];
            sq += weight[bin] * (red[bin] * red[bin] + green[bin] * green[bin] + blue[bin] * blue[bin]);
        }
        return sse(w, r, g, b, sq);
    }

    /**
     * Lloyd's k-means over the bins. For a fixed assignment the best 12-bit colour of a cluster is its mean rounded
     * gun by gun (the error separates by gun), so each round stays on the grid. A cluster left empty, or equal to
     * another after rounding, is moved to the bin that costs the most, so no palette entry is wasted.
     */
    private int[] refine(int[] start) {
        int k = start.length;
        int[] colors = start.clone();
        int[] best = colors;
        double bestTotal = Double.MAX_VALUE;
        for (int round = 0; round < REFINE_ROUNDS; round++) {
            double[] w = new double[k];
            double[] r = new double[k];
            double[] g = new double[k];
            double[] b = new double[k];
            double[] cost = new double[binCount];
            int[] rgb = expand(colors);
            double total = 0;
            for (int bin = 0; bin < binCount; bin++) {
                int nearest = 0;
                double nearestDistance = Double.MAX_VALUE;
                for (int c = 0; c < k; c++) {
                    double d = colors[c] < 0 ? Double.MAX_VALUE : distance(red[bin], green[bin], blue[bin], rgb[c]);
                    if (d < nearestDistance) {
                        nearestDistance = d;
                        nearest = c;
                    }
                }
                cost[bin] = nearestDistance * weight[bin];
                total += cost[bin];
                w[nearest] += weight[bin];
                r[nearest] += weight[bin] * red[bin];
                g[nearest] += weight[bin] * green[bin];
                b[nearest] += weight[bin] * blue[bin];
            }
            // Rounding to the grid can make a round slightly worse than the one before, so the best one is kept.
            if (total < bestTotal) {
                bestTotal = total;
                best = colors;
            }
            int[] next = new int[k];
            boolean[] used = new boolean[4096];
            boolean changed = false;
            for (int c = 0; c < k; c++) {
                int color = w[c] > 0 ? gridColor(r[c] / w[c], g[c] / w[c], b[c] / w[c]) : -1;
                if (color < 0 || used[color]) {
                    color = costliest(cost, used);
                }
                if (color >= 0) {
                    used[color] = true;
                }
                next[c] = color;
                changed |= color != colors[c];
            }
            colors = next;
            if (!changed) {
                break;
            }
        }
        return Arrays.stream(best).filter(c -> c >= 0).distinct().toArray();
    }

    /** The 12-bit colour of the bin with the largest error that no entry holds yet, or -1; clears that bin's cost. */
    private int costliest(double[] cost, boolean[] used) {
        while (true) {
            int worst = -1;
            for (int bin = 0; bin < binCount; bin++) {
                if (cost[bin] > 0 && (worst < 0 || cost[bin] > cost[worst])) {
                    worst = bin;
                }
            }
            if (worst < 0) {
                return -1;
            }
            cost[worst] = 0;
            int color = gridColor(red[worst], green[worst], blue[worst]);
            if (!used[color]) {
                return color;
            }
        }
    }

    /** Writes the index of every pixel: exact palette colours directly, others to the nearest, dithered if asked. */
    private static void map(int[] argb, int width, IndexedImage image, int offset, boolean transparent,
            boolean dither) {
        int[] palette = image.palette();
        Map<Integer, Integer> exact = new HashMap<>();
        for (int i = palette.length - 1; i >= offset; i--) {
            exact.put(palette[i], i);
        }
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
            Integer hit = exact.get(rgb);
            if (hit != null) {
                pixels[i] = (byte) (int) hit;
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
                cacheValue[slot] = nearest(rgb, palette, offset);
            }
            pixels[i] = (byte) cacheValue[slot];
        }
    }

    private static int nearest(int rgb, int[] palette, int offset) {
        int best = offset;
        double bestDistance = Double.MAX_VALUE;
        for (int i = offset; i < palette.length; i++) {
            double d = distance(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF, palette[i]);
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
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
                    best = Math.min(best, distance(a >> 16 & 0xFF, a >> 8 & 0xFF, a & 0xFF, palette[j + offset]));
                }
            }
            nearest[i] = Math.sqrt(best);
        }
        Arrays.sort(nearest);
        return nearest[n / 2];
    }

    private static double distance(double r, double g, double b, int rgb) {
        double dr = r - (rgb >> 16 & 0xFF);
        double dg = g - (rgb >> 8 & 0xFF);
        double db = b - (rgb & 0xFF);
        return dr * dr + dg * dg + db * db;
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    /** The 12-bit colour (0x0RGB) nearest to a mean colour given in 0-255 guns. */
    private static int gridColor(double r, double g, double b) {
        return AmigaColor.rgb12(level(r), level(g), level(b));
    }

    private static int level(double v) {
        return (int) Math.max(0, Math.min(15, Math.round(v / 17)));
    }

    private static int[] expand(int[] colors) {
        int[] rgb = new int[colors.length];
        for (int i = 0; i < colors.length; i++) {
            rgb[i] = colors[i] < 0 ? 0 : AmigaColor.toRgb24(colors[i]);
        }
        return rgb;
    }

    /** Orders 12-bit colours from dark to light (ties by value), so that a palette reads like a ramp. */
    private static int[] sortByLuminance(int[] colors) {
        long[] keys = new long[colors.length];
        for (int i = 0; i < colors.length; i++) {
            int c = colors[i];
            long luma = 299L * (c >> 8 & 0xF) + 587L * (c >> 4 & 0xF) + 114L * (c & 0xF);
            keys[i] = luma << 12 | c;
        }
        Arrays.sort(keys);
        int[] sorted = new int[colors.length];
        for (int i = 0; i < keys.length; i++) {
            sorted[i] = (int) (keys[i] & 0xFFF);
        }
        return sorted;
    }
}
