package ishido.ai;

import ishido.rules.Square;

/**
 * The fit of the rollouts' learned part ({@link RolloutFit}) to a player's choices: a conditional logit, in
 * which a choice's squares have the softmax of their scores as their chances, of most likelihood. The fit
 * command gathers the Master's choices and writes what this finds.
 */
public final class ChoiceFit {
    private ChoiceFit() {
    }

    /**
     * A player's choices, as the fit reads them: for each choice with more than one legal square, each
     * square's policy value and changes, the game's phase, and which square the player chose.
     */
    public static final class Choices {
        private final Policy policy = new Policy();
        /** Per square: the policy's value, then the {@link RolloutFit#T} counts. */
        private int[] rows = new int[1 << 16];
        private int size;
        /** Per choice: where its squares start in rows (in squares), the phase, the chosen square's place. */
        private int[] starts = new int[1 << 10];
        private double[] phases = new double[1 << 10];
        private int[] chosen = new int[1 << 10];
        private int choices;
        private final int[] counts = new int[RolloutFit.T];

        /** Adds the choice of the square for the position's touchstone (a choice of one square is left out). */
        public void add(Position position, Square square) {
            Engine e = Engine.of(position);
            int kind = position.touchstone().id();
            if (!e.isLegal(square.index(), kind)) {
                throw new IllegalArgumentException(square + " is not a legal square for the touchstone");
            }
            if (e.legalCount[kind] < 2) {
                return;
            }
            if (choices == starts.length) {
                starts = java.util.Arrays.copyOf(starts, choices * 2);
                phases = java.util.Arrays.copyOf(phases, choices * 2);
                chosen = java.util.Arrays.copyOf(chosen, choices * 2);
            }
            int first = size;
            int pick = -1;
            for (int s = 0; s < Engine.SQUARES; s++) {
                if (!e.isLegal(s, kind)) {
                    continue;
                }
                if ((size + 1) * (1 + RolloutFit.T) > rows.length) {
                    rows = java.util.Arrays.copyOf(rows, rows.length * 2);
                }
                if (s == square.index()) {
                    pick = size - first;
                }
                int at = size * (1 + RolloutFit.T);
                rows[at] = policy.evaluate(e, s, kind);
                RolloutFit.changes(e, s, kind, counts);
                System.arraycopy(counts, 0, rows, at + 1, RolloutFit.T);
                size++;
            }
            starts[choices] = first;
            phases[choices] = RolloutFit.phase(e);
            chosen[choices] = pick;
            choices++;
        }

        /** The choices added. */
        public int size() {
            return choices;
        }

        private int end(int c) {
            return c + 1 < choices ? starts[c + 1] : size;
        }

        /** Square r's column j: the policy's value over 100, a count over 10, or a count times the phase over 10. */
        private double column(int r, int j, double phase) {
            int at = r * (1 + RolloutFit.T);
            if (j == 0) {
                return rows[at] / RolloutFit.POLICY_SCALE;
            }
            int t = RolloutFit.T;
            return j <= t ? rows[at + j] / RolloutFit.TERM_SCALE : rows[at + j - t] * phase / RolloutFit.TERM_SCALE;
        }
    }

    /**
     * How well weights foretell the choices: the share of choices whose chosen square scores best (a tie
     * of n squares counting 1/n), and the mean log-likelihood of the chosen square.
     */
    public record Agreement(double top, double logLikelihood) {
    }

    /** How well the rollouts' weights foretell the choices. */
    public static Agreement agreement(RolloutFit fit, Choices data) {
        if (data.choices == 0) {
            throw new IllegalArgumentException("no choice of more than one square to foretell");
        }
        double[] w = new double[RolloutFit.COUNT];
        for (int j = 0; j < w.length; j++) {
            w[j] = fit.weight(j);
        }
        double top = 0;
        double ll = 0;
        double[] z = new double[Engine.SQUARES];
        for (int c = 0; c < data.choices; c++) {
            int first = data.starts[c];
            int n = data.end(c) - first;
            double max = Double.NEGATIVE_INFINITY;
            for (int r = 0; r < n; r++) {
                z[r] = dot(data, first + r, w, data.phases[c]);
                max = Math.max(max, z[r]);
            }
            double sum = 0;
            int best = 0;
            for (int r = 0; r < n; r++) {
                sum += Math.exp(z[r] - max);
                best += z[r] >= max - 1e-9 ? 1 : 0;
            }
            int pick = data.chosen[c];
            top += z[pick] >= max - 1e-9 ? 1.0 / best : 0;
            ll += z[pick] - max - Math.log(sum);
        }
        return new Agreement(top / data.choices, ll / data.choices);
    }

    private static double dot(Choices data, int r, double[] w, double phase) {
        double v = 0;
        for (int j = 0; j < RolloutFit.COUNT; j++) {
            if (w[j] != 0) {
                v += w[j] * data.column(r, j, phase);
            }
        }
        return v;
    }

    /** The ridge on the weights: the mean negative log-likelihood of a choice plus this times their sum of squares. */
    static final double RIDGE = 1e-4;

    /** Fits the policy's weight alone (every term 0): how well the policy by itself foretells the choices. */
    public static RolloutFit fitPolicyAlone(Choices data) {
        return fit(data, 1);
    }

