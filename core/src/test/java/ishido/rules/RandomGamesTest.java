package ishido.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import net.jqwik.api.constraints.IntRange;

/**
 * Thousands of seeded games played by a random legal policy, each move checked against the plain rules:
 * the engine allows exactly the squares the plain rules allows, scores exactly what the rules text says,
 * ends exactly when it should, and writes records that replay to the same game.
 */
class RandomGamesTest {
    /** A game played to its end by a seeded policy, with the state before every move kept for undo checks. */
    private record Played(Game game, List<Board> boards, List<Long> scores, List<Integer> fourWays) {
    }

    /**
     * Plays a seeded deal, choosing among the engine's legal squares, at random or (half of the moves
     * when greedy) among those with most neighbours, so that 3- and 4-neighbour squares are met often.
     * Every position on the way is compared with the plain rules.
     */
    private static Played playChecked(long seed, Scoring scoring, boolean greedy) throws IllegalMoveException {
        Deal deal = Deal.random(seed);
        Game game = new Game(deal, scoring);
        PlainRules plain = new PlainRules();
        for (int i = 0; i < 6; i++) {
            Square s = Deal.TABLEAU_SQUARES.get(i);
            plain.put(PlainRules.column(s), PlainRules.row(s), deal.get(i));
        }
        SplittableRandom policy = new SplittableRandom(~seed);
        List<Board> boards = new ArrayList<>();
        List<Long> scores = new ArrayList<>();
        List<Integer> fourWays = new ArrayList<>();
        long expectedScore = 0;
        int expectedFourWays = 0;
        while (true) {
            Stone stone = game.touchstone();
            int placed = game.placed();
            assertEquals(placed == 66 ? null : deal.get(6 + placed), stone);
            boolean pouchEmpty = placed == Game.TO_PLACE;
            boolean stuck = !pouchEmpty && !plain.hasLegalSquare(stone);
            assertEquals(pouchEmpty || stuck, game.isOver(), "over after move " + placed);
            if (pouchEmpty) {
                assertEquals(Game.End.POUCH_EMPTY, game.end());
                break;
            }
            if (stuck) {
                assertEquals(Game.End.NO_LEGAL_SQUARE, game.end());
                assertTrue(game.legalSquares().isEmpty());
                break;
            }
            List<Square> legal = new ArrayList<>();
            int most = 0;
            for (int i = 0; i < Square.COUNT; i++) {
                Square s = Square.byIndex(i);
                int c = PlainRules.column(s);
                int r = PlainRules.row(s);
                assertEquals(plain.get(c, r), game.stoneAt(s), "board at " + s);
                int expected = plain.ways(c, r, stone);
                assertEquals(expected, game.ways(s), stone + " on " + s + " after move " + placed);
                assertEquals(expected == 0, game.whyIllegal(s, stone) != null, "whyIllegal " + stone + " on " + s);
                if (expected > 0) {
                    legal.add(s);
                    most = Math.max(most, expected);
                }
            }
            assertEquals(legal, game.legalSquares());
            List<Square> choice = legal;
            if (greedy && policy.nextBoolean()) {
                final int best = most;
                choice = legal.stream().filter(s -> game.ways(s) == best).toList();
            }
            Square to = choice.get(policy.nextInt(choice.size()));
            boards.add(game.boardCopy());
            scores.add(game.score());
            fourWays.add(game.fourWays());
            int c = PlainRules.column(to);
            int r = PlainRules.row(to);
            int ways = plain.ways(c, r, stone);
            long points = scoring == Scoring.MODERN ? PlainRules.points(ways, c, r, expectedFourWays) : 0;
            Move move = game.place(to);
            plain.put(c, r, stone);
            expectedScore += points;
            if (ways == 4) {
                expectedFourWays++;
            }
            assertEquals(new Move(placed + 1, to, stone, ways, points, expectedScore), move);
            assertEquals(expectedScore, game.score());
            assertEquals(expectedFourWays, game.fourWays());
        }
        return new Played(game, boards, scores, fourWays);
    }

    /** The score of a move list worked out again from nothing but the squares, the deal and the plain rules. */
    private static long rescore(Deal deal, List<Move> moves) {
        PlainRules plain = new PlainRules();
        for (int i = 0; i < 6; i++) {
            Square s = Deal.TABLEAU_SQUARES.get(i);
            plain.put(PlainRules.column(s), PlainRules.row(s), deal.get(i));
        }
        long total = 0;
        int fourWays = 0;
        for (int i = 0; i < moves.size(); i++) {
            Square s = moves.get(i).square();
            Stone stone = deal.get(6 + i);
            int ways = plain.ways(PlainRules.column(s), PlainRules.row(s), stone);
            assertTrue(ways > 0, "move " + (i + 1) + " on " + s + " breaks the rules");
            total += PlainRules.points(ways, PlainRules.column(s), PlainRules.row(s), fourWays);
            if (ways == 4) {
                fourWays++;
            }
            plain.put(PlainRules.column(s), PlainRules.row(s), stone);
        }
        return total;
    }

