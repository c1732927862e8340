package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Lesson;
import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.ai.Teacher;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.practice.Practice;
import ishido.ui.FailureRequester;
import ishido.ui.Gadget;
import ishido.ui.RequesterQueue;
import ishido.work.Failures;
import java.util.List;
import java.util.function.Function;

/**
 * The computer's review of a game, move by move: arrows, the wheel or the buttons step through the
 * moves, Up and Down (or the Mark buttons) jump between marks, Tab or Summary shows the summary, a
 * click on the graph goes to that move, Esc returns. At each move the best squares are on the board with
 * their losses, and the top strip says why the best beats the square played (a click on it turns to its next
 * reasons; W shows the graph instead). A game that ended stuck ends on its final position: the stone that found
 * no square, why none takes it, and the move after which that became likely. The analysis fills in behind,
 * moves in order, and stops when the screen is left; the shelf keeps it for the next time.
 */
public final class ReviewScreen implements Screen {
    private static final int BUTTON_W = 16;
    /** The best squares shown on the board, besides the one played. */
    static final int LESSON_SQUARES = 3;

    private final ReviewJob job;
    private final GameReview review;
    private final ReviewView view;
    private final Button previous = new Button("<", BUTTON_W, () -> step(-1));
    private final Button next = new Button(">", BUTTON_W, () -> step(1));
    private final Button previousMark = new Button("<", BUTTON_W, () -> jumpToMark(-1));
    private final Button nextMark = new Button(">", BUTTON_W, () -> jumpToMark(1));
    private final Button summaryButton;
    /** On the summary: Practise your mistakes. */
    private final Button practise = new Button("Practise your mistakes", this::practise);
    /** Makes the practice screen of a practice; null until given, and Practise your mistakes is not offered. */
    private Function<Practice, Screen> practiceScreen;
    private final Button stop;
    private final Button resume;
    private final Button exit;
    private final List<Button> buttons;
    /** The requester of a failed analysis (Retry, Cancel), over the review. */
    private final RequesterQueue requesters = new RequesterQueue();
    private Machine machine;
    private final String title;
    private int current;
    private boolean summary;
    /** W shows the graph in place of the move's reasons. */
    private boolean graph;
    /** The lesson of the move shown, once analysed, and the move it is of. */
    private Lesson lesson;
    private int lessonOf = -1;
    /** The page of the reasons the strip shows: a click on it turns to the next. */
    private int page;

    /**
     * @param job the game's analysis (started when the screen shows, unless it is done)
     * @param title a line for the summary (the deal's code, the date), or null
     */
    public ReviewScreen(ReviewJob job, Stoneset stoneset, String title) {
        this.job = job;
        this.review = job.review();
        this.view = new ReviewView(stoneset, title);
        this.title = title;
        summaryButton = new Button("Summary", ReviewView.PANEL_W, () -> summary = !summary);
        stop = new Button("Stop", ReviewView.PANEL_W, job::cancel);
        resume = new Button("Go on", ReviewView.PANEL_W, job::start);
        exit = new Button("Exit", ReviewView.PANEL_W, this::exit);
        int x = ReviewView.PANEL_X;
        int right = x + ReviewView.PANEL_W - BUTTON_W;
        previous.moveTo(x, ReviewView.MOVE_ROW);
        next.moveTo(right, ReviewView.MOVE_ROW);
        previousMark.moveTo(x, ReviewView.MARK_ROW);
        nextMark.moveTo(right, ReviewView.MARK_ROW);
        stop.moveTo(x, ReviewView.STOP_ROW);
        resume.moveTo(x, ReviewView.STOP_ROW);
        summaryButton.moveTo(x, ReviewView.SUMMARY_ROW);
        exit.moveTo(x, ReviewView.EXIT_ROW);
        practise.moveTo(ReviewView.BOARD_X + (ReviewView.BOARD_W - practise.width()) / 2, ReviewView.PRACTISE_ROW);
        buttons = List.of(previous, next, previousMark, nextMark, summaryButton, exit);
    }

    /** The move shown, from 0. */
    public int current() {
        return current;
    }

    public boolean showsSummary() {
        return summary;
    }

    /** True at the final position of a game that ended stuck, after its last move. */
    public boolean atEnding() {
        return current == review.turns().size();
    }

    /** The last place to step to: the final position of a stuck game, else the last move. */
    private int last() {
        return review.turns().size() - (review.ending().stuck() ? 0 : 1);
    }

    /** Shows what the Master made of the same deal (its kept score) in the summary and the graph. */
    public void master(ishido.ai.MasterGame.Result result) {
        view.master(result);
    }

    /** The lesson of the move shown (its best squares, their losses and reasons), or null while it is analysed. */
    public Lesson lesson() {
        if (atEnding()) {
            return null;
        }
        MoveReview r = review.review(current);
        if (r == null) {
            return null;
        }
        if (lessonOf != current) {
            lesson = Teacher.lesson(review.turns().get(current), r, review.scoring(), LESSON_SQUARES, true);
            lessonOf = current;
        }
        return lesson;
    }

