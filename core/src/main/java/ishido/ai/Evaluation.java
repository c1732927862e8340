package ishido.ai;

import ishido.assets.Assets;

/**
 * A learned value of a position for the stones still to come: a linear function of its {@link Features},
 * fitted by {@link Trainer} to what the rollout policy went on to make from such positions (the 4-Ways
 * still to come, and one more when the pouch is emptied). The searcher may use it at the root to keep
 * only the most promising squares for its rollouts ({@link #keep}).
 *
 * <p>The weights are a small text file, {@code name value} a line (every feature once, {@code #}
 * comments), the shipped one a resource that the {@code train} command regenerates.
 */
public final class Evaluation {
    /** The shipped weights, on the class path under /ishido/ (core's resources), read as the desktop's assets are. */
    static final String RESOURCE = "ai/evaluation.txt";
    /** Squares the root keeps for its rollouts when not told otherwise. */
    public static final int DEFAULT_KEEP = 8;
    /** Its weights file: the header, and every feature's name. */
    private static final WeightsFile FILE = new WeightsFile("ishido-evaluation 1", "an evaluation's weights",
            Features.names());

    private final double[] weights;
    /** Squares, best by the evaluation, the searcher keeps at the root (the rest get no rollout). */
    final int keep;
    /**
     * Stones a rollout leaves in the pouch, valued by the evaluation instead of played (0: every rollout
     * plays to the end, as by default).
     */
    final int horizon;
    private final double horizonA;
    private final double horizonB;
    private final double horizonC;

    Evaluation(double[] weights, int keep) {
        this(weights, keep, 0);
    }

    Evaluation(double[] weights, int keep, int horizon) {
        if (weights.length != Features.COUNT) {
            throw new IllegalArgumentException("an evaluation needs " + Features.COUNT + " weights, not " + weights.length);
        }
        if (keep < 2) {
            throw new IllegalArgumentException("an evaluation must keep at least 2 squares, not " + keep);
        }
        int fit = java.util.Arrays.binarySearch(HORIZONS, horizon);
        if (horizon != 0 && fit < 0) {
            throw new IllegalArgumentException("the horizon must be one of " + java.util.Arrays.toString(HORIZONS)
                    + " (or 0, off), not " + horizon);
        }
        this.weights = weights.clone();
        this.keep = keep;
        this.horizon = horizon;
        this.horizonA = fit < 0 ? 0 : HORIZON_FIT[fit][0];
        this.horizonB = fit < 0 ? 0 : HORIZON_FIT[fit][1];
        this.horizonC = fit < 0 ? 0 : HORIZON_FIT[fit][2];
    }

    /** The same weights, keeping that many squares at the root (at least 2). */
    public Evaluation keeping(int squares) {
        return new Evaluation(weights, squares, horizon);
    }

    /** The same weights, cutting rollouts off with that many stones still in the pouch (0: off). */
    public Evaluation withHorizon(int stones) {
        return new Evaluation(weights, keep, stones);
    }

    /**
     * A rollout's Modern value at its horizon: the score so far, plus m (A + B f) + C 1000 when no kind
     * still to come is stranded, where m is the multiplier and f the 4-Ways the evaluation still expects
     * (its value less the one for an emptied pouch). A, B, C were fitted to policy rollouts from openings
     * cut that many stones from their end ({@code Bench horizon H 200000 5000001}, a test class), for the
     * horizons in {@link #HORIZONS} only; doubles, so the page's cost of {@code long} does not arise.
     */
    long horizonValue(Features features, Engine e) {
        // The multiplier as an int shift: a game holds at most 18 4-Ways (the page compiles this).
        double m = 1 << Math.min(e.fourWays, 30);
        double fours = Math.max(0, value(features, e) - 1);
        double bonus = features.values[Features.STRANDED] == 0 ? 1000 : 0;
        return e.score + (long) (m * (horizonA + horizonB * fours) + horizonC * bonus);
    }

    /** The horizons whose A, B, C are fitted, and those constants. */
    static final int[] HORIZONS = {10, 20};
    private static final double[][] HORIZON_FIT = {{5.07, 62.5, 0.770}, {-19.6, 118.8, 0.688}};

    /** The position's value: the 4-Ways the policy would still make from it, one more for an emptied pouch. */
    double value(Features features, Engine e) {
        double[] v = features.read(e);
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i] * v[i];
        }
        return sum;
    }

    /** The weight of feature i (in the order of {@link Features#name}). */
    double weight(int i) {
        return weights[i];
    }

    /** The weights as a file: the header, the comment lines given, then one feature a line. */
    public String format(String... comments) {
        return FILE.format(weights, comments);
    }

    /**
     * Reads a weights file written by {@link #format}.
     *
     * @throws IllegalArgumentException with a one-line message naming the line, when it is not one
     */
    public static Evaluation parse(String text) {
        return new Evaluation(FILE.parse(text), DEFAULT_KEEP);
    }

    /**
     * The weights shipped with the game.
     *
     * @throws IllegalStateException when the resource is missing or damaged (one line)
     */
    public static Evaluation shipped() {
        String text = Assets.text(RESOURCE);
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the shipped evaluation " + RESOURCE + " is damaged: " + e.getMessage());
        }
    }
}
