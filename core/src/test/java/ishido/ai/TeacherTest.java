package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Board;
import ishido.rules.Deal;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The teacher's reasons, each on a hand-made position that shows it, and one that shows none. */
class TeacherTest {
    private static List<Reason> reasons(Position p, String square, String best, Scoring scoring) {
        return Teacher.reasons(p, Square.parse(square), Square.parse(best), scoring);
    }

    private static List<Reason.Kind> kinds(List<Reason> reasons) {
        return reasons.stream().map(Reason::kind).toList();
    }

    @Test
    void aFourWayTakenFromItsOnlyFutureFillerIsExplained() {
        // c3 is ringed by F1, F2 (colour) and A6, B6 (symbol): a 4-Way for F6 and for no other kind, and
        // the only one on the board. Taking it now leaves the second F6 no 4-Way hole; h5, beside F3 far
        // from it, keeps it.
        Board board = SearcherTest.board("c2 F1", "c4 F2", "b3 A6", "d3 B6", "h6 F3");
        Position p = new Position(board, Stone.parse("F6"), 0, 0);
        List<Reason> why = reasons(p, "c3", "h5", Scoring.MODERN);
        assertEquals(Reason.Kind.TAKES_HOLE, why.get(0).kind(), why.toString());
        assertEquals("c3 makes a 4-Way now, but it is the only 4-Way hole the second F6 can fill; h5 keeps it"
                + " for that stone", why.get(0).words());
        // The other way round the best makes the 4-Way and the square does not.
        assertEquals(List.of(Reason.Kind.MISSES_FOUR_WAY), kinds(reasons(p, "h5", "c3", Scoring.MODERN)));
        // A1 fits a hole ringed by F1, F1, A6 and A6 too (the other A1 is on the board): taking it leaves either
        // F6 still to come no 4-Way hole.
        Board shared = SearcherTest.board("c2 F1", "c4 F1", "b3 A6", "d3 A6", "h6 A3", "l8 A1");
        List<Reason> either = reasons(new Position(shared, Stone.parse("A1"), 0, 0), "c3", "h5", Scoring.MODERN);
        assertEquals("c3 makes a 4-Way now, but it is the only 4-Way hole an F6 still to come can fill; h5 keeps it"
                + " for that stone", either.get(0).words());
        // With both F6 on the board the hole has no future filler: taking it costs the future nothing.
        Board spent = SearcherTest.board("c2 F1", "c4 F2", "b3 A6", "d3 B6", "h6 F3", "l8 F6");
        Position last = new Position(spent, Stone.parse("F6"), 0, 0);
        assertTrue(!kinds(reasons(last, "c3", "h5", Scoring.MODERN)).contains(Reason.Kind.TAKES_HOLE));
    }

    @Test
    void aKindLeftASingleSquareIsExplained() {
        // A1 in the corner gives A2 two squares, a2 and b1. B1 on a2 (it matches A1's symbol, not A2)
        // leaves A2, both stones still to come, b1 alone; B1 beside C1 at f5 leaves A2 both.
        Board board = SearcherTest.board("a1 A1", "f4 C1");
        Position p = new Position(board, Stone.parse("B1"), 0, 0);
        List<Reason> why = reasons(p, "a2", "f5", Scoring.MODERN);
        assertEquals(Reason.Kind.CORNERS, why.get(0).kind(), why.toString());
        assertEquals("a2 leaves A2, with both stones still to come, a single legal square", why.get(0).words());
        assertEquals(List.of(), reasons(p, "f5", "a2", Scoring.ANCIENT).stream()
                .filter(r -> r.kind() == Reason.Kind.CORNERS).toList());
    }

    @Test
    void aKindLeftNoSquareIsExplainedFirst() {
        // A2's only legal square is b1 (a2 is taken by B1, which it does not match): C1 there strands it.
        Board board = SearcherTest.board("a1 A1", "a2 B1", "f4 C3");
        Position p = new Position(board, Stone.parse("C1"), 0, 0);
        List<Reason> why = reasons(p, "b1", "f5", Scoring.MODERN);
        assertEquals(Reason.Kind.STRANDS, why.get(0).kind(), why.toString());
        assertEquals("b1 leaves A2, with both stones still to come, no legal square", why.get(0).words());
    }

