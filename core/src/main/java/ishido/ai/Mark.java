package ishido.ai;

import ishido.rules.Scoring;

/**
 * How a reviewed move is marked, by what it cost against the searcher's best square: nothing, an
 * inaccuracy {@code ?!}, a mistake {@code ?} or a blunder {@code ??}. The thresholds are in the
 * points of the game's scoring; a loss within the searcher's noise is never marked.
 */
public enum Mark {
    NONE(""),
    INACCURACY("?!"),
    MISTAKE("?"),
    BLUNDER("??");

    /** Modern: expected final points lost for an inaccuracy, a mistake and a blunder. */
    static final double[] MODERN_THRESHOLDS = {150, 400, 1000};
    /**
     * Ancient, in the units of {@link Objective#ANCIENT}: half a 4-Way (or 2.5% of the chance of
     * emptying the pouch), one 4-Way (5%), three 4-Ways (15%).
     */
    static final double[] ANCIENT_THRESHOLDS = {50, 100, 300};
    /** A loss is marked only when it is this many standard errors of the paired difference. */
    static final double NOISE_SIGMAS = 2.0;

    private final String symbol;

    Mark(String symbol) {
        this.symbol = symbol;
    }

    /** The mark as annotators write it, empty for none. */
    public String symbol() {
        return symbol;
    }

    /** The mark of a loss measured with the given standard error, under a scoring. */
    public static Mark of(double loss, double noise, Scoring scoring) {
        if (loss <= NOISE_SIGMAS * noise) {
            return NONE;
        }
        double[] t = thresholds(scoring);
        Mark mark = NONE;
        for (int i = 0; i < t.length; i++) {
            if (loss >= t[i]) {
                mark = values()[i + 1];
            }
        }
        return mark;
    }

    /** The least loss of this mark under the scoring (0 for none). */
    public double threshold(Scoring scoring) {
        return this == NONE ? 0 : thresholds(scoring)[ordinal() - 1];
    }

    private static double[] thresholds(Scoring scoring) {
        return scoring == Scoring.ANCIENT ? ANCIENT_THRESHOLDS : MODERN_THRESHOLDS;
    }
}
