package ishido.ai;

/**
 * The rollout policy's learned part: what a move does to the holes around it, to the Beyond and to the
 * 4-Ways, weighed as the Master itself weighs them. Each legal square's score is the {@link Policy}'s
 * value plus, for each such change, its count times its weight at the game's phase; the weights are a
 * conditional logit fitted ({@link #fit}) to the Master's own choices, so that the rollouts play more as
 * the Master would. Only what a move changes is counted, so a choice costs little more than the policy.
 *
 * <p>The weights are a small text file, {@code name value} a line, written by the {@code fit} command.
 */
public final class RolloutFit {
    /** The weights fitted to the shipped Master's choices, on the class path under /ishido/ (core's resources). */
    static final String RESOURCE = "ai/rollouts.txt";
    /**
     * What a move changes: the empty squares with 4, 3 or 2 neighbours by how many kinds still to come fit
     * them (dead: none; then 1, 2, 3 or more; a 2-neighbour square only dead or not), the Beyond's empty
     * squares, the 4-Ways.
     */
    static final String[] TERMS = {
        "dead4", "hole4.1", "hole4.2", "hole4.3",
        "dead3", "hole3.1", "hole3.2", "hole3.3",
        "dead2", "hole2",
        "beyond", "fourways",
    };
    static final int T = TERMS.length;
    private static final int BEYOND = 10;
    private static final int FOUR_WAYS = 11;
    /** The weights: the policy's value's, each term's, and each term's scaled by the phase (the share of stones left). */
    static final int COUNT = 1 + 2 * T;
    /** The scale of the columns a choice is fitted on: the policy's value over 100, each count over 10. */
    private static final double POLICY_SCALE = 100;
    private static final double TERM_SCALE = 10;
    private static final WeightsFile FILE = new WeightsFile("ishido-rollouts 1", "the rollouts' weights", names());

    private final double[] weights;

    RolloutFit(double[] weights) {
        if (weights.length != COUNT) {
            throw new IllegalArgumentException("the rollouts need " + COUNT + " weights, not " + weights.length);
        }
        if (!(weights[0] > 0)) {
            throw new IllegalArgumentException("the policy's weight must be above 0, not " + weights[0]);
        }
        this.weights = weights.clone();
    }

    static String name(int i) {
        if (i == 0) {
            return "policy";
        }
        return i <= T ? TERMS[i - 1] : TERMS[i - 1 - T] + "*phase";
    }

    private static String[] names() {
        String[] names = new String[COUNT];
        for (int i = 0; i < COUNT; i++) {
            names[i] = name(i);
        }
        return names;
    }

    double weight(int i) {
        return weights[i];
    }

    /** The share of the stones still to come once the touchstone is placed: 1 at the first move, 0 at the last. */
    static double phase(Engine e) {
        return (e.stonesLeft - 1) / 72.0;
    }

    /**
     * Each term's weight for a choice in this engine, in the policy's units (a 4-Way is {@link Policy#FOUR_WAY}),
     * rounded, so that a rollout adds integers only and plays the same everywhere.
     */
    void table(Engine e, int[] table) {
        double phase = phase(e);
        double perPolicy = POLICY_SCALE / TERM_SCALE / weights[0];
        for (int t = 0; t < T; t++) {
            table[t] = (int) Math.round((weights[1 + t] + weights[1 + T + t] * phase) * perPolicy);
        }
    }

    /**
     * The learned part of the kind's move on the square: its changes ({@link #changes}) weighed by the
     * choice's table; counts is working space of {@link #T}.
     */
    static int score(Engine e, int square, int kind, int[] table, int[] counts) {
        changes(e, square, kind, counts);
        int v = 0;
        for (int t = 0; t < T; t++) {
            v += table[t] * counts[t];
        }
        return v;
    }

    /**
     * Counts what putting a stone of the kind on the square (a legal move) changes into counts: the square's
     * own hole filled, each empty neighbour's hole as it was and as it becomes, the Beyond square taken, the
     * 4-Way made. The kinds that fit a hole are those still to come once the stone is placed. The policy
     * must have just evaluated the same move ({@link Policy#evaluate} leaves each neighbour's kinds after
     * it in {@link Engine#afterLegal}).
     */
    static void changes(Engine e, int square, int kind, int[] counts) {
        java.util.Arrays.fill(counts, 0);
        int left0 = Policy.leftAfter(e, kind, 0);
        int left1 = Policy.leftAfter(e, kind, 1);
        int around = e.around[square];
        if (!Engine.WITHIN[square]) {
            counts[BEYOND]--;
        }
        if (around == 4) {
            counts[FOUR_WAYS]++;
        }
        if (around >= 2) {
            counts[hole(around, fits(e.legal, square * 2, left0, left1))]--;
        }
        for (int i = 0; i < 4; i++) {
            int n = Engine.NEIGHBOURS[square * 4 + i];
            if (n < 0 || e.cells[n] != Engine.EMPTY) {
                continue;
            }
            int na = e.around[n];
            if (na >= 2) {
                counts[hole(na, fits(e.legal, n * 2, left0, left1))]--;
            }
            if (na >= 1) {
                counts[hole(na + 1, fits(e.afterLegal, i * 2, left0, left1))]++;
            }
        }
    }

