package ishido.ai;

/**
 * How a reviewed move is marked, by what it cost against the searcher's best square: nothing, an
 * inaccuracy {@code ?!}, a mistake {@code ?} or a blunder {@code ??}: by the share of the best
 * square's expected value lost, once the loss is at least {@link #FLOOR} points; a loss within the
 * searcher's noise is never marked.
 */
public enum Mark {
    NONE(""),
    INACCURACY("?!"),
    MISTAKE("?"),
    BLUNDER("??");

    /**
     * The share of the best square's expected value a move must lose for an inaccuracy, a mistake and
     * a blunder. Shares, not flat points: a Modern game's stakes grow a hundredfold as its 4-Ways double
     * every later point, and flat thresholds marked a Novice's games (worth little from the start) no
     * more than a Master's (docs/ai.md, "The reviewer").
     */
    static final double[] SHARES = {0.05, 0.15, 0.40};
    /** Below this loss in points (or Ancient units) no move is marked, whatever its share. */
    static final double FLOOR = 25;
    /** A loss is marked only when it is this many standard errors of the paired difference. */
    static final double NOISE_SIGMAS = 2.0;
    /** Expected values below this count as this much when a loss is weighed as a share. */
    static final double LEAST_STAKE = 100;

    private final String symbol;

    Mark(String symbol) {
        this.symbol = symbol;
    }

    /** The mark as annotators write it, empty for none. */
    public String symbol() {
        return symbol;
    }

    /**
     * The mark of a loss measured with the given standard error, against the best square's expected
     * value: none within the noise or below the floor, else by the share of that value lost.
     */
    public static Mark of(double loss, double noise, double bestValue) {
        if (loss <= NOISE_SIGMAS * noise || loss < FLOOR) {
            return NONE;
        }
        double share = share(loss, bestValue);
        Mark mark = NONE;
        for (int i = 0; i < SHARES.length; i++) {
            if (share >= SHARES[i]) {
                mark = values()[i + 1];
            }
        }
        return mark;
    }

    /** The share of the best square's expected value that a loss is. */
    public static double share(double loss, double bestValue) {
        return loss / Math.max(LEAST_STAKE, bestValue);
    }

    /** The least share of the best's expected value this mark stands for (0 for none). */
    public double share() {
        return this == NONE ? 0 : SHARES[ordinal() - 1];
    }
}
