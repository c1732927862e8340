package ishido.match;

import ishido.rules.Game;
import ishido.rules.Move;

/** Told what happens in a match, for the screens, sounds and high scores; every method does nothing unless overridden. */
public interface MatchListener {
    /**
     * A game began: a new one, the same deal started over, or a tournament's next game (a game loaded from a record
     * comes as a match of its own, whose follower is told so).
     */
    default void gameBegan() {
    }

    /** A stone went on the board for the seat. */
    default void stonePlaced(int seat, Move move) {
    }

    /** The move was a 4-Way (told after {@link #stonePlaced}). */
    default void fourWay(int seat, Move move) {
    }

    /** The turn went from one seat to another. */
    default void turnPassed(int from, int to) {
    }

    /** A Challenge move ran out of time: the seat scored nothing and the stone passed on (told before {@link #turnPassed}). */
    default void moveTimedOut(int seat) {
    }

    /** The game ended, for the given reason. */
    default void gameEnded(Game.End end) {
    }
}
