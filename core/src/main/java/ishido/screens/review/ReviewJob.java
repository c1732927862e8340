package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Reviewer;
import ishido.work.Job;
import ishido.work.Scheduler;
import ishido.work.Schedulers;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The analysis of a game under review, run off the interface thread: the screen reads the review as
 * it fills in (moves in order), can stop it, and can start it again where it stopped.
 */
public final class ReviewJob {
    private final GameReview review;
    private final Reviewer reviewer;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final Schedulers background;
    /** Where the analysis runs (a thread of its own, or a browser's ticks); made at the first start. */
    private Scheduler scheduler;
    private Job<Boolean> running;

    /** A review whose analysis runs in the background of the given schedulers when started. */
    public ReviewJob(GameReview review, Reviewer reviewer, Schedulers background) {
        this.review = review;
        this.reviewer = reviewer;
        this.background = background;
    }

    public GameReview review() {
        return review;
    }

    /** Starts (or resumes) the analysis in the background unless it is running or done. */
    public synchronized void start() {
        if (isRunning() || review.isComplete()) {
            return;
        }
        cancelled.set(false);
        if (scheduler == null) {
            scheduler = background.scheduler("ishido-review", true);
        }
        running = scheduler.start(reviewer.reviewing(review, cancelled::get, i -> {
        }));
    }

    /** Runs the whole analysis on the calling thread (for the headless screenshots and tests). */
    public void runNow() {
        reviewer.reviewAll(review, () -> false);
    }

    /** Asks the analysis to stop after the move it is weighing; what is done stays. */
    public void cancel() {
        cancelled.set(true);
    }

    /**
     * The error the analysis stopped on, once: taking it clears it, and Go On starts the analysis again where it
     * stopped. Null while it runs, and when it ended well.
     */
    public synchronized Throwable takeFailure() {
        if (running == null || !running.isDone() || running.failure() == null) {
            return null;
        }
        Throwable e = running.failure();
        running = null;
        return e;
    }

    public synchronized boolean isRunning() {
        return running != null && !running.isDone() && !cancelled.get();
    }
}