    /** The requesters over the review (a failed analysis's). */
    RequesterQueue requesters() {
        return requesters;
    }

    @Override
    public void enter(Machine m) {
        machine = m;
        job.start();
    }

    @Override
    public void leave() {
        job.cancel();
    }

    @Override
    public void close() {
        job.cancel();
    }

    /**
     * Offers Practise your mistakes on the summary, showing the screen this makes of the practice (the
     * play screen's keeps the result with the game's history).
     */
    public void practiseWith(Function<Practice, Screen> practiceScreen) {
        this.practiceScreen = practiceScreen;
    }

    /** True when the summary offers Practise your mistakes: every move analysed, and somewhere to practise. */
    private boolean offersPractice() {
        return summary && practiceScreen != null && review.isComplete();
    }

    /** Practise your mistakes: the marked moves, one after another. */
    private void practise() {
        if (machine != null) {
            machine.push(practiceScreen.apply(new Practice(review)));
        }
    }

    /** Back to the screen below (Exit, Esc). */
    private void exit() {
        job.cancel();
        if (machine != null && machine.screen() == this) {
            machine.pop();
        }
    }

    private void go(int move) {
        int to = Math.max(0, Math.min(last(), move));
        if (to != current) {
            page = 0;
        }
        current = to;
        summary = false;
    }

    private void step(int by) {
        go(current + by);
    }

    /** Goes to the next (+1) or previous (-1) marked move already analysed, if there is one. */
    private void jumpToMark(int direction) {
        for (int i = current + direction; i >= 0 && i < review.turns().size(); i += direction) {
            MoveReview r = review.review(i);
            if (r != null && r.mark() != Mark.NONE) {
                go(i);
                return;
            }
        }
    }

    private Button progressButton() {
        if (review.isComplete()) {
            return null;
        }
        return job.isRunning() ? stop : resume;
    }

    @Override
    public void input(InputEvent e) {
        if (requesters.isActive()) {
            requesters.input(e);
            return;
        }
        Button progress = progressButton();
        if (progress != null && progress.mouse(e)) {
            return;
        }
        for (Gadget g : buttons) {
            if (g.mouse(e)) {
                return;
            }
        }
        if (offersPractice() && practise.mouse(e)) {
            return;
        }
        boolean why = ReviewView.showsWhy(summary, lesson(), graph) || (atEnding() && !graph && !summary);
        if (e.isPress(InputEvent.LEFT_BUTTON) && ReviewGraph.contains(e.x(), e.y()) && why) {
            page++;
        } else if (e.isPress(InputEvent.LEFT_BUTTON) && ReviewGraph.contains(e.x(), e.y())) {
            go(ReviewGraph.moveAt(e.x(), review.turns().size()));
        } else if (e.wheelSteps() != 0) {
            go(current + e.wheelSteps());
        } else if (e.isKey(Key.LEFT)) {
            go(current - 1);
        } else if (e.isKey(Key.RIGHT)) {
            go(current + 1);
        } else if (e.isKey(Key.UP)) {
            jumpToMark(-1);
        } else if (e.isKey(Key.DOWN)) {
            jumpToMark(1);
        } else if (e.isKey(Key.HOME)) {
            go(0);
        } else if (e.isKey(Key.END)) {
            go(last());
        } else if (e.isChar('w') || e.isChar('W')) {
            graph = !graph;
        } else if (offersPractice() && (e.isChar('p') || e.isChar('P'))) {
            practise();
        } else if (e.isKey(Key.TAB) || e.isChar('s') || e.fromPad() && e.isKey(Key.ENTER)) {
            // The pad's A is the summary and back; its Select the graph, its Start the practice.
            summary = !summary;
        } else if (e.isKey(Key.VIEW)) {
            graph = !graph;
        } else if (e.isKey(Key.MENU) && offersPractice()) {
            practise();
        } else if (e.isKey(Key.ESCAPE)) {
            exit();
        }
    }

    /** The analysis's failure is told once, with Retry (on from the move it stopped at). */
    @Override
    public void tick() {
        Throwable failed = job.takeFailure();
        if (failed != null) {
            Failures.log("the review", failed);
            requesters.show(FailureRequester.of("Review", "The computer could not review the game.", failed,
                    "Retry", job::start, "Cancel", () -> { }));
        }
        requesters.tick();
    }

    @Override
    public void render(Framebuffer fb) {
        view.draw(fb, review, current, summary, summary ? null : lesson(), graph, page);
        for (Button b : buttons) {
            b.render(fb);
        }
        if (offersPractice()) {
            practise.render(fb);
        }
        Button progress = progressButton();
        if (progress != null) {
            progress.render(fb);
        }
        requesters.render(fb);
    }

    /** The summary's line naming the game (the deal's code, where it has one), or null. */
    public String title() {
        return title;
    }
}
