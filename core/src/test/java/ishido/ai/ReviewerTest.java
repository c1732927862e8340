package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Board;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReviewerTest {
    private static final Limits BUDGET = Limits.iterations(600);

    private static MoveReview review(Position p, String played, Scoring scoring) {
        return new Reviewer(7, BUDGET).review(new Turn(1, 0, p, Square.parse(played)), scoring);
    }

    @Test
    void passingUpAFourWayIsMarked() {
        // A hole at c3 ringed by A1, A2, B3 and C3: only A3 makes a 4-Way there, and the other A3 is
        // already on the board, so the chance does not come again. Playing it beside B3 instead throws away
        // the bonus and the doubling of every later point.
        Board board = SearcherTest.board("c2 A1", "c4 A2", "b3 B3", "d3 C3", "h6 D4", "j6 E5", "l8 A3");
        Position p = new Position(board, Stone.parse("A3"), 0, 0);
        MoveReview r = review(p, "a3", Scoring.MODERN);
        assertEquals(Square.parse("c3"), r.best());
        assertTrue(r.share() > Mark.SHARES[0], "loss " + r.loss() + " share " + r.share());
        assertNotEquals(Mark.NONE, r.mark());
        // Under Ancient scoring the 4-Way is worth 100 units: passing it up costs about that.
        MoveReview ancient = review(p, "a3", Scoring.ANCIENT);
        assertEquals(Square.parse("c3"), ancient.best());
        assertTrue(ancient.loss() >= 50, "Ancient loss " + ancient.loss());
    }

    @Test
    void strandingTheLastStonesOfAKindIsABlunder() throws IllegalMoveException {
        // Late in a seeded game, the first position where the stone has a square that leaves some kind
        // with stones still to come and no legal square, while another square strands nothing.
        Position found = null;
        Square strand = null;
        for (long seed = 1; found == null && seed < 200; seed++) {
            Game game = new Game(Deal.random(seed), Scoring.MODERN);
            ComputerPlayer player = new ComputerPlayer(Skill.EXPERT, new SplitMix64(seed));
            while (!game.isOver() && found == null) {
                Position p = Position.of(game);
                if (game.pouchCount() <= 12) {
                    strand = strandingSquare(p);
                    found = strand == null ? null : p;
                }
                game.place(player.choose(p, Limits.iterations(1), SearchListener.NONE).square());
            }
        }
        assertTrue(found != null, "no seeded game offers a stranding move");
        MoveReview r = review(found, strand.toString(), Scoring.MODERN);
        assertNotEquals(strand, r.best());
        assertEquals(Mark.BLUNDER, r.mark(), "loss " + r.loss() + " noise " + r.noise());
        assertEquals(0, r.emptyChance(), "the pouch can no longer be emptied");
    }

    @Test
    void aSlowStrandIsNeverTheBestAndIsExplained() throws IllegalMoveException {
        // Deal 156 before Master's eighth move (SlowStrandTest): the rollouts rate e6 about as well as any
        // square, but after it A2's one square strands E3; the review's best is a square Master's guard keeps.
        Position p = Position.of(SlowStrandTest.played(Deal.random(156), SlowStrandTest.DEAL_156));
        Turn turn = new Turn(8, 0, p, Square.parse("e6"));
        MoveReview r = new Reviewer(7, BUDGET).review(turn, Scoring.MODERN);
        assertNotEquals(Square.parse("e6"), r.best());
        Engine after = Engine.of(p);
        after.place(r.best().index(), p.touchstone().id());
        assertEquals(0, Searcher.slowStrands(after, new Engine()), r.best().toString());
        assertTrue(r.weighed().stream().anyMatch(c -> c.square().equals(Square.parse("e6"))));
        Lesson lesson = Teacher.lesson(turn, r, Scoring.MODERN, 3, true);
        assertEquals(Reason.Kind.SLOW_STRAND, lesson.why().get(0).kind(), lesson.why().toString());
        assertTrue(lesson.lines().stream().anyMatch(l -> l.played() && !l.reasons().isEmpty()), lesson.toString());
    }

    /** A legal square that strands a kind with stones to come when some other square strands none, or null. */
    private static Square strandingSquare(Position p) {
        Engine root = Engine.of(p);
        int kind = p.touchstone().id();
        Square bad = null;
        boolean safe = false;
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (!root.isLegal(s, kind)) {
                continue;
            }
            Engine e = new Engine();
            e.copyFrom(root);
            e.place(s, kind);
            boolean stranded = false;
            for (int k = 0; k < Engine.KINDS; k++) {
                stranded |= e.left[k] > 0 && e.legalCount[k] == 0;
            }
            if (stranded) {
                bad = Square.byIndex(s);
            } else {
                safe = true;
            }
        }
        return safe ? bad : null;
    }

    @Test
    void theBestMoveLosesNothing() {
        Game game = new Game(Deal.random(5), Scoring.MODERN);
        Position p = Position.of(game);
        MoveReview first = review(p, game.legalSquares().get(0).toString(), Scoring.MODERN);
        MoveReview best = review(p, first.best().toString(), Scoring.MODERN);
        assertEquals(first.best(), best.best());
        assertEquals(0, best.loss());
        assertEquals(Mark.NONE, best.mark());
    }

    @Test
    void theOnlySquareLosesNothing() {
        // B5 fits only b1 (see above): a forced move is never marked.
        Board board = SearcherTest.board("a1 B6", "c1 A5", "a2 C1", "d1 D1", "c2 D2", "h5 E6");
        Position p = new Position(board, Stone.parse("B5"), 0, 0);
        MoveReview r = review(p, "b1", Scoring.MODERN);
        assertEquals(Square.parse("b1"), r.best());
        assertEquals(0, r.loss());
    }

    @Test
    void aLossWithinTheNoiseOrBelowTheFloorIsNeverMarked() {
        assertEquals(Mark.NONE, Mark.of(5000, 2600, 6000));
        assertEquals(Mark.BLUNDER, Mark.of(5000, 2400, 6000));
        assertEquals(Mark.NONE, Mark.of(Mark.FLOOR - 1, 0, Mark.LEAST_STAKE));
        assertEquals(Mark.INACCURACY, Mark.of(50, 0, 1000));
        assertEquals(Mark.NONE, Mark.of(49, 0, 1000));
        assertEquals(Mark.MISTAKE, Mark.of(150, 0, 1000));
        // The same 150 points are nothing in a position worth 20000.
        assertEquals(Mark.NONE, Mark.of(150, 0, 20000));
    }

    @Test
    void ratingsFollowTheShareLost() {
        assertEquals(Rating.MASTER, Rating.of(0.01));
        assertEquals(Rating.SAGE, Rating.of(0.004));
        // The same share is a Master's under Modern scoring, whose Master band reaches higher (drawn on fresh
        // deals, where the Master lost more a move), but an Expert's under Ancient.
        assertEquals(Rating.MASTER, Rating.of(0.013));
        assertEquals(Rating.EXPERT, Rating.of(0.013, ishido.rules.Scoring.ANCIENT));
        assertEquals(Rating.SAGE, Rating.of(0));
        assertEquals(Rating.BEGINNER, Rating.of(0.5));
        Rating previous = Rating.SAGE;
        for (Rating r : Rating.values()) {
            assertTrue(r == Rating.BEGINNER || r.maxLoss() < Rating.BEGINNER.maxLoss());
            previous = r;
        }
        assertEquals(Rating.SAGE, previous);
    }

    @Test
    void sameIterationsSameReviewWithAnyThreadsAndOrder() throws IllegalMoveException {
        GameReview a = GameReview.of(selfPlayed(3, 12));
        GameReview b = GameReview.of(selfPlayed(3, 12));
        new Reviewer(9, Limits.iterations(300)).reviewAll(a, () -> false);
        // The second analyses the last move first, with two threads: each move's review stands alone.
        Reviewer two = new Reviewer(9, Limits.iterations(300).withThreads(2));
        int last = b.turns().size() - 1;
        b.put(last, two.review(b.turns().get(last), b.scoring()));
        two.reviewAll(b, () -> false);
        for (int i = 0; i < a.turns().size(); i++) {
            assertEquals(a.review(i), b.review(i), "move " + (i + 1));
        }
        assertTrue(a.isComplete());
    }

    @Test
    void cancellingStopsBeforeTheNextMove() throws IllegalMoveException {
        GameReview g = GameReview.of(selfPlayed(4, 10));
        int[] calls = {0};
        boolean done = new Reviewer(1, Limits.iterations(50)).reviewAll(g, () -> calls[0]++ >= 3);
        assertTrue(!done);
        assertEquals(3, g.analysed());
        assertNull(g.review(3));
    }

    @Test
    void aChallengeJudgesEachPlayerOnTheirOwnSheet() throws IllegalMoveException {
        GameRecord solo = selfPlayed(6, 8);
        List<Square> moves = new ArrayList<>(solo.moves());
        // Player 1's second turn ran out of time: the stone passed to player 2, who played it.
        moves.add(2, null);
        GameRecord record = new GameRecord(Scoring.MODERN, solo.deal(), moves,
                Map.of("Mode", "Challenge", "Players", "Ann, Jr. (human), Bob (computer 2)"));
        GameReview g = GameReview.of(record);
        assertEquals(List.of("Ann, Jr.", "Bob"), g.players());
        assertEquals(8, g.turns().size());
        int[] seats = g.turns().stream().mapToInt(Turn::seat).toArray();
        assertEquals(List.of(0, 1, 1, 0, 1, 0, 1, 0), java.util.Arrays.stream(seats).boxed().toList());
        // Each seat's position carries its own score: Bob's third move sees only Bob's points.
        Game game = solo.replay();
        long bobs = game.moves().get(1).points() + game.moves().get(2).points();
        assertEquals(bobs, g.turns().get(4).before().score());
        new Reviewer(1, Limits.iterations(60)).reviewAll(g, () -> false);
        assertEquals(4, g.summary(0).moves());
        assertEquals(4, g.summary(1).moves());
    }

    @Test
    void anIllegalMoveIsNamedByItsTurn() {
        GameRecord solo = selfPlayed(6, 5);
        List<Square> moves = new ArrayList<>(solo.moves());
        moves.add(moves.get(1));
        GameRecord record = new GameRecord(Scoring.MODERN, solo.deal(), moves, Map.of());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> GameReview.of(record));
        assertTrue(e.getMessage().startsWith("move 6 (" + moves.get(1) + "): "), e.getMessage());
    }

    /** The record of a game's first moves, each square the Adept player's choice. */
    static GameRecord selfPlayed(long seed, int moves) {
        Game game = new Game(Deal.random(seed), Scoring.MODERN);
        ComputerPlayer player = new ComputerPlayer(Skill.ADEPT, new SplitMix64(seed));
        try {
            for (int i = 0; i < moves && !game.isOver(); i++) {
                game.place(player.choose(Position.of(game), Limits.iterations(1), SearchListener.NONE).square());
            }
        } catch (IllegalMoveException e) {
            throw new AssertionError(e);
        }
        return GameRecord.of(game, Map.of());
    }
}
