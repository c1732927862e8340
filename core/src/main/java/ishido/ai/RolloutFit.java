package ishido.ai;

import ishido.assets.Assets;
import ishido.rules.Deal;

/**
 * The rollout policy's learned part: what a move does to the holes around it, to the Beyond and to the
 * 4-Ways, weighed as the Master itself weighs them. Each legal square's score is the {@link Policy}'s
 * value plus, for each such change, its count times its weight at the game's phase; the weights are a
 * conditional logit fitted (the lab's {@code ChoiceFit}) to the Master's own choices, so that the rollouts play more as
 * the Master would. Only what a move changes is counted, so a choice costs little more than the policy.
 *
 * <p>The weights are a small text file, {@code name value} a line, written by the lab's {@code fit} command.
 */
public final class RolloutFit {
    /** The weights fitted to the shipped Master's choices, among the assets (the assets module's resources). */
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
    static final double POLICY_SCALE = 100;
    static final double TERM_SCALE = 10;
    private static final WeightsFile FILE = new WeightsFile("ishido-rollouts 1", "the rollouts' weights", names());

    private final double[] weights;
    /**
     * Each term's weight for a choice with s stones left, at s times {@link #T} ({@link #tableAt}): worked out
     * once here, so a rollout's choice only reads integers (and the page calls no JavaScript for a rounding).
     */
    final int[] tables;

    RolloutFit(double[] weights) {
        if (weights.length != COUNT) {
            throw new IllegalArgumentException("the rollouts need " + COUNT + " weights, not " + weights.length);
        }
        if (!(weights[0] > 0)) {
            throw new IllegalArgumentException("the policy's weight must be above 0, not " + weights[0]);
        }
        this.weights = weights.clone();
        // One table for every count of stones left a game can have, from a whole deal's to none.
        this.tables = new int[(Deal.SIZE + 1) * T];
        double perPolicy = POLICY_SCALE / TERM_SCALE / weights[0];
        for (int left = 0; left <= Deal.SIZE; left++) {
            double phase = phase(left);
            for (int t = 0; t < T; t++) {
                // Math.round's own rule (floor of x + 1/2), but with no long: the page makes every long a BigInt.
                tables[left * T + t] = (int) Math.floor((weights[1 + t] + weights[1 + T + t] * phase) * perPolicy + 0.5);
            }
        }
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
        return phase(e.stonesLeft);
    }

    private static double phase(int stonesLeft) {
        return (stonesLeft - 1) / 72.0;
    }

    /**
     * Where a choice in this engine finds its table in {@link #tables}: each term's weight at the game's phase in
     * the policy's units (a 4-Way is {@link Policy#FOUR_WAY}), rounded, so that a rollout adds integers only and
     * plays the same everywhere.
     */
    int tableAt(Engine e) {
        return e.stonesLeft * T;
    }

    /**
     * The learned part of the kind's move on the square: its changes ({@link #changes}) weighed by the table
     * at tables[at].
     */
    static int score(Engine e, int square, int kind, int[] tables, int at) {
        return walk(e, square, kind, tables, at, null);
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
        walk(e, square, kind, null, 0, counts);
    }

    /**
     * Goes over the move's changes, each one term's count up or down: into counts when they are given, else
     * into the sum of the table's weights it returns (the rollouts' way, with no array to clear and add up).
     */
    private static int walk(Engine e, int square, int kind, int[] table, int at, int[] counts) {
        int v = 0;
        int left0 = Policy.leftAfter(e, kind, 0);
        int left1 = Policy.leftAfter(e, kind, 1);
        int around = e.around[square];
        if (!Engine.WITHIN[square]) {
            v += change(BEYOND, -1, table, at, counts);
        }
        if (around == 4) {
            v += change(FOUR_WAYS, 1, table, at, counts);
        }
        if (around >= 2) {
            v += change(hole(around, fits(e.legal, square * 2, left0, left1)), -1, table, at, counts);
        }
        for (int i = 0; i < 4; i++) {
            int n = Engine.NEIGHBOURS[square * 4 + i];
            if (n < 0 || e.cells[n] != Engine.EMPTY) {
                continue;
            }
            int na = e.around[n];
            if (na >= 2) {
                v += change(hole(na, fits(e.legal, n * 2, left0, left1)), -1, table, at, counts);
            }
            if (na >= 1) {
                v += change(hole(na + 1, fits(e.afterLegal, i * 2, left0, left1)), 1, table, at, counts);
            }
        }
        return v;
    }

    /** One term's count changed by the sign: into counts when given (0), else the sign times the term's weight in the table. */
    private static int change(int term, int sign, int[] table, int at, int[] counts) {
        if (counts != null) {
            counts[term] += sign;
            return 0;
        }
        return sign * table[at + term];
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
        String text = Assets.text(RESOURCE);
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the shipped rollouts' weights " + RESOURCE + " are damaged: " + e.getMessage());
        }
    }

    /** Equal weights are the same learned part (so a style with the shipped weights read twice is one style). */
    @Override
    public boolean equals(Object o) {
        return o instanceof RolloutFit f && java.util.Arrays.equals(weights, f.weights);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(weights);
    }

    @Override
    public String toString() {
        return "RolloutFit[policy=" + weights[0] + "]";
    }
}