    /** How many of the kinds still to come are in the set of kinds at sets[at] (two words). */
    private static int fits(int[] sets, int at, int left0, int left1) {
        return Integer.bitCount(sets[at] & left0) + Integer.bitCount(sets[at + 1] & left1);
    }

    /** The term of an empty square with that many neighbours (2 to 4) and kinds that fit it. */
    private static int hole(int around, int fits) {
        if (around == 2) {
            return fits == 0 ? 8 : 9;
        }
        return (around == 4 ? 0 : 4) + Math.min(fits, 3);
    }

    /** The weights as a file: the header, the comment lines given, then one weight a line. */
    public String format(String... comments) {
        return FILE.format(weights, comments);
    }

    /**
     * Reads a weights file written by {@link #format}.
     *
     * @throws IllegalArgumentException with a one-line message naming the line, when it is not one
     */
    public static RolloutFit parse(String text) {
        return new RolloutFit(FILE.parse(text));
    }

    /**
     * The weights shipped with the game.
     *
     * @throws IllegalStateException when the resource is missing or damaged (one line)
     */
    public static RolloutFit shipped() {
        String text = WeightsFile.shipped(RESOURCE, "the shipped rollouts' weights");
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the shipped rollouts' weights " + RESOURCE + " are damaged: " + e.getMessage());
        }
    }

    @Override
    public String toString() {
        return "RolloutFit[policy=" + weights[0] + "]";
    }

    /**
     * A player's choices, as the fit reads them: for each choice with more than one legal square, each
     * square's policy value and changes, the game's phase, and which square the player chose.
     */
    public static final class Choices {
        private final Policy policy = new Policy();
        /** Per square: the policy's value, then the {@link #T} counts. */
        private int[] rows = new int[1 << 16];
        private int size;
        /** Per choice: where its squares start in rows (in squares), the phase, the chosen square's place. */
        private int[] starts = new int[1 << 10];
        private double[] phases = new double[1 << 10];
        private int[] chosen = new int[1 << 10];
        private int choices;
        private final int[] counts = new int[T];

        /** Adds the choice of the square for the position's touchstone (a choice of one square is left out). */
        public void add(Position position, ishido.rules.Square square) {
            Engine e = Engine.of(position);
            int kind = position.touchstone().id();
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
                if ((size + 1) * (1 + T) > rows.length) {
                    rows = java.util.Arrays.copyOf(rows, rows.length * 2);
                }
                if (s == square.index()) {
                    pick = size - first;
                }
                int at = size * (1 + T);
                rows[at] = policy.evaluate(e, s, kind);
                changes(e, s, kind, counts);
                System.arraycopy(counts, 0, rows, at + 1, T);
                size++;
            }
            if (pick < 0) {
                throw new IllegalArgumentException(square + " is not a legal square for the touchstone");
            }
            starts[choices] = first;
            phases[choices] = phase(e);
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
            int at = r * (1 + T);
            if (j == 0) {
                return rows[at] / POLICY_SCALE;
            }
            return j <= T ? rows[at + j] / TERM_SCALE : rows[at + j - T] * phase / TERM_SCALE;
        }
    }

    /**
     * How well weights foretell the choices: the share of choices whose chosen square scores best (a tie
     * of n squares counting 1/n), and the mean log-likelihood of the chosen square.
     */
    public record Agreement(double top, double logLikelihood) {
    }

    /** How well these weights foretell the choices. */
    public Agreement agreement(Choices data) {
        return agreement(data, weights);
    }

    private static Agreement agreement(Choices data, double[] w) {
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
        for (int j = 0; j < COUNT; j++) {
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
        return fit(data, COUNT);
    }

    /** Fits the first k weights, the others held at 0. */
    private static RolloutFit fit(Choices data, int k) {
        if (data.choices == 0) {
            throw new IllegalArgumentException("no choice of more than one square to fit");
        }
        double[] w = new double[COUNT];
        w[0] = 1;
        double[] g = new double[k];
        double[][] h = new double[k][k];
        double loss = loss(data, w, k, g, h);
        for (int iteration = 0; iteration < 50; iteration++) {
            double[] step = solve(h, g);
            double t = 1;
            double[] next = w.clone();
            double nextLoss = loss;
            for (int halvings = 0; halvings < 30; halvings++) {
                for (int j = 0; j < k; j++) {
                    next[j] = w[j] - t * step[j];
                }
                nextLoss = loss(data, next, k, null, null);
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
            loss = loss(data, w, k, g, h);
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