    /**
     * Fits the weights to the choices: the conditional logit (a choice's squares' chances being the softmax
     * of their scores) of most likelihood with a small {@link #RIDGE}, by Newton's method, which this convex
     * fit makes sure of; the same choices give the same weights.
     *
     * @throws IllegalArgumentException when there is no choice to fit, or the policy's weight comes out not
     *                                  above 0 (choices that the policy does not foretell at all)
     */
    public static RolloutFit fit(Choices data) {
        return fit(data, RolloutFit.COUNT);
    }

    /** Fits the first k weights, the others held at 0. */
    private static RolloutFit fit(Choices data, int k) {
        if (data.choices == 0) {
            throw new IllegalArgumentException("no choice of more than one square to fit");
        }
        double[] w = new double[RolloutFit.COUNT];
        w[0] = 1;
        double[] g = new double[k];
        double[][] h = new double[k][k];
        double loss = loss(data, w, k, g, h);
        double[] nextG = new double[k];
        double[][] nextH = new double[k][k];
        for (int iteration = 0; iteration < 50; iteration++) {
            double[] step = solve(h, g);
            double t = 1;
            double[] next = w.clone();
            double nextLoss = loss;
            for (int halvings = 0; halvings < 30; halvings++) {
                for (int j = 0; j < k; j++) {
                    next[j] = w[j] - t * step[j];
                }
                // With the gradient and Hessian at once: the step is nearly always taken whole, and then they are the next ones.
                nextLoss = loss(data, next, k, nextG, nextH);
                if (nextLoss <= loss) {
                    break;
                }
                t /= 2;
            }
            if (!(nextLoss <= loss)) {
                break;
            }
            boolean done = loss - nextLoss < 1e-12;
            w = next;
            loss = nextLoss;
            double[] swapG = g;
            g = nextG;
            nextG = swapG;
            double[][] swapH = h;
            h = nextH;
            nextH = swapH;
            if (done) {
                break;
            }
        }
        return new RolloutFit(w);
    }

    /**
     * The fit's loss at w (the first k weights free): the mean negative log-likelihood of the chosen
     * squares plus the ridge; with g and h given, also its gradient and Hessian in them.
     */
    private static double loss(Choices data, double[] w, int k, double[] g, double[][] h) {
        if (g != null) {
            java.util.Arrays.fill(g, 0);
            for (double[] row : h) {
                java.util.Arrays.fill(row, 0);
            }
        }
        double total = 0;
        double[] z = new double[Engine.SQUARES];
        double[][] x = new double[Engine.SQUARES][k];
        double[] mean = new double[k];
        for (int c = 0; c < data.choices; c++) {
            int first = data.starts[c];
            int n = data.end(c) - first;
            double phase = data.phases[c];
            double max = Double.NEGATIVE_INFINITY;
            for (int r = 0; r < n; r++) {
                double v = 0;
                for (int j = 0; j < k; j++) {
                    x[r][j] = data.column(first + r, j, phase);
                    v += w[j] * x[r][j];
                }
                z[r] = v;
                max = Math.max(max, v);
            }
            double sum = 0;
            for (int r = 0; r < n; r++) {
                z[r] = Math.exp(z[r] - max);
                sum += z[r];
            }
            int pick = data.chosen[c];
            total -= Math.log(z[pick] / sum);
            if (g == null) {
                continue;
            }
            java.util.Arrays.fill(mean, 0);
            for (int r = 0; r < n; r++) {
                double p = z[r] / sum;
                for (int a = 0; a < k; a++) {
                    double pa = p * x[r][a];
                    mean[a] += pa;
                    for (int b = 0; b <= a; b++) {
                        h[a][b] += pa * x[r][b];
                    }
                }
            }
            for (int a = 0; a < k; a++) {
                g[a] += mean[a] - x[pick][a];
                for (int b = 0; b <= a; b++) {
                    h[a][b] -= mean[a] * mean[b];
                }
            }
        }
        int m = data.choices;
        double ridge = 0;
        for (int j = 0; j < k; j++) {
            ridge += w[j] * w[j];
        }
        if (g != null) {
            for (int a = 0; a < k; a++) {
                g[a] = g[a] / m + 2 * RIDGE * w[a];
                for (int b = 0; b <= a; b++) {
                    h[a][b] = h[a][b] / m + (a == b ? 2 * RIDGE : 0);
                    h[b][a] = h[a][b];
                }
            }
        }
        return total / m + RIDGE * ridge;
    }

    /** Solves h x = g for x, h symmetric and positive definite (Cholesky). */
    private static double[] solve(double[][] h, double[] g) {
        int k = g.length;
        double[][] l = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j <= i; j++) {
                double s = h[i][j];
                for (int p = 0; p < j; p++) {
                    s -= l[i][p] * l[j][p];
                }
                l[i][j] = i == j ? Math.sqrt(Math.max(s, 1e-12)) : s / l[j][j];
            }
        }
        double[] y = new double[k];
        for (int i = 0; i < k; i++) {
            double s = g[i];
            for (int p = 0; p < i; p++) {
                s -= l[i][p] * y[p];
            }
            y[i] = s / l[i][i];
        }
        double[] x = new double[k];
        for (int i = k - 1; i >= 0; i--) {
            double s = y[i];
            for (int p = i + 1; p < k; p++) {
                s -= l[p][i] * x[p];
            }
            x[i] = s / l[i][i];
        }
        return x;
    }
}
