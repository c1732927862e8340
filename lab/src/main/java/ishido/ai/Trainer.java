package ishido.ai;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.Scoring;

/**
 * Fits an {@link Evaluation} to rollout outcomes: the rollout policy plays whole games on seeded deals
 * (game i on {@code Deal.random(seed + i)}, its pouch order and ties drawn from the seed as a rollout's
 * are), and after each of its moves the position's {@link Features} are paired with what the game went
 * on to make: the 4-Ways still to come, and one more if the pouch was emptied. The weights are the least
 * squares fit (the normal equations, solved exactly, with a whisper of ridge so that a feature the games
 * never showed gets weight 0). Everything is summed in one order, so the same seed and games give the
 * same weights to the bit.
 */
public final class Trainer {
    /** Ridge, relative to each feature's own sum of squares, plus an absolute floor per position. */
    private static final double RIDGE = 1e-7;
    private static final double RIDGE_FLOOR = 1e-9;

    /** The weights, how many positions they were fitted on, and the fit's error against the mean's alone. */
    public record Fit(Evaluation evaluation, long positions, double rmse, double rmseOfMean) {
    }

    private Trainer() {
    }

    /** Fits the weights on the policy's games on deals seed, seed + 1, ..., seed + games - 1. */
    public static Fit train(long seed, int games) {
        if (games < 1) {
            throw new IllegalArgumentException("training needs at least one game");
        }
        int n = Features.COUNT;
        Playout playout = new Playout(new Policy());
        Features features = new Features();
        Engine e = new Engine();
        double[] xtx = new double[n * n];
        double[] xty = new double[n];
        double[][] rows = new double[73][n];
        int[] fourWaysThen = new int[73];
        double sumY = 0;
        double sumY2 = 0;
        long count = 0;
        for (int g = 0; g < games; g++) {
            Position start = Position.of(new Game(Deal.random(seed + g), Scoring.MODERN));
            Engine root = Engine.of(start);
            int touchstone = start.touchstone().id();
            long sample = Playout.mix(seed + g);
            playout.shuffle(root, touchstone, sample);
            playout.seed(sample ^ 0x5DEECE66DL);
            e.copyFrom(root);
            int m = 0;
            for (int i = -1; i < playout.pouchSize; i++) {
                int k = i < 0 ? touchstone : playout.pouch[i];
                if (e.legalCount[k] == 0) {
                    break;
                }
                e.place(playout.choose(e, k), k);
                System.arraycopy(features.read(e), 0, rows[m], 0, n);
                fourWaysThen[m++] = e.fourWays;
            }
            int emptied = e.stonesLeft == 0 ? 1 : 0;
            for (int j = 0; j < m; j++) {
                double y = e.fourWays - fourWaysThen[j] + emptied;
                double[] x = rows[j];
                for (int a = 0; a < n; a++) {
                    double xa = x[a];
                    if (xa == 0) {
                        continue;
                    }
                    xty[a] += xa * y;
                    for (int b = 0; b < n; b++) {
                        xtx[a * n + b] += xa * x[b];
                    }
                }
                sumY += y;
                sumY2 += y * y;
                count++;
            }
        }
        double[] a = xtx.clone();
        for (int i = 0; i < n; i++) {
            a[i * n + i] += RIDGE * a[i * n + i] + RIDGE_FLOOR * count;
        }
        double[] w = solve(a, xty.clone(), n);
        // The squared error of the fit, from the sums: y'y - 2 w'X'y + w'X'X w.
        double sse = sumY2;
        for (int i = 0; i < n; i++) {
            sse -= 2 * w[i] * xty[i];
            for (int j = 0; j < n; j++) {
                sse += w[i] * xtx[i * n + j] * w[j];
            }
        }
        double mean = sumY / count;
        return new Fit(new Evaluation(w), count, Math.sqrt(Math.max(0, sse) / count),
                Math.sqrt(Math.max(0, sumY2 / count - mean * mean)));
    }

    /** Solves a x = b (a is n by n, row by row) by Gaussian elimination with partial pivoting; a and b are spent. */
    static double[] solve(double[] a, double[] b, int n) {
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(a[r * n + col]) > Math.abs(a[pivot * n + col])) {
                    pivot = r;
                }
            }
            if (a[pivot * n + col] == 0) {
                continue;
            }
            if (pivot != col) {
                for (int c = 0; c < n; c++) {
                    double t = a[col * n + c];
                    a[col * n + c] = a[pivot * n + c];
                    a[pivot * n + c] = t;
                }
                double t = b[col];
                b[col] = b[pivot];
                b[pivot] = t;
            }
            for (int r = col + 1; r < n; r++) {
                double f = a[r * n + col] / a[col * n + col];
                if (f == 0) {
                    continue;
                }
                for (int c = col; c < n; c++) {
                    a[r * n + c] -= f * a[col * n + c];
                }
                b[r] -= f * b[col];
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = b[r];
            for (int c = r + 1; c < n; c++) {
                s -= a[r * n + c] * x[c];
            }
            x[r] = a[r * n + r] == 0 ? 0 : s / a[r * n + r];
        }
        return x;
    }
}
