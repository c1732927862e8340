package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Board;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Master's root guard against slow strands (on by default): its count against the rules, and a deal it saves. */
class SlowStrandTest {
    /**
     * The first moves of the shipped Master's game on deal 156 at 3000 rollouts a move, which it lost with
     * 55 stones left: its eighth move put B6 on e6, after which A2's only square strands E3.
     */
    static final String[] DEAL_156 = {"e4", "k8", "l7", "l6", "e5", "j8", "d5"};

    static Game played(Deal deal, String... moves) throws IllegalMoveException {
        Game game = new Game(deal, Scoring.MODERN);
        for (String m : moves) {
            game.place(Square.parse(m));
        }
        return game;
    }

    /** The stones a slow strand costs after the touchstone goes on the square, counted from the engine. */
    private static int slowStrands(Position p, Square square) {
        Engine trial = Engine.of(p);
        trial.place(square.index(), p.touchstone().id());
        return Searcher.slowStrands(trial, new Engine());
    }

    @Test
    void theGuardKeepsClearOfTheSquareThatLostDeal156() throws IllegalMoveException {
        Position p = Position.of(played(Deal.random(156), DEAL_156));
        assertEquals(Stone.parse("B6"), p.touchstone());
        Square lost = Square.parse("e6");
        assertEquals(5, slowStrands(p, lost), "after e6, A2 must take its one square, which strands E3 and more");
        Engine root = Engine.of(p);
        int kind = p.touchstone().id();
        List<Tally> alive = SearcherTest.everyLegalSquare(root, kind);
        int before = alive.size();
        Searcher.keepClearOfSlowStrands(root, kind, alive);
        assertTrue(alive.size() > 0 && alive.size() < before, alive.size() + " of " + before);
        for (Tally t : alive) {
            assertNotEquals(lost.index(), t.square);
            assertEquals(0, slowStrands(p, Square.byIndex(t.square)));
        }
        // The game itself, as selfplay plays it: without the guard the eighth move is e6, with it a safe square.
        SelfPlay plain = new SelfPlay(Deal.random(156), 156, 0, Skill.MASTER, Limits.iterations(3000), MasterStyle.PLAIN);
        SelfPlay guarded = new SelfPlay(Deal.random(156), 156, 0, Skill.MASTER, Limits.iterations(3000),
                MasterStyle.GUARDED);
        for (String move : DEAL_156) {
            plain.step(System::nanoTime);
            guarded.step(System::nanoTime);
            assertEquals(move, plain.game().lastMove().square().toString());
            assertEquals(move, guarded.game().lastMove().square().toString());
        }
        plain.step(System::nanoTime);
        guarded.step(System::nanoTime);
        assertEquals(lost, plain.game().lastMove().square());
        Square kept = guarded.game().lastMove().square();
        assertEquals(0, slowStrands(p, kept), kept.toString());
    }

    @Test
    void theCountAgreesWithTheRulesOnPositionsFromRealGames() throws IllegalMoveException {
        int positive = 0;
        for (int g = 0; g < 4; g++) {
            Game game = new Game(Deal.random(700 + g), Scoring.MODERN);
            ComputerPlayer adept = new ComputerPlayer(Skill.ADEPT, new SplitMix64(g));
            while (!game.isOver()) {
                if (game.placed() % 3 == 0) {
                    Position p = Position.of(game);
                    for (Square s : game.legalSquares()) {
                        int count = slowStrands(p, s);
                        assertEquals(reference(game, s), count, "deal " + (700 + g) + " move " + game.placed() + " " + s);
                        // The teacher's features name the same strands the guard counts.
                        int named = 0;
                        for (MoveFeatures.Doomed d : MoveFeatures.of(Engine.of(p), s.index(), p.touchstone().id()).doomed()) {
                            named += d.stranded();
                            assertEquals(d.squares() == 1, !d.victims().isEmpty(), d.toString());
                        }
                        assertEquals(count, named, "deal " + (700 + g) + " move " + game.placed() + " " + s);
                        positive += count > 0 ? 1 : 0;
                    }
                }
                game.place(adept.choose(Position.of(game), Limits.iterations(1), SearchListener.NONE).square());
            }
        }
        assertTrue(positive > 0, "some positions must leave a slow strand");
    }

    /** The same count the slow way, from the rules' Board.isLegal, after the touchstone goes on the square. */
    private static int reference(Game game, Square square) {
        Board board = game.boardCopy();
        board.put(square, game.touchstone());
        int[] left = new int[Stone.KINDS];
        java.util.Arrays.fill(left, 2);
        for (int s = 0; s < Square.COUNT; s++) {
            Stone st = board.get(Square.byIndex(s));
            if (st != null) {
                left[st.id()]--;
            }
        }
        int already = stranded(board, left);
        int total = 0;
        for (int k = 0; k < Stone.KINDS; k++) {
            Stone stone = Stone.byId(k);
            if (left[k] == 0) {
                continue;
            }
            int least = -1;
            for (int s = 0; s < Square.COUNT; s++) {
                Square sq = Square.byIndex(s);
                if (!board.isEmpty(sq) || !board.isLegal(sq, stone)) {
                    continue;
                }
                Board next = new Board(board);
                next.put(sq, stone);
                left[k]--;
                int newly = Math.max(0, stranded(next, left) - already);
                left[k]++;
                least = least < 0 ? newly : Math.min(least, newly);
            }
            total += Math.max(0, least);
        }
        return total;
    }

    private static int stranded(Board board, int[] left) {
        int count = 0;
        for (int k = 0; k < Stone.KINDS; k++) {
            if (left[k] > 0 && !board.hasLegalSquare(Stone.byId(k))) {
                count += left[k];
            }
        }
        return count;
    }
}
