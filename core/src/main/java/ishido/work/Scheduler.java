package ishido.work;

/**
 * Where background work runs: a thread of its own on the desktop ({@link ThreadScheduler}), slices of
 * the 60 Hz ticks in a browser ({@link SlicedScheduler}). {@link Schedulers} makes them, as the program around the game chose.
 */
public interface Scheduler {
    /** Starts the work, after any work started earlier through this scheduler. */
    <T> Job<T> start(Work<T> work);

    /** Drops the work not yet done and stops; the scheduler is not used again. */
    void close();
}
