package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.FailureRequester;
import ishido.ui.Gadget;
import ishido.ui.RequesterQueue;
import ishido.work.Failures;
import java.util.List;

/**
 * The computer's review of a game, move by move: arrows, the wheel or the buttons step through the
 * moves, Up and Down (or the {@code <?} and {@code ?>} buttons) jump between marks, Tab or Summary shows
 * the summary, a click on the graph goes to that move, Esc returns. The analysis fills in behind,
 * moves in order, and stops when the screen is left; the shelf keeps it for the next time.
 */
public final class ReviewScreen implements Screen {
    private static final int BUTTON_W = 16;

    private final ReviewJob job;
    private final GameReview review;
    private final ReviewView view;
    private final Button previous = new Button("<", BUTTON_W, () -> step(-1));
    private final Button next = new Button(">", BUTTON_W, () -> step(1));
    private final Button previousMark = new Button("<?", BUTTON_W, () -> jumpToMark(-1));
    private final Button nextMark = new Button("?>", BUTTON_W, () -> jumpToMark(1));
    private final Button summaryButton;
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
        previous.moveTo(x, 150);
        next.moveTo(x + 17, 150);
        previousMark.moveTo(x + 33, 150);
        nextMark.moveTo(x + 50, 150);
        stop.moveTo(x, 134);
        resume.moveTo(x, 134);
        summaryButton.moveTo(x, 166);
        exit.moveTo(x, 182);
        buttons = List.of(previous, next, previousMark, nextMark, summaryButton, exit);
    }

    /** The move shown, from 0. */
    public int current() {
        return current;
    }

    public boolean showsSummary() {
        return summary;
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

    /** Back to the screen below (Exit, Esc). */
    private void exit() {
        job.cancel();
        if (machine != null && machine.screen() == this) {
            machine.pop();
        }
    }

    private void go(int move) {
        current = Math.max(0, Math.min(review.turns().size() - 1, move));
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
        if (e.isPress(InputEvent.LEFT_BUTTON) && ReviewGraph.contains(e.x(), e.y())) {
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
            go(review.turns().size() - 1);
        } else if (e.isKey(Key.TAB) || e.isChar('s')) {
            summary = !summary;
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
        view.draw(fb, review, current, summary);
        for (Button b : buttons) {
            b.render(fb);
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
