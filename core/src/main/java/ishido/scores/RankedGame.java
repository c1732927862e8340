package ishido.scores;

/**
 * What a finished game is ranked by: its points, its 4-Ways and the stones it left. A high-score line and a
 * kept game are both results, so one {@link Ranking} says which of two games is the better.
 */
public interface RankedGame {
    long score();

    int fourWays();

    int stonesLeft();

    /** True when the game placed every stone of the pouch. */
    default boolean emptied() {
        return stonesLeft() == 0;
    }
}
