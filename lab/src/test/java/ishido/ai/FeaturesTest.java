package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.rules.Board;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The learned evaluation's features: hand-made holes, and every count against the rules' own legality. */
class FeaturesTest {
    /** Two rings of F1, F2 (colour) and A6, B6 (symbol), around c3 and j3: 4-Way holes for F6 and no other kind. */
    private static final String[] RINGS = {"c2 F1", "c4 F2", "b3 A6", "d3 B6", "j2 F1", "j4 F2", "i3 A6", "k3 B6"};

    private static double[] features(Board board, String touchstone, int fourWays) {
        return new Features().read(Engine.of(new Position(board, Stone.parse(touchstone), 0, fourWays))).clone();
    }

    private static double feature(double[] v, String name) {
        for (int i = 0; i < Features.COUNT; i++) {
            if (Features.name(i).equals(name)) {
                return v[i];
            }
        }
        throw new IllegalArgumentException(name);
    }

    private static String[] with(String... more) {
        String[] all = Arrays.copyOf(RINGS, RINGS.length + more.length);
        System.arraycopy(more, 0, all, RINGS.length, more.length);
        return all;
    }

    @Test
    void twoHolesForTheTwoStonesOfOneKindAreOpenAndNeitherIsDoomed() {
        // The touchstone is one of the two F6: both stones still to come fit a hole each.
        double[] v = features(SearcherTest.board(RINGS), "F6", 3);
        assertEquals(2, feature(v, "hole4.1"));
        assertEquals(0, feature(v, "dead4"));
        assertEquals(0, feature(v, "doomed4"));
        assertEquals(2, feature(v, "fillable4"));
        assertEquals(3, feature(v, "fourways"));
        assertEquals(72 - 8, feature(v, "stones"));
        assertEquals(1, feature(v, "bias"));
        assertEquals(2 * (72 - 8) / 72.0, feature(v, "hole4.1*phase"), 1e-12);
    }

    @Test
    void twoHolesWaitingOnTheLastStoneOfAKindAreOneTooMany() {
        // One F6 is on the board (far from the rings): two holes share the one still to come.
        double[] v = features(SearcherTest.board(with("g8 F6")), "F6", 0);
        assertEquals(2, feature(v, "hole4.1"));
        assertEquals(1, feature(v, "doomed4"));
        assertEquals(1, feature(v, "fillable4"));
    }

    @Test
    void holesNoStoneStillToComeFitsAreDead() {
        // Both F6 are on the board and the touchstone is another kind: the holes wait for nothing.
        double[] v = features(SearcherTest.board(with("g8 F6", "a8 F6")), "A1", 0);
        assertEquals(0, feature(v, "hole4.1"));
        assertEquals(2, feature(v, "dead4"));
        assertEquals(0, feature(v, "doomed4"));
        assertEquals(0, feature(v, "fillable4"));
    }

    @Test
    void everyCountAgreesWithTheRulesOnPositionsFromRealGames() {
        for (int g = 0; g < 6; g++) {
            Game game = new Game(Deal.random(500 + g), Scoring.MODERN);
            ComputerPlayer adept = new ComputerPlayer(Skill.ADEPT, new SplitMix64(g));
            for (int move = 0; move < 10 + 8 * g && !game.isOver(); move++) {
                try {
                    game.place(adept.choose(Position.of(game), Limits.iterations(1), SearchListener.NONE).square());
                } catch (ishido.rules.IllegalMoveException e) {
                    throw new AssertionError(e);
                }
            }
            if (game.isOver()) {
                continue;
            }
            double[] v = features(game.boardCopy(), game.touchstone().toString(), game.fourWays());
            assertArrayEquals(reference(game), Arrays.copyOfRange(v, 1, 1 + Features.BASE), "deal " + g);
        }
    }

    /** The base features counted the slow way, from the rules' Board.isLegal and the stones not yet placed. */
    private static double[] reference(Game game) {
        Board board = game.boardCopy();
        int[] left = new int[Stone.KINDS];
        Arrays.fill(left, 2);
        int placed = 0;
        for (int s = 0; s < Square.COUNT; s++) {
            Stone st = board.get(Square.byIndex(s));
            if (st != null) {
                left[st.id()]--;
                placed++;
            }
        }
        double[] r = new double[Features.BASE];
        int[] wanted = new int[Stone.KINDS];
        int[] only = new int[Stone.KINDS];
        int[] squares = new int[Stone.KINDS];
        for (int s = 0; s < Square.COUNT; s++) {
            Square sq = Square.byIndex(s);
            if (!board.isEmpty(sq)) {
                continue;
            }
            if (!sq.isWithin()) {
                r[16]++;
            }
            int around = 0;
            for (int n = 0; n < 4; n++) {
                int next = Engine.NEIGHBOURS[s * 4 + n];
                around += next >= 0 && !board.isEmpty(Square.byIndex(next)) ? 1 : 0;
            }
            int fits = 0;
            int fitter = -1;
            for (int k = 0; k < Stone.KINDS; k++) {
                if (around > 0 && board.isLegal(sq, Stone.byId(k))) {
                    squares[k]++;
                    if (left[k] > 0) {
                        fits++;
                        fitter = k;
                        wanted[k] += around == 4 ? 1 : 0;
                    }
                }
            }
            if (around == 4 && fits == 1) {
                only[fitter]++;
            }
            if (around == 2) {
                r[fits == 0 ? 8 : 9]++;
            } else if (around >= 3) {
                r[(around == 4 ? 0 : 4) + Math.min(fits, 3)]++;
            }
        }
        for (int k = 0; k < Stone.KINDS; k++) {
            if (left[k] == 0) {
                continue;
            }
            r[10] += Math.max(0, only[k] - left[k]);
            r[11] += Math.min(wanted[k], left[k]);
            r[12] += squares[k] == 0 ? left[k] : 0;
            r[13] += squares[k] == 1 ? left[k] : 0;
            r[14] += squares[k] >= 2 && squares[k] <= 3 ? left[k] : 0;
            r[15] += left[k] == 2 ? 1 : 0;
        }
        r[17] = game.fourWays();
        r[18] = 72 - placed;
        return r;
    }
}
