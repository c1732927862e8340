package ishido.screens.play;

import ishido.rules.Board;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a {@link PlayCommand} changed, as {@link PlaySession#apply} says it: a stone placed (with its ways, the
 * neighbours it matched by colour and by symbol, and its points), a command refused (with the reason the player is
 * told), a move taken back, a game begun or ended, a question asked or a requester or screen opened. A screen
 * reader's narration, a lesson's check or a test reads these rather than the screen.
 */
public sealed interface PlayResult {
    /**
     * The touchstone's stone went on a square for a seat. A neighbour of the same colour and symbol (a twin) is in
     * both lists; {@code end} is why the game ended with this stone, or NOT_YET.
     */
    record Placed(int seat, Move move, List<Square> byColor, List<Square> bySymbol, Game.End end) implements PlayResult {
        public Placed {
            byColor = List.copyOf(byColor);
            bySymbol = List.copyOf(bySymbol);
        }

        /** The placement of a move just made in a game, its neighbours read from the board. */
        static Placed of(int seat, Move move, Game game) {
            return on(seat, move, game.boardCopy(), game.end());
        }

        /** The placement of a move just made on a board (a lesson's too), its neighbours read from it. */
        public static Placed on(int seat, Move move, Board board, Game.End end) {
            List<Square> color = new ArrayList<>();
            List<Square> symbol = new ArrayList<>();
            Square at = move.square();
            for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
                int c = at.column() + d[0];
                int r = at.row() + d[1];
                Stone other = Square.onBoard(c, r) ? board.get(Square.at(c, r)) : null;
                if (other != null) {
                    if (other.color() == move.stone().color()) {
                        color.add(Square.at(c, r));
                    }
                    if (other.symbol() == move.stone().symbol()) {
                        symbol.add(Square.at(c, r));
                    }
                }
            }
            return new Placed(seat, move, color, symbol, end);
        }
    }

    /** The command was not carried out, and nothing changed; the reason is the sentence the player is told. */
    record Refused(String reason) implements PlayResult {
    }

    /** The last move was taken back: its stone is on the touchstone again. */
    record Undone(Move move) implements PlayResult {
    }

    /** A new game began (a new deal, a deal chosen, the same deal started over, a tournament's next game). */
    record Began(GameMode mode, String message) implements PlayResult {
    }

    /** The game ended now (End Game). */
    record Ended(Game.End end) implements PlayResult {
    }

    /** A question is up; the player's yes comes back as {@link PlayCommand.Confirmed}. */
    record Asked(String title) implements PlayResult {
    }

    /** A requester (or a screen over the board) opened: the player goes on there. */
    record Opened(String title) implements PlayResult {
    }

    /** A requester closed, back to the board; next says how the player goes on from there. */
    record Closed(String title, String next) implements PlayResult {
    }

    /** The game was written to a file. */
    record Saved(Path file) implements PlayResult {
    }

    /** Done, with nothing more to say than what the screen shows (a choice changed, a requester closed). */
    record Done() implements PlayResult {
    }
}
