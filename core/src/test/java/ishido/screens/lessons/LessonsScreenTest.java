package ishido.screens.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import ishido.lessons.Course;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.rules.Square;
import ishido.screens.Golden;
import ishido.screens.help.RulesScreen;
import ishido.screens.review.ReviewBoard;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import org.junit.jupiter.api.Test;

/** Help > Learn to Play's list: passed lessons marked, a row opened by a tap, the arrows or its digit, and back; the rules from it. */
class LessonsScreenTest {
    private String kept = "1 2";
    private int firstGames;

    private LessonsScreen list() throws Exception {
        return new LessonsScreen(Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME), () -> kept,
                n -> kept = Course.withPassed(kept, n), () -> firstGames++);
    }

    private static void tap(Machine m, int x, int y) {
        m.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
        m.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
        m.tick();
    }

    @Test
    void theListMarksThePassedAndATapOpensALessonWhoseExitComesBack() throws Exception {
        LessonsScreen list = list();
        Machine m = new Machine(list);
        m.render();
        Golden.assertMatches("lessons", m.framebuffer().toImage());
        tap(m, LessonsScreen.ROW_X + 50, LessonsScreen.ROWS_Y + 2 * LessonsScreen.ROW_H + 5);
        LessonScreen lesson = assertInstanceOf(LessonScreen.class, m.screen());
        assertEquals(3, lesson.play().lesson().number());
        Square e4 = Square.parse("e4");
        tap(m, ReviewBoard.x(e4) + 5, ReviewBoard.y(e4) + 5);
        assertEquals("1 2 3", kept);
        m.post(InputEvent.key(Key.ESCAPE));
        m.tick();
        assertSame(list, m.screen());
    }

    @Test
    void theKeysChooseAndOpenALesson() throws Exception {
        LessonsScreen list = list();
        Machine m = new Machine(list);
        // The first not passed is chosen: Return opens lesson 3; Down then Return lesson 4; a digit its lesson.
        m.post(InputEvent.key(Key.ENTER));
        m.tick();
        assertEquals(3, ((LessonScreen) m.screen()).play().lesson().number());
        m.post(InputEvent.key(Key.ESCAPE));
        m.post(InputEvent.key(Key.DOWN));
        m.post(InputEvent.key(Key.ENTER));
        m.tick();
        assertEquals(4, ((LessonScreen) m.screen()).play().lesson().number());
        m.post(InputEvent.key(Key.ESCAPE));
        m.post(InputEvent.character('9', false));
        m.tick();
        assertEquals(9, ((LessonScreen) m.screen()).play().lesson().number());
    }

    @Test
    void firstGameAsksForTheGameWithHintsByATapOrF() throws Exception {
        Machine m = new Machine(list());
        tap(m, 160, 181);
        assertEquals(1, firstGames);
        m.post(InputEvent.character('f', false));
        m.tick();
        assertEquals(2, firstGames);
    }

    @Test
    void rulesShowsTheRulesOverTheListByATapOrR() throws Exception {
        LessonsScreen list = list();
        Machine m = new Machine(list);
        m.render();
        tap(m, 216, 183);
        assertInstanceOf(RulesScreen.class, m.screen());
        m.post(InputEvent.key(Key.ESCAPE));
        m.tick();
        assertSame(list, m.screen());
        m.post(InputEvent.character('r', false));
        m.tick();
        assertInstanceOf(RulesScreen.class, m.screen());
    }
}
