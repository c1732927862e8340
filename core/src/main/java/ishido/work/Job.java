package ishido.work;

/**
 * Work a {@link Scheduler} has been given: the caller looks in each tick to see whether it is done.
 *
 * @param <T> what the work comes to
 */
public interface Job<T> {
    /** True once the work has finished or failed; a cancelled job is never done. */
    boolean isDone();

    /** What the work came to once done; null before, and when it failed. */
    T result();

    /** The error the work threw instead of finishing, once done; null when it finished. */
    Throwable failure();

    /**
     * Forgets the job: work not yet begun never runs; a thread already inside a whole step finishes that
     * step unseen; a sliced job is not stepped again.
     */
    void cancel();

    /**
     * Waits for the work to end and returns {@link #result()}: a thread's work is waited for; sliced work
     * is stepped to its end at once, in the caller's frame. A job cancelled, or dropped by its scheduler's
     * close, returns null once its thread has let go of it: await never waits for work that will not end.
     */
    T await();
}
