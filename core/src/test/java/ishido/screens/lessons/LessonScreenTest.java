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
        click(m, Square.parse("i6"));
        assertEquals(0, screen.play().step());
        key(m, InputEvent.character('s', false));
        m.render();
        Golden.assertMatches("lesson-3-refused-shown", m.framebuffer().toImage());
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