    @Property(tries = 1500)
    @StatisticsReport(onFailureOnly = true)
    void everyMoveFollowsTheRulesAndTheScoreAddsUp(@ForAll long seed) throws IllegalMoveException {
        Game g = playChecked(seed, Scoring.MODERN, seed % 2 == 0).game();
        assertEquals(rescore(g.deal(), g.moves()), g.score());
        assertEquals(g.score() + PlainRules.endBonus(Game.TO_PLACE - g.placed()), g.finalScore());
        assertEquals(Game.TO_PLACE - g.placed(), g.stonesLeft());
        // The games must reach the cases worth checking; about 3% empty the pouch and 10% make a 4-Way.
        Statistics.label("end").collect(g.end());
        Statistics.label("end").coverage(c -> {
            c.check(Game.End.NO_LEGAL_SQUARE).percentage(p -> p > 50);
            c.check(Game.End.POUCH_EMPTY).percentage(p -> p > 0.5);
        });
        Statistics.label("4-Ways").collect(Math.min(g.fourWays(), 2));
        Statistics.label("4-Ways").coverage(c -> {
            c.check(1).percentage(p -> p > 3);
            c.check(2).count(n -> n > 0);
        });
    }

    @Property(tries = 300)
    void ancientGamesScoreNothingAndCountTheSameFourWays(@ForAll long seed) throws IllegalMoveException {
        Game ancient = playChecked(seed, Scoring.ANCIENT, true).game();
        assertEquals(0, ancient.score());
        assertEquals(0, ancient.finalScore());
        Game modern = new GameRecord(Scoring.MODERN, ancient.deal(),
                ancient.moves().stream().map(Move::square).toList(), Map.of()).replay();
        assertEquals(modern.fourWays(), ancient.fourWays());
        assertEquals(modern.end(), ancient.end());
    }

    @Property(tries = 300)
    void recordsReplayToTheSameGame(@ForAll long seed) throws IllegalMoveException {
        Game g = playChecked(seed, Scoring.MODERN, true).game();
        String text = GameRecord.of(g, Map.of("Seed", Long.toString(seed))).format();
        GameRecord back = GameRecord.parse(text);
        assertEquals(Map.of("Seed", Long.toString(seed)), back.extra());
        Game again = back.replay();
        assertEquals(g.moves(), again.moves());
        assertEquals(g.score(), again.score());
        assertEquals(g.fourWays(), again.fourWays());
        assertEquals(g.end(), again.end());
        assertEquals(g.boardCopy(), again.boardCopy());
        assertEquals(text, GameRecord.of(again, back.extra()).format());
    }

    @Property(tries = 300)
    void undoWalksBackThroughEveryState(@ForAll long seed) throws IllegalMoveException {
        Played p = playChecked(seed, Scoring.MODERN, true);
        Game g = p.game();
        for (int i = g.placed() - 1; i >= 0; i--) {
            assertTrue(g.canUndo());
            Stone stone = g.undo().stone();
            assertEquals(Game.End.NOT_YET, g.end());
            assertEquals(stone, g.touchstone());
            assertEquals(p.boards().get(i), g.boardCopy(), "board before move " + (i + 1));
            assertEquals(p.scores().get(i), g.score(), "score before move " + (i + 1));
            assertEquals(p.fourWays().get(i), g.fourWays(), "4-Ways before move " + (i + 1));
        }
        assertFalse(g.canUndo());
        assertEquals(0, g.placed());
    }

    /** Games built to empty the pouch, with more 3- and 4-Ways than random play meets. */
    @Property(tries = 40)
    void completeGamesFollowTheRulesAndEndWithThePouch(@ForAll @IntRange(min = 0, max = 1_000_000) int seed)
            throws IllegalMoveException {
        BuiltGames.Built built = BuiltGames.build(seed, 0.8);
        Game g = new Game(built.deal(), Scoring.MODERN);
        for (int i = 0; i < built.moves().size(); i++) {
            assertFalse(g.isOver(), "over before move " + (i + 1));
            Square s = built.moves().get(i);
            assertNull(g.whyIllegal(s, g.touchstone()), "move " + (i + 1));
            g.place(s);
        }
        assertEquals(Game.End.POUCH_EMPTY, g.end());
        assertEquals(rescore(built.deal(), g.moves()), g.score());
        assertEquals(g.score() + 1000, g.finalScore());
        Game ancient = new GameRecord(Scoring.ANCIENT, built.deal(), built.moves(), Map.of()).replay();
        assertEquals(0, ancient.finalScore());
        assertEquals(g.fourWays(), ancient.fourWays());
    }

    /** Any arrangement of stones, legal or not, and every stone on every empty square. */
    @Property(tries = 300)
    void waysAgreesWithThePlainRulesOnArbitraryBoards(@ForAll long seed, @ForAll @IntRange(min = 1, max = 80) int stones) {
        SplittableRandom random = new SplittableRandom(seed);
        Board board = new Board();
        PlainRules plain = new PlainRules();
        for (int k = 0; k < stones; k++) {
            Square s = Square.byIndex(random.nextInt(Square.COUNT));
            if (board.isEmpty(s)) {
                // Few kinds make twins and shared attributes common, as in a real game's crowded corners.
                Stone stone = Stone.of(random.nextInt(3), random.nextInt(3));
                board.put(s, stone);
                plain.put(PlainRules.column(s), PlainRules.row(s), stone);
            }
        }
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            for (int id = 0; id < Stone.KINDS; id++) {
                Stone stone = Stone.byId(id);
                assertEquals(plain.ways(PlainRules.column(s), PlainRules.row(s), stone), board.ways(s, stone),
                        stone + " on " + s);
            }
        }
    }
}
