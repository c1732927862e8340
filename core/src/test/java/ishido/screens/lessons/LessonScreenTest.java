package ishido.screens.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.lessons.Course;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.rules.Square;
import ishido.screens.Golden;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayResult;
import ishido.screens.review.ReviewBoard;
import ishido.screens.review.ReviewColors;
import ishido.testing.BlankScreen;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lesson screen against its goldens (each lesson's start and its passed state) and its flow by mouse and keys. */
class LessonScreenTest {
    private static Stoneset stoneset() throws Exception {
        return Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME);
    }

    private static void click(Machine m, Square s) {
        m.post(InputEvent.press(ReviewBoard.x(s) + 5, ReviewBoard.y(s) + 5, InputEvent.LEFT_BUTTON));
        m.post(InputEvent.release(ReviewBoard.x(s) + 5, ReviewBoard.y(s) + 5, InputEvent.LEFT_BUTTON));
        m.tick();
    }

    private static void key(Machine m, InputEvent e) {
        m.post(e);
        m.tick();
    }

    @Test
    void everyLessonsStartAndPassedStateByClicks() throws Exception {
        for (int n = 1; n <= Course.count(); n++) {
            List<Integer> passed = new ArrayList<>();
            LessonScreen screen = new LessonScreen(n, stoneset(), passed::add);
            Machine m = BlankScreen.under(screen);
            m.render();
            Golden.assertMatches("lesson-" + n, m.framebuffer().toImage());
            while (!screen.play().isPassed()) {
                click(m, screen.play().answers().get(0));
            }
            m.render();
            Golden.assertMatches("lesson-" + n + "-passed", m.framebuffer().toImage());
            assertEquals(List.of(n), passed);
        }
    }

    @Test
    void aRefusedSquareSaysWhyOnTheStatusLineAndShowMarksTheLegalSquares() throws Exception {
        LessonScreen screen = new LessonScreen(3, stoneset(), n -> { });
        Machine m = BlankScreen.under(screen);
        key(m, InputEvent.character('s', false));
        click(m, Square.parse("i6"));
        assertEquals(0, screen.play().step());
        m.render();
        Golden.assertMatches("lesson-3-refused-shown", m.framebuffer().toImage());
    }

    /**
     * Show, in every lesson at each of its steps: the squares the lesson takes framed in gold (a tap on one passes
     * the step), the other legal ones only dotted, no other square marked; the status line says what they mean.
     * A newcomer tapping the first marked square was refused 37 times in the nine lessons when all were alike.
     */
    @Test
    void showFramesTheLessonsSquaresInGoldAndDotsTheOtherLegalOnes() throws Exception {
        int dotted = 0;
        for (int n = 1; n <= Course.count(); n++) {
            LessonScreen screen = new LessonScreen(n, stoneset(), x -> { });
            Machine m = BlankScreen.under(screen);
            while (!screen.play().isPassed()) {
                key(m, InputEvent.character('s', false));
                m.render();
                List<Square> answers = screen.play().answers();
                List<Square> legal = screen.play().legalSquares();
                for (int i = 0; i < Square.COUNT; i++) {
                    Square s = Square.byIndex(i);
                    int x = ReviewBoard.x(s);
                    int y = ReviewBoard.y(s);
                    boolean gold = m.framebuffer().get(x + 1, y + 1) == ReviewColors.GOLD
                            && m.framebuffer().get(x + 10, y) == ReviewColors.GOLD;
                    boolean dots = m.framebuffer().get(x + 2, y) == ReviewColors.LINE
                            && m.framebuffer().get(x + 3, y) != ReviewColors.LINE;
                    assertEquals(answers.contains(s), gold, "lesson " + n + ": " + s + " in gold");
                    assertEquals(legal.contains(s) && !answers.contains(s), dots, "lesson " + n + ": " + s + " dotted");
                }
                dotted += legal.size() - answers.size();
                assertEquals(answers.size() < legal.size() ? "Gold: right. Dots: legal, but wrong."
                        : "Gold: the right squares.", screen.status(), "lesson " + n);
                click(m, answers.get(0));
            }
        }
        assertTrue(dotted > 0, "some lesson has legal squares it does not take");
    }

    @Test
    void aDottedSquareIsRefusedWithTheLessonsReasonAndTheMarksStay() throws Exception {
        LessonScreen screen = new LessonScreen(4, stoneset(), x -> { });
        Machine m = BlankScreen.under(screen);
        key(m, InputEvent.character('s', false));
        m.render();
        Golden.assertMatches("lesson-4-shown", m.framebuffer().toImage());
        List<Square> others = new ArrayList<>(screen.play().legalSquares());
        others.removeAll(screen.play().answers());
        click(m, others.get(0));
        assertEquals(0, screen.play().step());
        assertEquals(screen.play().refusal(others.get(0)), screen.status());
        key(m, InputEvent.character('s', false));
        key(m, InputEvent.character('s', false));
        assertEquals("Gold: right. Dots: legal, but wrong.", screen.status(), "Show again: the refusal is answered");
    }

    @Test
    void playedByTheKeyboardsCursorThenNextAndExit() throws Exception {
        List<Integer> passed = new ArrayList<>();
        LessonScreen screen = new LessonScreen(3, stoneset(), passed::add);
        Machine m = BlankScreen.under(screen);
        // The first arrow shows the cursor at f4; e4 is one to the left.
        key(m, InputEvent.key(Key.LEFT));
        key(m, InputEvent.key(Key.LEFT));
        key(m, InputEvent.key(Key.ENTER));
        assertTrue(screen.play().isPassed());
        assertEquals(List.of(3), passed);
        key(m, InputEvent.key(Key.ENTER));
        assertEquals(4, screen.play().lesson().number());
        key(m, InputEvent.key(Key.ESCAPE));
        assertTrue(m.screen() != screen, "Esc goes back to the screen below");
    }

    @Test
    void theLessonAnswersPlayCommandsAsThePlayScreenDoes() throws Exception {
        LessonScreen screen = new LessonScreen(5, stoneset(), n -> { });
        PlayResult wrong = screen.apply(new PlayCommand.Place(Square.parse("i5")));
        assertEquals(new PlayResult.Refused("A 4-Way needs 2 and 2, not 3 and 1."), wrong);
        PlayResult.Placed right = assertInstanceOf(PlayResult.Placed.class,
                screen.apply(new PlayCommand.Place(Square.parse("f4"))));
        assertEquals(4, right.move().ways());
        assertEquals(List.of(Square.parse("f3"), Square.parse("f5")), right.byColor());
        assertEquals(List.of(Square.parse("g4"), Square.parse("e4")), right.bySymbol());
        assertInstanceOf(PlayResult.Refused.class, screen.apply(new PlayCommand.Suggest()));
        screen.apply(new PlayCommand.StartOver());
        assertEquals(0, screen.play().step());
    }

    /** Whether a square's cell shows the strip's ink (its written name: a stone has none of that pen). */
    private static boolean written(Machine m, Square s) {
        m.render();
        for (int y = 0; y < ReviewBoard.CELL; y++) {
            for (int x = 0; x < ReviewBoard.CELL; x++) {
                if (m.framebuffer().get(ReviewBoard.x(s) + x, ReviewBoard.y(s) + y) == ReviewColors.INK) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void aSquareTheWordsNameHasItsNameWrittenOnItWhileEmpty() throws Exception {
        // Lesson 8's goal names the hole e5, which the board shows no name for (a newcomer had to guess it).
        LessonScreen twin = new LessonScreen(8, stoneset(), n -> { });
        Machine m = BlankScreen.under(twin);
        assertTrue(written(m, Square.parse("e5")));
        assertTrue(!written(m, Square.parse("e6")), "a square not named");
        click(m, Square.parse("e6"));
        assertTrue(written(m, Square.parse("e5")), "the second step names it too");
        click(m, Square.parse("e5"));
        assertTrue(!written(m, Square.parse("e5")), "taken: the stone shows");
        // A refusal naming the square tapped writes its name there.
        LessonScreen within = new LessonScreen(1, stoneset(), n -> { });
        Machine first = BlankScreen.under(within);
        assertTrue(!written(first, Square.parse("a2")));
        click(first, Square.parse("a2"));
        assertEquals("a2 is in the Beyond: no points there.", within.status());
        assertTrue(written(first, Square.parse("a2")));
    }

    @Test
    void theSquaresWordsName() {
        assertEquals(List.of(Square.parse("e5"), Square.parse("a2")), LessonScreen.named("close e5's side; a2, e5."));
        assertEquals(List.of(), LessonScreen.named("A 4-Way needs 2 and 2, not 3 and 1. Lesson 8 of 9, m1 ae5 e55"));
        assertEquals(List.of(Square.parse("l8")), LessonScreen.named("l8"));
    }
}
