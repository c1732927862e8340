package ishido.screens.scores;

import ishido.rules.GameMode;
import ishido.rules.Scoring;

/**
 * What the high-score tables need to know of one score sheet of a finished game (a Challenge has
 * two): its mode and scoring, the result, who played it and whether help kept it from the All-Time Highs.
 *
 * @param seat how the name requester addresses the player ("Player 1"), or empty when there is one
 * @param assisted whether the game used Show Possible Moves, Always Show Moves, Show Pouch, Suggest Move
 *     or Start Game Over
 * @param name the player's name when it is known already (a tournament's player), else empty: the name
 *     requester asks for it
 */
public record FinishedGame(GameMode mode, Scoring scoring, String seat, long score, int fourWays, int stonesLeft,
        boolean computer, boolean assisted, String name) {
    /** A sheet whose player is asked for a name if it makes a table. */
    public FinishedGame(GameMode mode, Scoring scoring, String seat, long score, int fourWays, int stonesLeft,
            boolean computer, boolean assisted) {
        this(mode, scoring, seat, score, fourWays, stonesLeft, computer, assisted, "");
    }
}
