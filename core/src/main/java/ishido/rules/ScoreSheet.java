package ishido.rules;

/**
 * A player's score and 4-Way count, which together set what the next stone earns (each 4-Way doubles
 * later points). A game scores into its own sheet unless told another: a Challenge player keeps a
 * sheet of their own, Cooperative players share one.
 */
public final class ScoreSheet {
    private long score;
    private int fourWays;

    /** Points so far, without the end-of-game bonus. */
    public long score() {
        return score;
    }

    public int fourWays() {
        return fourWays;
    }

    void add(Move move) {
        score += move.points();
        if (move.isFourWay()) {
            fourWays++;
        }
    }

    void remove(Move move) {
        score -= move.points();
        if (move.isFourWay()) {
            fourWays--;
        }
    }
}
