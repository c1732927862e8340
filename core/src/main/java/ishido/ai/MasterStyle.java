package ishido.ai;

/**
 * How Master's search plays beyond its budget: whether the root keeps clear of slow strands (shipped on),
 * the learned part of their policy (shipped: the weights the
 * lab's {@code fit} command wrote, {@link RolloutFit#shipped}) and the value that chooses their first moves (shipped: the
 * one the lab's {@code learn} command wrote, {@link RolloutValue#shipped}, for a rollout's first {@link #SHIPPED_VALUE_STONES}
 * stones). A rollout is worth its final Modern score with the end bonus. The choices that are not shipped are the
 * Masters before, there for paired measurements with {@code selfplay}.
 *
 * @param guard the root drops squares that leave a stone whose every square strands others
 *              ({@link Searcher#keepClearOfSlowStrands})
 * @param fit   the learned part of the rollouts' policy ({@link RolloutFit}), or null for the policy alone
 * @param value the value that chooses the rollouts' moves ({@link RolloutValue}), or null for the policy's choice
 * @param valueStones how many of a rollout's stones (after the root's move) the value chooses the squares of, the
 *              policy the rest's: at least 1, {@link #EVERY_STONE} for all of them (and with no value)
 */
public record MasterStyle(boolean guard, RolloutFit fit, RolloutValue value, int valueStones) {
    /** {@link #valueStones} for a value that chooses every stone of a rollout. */
    public static final int EVERY_STONE = Integer.MAX_VALUE;
    /**
     * The shipped {@link #valueStones}: the value is about twice as costly a stone as the policy, and spent on the
     * first stones only it leaves time for more rollouts (docs/ai.md, "The value for a rollout's first stones").
     */
    public static final int SHIPPED_VALUE_STONES = 10;
    /**
     * Master before its rollouts' moves were chosen by a value (commit 69c1e32), the learned part alone: as the
     * reviewer weighs moves ({@link Reviewer}).
     */
    public static final MasterStyle FITTED = new MasterStyle(true, RolloutFit.shipped());
    /** Master before its rollouts had a learned part (commit e290e53): the policy alone, for measurements. */
    public static final MasterStyle GUARDED = new MasterStyle(true, null);
    /** Master before the guard (commit 8f46e54), as Expert's searcher still plays. */
    public static final MasterStyle PLAIN = new MasterStyle(false, null);

    /**
     * Master as it plays in the game and the page: the guard and the rollouts with their learned part
     * and value. The value's weights (some 2.5 MB) are read the first time this is asked for, not when the class is
     * first used: the lower skills, the reviewer and Expert's searcher never need them.
     */
    public static MasterStyle shipped() {
        return Shipped.STYLE;
    }

    /** Holds {@link #shipped()}: the JVM (and TeaVM) initialise it on first use, once, on any thread. */
    private static final class Shipped {
        static final MasterStyle STYLE = new MasterStyle(true, RolloutFit.shipped(), RolloutValue.shipped(),
                SHIPPED_VALUE_STONES);
    }

    public MasterStyle {
        if (valueStones < 1) {
            throw new IllegalArgumentException("a value chooses at least one stone, not " + valueStones);
        }
        // With no value the count means nothing: one style whatever it was.
        valueStones = value == null ? EVERY_STONE : valueStones;
    }

    /** A Master whose rollouts' moves the policy (with the learned part, if any) chooses. */
    public MasterStyle(boolean guard, RolloutFit fit) {
        this(guard, fit, null, EVERY_STONE);
    }

    /** This style with another value choosing the rollouts' moves (null: the policy's choice), for as many stones. */
    public MasterStyle withValue(RolloutValue value) {
        return new MasterStyle(guard, fit, value, valueStones);
    }

    /** This style with its value choosing a rollout's first so many stones ({@link #EVERY_STONE}: all of them). */
    public MasterStyle withValueStones(int stones) {
        return new MasterStyle(guard, fit, value, stones);
    }
}
