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

    /**
     * How many threads one search in this background may use at once (the computer's moves): one, unless the
     * background has cores to spare. In a browser one: its search runs in the helpers the ticks offer, and a
     * whole step there cannot make threads.
     */
    default int searchThreads() {
        return 1;
    }

    /**
     * Each part's work on a thread of its own, as the desktop has it; a search on up to two threads, leaving
     * a core to the frames (so one on a machine of two cores).
     */
    static Schedulers threads() {
        return new Schedulers() {
            @Override
            public Scheduler scheduler(String name, boolean yielding) {
                return new ThreadScheduler(name, yielding);
            }

            @Override
            public int searchThreads() {
                return Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors() - 1));
            }
        };
    }

    /** All the work in the ticks of the given scheduler; the program calls its {@link SlicedScheduler#tick()} every tick. */
    static Schedulers sliced(SlicedScheduler scheduler) {
        if (scheduler == null) {
            throw new IllegalArgumentException("no scheduler");
        }
        return (name, yielding) -> scheduler.lane();
    }
}
