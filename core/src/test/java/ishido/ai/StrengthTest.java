package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Self-play strength at a low budget against the greedy player; run with {@code -Dgroups=slow}. */
@Tag("slow")
class StrengthTest {
    private static final int DEALS = 50;
    private static final Limits BUDGET = Limits.iterations(300);

    /** The greedy player: the most points now, the first such square in board order. */
    private static Square greedy(Game game) {
        Square best = null;
        long bestPoints = -1;
        for (Square s : game.legalSquares()) {
            long p = Scoring.modernPoints(game.ways(s), s.isWithin(), game.fourWays());
            if (p > bestPoints) {
                bestPoints = p;
                best = s;
            }
        }
        return best;
    }

    @Test
    void beatsGreedyByAWideMargin() throws IllegalMoveException {
        double searchScore = 0;
        double searchFourWays = 0;
        int searchEmptied = 0;
        double greedyScore = 0;
        for (int i = 0; i < DEALS; i++) {
            Deal deal = Deal.random(900_000 + i);
            Game g = new Game(deal, Scoring.MODERN);
            while (!g.isOver()) {
                g.place(greedy(g));
            }
            greedyScore += g.finalScore();
            Game s = new Game(deal, Scoring.MODERN);
            Searcher searcher = new Searcher(new SplitMix64(i));
            while (!s.isOver()) {
                s.place(searcher.search(Position.of(s), BUDGET, SearchListener.NONE).square());
            }
            searchScore += s.finalScore();
            searchFourWays += s.fourWays();
            searchEmptied += s.end() == Game.End.POUCH_EMPTY ? 1 : 0;
        }
        String summary = "search: score " + searchScore / DEALS + ", 4-Ways " + searchFourWays / DEALS + ", emptied "
                + searchEmptied + "/" + DEALS + "; greedy: score " + greedyScore / DEALS;
        System.out.println(summary);
        assertTrue(searchEmptied >= DEALS * 9 / 10, summary);
        assertTrue(searchFourWays / DEALS >= 4.0, summary);
        assertTrue(searchScore >= 10 * greedyScore, summary);
    }
}
