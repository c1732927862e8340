package ishido.work;

/**
 * Where the game's background work runs (the computer's moves, the Master's games, reviews): the maker of a
 * scheduler for each part of the game that has such work. The program around the game chooses one and hands
 * it down: threads on the desktop ({@link #threads()}), the lanes of one {@link SlicedScheduler} in a
 * browser ({@link #sliced}).
 */
@FunctionalInterface
public interface Schedulers {
    /**
     * A scheduler for one part of the game's work: a thread of its own named so (at the lowest priority
     * when yielding), or a lane of the sliced scheduler.
     */
    Scheduler scheduler(String name, boolean yielding);

    /** Each part's work on a thread of its own, as the desktop has it. */
    static Schedulers threads() {
        return ThreadScheduler::new;
    }

    /** All the work in the ticks of the given scheduler; the program calls its {@link SlicedScheduler#tick()} every tick. */
    static Schedulers sliced(SlicedScheduler scheduler) {
        if (scheduler == null) {
            throw new IllegalArgumentException("no scheduler");
        }
        return (name, yielding) -> scheduler.lane();
    }
}
