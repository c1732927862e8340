package ishido.screens.lessons;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.lessons.Course;
import ishido.lessons.Lesson;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.screens.help.RulesScreen;
import ishido.screens.review.ListScreen;
import ishido.screens.review.ReviewColors;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * Help &gt; Learn to Play: the course's lessons, one a row ({@link ListScreen}), those passed marked; a click or a tap on a
 * row (or the arrows and Return, or the lesson's digit) opens it, Start opens the first not yet passed, First Game
 * (F) closes the lessons for a First Game with Hints, Rules (R) shows Help &gt; Rules over the list (so the code
 * screen's Learn to Play reaches the rules too, before any game), Exit (Esc) goes back.
 */
public final class LessonsScreen extends ListScreen {
    static final int ROW_X = 20;
    static final int ROW_W = 280;
    static final int ROWS_Y = 34;
    static final int ROW_H = 15;
    private static final int BUTTONS_Y = 176;
    private static final int BUTTON_W = 56;
    private static final int WIDE_BUTTON_W = 96;
    private static final int BUTTON_GAP = 8;

    private final Supplier<String> kept;
    private final IntConsumer keep;
    private final Runnable firstGame;
    private final Button first;
    private final Button start = new Button("Start", BUTTON_W, this::startNext);
    private final Button rules = new Button("Rules", BUTTON_W, this::showRules);
    private final Button exit = new Button("Exit", ROW_W - 2 * BUTTON_W - WIDE_BUTTON_W - 3 * BUTTON_GAP, this::exit);

    /**
     * @param kept the lessons passed, as the settings keep them ("1 2 5")
     * @param keep told the number of each lesson passed, for the settings to keep
     * @param firstGame closes the lessons and begins a First Game with Hints
     */
    public LessonsScreen(Stoneset stoneset, Supplier<String> kept, IntConsumer keep, Runnable firstGame) {
        super(stoneset, ROW_X, ROWS_Y, ROW_W, ROW_H, Course.count());
        this.kept = kept;
        this.keep = keep;
        this.firstGame = firstGame;
        first = new Button("First Game", WIDE_BUTTON_W, firstGame);
        start.moveTo(ROW_X, BUTTONS_Y);
        first.moveTo(start.x() + BUTTON_W + BUTTON_GAP, BUTTONS_Y);
        rules.moveTo(first.x() + WIDE_BUTTON_W + BUTTON_GAP, BUTTONS_Y);
        exit.moveTo(rules.x() + BUTTON_W + BUTTON_GAP, BUTTONS_Y);
    }

    @Override
    public void enter(Machine m) {
        super.enter(m);
        rows.select(firstNotPassed());
    }

    private Set<Integer> passed() {
        return Course.passed(kept.get());
    }

    /** The first lesson not passed yet (the first of all once every one is). */
    int firstNotPassed() {
        Set<Integer> passed = passed();
        for (int n = 1; n <= Course.count(); n++) {
            if (!passed.contains(n)) {
                return n;
            }
        }
        return 1;
    }

    /** Opens a lesson over the list; its Exit comes back here. */
    @Override
    public LessonScreen open(int number) {
        rows.select(number);
        LessonScreen lesson = new LessonScreen(number, stoneset, keep).thenFirstGame(firstGame);
        if (machine != null) {
            machine.push(lesson);
        }
        return lesson;
    }

    private void startNext() {
        open(rows.selected());
    }

    /** Help &gt; Rules over the list, with the list's stoneset; its Exit comes back here. */
    private void showRules() {
        if (machine != null) {
            machine.push(new RulesScreen(stoneset));
        }
    }

    @Override
    protected List<Button> buttons() {
        return List.of(start, first, rules, exit);
    }

    @Override
    protected void key(InputEvent e) {
        if (e.isChar('f') || e.isChar('F')) {
            firstGame.run();
        } else if (e.isChar('r') || e.isChar('R')) {
            showRules();
        }
    }

    @Override
    protected void draw(Framebuffer fb, Font font) {
        Set<Integer> passed = passed();
        font.drawCentered(fb, 160, 6, "Learn to Play", ReviewColors.GOLD);
        font.drawCentered(fb, 160, 18, passed.size() == Course.count() ? "Every lesson passed! Try a First Game."
                : "Choose a lesson, or Start the next.", ReviewColors.INK);
        for (Lesson lesson : Course.lessons()) {
            int n = lesson.number();
            int y = ROWS_Y + (n - 1) * ROW_H;
            boolean done = passed.contains(n);
            rows.frame(fb, n, 1, ReviewColors.GOLD, ReviewColors.GRID);
            font.draw(fb, ROW_X + 6, y + 3, n + ".", ReviewColors.DIM);
            font.draw(fb, ROW_X + 30, y + 3, lesson.title(), done ? ReviewColors.BEST : ReviewColors.INK);
            if (done) {
                String mark = "passed";
                font.draw(fb, ROW_X + ROW_W - 6 - font.width(mark), y + 3, mark, ReviewColors.BEST);
            }
        }
        start.render(fb);
        first.render(fb);
        rules.render(fb);
        exit.render(fb);
    }
}
