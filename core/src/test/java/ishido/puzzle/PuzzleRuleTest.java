package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.Candidate;
import ishido.ai.Position;
import ishido.ai.SquareWeighing;
import ishido.match.DealCode;
import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The generator's rule: the answer must beat every other legal square beyond the noise and the theme's margin. */
class PuzzleRuleTest {
    private static SquareWeighing.Weighed square(String name, double mean, double lead, double noise) {
        Square s = Square.parse(name);
        return new SquareWeighing.Weighed(s, mean, lead, noise, true, new Candidate(s, Math.max(0, lead)));
    }

    private static SquareWeighing.Result weighing(SquareWeighing.Weighed... squares) {
        return new SquareWeighing.Result(squares[0].square(), List.of(squares), 1000);
    }

    @Test
    void twoSquaresEquallyGoodAreRefused() {
        PuzzleRule.Verdict v = PuzzleRule.judge(weighing(square("d4", 5000, 0, 0), square("e5", 5000, 0, 0),
                square("h2", 3000, 2000, 30)), List.of(Theme.FOUR_WAY));
        assertFalse(v.kept());
        assertTrue(v.why().startsWith("e5 is as good as d4 within the noise"), v.why());
    }

    @Test
    void aLeadWithinTheNoiseOrUnderTheMarginIsRefusedAndOneBeyondBothIsKept() {
        assertFalse(PuzzleRule.judge(weighing(square("d4", 5000, 0, 0), square("e5", 4700, 300, 120)),
                List.of(Theme.FOUR_WAY)).kept(), "300 ahead at a noise of 120 is not 3 standard errors");
        // The 4-Way's margin is 2% of 5,000: 100 points; 3% for a strand, 150.
        assertTrue(PuzzleRule.judge(weighing(square("d4", 5000, 0, 0), square("e5", 4880, 120, 10)),
                List.of(Theme.FOUR_WAY)).kept());
        PuzzleRule.Verdict strand = PuzzleRule.judge(weighing(square("d4", 5000, 0, 0), square("e5", 4880, 120, 10)),
                List.of(Theme.FOUR_WAY, Theme.STRAND));
        assertFalse(strand.kept());
        assertTrue(strand.why().contains("the margin is 150.0"), strand.why());
        assertFalse(PuzzleRule.judge(weighing(square("d4", 5000, 0, 0), square("e5", 4000, 1000, 10)),
                List.of()).kept(), "a puzzle with no theme is none");
        assertFalse(PuzzleRule.judge(weighing(square("d4", 5000, 0, 0)), List.of(Theme.FOUR_WAY)).kept(),
                "a stone with one square is no question");
    }

    @Test
    void aPositionWithOne4WayAndNoOtherGoodSquareIsKeptWithItsTheme() {
        // Adept's game on this deal (puzzles --seed 1, its first game): move 33's E4 has one 4-Way, on g4.
        List<Square> moves = new ArrayList<>();
        for (String s : ("b8 h5 a7 h6 f3 h7 a2 g3 h4 i6 f2 l7 b7 j6 c7 c6 j7 k8 i4 i5 c5 d6 i7 b5 k6 i3 h8 k5 i2 e4 e5"
                + " g2").split(" ")) {
            moves.add(Square.parse(s));
        }
        Game game = new Puzzle(1, DealCode.parse("Q9RX-EHYZ").deal(), Scoring.MODERN, moves, Square.parse("g4"),
                Square.parse("f1"), List.of(Theme.FOUR_WAY), Glicko.NEW, 0, 0).game();
        Position position = Position.of(game);
        List<Square> fourWays = new ArrayList<>();
        for (Square s : game.legalSquares()) {
            if (game.ways(s) == 4) {
                fourWays.add(s);
            }
        }
        assertEquals(List.of(Square.parse("g4")), fourWays);
        long seed = Puzzle.seed(game.deal(), moves.size());
        PuzzleRule.Verdict found = PuzzleRule.find(position, Scoring.MODERN, seed);
        assertTrue(found.kept(), found.why());
        assertEquals(Square.parse("g4"), found.answer());
        assertEquals(Theme.FOUR_WAY, found.themes().get(0));
        assertTrue(found.playouts() >= PuzzleRule.PLAYOUTS, "playouts " + found.playouts());
        PuzzleRule.Verdict other = PuzzleRule.verify(position, Scoring.MODERN, found.runnerUp(), seed);
        assertFalse(other.kept(), "the square next best is no answer");
    }
}
