package ishido.ai;

import ishido.rules.Board;
import ishido.rules.Game;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.Arrays;

/**
 * All the computer player may know of a game: the board, the stone on the touchstone and the score
 * so far. The stones still in the pouch follow from these (each kind comes twice), but never their
 * order, so a player given a Position cannot peek.
 */
public final class Position {
    private final byte[] cells = new byte[Square.COUNT];
    private final int touchstone;
    private final long score;
    private final int fourWays;

    /**
     * A position from its parts.
     *
     * @param touchstone the stone to place next, never null
     * @throws IllegalArgumentException when some kind would be on the board and touchstone more than twice
     */
    public Position(Board board, Stone touchstone, long score, int fourWays) {
        int[] copies = new int[Stone.KINDS];
        for (int i = 0; i < Square.COUNT; i++) {
            Stone s = board.get(Square.byIndex(i));
            cells[i] = (byte) (s == null ? Engine.EMPTY : s.id());
            if (s != null) {
                copies[s.id()]++;
            }
        }
        copies[touchstone.id()]++;
        for (int k = 0; k < Stone.KINDS; k++) {
            if (copies[k] > 2) {
                throw new IllegalArgumentException("stone " + Stone.byId(k) + " would appear more than twice");
            }
        }
        this.touchstone = touchstone.id();
        this.score = score;
        this.fourWays = fourWays;
    }

    /** True when the rules let the touchstone's stone go on the square. */
    public boolean isLegal(Square square) {
        return board().isLegal(square, touchstone());
    }

    /** The stones on the board, as a board of the rules'. */
    public Board board() {
        Board board = new Board();
        for (int i = 0; i < Square.COUNT; i++) {
            if (cells[i] != Engine.EMPTY) {
                board.put(Square.byIndex(i), Stone.byId(cells[i]));
            }
        }
        return board;
    }

    /** The position of a game that is not over (Modern score state), or null when it is over. */
    public static Position of(Game game) {
        if (game.isOver() || game.touchstone() == null) {
            return null;
        }
        return new Position(game.boardCopy(), game.touchstone(), game.score(), game.fourWays());
    }

    public Stone touchstone() {
        return Stone.byId(touchstone);
    }

    /** The stone on a square, or null. */
    public Stone stoneAt(Square square) {
        int k = cells[square.index()];
        return k == Engine.EMPTY ? null : Stone.byId(k);
    }

    int cell(int square) {
        return cells[square];
    }

    /** Stones still in the pouch, the touchstone's not counted. */
    public int pouchCount() {
        int onBoard = 0;
        for (byte c : cells) {
            if (c != Engine.EMPTY) {
                onBoard++;
            }
        }
        return Stone.KINDS * 2 - onBoard - 1;
    }

    /** Modern points so far, without the end bonus. */
    public long score() {
        return score;
    }

    public int fourWays() {
        return fourWays;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && Arrays.equals(cells, p.cells) && touchstone == p.touchstone
                && score == p.score && fourWays == p.fourWays;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + touchstone;
    }
}
