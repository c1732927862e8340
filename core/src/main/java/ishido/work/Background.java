package ishido.work;

/**
 * Where the game's background work runs (the computer's moves, the Master's games, reviews): threads by
 * default, as the desktop has them; the program around the game may choose once, at start-up, before
 * any scheduler was made, to have it run in the ticks of one {@link SlicedScheduler} instead, as a browser
 * must.
 */
public final class Background {
    private static SlicedScheduler sliced;
    private static boolean chosen;
    private static boolean made;

    private Background() {
    }

    /**
     * Runs all background work made from now on in the ticks of the given scheduler; the program calls
     * its {@link SlicedScheduler#tick()} every tick.
     *
     * @throws IllegalStateException when chosen already, or when a scheduler was made already
     */
    public static synchronized void useSliced(SlicedScheduler scheduler) {
        if (chosen) {
            throw new IllegalStateException("the background's scheduler was chosen already");
        }
        if (made) {
            throw new IllegalStateException("the background's scheduler must be chosen before any work starts");
        }
        if (scheduler == null) {
            throw new IllegalArgumentException("no scheduler");
        }
        sliced = scheduler;
        chosen = true;
    }

    /**
     * A scheduler for one part of the game's work: a thread of its own named so (at the lowest priority
     * when yielding), or a lane of the chosen sliced scheduler.
     */
    public static synchronized Scheduler scheduler(String name, boolean yielding) {
        made = true;
        return sliced != null ? sliced.lane() : new ThreadScheduler(name, yielding);
    }
}
