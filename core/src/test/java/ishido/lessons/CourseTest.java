package ishido.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Board;
import ishido.rules.Square;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.theme.StoneNames;
import ishido.ui.TextLines;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Each lesson, as a player meets it: a wrong legal square and an illegal one are refused with the lesson's
 * reason (naming the stones as the Ishido set shows them) and change nothing; the right squares pass it.
 */
class CourseTest {
    /** The characters of a line of the lesson screen's strip. */
    private static final int LINE = 37;
    private static StoneNames names;

    @BeforeAll
    static void words() throws Exception {
        names = StoneNames.of(Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME));
    }

    private static Play play(int lesson) {
        return Course.lesson(lesson).play(names);
    }

    private static Square sq(String s) {
        return Square.parse(s);
    }

    /** A square refused with the reason given, and nothing changed. */
    private static void refused(Play play, String square, String reason) {
        Board before = play.board();
        int step = play.step();
        Play.Outcome o = play.place(sq(square));
        assertEquals(new Play.Refused(reason), o, square);
        assertTrue(reason.length() <= LINE, "fits the status line: " + reason);
        assertEquals(before, play.board());
        assertEquals(step, play.step());
        assertFalse(play.isPassed());
    }

    /** The answers now, then the first placed: the move's ways. */
    private static void answer(Play play, List<String> answers, int ways) {
        assertEquals(answers.stream().map(Square::parse).toList(), play.answers());
        Play.Outcome o = play.place(sq(answers.get(0)));
        assertEquals(ways, assertInstanceOf(Play.Placed.class, o).move().ways());
    }

    @Test
    void nineLessonsNumberedFromOne() {
        assertEquals(9, Course.count());
        for (int i = 1; i <= 9; i++) {
            assertEquals(i, Course.lesson(i).number());
        }
        assertEquals(null, Course.lesson(10));
    }

    @Test
    void placingAStoneInTheWithin() {
        Play p = play(1);
        assertEquals("Only light squares score. Put the red moon by a stone it matches there.", p.goal());
        refused(p, "a2", "a2 is in the Beyond: no points there.");
        refused(p, "g4", "No match with the black cross.");
        refused(p, "c6", "c6 touches no stone: go beside one.");
        answer(p, List.of("f3", "e4"), 1);
        assertTrue(p.isPassed());
        assertEquals(1, p.score());
        assertEquals("A stone goes by a match. Only the Within, the light squares, scores.", p.goal());
    }

    @Test
    void theOneWayByColourThenBySymbol() {
        Play p = play(2);
        refused(p, "d3", "That is by symbol: match its colour.");
        refused(p, "i6", "No match with the white cross.");
        answer(p, List.of("h2", "g3", "i3", "h4"), 1);
        assertFalse(p.isPassed());
        assertTrue(p.goal().startsWith("Now put the white water by"), p.goal());
        refused(p, "j5", "That is by colour: match its symbol.");
        answer(p, List.of("e5", "d6", "f6", "e7"), 1);
        assertTrue(p.isPassed());
    }

    @Test
    void theTwoWayOneAndOne() {
        Play p = play(3);
        refused(p, "d3", "A 1-Way: find one between two stones.");
        refused(p, "i6", "Both match its colour: need 1 and 1.");
        answer(p, List.of("e4"), 2);
        assertTrue(p.isPassed());
    }

    @Test
    void theThreeWayOneAndTwo() {
        Play p = play(4);
        refused(p, "d3", "A 2-Way: find one among three stones.");
        refused(p, "i5", "All 3 match its colour: need 1 and 2.");
        answer(p, List.of("e4"), 3);
        assertTrue(p.isPassed());
    }

    @Test
    void theFourWayTwoAndTwoWithItsBonus() {
        Play p = play(5);
        refused(p, "f2", "A 1-Way: find one among four stones.");
        refused(p, "i5", "A 4-Way needs 2 and 2, not 3 and 1.");
        answer(p, List.of("f4"), 4);
        assertEquals(8 + 25, p.score());
        assertEquals(1, p.fourWays());
    }

    @Test
    void modernPointsDoubledByEachFourWay() {
        Play p = play(6);
        refused(p, "h3", "That scores 8; 16 can be had.");
        refused(p, "a5", "That scores 0; 16 can be had.");
        refused(p, "c5", "Both match its symbol: need 1 and 1.");
        answer(p, List.of("b4", "d4"), 3);
        assertEquals(75 + 16, p.score());
    }

    @Test
    void theAncientWayCountsFourWaysNotPoints() {
        Play p = play(7);
        assertEquals("Ancient has no points: place every stone, and 4-Ways decide. Make one.", p.goal());
        refused(p, "d6", "In the Ancient way only 4-Ways count.");
        refused(p, "g2", "There is already a stone on g2.");
        answer(p, List.of("g3"), 4);
        assertEquals(0, p.score());
        assertEquals(1, p.fourWays());
    }

    @Test
    void theTwinsHoleKeptForItsFourWay() {
        Play p = play(8);
        assertTrue(p.goal().startsWith("The second red sun comes next: close e5's"), p.goal());
        assertEquals(p.touchstone(), p.next());
        refused(p, "e5", "A 3-Way now loses the twin's 4-Way.");
        refused(p, "d6", "That leaves e5 open on a side.");
        refused(p, "d4", "Both match its colour: need 1 and 1.");
        answer(p, List.of("e6"), 1);
        refused(p, "c5", "A 1-Way: the twin fits e5.");
        answer(p, List.of("e5"), 4);
        assertTrue(p.isPassed());
    }

    @Test
    void aStoneWithNoSquareLeftEndsTheGame() {
        Play p = play(9);
        assertEquals("A stone with no square ends the game. Keep one for the next stone (Then).", p.goal());
        refused(p, "k1", "Then the black gate has no square.");
        refused(p, "k2", "No match with the white sun.");
        answer(p, List.of("d3", "c4", "e4", "d5"), 1);
        answer(p, List.of("k1"), 1);
        assertTrue(p.isPassed());
    }

    @Test
    void everyStepHasAnAnswer() {
        for (Lesson lesson : Course.lessons()) {
            Play p = lesson.play(names);
            // The first stone of each lesson has a legal square the lesson refuses.
            assertTrue(p.answers().size() < p.legalSquares().size(), lesson.title() + ": a wrong legal square");
            while (!p.isPassed()) {
                assertFalse(p.answers().isEmpty(), lesson.title());
                p.place(p.answers().get(0));
            }
            p.restart();
            assertEquals(0, p.step());
        }
    }

    @Test
    void everyGoalAndSummaryFitsTheStripsTwoLines() {
        for (Lesson lesson : Course.lessons()) {
            Play p = lesson.play(names);
            while (true) {
                assertTrue(TextLines.wrap(p.goal(), LINE).size() <= 2, p.goal());
                if (p.isPassed()) {
                    break;
                }
                p.place(p.answers().get(0));
            }
        }
    }

    @Test
    void passedLessonsKeptAsNumbers() {
        assertEquals(Set.of(1, 2, 5), Course.passed("5 1 x 2 12"));
        assertEquals("1 3", Course.withPassed("3", 1));
        assertEquals("3", Course.withPassed("3", 3));
        assertEquals(Set.of(), Course.passed(""));
    }
}
