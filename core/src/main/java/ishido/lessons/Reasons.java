package ishido.lessons;

import ishido.rules.Board;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.theme.StoneNames;

/**
 * Why the rules refuse a stone a square, said shortly enough for the status line and naming the stones as the
 * player sees them ("It shares nothing with the yellow sun."), where the rules' own reason says it in general.
 */
public final class Reasons {
    private static final int[][] SIDES = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

    private Reasons() {
    }

    /** The reason the rules refuse the stone the square, or null when they allow it. */
    public static String illegal(Board board, Stone stone, Square square, StoneNames names) {
        if (!board.isEmpty(square) || board.isLegal(square, stone)) {
            // A taken square names no stone: the rules' own sentence says it, in the play screen as in a lesson.
            return board.whyIllegal(square, stone);
        }
        int byColor = 0;
        int bySymbol = 0;
        int neighbours = 0;
        for (int[] d : SIDES) {
            int c = square.column() + d[0];
            int r = square.row() + d[1];
            Stone other = Square.onBoard(c, r) ? board.get(Square.at(c, r)) : null;
            if (other == null) {
                continue;
            }
            neighbours++;
            if (!other.matches(stone)) {
                return "No match with " + names.the(other) + ".";
            }
            if (other.color() == stone.color() && other.symbol() != stone.symbol()) {
                byColor++;
            } else if (other.symbol() == stone.symbol() && other.color() != stone.color()) {
                bySymbol++;
            }
        }
        String most = byColor > bySymbol ? "colour" : "symbol";
        return switch (neighbours) {
            case 0 -> square + " touches no stone: go beside one.";
            case 2 -> "Both match its " + most + ": need 1 and 1.";
            case 3 -> "All 3 match its " + most + ": need 1 and 2.";
            default -> "A 4-Way needs 2 and 2, not " + Math.max(byColor, bySymbol) + " and "
                    + (neighbours - Math.max(byColor, bySymbol)) + ".";
        };
    }
}
