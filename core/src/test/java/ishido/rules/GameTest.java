package ishido.rules;

import static ishido.rules.Fixtures.dealStartingWith;
import static ishido.rules.Fixtures.play;
import static ishido.rules.Fixtures.sq;
import static ishido.rules.Fixtures.st;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameTest {
    /**
     * Tableau a1=A1 l1=B2 a8=C3 l8=D4 f4=E5 g5=F6. The pouch E1 E2 B6 C6 E6 lets f3, g3, h5, h4 be
     * filled one neighbour at a time, and then E6 on g4 meets E2 and E5 by colour and C6 and F6 by
     * symbol: a 4-Way. The second E6 then goes on f5 (E5 by colour, F6 by symbol), and A3 on b1 in the
     * Beyond next to A1.
     */
    private static Deal fourWayDeal() {
        return dealStartingWith("A1", "B2", "C3", "D4", "E5", "F6", "E1", "E2", "B6", "C6", "E6", "E6", "A3");
    }

    private static final String[] FOUR_WAY_MOVES = {"f3", "g3", "h5", "h4", "g4", "f5", "b1"};

    /**
     * Tableau as above; B1 and C1 cover a1's free sides, B3 and B4 cover l1's, each matching its
     * tableau stone but sharing nothing with A2. A2 then matches only A1 and B2, both walled in: stuck.
     */
    private static Deal stuckDeal() {
        return dealStartingWith("A1", "B2", "C3", "D4", "E5", "F6", "B1", "C1", "B3", "B4", "A2");
    }

    private static final String[] STUCK_MOVES = {"b1", "a2", "k1", "l2"};

    @Test
    void newGameHasTheTableauAndTheSeventhStoneOnTheTouchstone() {
        Deal deal = Deal.random(3);
        Game g = new Game(deal, Scoring.MODERN);
        for (int i = 0; i < 6; i++) {
            assertEquals(deal.get(i), g.stoneAt(Deal.TABLEAU_SQUARES.get(i)));
        }
        assertEquals(6, g.boardCopy().stoneCount());
        assertEquals(deal.get(6), g.touchstone());
        assertEquals(0, g.placed());
        assertEquals(66, g.stonesLeft());
        assertEquals(65, g.pouchCount());
        assertEquals(0, g.score());
        assertEquals(0, g.fourWays());
        assertEquals(Game.End.NOT_YET, g.end());
        assertFalse(g.isOver());
        assertFalse(g.canUndo());
        assertNull(g.lastMove());
        assertFalse(g.legalSquares().isEmpty());
    }

    @Test
    void scoresAHandPlayedGameWithAFourWay() {
        Game g = play(new Game(fourWayDeal(), Scoring.MODERN), FOUR_WAY_MOVES);
        List<Move> m = g.moves();
        assertEquals(7, m.size());
        long[] points = {1, 1, 1, 1, 8 + 25, 2 * 2, 0};
        long[] totals = {1, 2, 3, 4, 37, 41, 41};
        int[] ways = {1, 1, 1, 1, 4, 2, 1};
        for (int i = 0; i < 7; i++) {
            assertEquals(i + 1, m.get(i).number());
            assertEquals(sq(FOUR_WAY_MOVES[i]), m.get(i).square());
            assertEquals(ways[i], m.get(i).ways(), "ways of move " + (i + 1));
            assertEquals(points[i], m.get(i).points(), "points of move " + (i + 1));
            assertEquals(totals[i], m.get(i).total(), "total after move " + (i + 1));
        }
        assertTrue(m.get(4).isFourWay());
        assertEquals("5 g4 E6 4 33 37", m.get(4).line());
        assertEquals(41, g.score());
        assertEquals(1, g.fourWays());
        assertEquals(st("A1"), g.touchstone());
        assertEquals(59, g.stonesLeft());
        assertEquals(0, g.endBonus());
        assertEquals(41, g.finalScore());
        assertEquals(m.get(6), g.lastMove());
    }

    @Test
    void ancientScoringCountsFourWaysButNoPoints() {
        Game g = play(new Game(fourWayDeal(), Scoring.ANCIENT), FOUR_WAY_MOVES);
        assertEquals(0, g.score());
        assertEquals(1, g.fourWays());
        assertEquals(0, g.endBonus());
        assertEquals(0, g.finalScore());
        for (Move m : g.moves()) {
            assertEquals(0, m.points());
            assertEquals(0, m.total());
        }
        assertEquals(4, g.moves().get(4).ways());
    }

    @Test
    void undoRestoresScoreFourWaysBoardAndTouchstone() {
        Game g = new Game(fourWayDeal(), Scoring.MODERN);
        List<Board> boards = new ArrayList<>();
        List<Long> scores = new ArrayList<>();
        List<Integer> fourWays = new ArrayList<>();
        List<Stone> touchstones = new ArrayList<>();
        for (String s : FOUR_WAY_MOVES) {
            boards.add(g.boardCopy());
            scores.add(g.score());
            fourWays.add(g.fourWays());
            touchstones.add(g.touchstone());
            play(g, s);
        }
        for (int i = FOUR_WAY_MOVES.length - 1; i >= 0; i--) {
            assertTrue(g.canUndo());
            Move undone = g.undo();
            assertEquals(sq(FOUR_WAY_MOVES[i]), undone.square());
            assertEquals(boards.get(i), g.boardCopy(), "board after undoing move " + (i + 1));
            assertEquals(scores.get(i), g.score(), "score after undoing move " + (i + 1));
            assertEquals(fourWays.get(i), g.fourWays(), "4-Ways after undoing move " + (i + 1));
            assertEquals(touchstones.get(i), g.touchstone());
            assertEquals(i, g.placed());
            assertEquals(Game.End.NOT_YET, g.end());
        }
        assertFalse(g.canUndo());
        assertThrows(IllegalStateException.class, g::undo);
        // Playing the same moves again gives the same result.
        play(g, FOUR_WAY_MOVES);
        assertEquals(41, g.score());
        assertEquals(1, g.fourWays());
    }

    @Test
    void stuckTouchstoneEndsTheGame() {
        Game g = play(new Game(stuckDeal(), Scoring.MODERN), STUCK_MOVES);
        assertEquals(st("A2"), g.touchstone());
        assertEquals(Game.End.NO_LEGAL_SQUARE, g.end());
        assertTrue(g.isOver());
        assertTrue(g.legalSquares().isEmpty());
        assertEquals(62, g.stonesLeft());
        assertEquals(0, g.endBonus());
        for (int i = 0; i < Square.COUNT; i++) {
            assertEquals(0, g.ways(Square.byIndex(i)));
        }
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> g.place(sq("c1")));
        assertNotNull(e.getMessage());
        assertEquals(10, g.boardCopy().stoneCount());
    }

    @Test
    void undoReopensAStuckGame() {
        Game g = play(new Game(stuckDeal(), Scoring.MODERN), STUCK_MOVES);
        assertTrue(g.canUndo());
        g.undo();
        assertEquals(Game.End.NOT_YET, g.end());
        assertEquals(st("B4"), g.touchstone());
        assertTrue(g.legalSquares().contains(sq("l2")));
        assertNull(g.stoneAt(sq("l2")));
        play(g, "l2");
        assertEquals(Game.End.NO_LEGAL_SQUARE, g.end());
    }

    @Test
    void endedByThePlayer() {
        Game g = play(new Game(fourWayDeal(), Scoring.MODERN), FOUR_WAY_MOVES);
        assertTrue(g.canUndo());
        g.finish(Game.End.ENDED_BY_PLAYER);
        assertEquals(Game.End.ENDED_BY_PLAYER, g.end());
        assertTrue(g.isOver());
        assertFalse(g.canUndo());
        assertThrows(IllegalStateException.class, g::undo);
        assertThrows(IllegalMoveException.class, () -> g.place(sq("a7")));
        assertTrue(g.legalSquares().isEmpty());
        assertEquals(41, g.finalScore());
        // A later time-out does not change how the game ended.
        g.finish(Game.End.TIME_UP);
        assertEquals(Game.End.ENDED_BY_PLAYER, g.end());
    }

    @Test
    void timeUp() {
        Game g = play(new Game(fourWayDeal(), Scoring.MODERN), "f3");
        g.finish(Game.End.TIME_UP);
        assertEquals(Game.End.TIME_UP, g.end());
        assertFalse(g.canUndo());
        assertThrows(IllegalArgumentException.class, () -> g.finish(Game.End.NOT_YET));
    }

    @Test
    void endingAStuckGameAtThePlayersWishOrOnTimeStopsUndo() {
        for (Game.End why : new Game.End[] {Game.End.ENDED_BY_PLAYER, Game.End.TIME_UP}) {
            Game g = play(new Game(stuckDeal(), Scoring.MODERN), STUCK_MOVES);
            assertTrue(g.canUndo());
            g.finish(why);
            assertTrue(g.isOver());
            assertFalse(g.canUndo(), "undo after a stuck game was finished: " + why);
            assertThrows(IllegalStateException.class, g::undo);
            assertEquals(4, g.placed());
        }
    }

    @Test
    void pouchEmptiesAfterSixtySixMoves() {
        BuiltGames.Built built = BuiltGames.build(11, 0.8);
        Game g = new Game(built.deal(), Scoring.MODERN);
        List<Square> moves = built.moves();
        assertEquals(66, moves.size());
        for (int i = 0; i < 65; i++) {
            play(g, moves.get(i).toString());
            assertFalse(g.isOver(), "over after move " + (i + 1));
        }
        assertEquals(1, g.stonesLeft());
        assertEquals(0, g.pouchCount());
        assertEquals(500, g.endBonus());
        assertEquals(g.score(), g.points(), "while the game goes on the scoreboard has no end bonus");
        Stone last = g.touchstone();
        assertEquals(built.deal().get(71), last);
        play(g, moves.get(65).toString());
        assertEquals(Game.End.POUCH_EMPTY, g.end());
        assertNull(g.touchstone());
        assertEquals(0, g.stonesLeft());
        assertEquals(66, g.placed());
        assertEquals(72, g.boardCopy().stoneCount());
        assertEquals(1000, g.endBonus());
        assertEquals(g.score() + 1000, g.finalScore());
        assertEquals(g.finalScore(), g.points(), "the scoreboard after Game Over shows Game Over's score");
        assertTrue(g.legalSquares().isEmpty());
        assertThrows(IllegalMoveException.class, () -> g.place(moves.get(0)));
        // The last move can still be taken back.
        assertTrue(g.canUndo());
        g.undo();
        assertEquals(Game.End.NOT_YET, g.end());
        assertEquals(last, g.touchstone());
        // Once finished, a complete game keeps its reason and can no longer be taken back.
        play(g, moves.get(65).toString());
        g.finish(Game.End.ENDED_BY_PLAYER);
        assertEquals(Game.End.POUCH_EMPTY, g.end());
        assertFalse(g.canUndo());
    }

    @Test
    void endBonusCountsTheTouchstone() {
        BuiltGames.Built built = BuiltGames.build(12, 0.8);
        Game g = new Game(built.deal(), Scoring.MODERN);
        for (int i = 0; i < 64; i++) {
            play(g, built.moves().get(i).toString());
        }
        assertEquals(2, g.stonesLeft());
        assertEquals(100, g.endBonus());
        g.finish(Game.End.ENDED_BY_PLAYER);
        assertEquals(g.score() + 100, g.finalScore());
        Game h = new Game(built.deal(), Scoring.MODERN);
        for (int i = 0; i < 63; i++) {
            play(h, built.moves().get(i).toString());
        }
        assertEquals(3, h.stonesLeft());
        assertEquals(0, h.endBonus());
    }

    @Test
    void illegalPlacementIsRefusedWithTheReasonAndChangesNothing() {
        Game g = play(new Game(fourWayDeal(), Scoring.MODERN), "f3");
        Board before = g.boardCopy();
        // E2 next to nothing.
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> g.place(sq("c4")));
        assertEquals(g.whyIllegal(sq("c4"), g.touchstone()), e.getMessage());
        e = assertThrows(IllegalMoveException.class, () -> g.place(sq("f4")));
        assertTrue(e.getMessage().contains("f4"), e.getMessage());
        assertEquals(before, g.boardCopy());
        assertEquals(1, g.placed());
        assertEquals(1, g.score());
        assertEquals(st("E2"), g.touchstone());
    }

    @Test
    void whyIllegalExplainsEachKindOfRefusal() {
        Game g = new Game(fourWayDeal(), Scoring.MODERN);
        Stone e1 = g.touchstone();
        assertNull(g.whyIllegal(sq("f3"), e1));
        assertNull(g.whyIllegal(sq("e4"), e1));
        assertTrue(g.whyIllegal(sq("f4"), e1).contains("already"));
        assertTrue(g.whyIllegal(sq("c5"), e1).contains("next to"));
        // b1 touches only A1, which shares nothing with E2.
        assertTrue(g.whyIllegal(sq("b1"), st("E2")).contains("colour or its symbol"));
        // g4 touches E5 and F6: E1 shares nothing with F6; E6 and F5 match one each.
        assertTrue(g.whyIllegal(sq("g4"), st("E1")).contains("colour or its symbol"));
        assertNull(g.whyIllegal(sq("g4"), st("E6")));
        assertNull(g.whyIllegal(sq("g4"), st("F5")));
    }

    @Test
    void whyIllegalForTwoAndThreeNeighboursMatchedByOneAttribute() {
        Game g = play(new Game(dealStartingWith("A1", "B2", "C3", "D4", "E5", "F6", "E1", "F5", "E5", "F5", "A5"),
                Scoring.MODERN), "f3", "g4", "g3", "h5");
        // h4 touches g4=F5 and h5=F5: A5 would match both by symbol.
        String why = g.whyIllegal(sq("h4"), st("A5"));
        assertTrue(why.contains("two stones"), why);
        assertNull(g.whyIllegal(sq("h4"), st("F5")), "twins may count for either attribute");
        play(g, "h3");
        // h4 now also touches h3=A5: B5 would match all three by symbol.
        why = g.whyIllegal(sq("h4"), st("B5"));
        assertTrue(why.contains("three stones"), why);
        assertNull(g.whyIllegal(sq("h4"), st("F5")));
    }

    @Test
    void whyIllegalForAFourWayOfThreeColours() {
        Game g = play(new Game(dealStartingWith("A1", "B2", "C3", "D4", "E5", "F6", "E1", "E2", "E6", "E3", "E6"),
                Scoring.MODERN), "f3", "g3", "h5", "h4");
        // g4 touches E5, E2 and E3 by colour and F6 by symbol.
        assertEquals(st("E6"), g.touchstone());
        String why = g.whyIllegal(sq("g4"), g.touchstone());
        assertTrue(why.contains("4-Way"), why);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> g.place(sq("g4")));
        assertEquals(why, e.getMessage());
    }
}
