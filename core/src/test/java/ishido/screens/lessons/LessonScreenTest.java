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
                assertEquals(answers.size() < legal.size() ? "Gold: the lesson's. Dots: legal too."
                        : "Gold: the squares the lesson takes.", screen.status(), "lesson " + n);
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
        assertEquals("Gold: the lesson's. Dots: legal too.", screen.status(), "Show again: the refusal is answered");
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
}