    @Test
    void aSlowStrandIsExplained() throws IllegalMoveException {
        // Deal 156 before Master's eighth move (SlowStrandTest): B6 on e6 leaves A2 a single square, and A2
        // there takes E3's last; A3's every square strands a stone too. k1 leaves neither.
        Position p = Position.of(SlowStrandTest.played(Deal.random(156), SlowStrandTest.DEAL_156));
        List<Reason> why = reasons(p, "e6", "k1", Scoring.MODERN);
        assertEquals(List.of(Reason.Kind.SLOW_STRAND, Reason.Kind.SLOW_STRAND), kinds(why), why.toString());
        assertEquals("e6 leaves A2 a single legal square, and A2 there strands E3", why.get(0).words());
        assertEquals("e6 leaves A3 only squares that strand stones still to come", why.get(1).words());
        assertTrue(!kinds(reasons(p, "k1", "e6", Scoring.MODERN)).contains(Reason.Kind.SLOW_STRAND));
    }

    @Test
    void theBeyondAgainstTheWithinIsExplainedUnderModernScoringOnly() {
        // A1 on b2: A2 beside it on a2 (the Beyond) scores nothing, on c2 (the Within) a point.
        Board board = SearcherTest.board("b2 A1");
        Position p = new Position(board, Stone.parse("A2"), 0, 0);
        List<Reason> why = reasons(p, "a2", "c2", Scoring.MODERN);
        assertEquals(List.of(Reason.Kind.WITHIN), kinds(why));
        assertEquals("c2 scores 1 in the Within; a2 on the Beyond scores nothing", why.get(0).words());
        assertEquals(List.of(), reasons(p, "a2", "c2", Scoring.ANCIENT));
    }

    @Test
    void aBestMoveWithNoReasonGetsNone() {
        // c2 and b3 beside A1 on b2 differ in nothing the policy weighs; and a square is never worse than itself.
        Board board = SearcherTest.board("b2 A1");
        Position p = new Position(board, Stone.parse("A2"), 0, 0);
        assertEquals(List.of(), reasons(p, "c2", "b3", Scoring.MODERN));
        assertEquals(List.of(), reasons(p, "c2", "c2", Scoring.MODERN));
    }

    @Test
    void theLessonShowsTheBestSquaresWithTheirLossesAndThePlayedOne() {
        Board board = SearcherTest.board("c2 F1", "c4 F2", "b3 A6", "d3 B6");
        Position p = new Position(board, Stone.parse("F6"), 0, 0);
        Turn turn = new Turn(5, 0, p, Square.parse("c3"));
        MoveReview r = new MoveReview(Square.parse("c1"), 33, 5, Mark.INACCURACY, 100, 1,
                List.of(new Candidate(Square.parse("c1"), 0), new Candidate(Square.parse("e3"), 4),
                        new Candidate(Square.parse("b2"), 12), new Candidate(Square.parse("c3"), 33)));
        Lesson lesson = Teacher.lesson(turn, r, Scoring.MODERN, 2, true);
        assertEquals(3, lesson.lines().size());
        assertTrue(lesson.lines().get(0).best());
        assertEquals("0", lesson.lines().get(0).label());
        assertEquals("-33", lesson.lines().get(2).label());
        assertTrue(lesson.lines().get(2).played());
        assertTrue(lesson.sentences().startsWith("c3 makes a 4-Way now"), lesson.sentences());
        assertEquals(2, Teacher.lesson(turn, r, Scoring.MODERN, 2, false).lines().size());
    }
    /** Playouts that differ only in the points they ended on: rollouts each 1,000 points apart, nothing else seen. */
    private static Outcomes endedOn(long meanValue, boolean pinned) {
        Witness w = new Witness();
        w.rollouts = 100;
        w.valueSum = 100 * meanValue;
        w.valueSquares = 100 * meanValue * meanValue;
        w.emptied = 50;
        w.fourWays = 300;
        return new Outcomes(w, pinned);
    }

    @Test
    void aMarkedMoveWhosePlayoutsDifferOnlyInPointsSaysSoOnItsPlayedLine() {
        // Nothing one move shows, and no figure but the points apart: the mark's line still has its word.
        Board board = SearcherTest.board("b2 A1");
        Position p = new Position(board, Stone.parse("A2"), 0, 0);
        Turn turn = new Turn(5, 0, p, Square.parse("b3"));
        MoveReview r = new MoveReview(Square.parse("c2"), 120, 5, Mark.INACCURACY, 1200, 0.5,
                List.of(new Candidate(Square.parse("c2"), 0, endedOn(1200, false)),
                        new Candidate(Square.parse("b3"), 120, endedOn(1080, true))));
        Lesson lesson = Teacher.lesson(turn, r, Scoring.MODERN, 1, true);
        Lesson.Line played = lesson.lines().stream().filter(Lesson.Line::played).findFirst().orElseThrow();
        assertEquals(List.of(Reason.Kind.SCORES), played.reasons().stream().map(Reason::kind).toList());
        assertEquals(lesson.why(), played.reasons());
    }
}
