package ishido.oracle;

import ishido.rules.Game;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * The cast of the stones: a 4-Way's five stones (which stones, on which squares) and the moment it
 * was made choose one of the 64 hexagrams. Each of the six lines is one bit of a well-mixed hash of
 * all of them, so every hexagram is as likely as any other and the same stones at the same moment
 * always give the same one.
 */
public final class Cast {
    /** The stones of a 4-Way: the centre and its four neighbours. */
    public static final int STONES = 5;
    /** A stone on its square, as the cast sees it. */
    public record Placed(Square square, Stone stone) {
    }

    private static final int[][] NEIGHBOURS = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

    private Cast() {
    }

    /**
     * The hexagram of five placed stones (the centre first) at a time in milliseconds since the epoch.
     */
    public static Hexagram hexagram(List<Placed> five, long epochMillis) {
        if (five.size() != STONES) {
            throw new IllegalArgumentException("a 4-Way has five stones, not " + five.size());
        }
        long h = mix(epochMillis);
        for (Placed p : five) {
            h = mix(h ^ (p.stone().id() * (long) Square.COUNT + p.square().index()));
        }
        return Hexagram.ofLines((int) (h >>> 58));
    }

    /** The five stones of the 4-Way a move made: its stone, then the neighbours above, right, below and left. */
    public static List<Placed> fourWay(Game game, Move move) {
        if (!move.isFourWay()) {
            throw new IllegalArgumentException("move " + move.number() + " is not a 4-Way");
        }
        List<Placed> five = new ArrayList<>();
        five.add(new Placed(move.square(), move.stone()));
        for (int[] d : NEIGHBOURS) {
            Square s = Square.at(move.square().column() + d[0], move.square().row() + d[1]);
            five.add(new Placed(s, game.stoneAt(s)));
        }
        return five;
    }

    /** SplitMix64's finaliser: every input bit moves about half the output bits. */
    private static long mix(long z) {
        z += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
