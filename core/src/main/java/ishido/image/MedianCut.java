package ishido.image;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The Quantizer's choice of palette: the distinct 12-bit colours when they fit, else a variance-minimising median
 * cut over a colour histogram refined by k-means, every entry kept on the 12-bit grid, ordered dark to light.
 */
final class MedianCut {
    /** Histogram precision in bits per gun: finer than the 12-bit palette, and 2^18 bins stay small in memory. */
    private static final int BIN_BITS = 6;
    /** Most rounds of k-means after the median cut; it usually settles in fewer. */
    private static final int REFINE_ROUNDS = 16;

    /** Occupied histogram bins: weight and mean colour (0-255 per gun) of the pixels in each. */
    private int binCount;
    private double[] weight;
    private double[] red;
    private double[] green;
    private double[] blue;

    MedianCut() {
    }

    /** Chooses at most {@code budget} 12-bit colours (0x0RGB) for the opaque pixels, darkest first. */
    int[] palette(int[] argb, int budget) {
        boolean[] seen = new boolean[4096];
        int distinct = 0;
        for (int c : argb) {
            if (c >>> 24 >= Quantizer.ALPHA_THRESHOLD) {
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
            if (c >>> 24 < Quantizer.ALPHA_THRESHOLD) {
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
            int[] current = colors;
            NearestColor search = new NearestColor(expand(colors), IntStream.range(0, k).filter(c -> current[c] >= 0).toArray());
            double total = 0;
            for (int bin = 0; bin < binCount; bin++) {
                int nearest = search.find(red[bin], green[bin], blue[bin]);
                double nearestDistance = search.distanceTo(nearest, red[bin], green[bin], blue[bin]);
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
