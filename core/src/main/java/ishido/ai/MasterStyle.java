package ishido.ai;

/**
 * How Master's search plays beyond its budget: whether the root keeps clear of slow strands (shipped on),
 * what its rollouts are worth (shipped: the points), the learned part of their policy (shipped: the weights the
 * {@code fit} command wrote, {@link RolloutFit#shipped}) and the value that chooses their moves (shipped: the one
 * the {@code learn} command wrote, {@link RolloutValue#shipped}). The choices that are not shipped are there for
 * paired measurements with {@code selfplay}.
 *
 * @param guard the root drops squares that leave a stone whose every square strands others
 *              ({@link Searcher#keepClearOfSlowStrands})
 * @param aim   what a rollout's end is worth
 * @param fit   the learned part of the rollouts' policy ({@link RolloutFit}), or null for the policy alone
 * @param value the value that chooses the rollouts' moves ({@link RolloutValue}), or null for the policy's choice
 */
public record MasterStyle(boolean guard, Aim aim, RolloutFit fit, RolloutValue value) {
    /**
     * Master as it plays in the game and the page: the guard, the points, and the rollouts with their learned part
     * and value (the shipped weights are read when this class is first used).
     */
    public static final MasterStyle SHIPPED = new MasterStyle(true, Aim.POINTS, RolloutFit.shipped(), RolloutValue.shipped());
    /**
     * Master before its rollouts' moves were chosen by a value (commit 69c1e32), the learned part alone: as the
     * reviewer weighs moves ({@link Reviewer}).
     */
    public static final MasterStyle FITTED = new MasterStyle(true, Aim.POINTS, RolloutFit.shipped(), null);
    /** Master before its rollouts had a learned part (commit e290e53): the policy alone, for measurements. */
    public static final MasterStyle GUARDED = new MasterStyle(true, Aim.POINTS, null, null);
    /** Master before the guard (commit 8f46e54), as Expert's searcher still plays. */
    public static final MasterStyle PLAIN = new MasterStyle(false, Aim.POINTS, null, null);

    /** A Master whose rollouts' moves the policy (with the learned part, if any) chooses. */
    public MasterStyle(boolean guard, Aim aim, RolloutFit fit) {
        this(guard, aim, fit, null);
    }

    /** This style with another value choosing the rollouts' moves (null: the policy's choice). */
    public MasterStyle withValue(RolloutValue value) {
        return new MasterStyle(guard, aim, fit, value);
    }

    /** What a rollout's end is worth to Master. */
    public enum Aim {
        /** The Modern final score with the end bonus (shipped). */
        POINTS(Objective.MODERN),
        /** The Ancient ranking: pouch emptied, then 4-Ways, then fewest stones left (an experiment). */
        RANKING(Objective.ANCIENT),
        /** The 4-Ways, then fewest stones left (an experiment). */
        FOUR_WAYS(Objective.FOUR_WAYS);

        final Objective objective;

        Aim(Objective objective) {
            this.objective = objective;
        }
    }
}
