package ishido.ai;

/**
 * A learned value of a position for the stones still to come: a linear function of its {@link Features},
 * fitted by {@link Trainer} to what the rollout policy went on to make from such positions (the 4-Ways
 * still to come, and one more when the pouch is emptied). An experiment of the lab: the searcher once used it
 * to keep only the root's most promising squares and to value rollouts cut at a horizon, neither of which paid
 * (docs/ai.md, "What was tried"), so the game has no use for it and its weights are not shipped.
 *
 * <p>The weights are a small text file, {@code name value} a line (every feature once, {@code #}
 * comments), which the {@code train} command writes.
 */
public final class Evaluation {
    /** Its weights file: the header, and every feature's name. */
    private static final WeightsFile FILE = new WeightsFile("ishido-evaluation 1", "an evaluation's weights",
            Features.names());

    private final double[] weights;

    Evaluation(double[] weights) {
        if (weights.length != Features.COUNT) {
            throw new IllegalArgumentException("an evaluation needs " + Features.COUNT + " weights, not " + weights.length);
        }
        this.weights = weights.clone();
    }

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
        return new Evaluation(FILE.parse(text));
    }
}
