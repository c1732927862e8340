package ishido.work;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The jobs a screen waits on, looked at once a tick on the screen's own thread: each one's result, or its
 * failure, is handed on once and there, so what a screen shows is never written by a worker thread and no
 * failure goes unread.
 */
public final class JobWatch {
    /** A job and what to do with its end. */
    private record Watched<T>(Job<T> job, Consumer<? super T> done, Consumer<Throwable> failed) {
        /** Hands the end on if the job has one; true then. */
        boolean handOn() {
            if (!job.isDone()) {
                return false;
            }
            Throwable failure = job.failure();
            if (failure != null) {
                failed.accept(failure);
            } else {
                done.accept(job.result());
            }
            return true;
        }
    }

    private final List<Watched<?>> watched = new ArrayList<>();

    /** Watches the job: at the first tick it is done, done gets its result, or failed its error. */
    public <T> void watch(Job<T> job, Consumer<? super T> done, Consumer<Throwable> failed) {
        watched.add(new Watched<>(job, done, failed));
    }

    /** Hands on the ends of the jobs done since the last tick, in the order they were watched. */
    public void tick() {
        for (Watched<?> w : List.copyOf(watched)) {
            if (w.handOn()) {
                watched.remove(w);
            }
        }
    }

    /** Whether a watched job has not ended yet. */
    public boolean isWaiting() {
        return !watched.isEmpty();
    }

    /** Cancels every job watched and forgets them: their ends are not handed on. */
    public void cancelAll() {
        for (Watched<?> w : watched) {
            w.job().cancel();
        }
        watched.clear();
    }
}
