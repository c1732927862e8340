package ishido.ai;

/**
 * How Master's search plays beyond its budget: whether the root keeps clear of slow strands (shipped on),
 * and whether its rollouts are valued by the 4-Ways they make rather than the points (an experiment, off).
 * The choices that are not shipped are there for paired measurements with {@code selfplay}.
 *
 * @param guard    the root drops squares that leave a stone whose every square strands others
 *                 ({@link Searcher#keepClearOfSlowStrands})
 * @param fourWays rollouts are valued as the Ancient ranking values a game (pouch emptied, then 4-Ways, then
 *                 fewest stones left) instead of the Modern final score
 */
public record MasterStyle(boolean guard, boolean fourWays) {
    /** Master as it plays in the game and the page. */
    public static final MasterStyle SHIPPED = new MasterStyle(true, false);
    /** Master before the guard (commit 8f46e54), as Expert's searcher still plays. */
    public static final MasterStyle PLAIN = new MasterStyle(false, false);

    /** What the rollouts are worth to this style. */
    Objective objective() {
        return fourWays ? Objective.ANCIENT : Objective.MODERN;
    }
}
