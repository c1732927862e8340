package ishido.machine;

import ishido.rules.Game;
import ishido.rules.Square;

/**
 * The board a {@link Script}'s {@code place} and {@code play} act on: the game played there and where its
 * squares are on the screen. The play screen is one; the machine knows no screen by name.
 */
public interface ScriptBoard {
    /** The game being played, whose stone {@code play} places. */
    Game game();

    /** The x of the middle of a square on the screen, where a click places a stone. */
    int squareCentreX(Square s);

    /** The y of the middle of a square on the screen. */
    int squareCentreY(Square s);
}
