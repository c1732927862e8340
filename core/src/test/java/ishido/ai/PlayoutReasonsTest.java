package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Board;
import ishido.rules.GameRecord;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reasons drawn from what the reviewer's playouts saw, on hand-made positions, and the stuck ending's. */
class PlayoutReasonsTest {
    private static final Limits BUDGET = Limits.iterations(2000);

    /** The reasons the review gives for the square played in the position. */
    private static List<Reason> why(Position p, String played) {
        Turn turn = new Turn(10, 0, p, Square.parse(played));
        MoveReview r = new Reviewer(1, BUDGET).review(turn, Scoring.MODERN);
        return Teacher.lesson(turn, r, Scoring.MODERN, 3, true).why();
    }

    private static Reason ofKind(List<Reason> why, Reason.Kind... kinds) {
        for (Reason r : why) {
            if (List.of(kinds).contains(r.kind())) {
                return r;
            }
        }
        return null;
    }

    @Test
    void aFourWayHoleLeftClosedIsSeenInThePlayouts() {
        // c3 has three sides (F1, F2, A6); B6 on d3 closes the fourth, a 4-Way hole for either F6 to come. On f3,
        // beside B2, it leaves c3 as it was: the playouts after d3 make a 4-Way there far more often.
        Board board = SearcherTest.board("c2 F1", "c4 F2", "b3 A6", "e3 B2", "a1 C4", "l8 D5", "a8 E3", "l1 A5");
        List<Reason> why = why(new Position(board, Stone.parse("B6"), 0, 0), "f3");
        Reason r = ofKind(why, Reason.Kind.HOLE, Reason.Kind.FOUR_WAYS, Reason.Kind.SOONER);
        assertNotNull(r, why.toString());
        assertTrue(r.worth() > 0, r.toString());
        assertTrue(r.words().startsWith("after d3 the playouts made "), r.words());
        assertTrue(r.words().contains("most of all at c3 ("), r.words());
        assertEquals(why.get(0), r, "the playouts' reason comes before the move's own: " + why);
    }

    @Test
    void aTwinLeftNoSquareIsSeenInThePlayouts() {
        // The second A2 (one is at l8, walled in) may go only on b1; C1 there takes it. The playouts then end with
        // that A2 unplaced whenever it comes before some move opens it a square, which after g4 it never does.
        Board board = SearcherTest.board("a1 A1", "a2 B1", "f4 C3", "l8 A2", "k8 B3", "l7 C4", "h3 D3", "h6 E4", "e7 F5",
                "j5 D6");
        List<Reason> why = why(new Position(board, Stone.parse("C1"), 0, 0), "b1");
        Reason r = ofKind(why, Reason.Kind.STRANDED);
        assertNotNull(r, why.toString());
        assertEquals(List.of(Stone.parse("A2")), r.stones());
        assertTrue(r.words().matches("after b1 the second A2 had no square left in \\d+% of the playouts \\(after "
                + "[a-l]\\d: 0%\\)"), r.words());
        assertEquals("the second red moon", r.words((s, which) -> which == Reason.Which.SECOND ? "the second red moon"
                : s.toString()).substring(9, 28));
    }

    @Test
    void aStoneWithNoSquareIsSealedOnEverySide() {
        // A6 shares neither colour nor symbol with B1, C2, D3 or E4: every square beside them refuses it.
        Board board = SearcherTest.board("c2 B1", "c4 C2", "b3 D3", "d3 E4");
        NoSquare why = NoSquare.of(board, Stone.parse("A6"));
        assertEquals(List.of(), why.mixed());
        assertEquals(9, why.clashing().size());
        assertTrue(why.clashing().contains(Square.parse("c3")));
        assertEquals("no square takes A6: all 9 open squares border a stone of another colour and symbol",
                why.reason().words());
    }

    @Test
    void aStuckGameEndsOnItsStoneAndTheMoveThatMadeItLikely() throws Exception {
        GameRecord record;
        try (InputStream in = PlayoutReasonsTest.class.getResourceAsStream("/ishido/ai/adept-game.txt")) {
            record = GameRecord.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        GameReview review = GameReview.of(record);
        GameReview.Ending end = review.ending();
        assertTrue(end.stuck());
        assertFalse(end.board().hasLegalSquare(end.stuckStone()));
        NoSquare why = NoSquare.of(end.board(), end.stuckStone());
        for (Square s : why.open()) {
            assertFalse(end.board().isLegal(s, end.stuckStone()), s.toString());
        }
        assertFalse(why.open().isEmpty());
        new Reviewer(1, Limits.iterations(200)).reviewAll(review, () -> false);
        GameReview.Stuck stuck = review.stuck();
        assertNotNull(stuck);
        MoveReview marked = review.review(stuck.move());
        assertTrue(marked.stuck());
        assertEquals(Mark.BLUNDER, marked.mark(), "never summed up with no blunder");
        assertTrue(review.summary(0).count(Mark.BLUNDER) >= 1);
        Lesson lesson = Teacher.lesson(review.turns().get(stuck.move()), marked, review.scoring(), 3, true);
        assertEquals(Reason.Kind.STUCK, lesson.why().get(0).kind(), lesson.why().toString());
        assertTrue(lesson.why().get(0).words().endsWith("and this game did"), lesson.why().get(0).words());
    }
}
