package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.rules.Board;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EngineTest {
    /** Plays random legal moves with the rules engine and the fast engine side by side. */
    @Test
    void agreesWithTheRulesOnRandomGames() throws IllegalMoveException {
        SplittableRandom random = new SplittableRandom(42);
        int positions = 0;
        for (int g = 0; g < 60; g++) {
            Game game = new Game(Deal.random(1000 + g), Scoring.MODERN);
            Engine incremental = Engine.of(Position.of(game));
            while (!game.isOver()) {
                Position position = Position.of(game);
                Engine fresh = Engine.of(position);
                assertSameAsRules(game.boardCopy(), fresh);
                assertSameAsRules(game.boardCopy(), incremental);
                assertEquals(game.score(), incremental.score);
                assertEquals(game.fourWays(), incremental.fourWays);
                assertEquals(game.stonesLeft(), incremental.stonesLeft);
                List<Square> legal = game.legalSquares();
                // Prefer 4-Ways and crowded squares now and then, so that positions with many 4-Ways occur.
                Square pick = legal.get(random.nextInt(legal.size()));
                if (random.nextInt(3) == 0) {
                    for (Square s : legal) {
                        if (game.ways(s) > game.ways(pick)) {
                            pick = s;
                        }
                    }
                }
                int kind = game.touchstone().id();
                long points = incremental.points(pick.index(), kind);
                Move m = game.place(pick);
                assertEquals(m.points(), points, "points of " + m.line());
                incremental.place(pick.index(), kind);
                positions++;
            }
            assertEquals(game.finalScore(), incremental.finalScore());
            if (game.end() == Game.End.NO_LEGAL_SQUARE) {
                assertEquals(0, incremental.legalCount[game.touchstone().id()]);
            }
        }
        assertEquals(true, positions > 1000, "enough positions checked: " + positions);
    }

    private static void assertSameAsRules(Board board, Engine e) {
        for (int k = 0; k < Stone.KINDS; k++) {
            Stone stone = Stone.byId(k);
            int count = 0;
            for (int s = 0; s < Square.COUNT; s++) {
                int ways = board.ways(Square.byIndex(s), stone);
                assertEquals(ways, e.ways(s, k), "ways of " + stone + " on " + Square.byIndex(s));
                boolean inMask = (e.legalSquares[k * Engine.SQUARE_WORDS + (s >>> 5)] >>> (s & 31) & 1) != 0;
                assertEquals(ways > 0, inMask, "mask of " + stone + " on " + Square.byIndex(s));
                if (ways > 0) {
                    count++;
                }
            }
            assertEquals(count, e.legalCount[k], "legal squares of " + stone);
            assertEquals(count <= Policy.FRAGILE, Engine.has(e.few0, e.few1, k), "few legal squares of " + stone);
        }
    }

    /** A playout's result must be a game the rules engine can replay to the same score. */
    @Test
    void playoutScoresMatchTheRules() throws IllegalMoveException {
        Policy policy = new Policy();
        for (int g = 0; g < 20; g++) {
            Deal deal = Deal.random(7000 + g);
            Game game = new Game(deal, Scoring.MODERN);
            Engine e = Engine.of(Position.of(game));
            Playout playout = new Playout(policy);
            while (!game.isOver()) {
                int kind = game.touchstone().id();
                int square = playout.choose(e, kind);
                game.place(Square.byIndex(square));
                e.place(square, kind);
                if (!game.isOver()) {
                    assertEquals(game.boardCopy().hasLegalSquare(game.touchstone()),
                            e.legalCount[game.touchstone().id()] > 0);
                }
            }
            assertEquals(game.finalScore(), e.finalScore());
        }
    }
}
