package ishido.ai;

import ishido.rules.Square;
import ishido.rules.Stone;

/**
 * One move of a game to review: its number (from 1, as the replay numbers placed stones), the seat
 * that played it (0 outside Challenge and Cooperative games), the position before it as that seat
 * saw it (its own sheet's points and 4-Ways) and the square played.
 */
public record Turn(int number, int seat, Position before, Square played) {
    public Stone stone() {
        return before.touchstone();
    }
}
