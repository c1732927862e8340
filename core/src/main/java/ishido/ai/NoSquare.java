package ishido.ai;

import ishido.rules.Board;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * Why no square takes a stone at a stuck ending: the empty squares beside stones, split into those where a
 * neighbour shares neither the stone's colour nor its symbol, and the holes whose neighbours it matches one
 * by one but not in the mix their number asks for (one of each between two, two and one among three, two and
 * two for a 4-Way).
 */
public record NoSquare(Stone stone, List<Square> clashing, List<Square> mixed) {
    public NoSquare {
        clashing = List.copyOf(clashing);
        mixed = List.copyOf(mixed);
    }

    /** The stone's open squares on the board, each with why it refuses the stone (the stone has no legal square). */
    public static NoSquare of(Board board, Stone stone) {
        List<Square> clashing = new ArrayList<>();
        List<Square> mixed = new ArrayList<>();
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            if (!board.isEmpty(s)) {
                continue;
            }
            int neighbours = 0;
            boolean clash = false;
            for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
                int c = s.column() + d[0];
                int r = s.row() + d[1];
                Stone other = Square.onBoard(c, r) ? board.get(Square.at(c, r)) : null;
                if (other != null) {
                    neighbours++;
                    clash |= !other.matches(stone);
                }
            }
            if (neighbours > 0) {
                (clash ? clashing : mixed).add(s);
            }
        }
        return new NoSquare(stone, clashing, mixed);
    }

    /** Every square beside a stone, in board order. */
    public List<Square> open() {
        List<Square> all = new ArrayList<>(clashing);
        all.addAll(mixed);
        all.sort(java.util.Comparator.comparingInt(Square::index));
        return all;
    }

    /** The reason, in pieces: "no square takes A6: all 14 open squares border a stone of another colour and symbol". */
    public Reason reason() {
        List<Object> words = new ArrayList<>(List.of("no square takes ", new Reason.Named(stone, Reason.Which.KIND), ": "));
        int open = clashing.size() + mixed.size();
        if (mixed.isEmpty()) {
            words.add((open == 1 ? "its one open square borders" : "all " + open + " open squares border")
                    + " a stone of another colour and symbol");
        } else {
            if (!clashing.isEmpty()) {
                words.add(clashing.size() + " of its " + open + " open squares border a stone of another colour and"
                        + " symbol; ");
            }
            words.add(mixed.size() == 1 ? "at " : "at each of ");
            for (int i = 0; i < mixed.size() && i < 3; i++) {
                words.add(i == 0 ? "" : i == mixed.size() - 1 || i == 2 ? " and " : ", ");
                words.add(mixed.get(i));
            }
            words.add(mixed.size() > 3 ? " and " + (mixed.size() - 3) + " more" : "");
            words.add(" it matches the neighbours, but not by colour and symbol as their number needs");
        }
        return new Reason(Reason.Kind.NO_SQUARE, words, 0);
    }
}
