package ishido.image;

import java.util.Arrays;

/**
 * Finds the nearest palette entry exactly without comparing every entry: colour space is cut into cells, and
 * each cell, when first used, lists the entries that can be nearest to some point in it (those whose least
 * distance to the cell is at most the smallest greatest distance of any entry). Ties go to the lower index, as
 * a scan of the whole palette gives.
 */
final class NearestColor {
    /** Bits per gun of the cells of the nearest-colour search: 32 cells a gun, each 8 levels wide. */
    private static final int CELL_BITS = 5;
    private static final int CELLS = 1 << CELL_BITS;
    private static final int CELL_SIZE = 256 >> CELL_BITS;
    private final int[] rgb;
    private final int[] live;
    private final int[][] candidates = new int[CELLS * CELLS * CELLS][];

    /** Searches the entries of {@code rgb} (0xRRGGBB) whose indices {@code live} lists, in increasing order. */
    NearestColor(int[] rgb, int[] live) {
        this.rgb = rgb;
        this.live = live;
    }

    int find(double r, double g, double b) {
        int cell = (cell(r) * CELLS + cell(g)) * CELLS + cell(b);
        int[] list = candidates[cell];
        if (list == null) {
            list = candidates(cell);
            candidates[cell] = list;
        }
        int best = list.length == 0 ? 0 : list[0];
        double bestDistance = Double.MAX_VALUE;
        for (int i : list) {
            double d = distance(r, g, b, rgb[i]);
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }

    double distanceTo(int entry, double r, double g, double b) {
        return live.length == 0 ? Double.MAX_VALUE : distance(r, g, b, rgb[entry]);
    }

    private static int cell(double v) {
        return Math.max(0, Math.min(CELLS - 1, (int) v / CELL_SIZE));
    }

    private int[] candidates(int cell) {
        int[] lo = {(cell / (CELLS * CELLS)) * CELL_SIZE, (cell / CELLS % CELLS) * CELL_SIZE,
            (cell % CELLS) * CELL_SIZE};
        double[] least = new double[live.length];
        double threshold = Double.MAX_VALUE;
        for (int k = 0; k < live.length; k++) {
            int c = rgb[live[k]];
            int[] gun = {c >> 16 & 0xFF, c >> 8 & 0xFF, c & 0xFF};
            double min = 0;
            double max = 0;
            for (int axis = 0; axis < 3; axis++) {
                // Means of bins lie anywhere in [lo, lo + size), so the far edge is counted as lo + size.
                double low = lo[axis];
                double high = lo[axis] + CELL_SIZE;
                double below = Math.max(0, low - gun[axis]);
                double above = Math.max(0, gun[axis] - high);
                min += (below + above) * (below + above);
                double far = Math.max(Math.abs(gun[axis] - low), Math.abs(gun[axis] - high));
                max += far * far;
            }
            least[k] = min;
            threshold = Math.min(threshold, max);
        }
        int n = 0;
        int[] list = new int[live.length];
        for (int k = 0; k < live.length; k++) {
            if (least[k] <= threshold) {
                list[n++] = live[k];
            }
        }
        return Arrays.copyOf(list, n);
    }

    /** The squared distance of a colour in 0-255 guns to a 0xRRGGBB colour. */
    static double distance(double r, double g, double b, int rgb) {
        double dr = r - (rgb >> 16 & 0xFF);
        double dg = g - (rgb >> 8 & 0xFF);
        double db = b - (rgb & 0xFF);
        return dr * dr + dg * dg + db * db;
    }
}
