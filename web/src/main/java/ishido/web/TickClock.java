package ishido.web;

/**
 * The machine's 60 Hz clock in a browser, where time comes as the timestamps of animation frames: says
 * how many ticks are due at each frame. A page that was hidden or stalled catches up a few ticks at
 * most, so a stall never turns into a burst of fast motion.
 */
public final class TickClock {
    /** Ticks a second, as the Amiga's vertical blank. */
    public static final int TICKS_PER_SECOND = 60;
    /** Ticks run at one frame at most. */
    public static final int MAX_TICKS_PER_FRAME = 4;
    private static final double TICK_MILLIS = 1000.0 / TICKS_PER_SECOND;

    /** When the next tick is due, in the frames' milliseconds; NaN before the first frame. */
    private double next = Double.NaN;

    /** The ticks due at a frame whose timestamp is {@code now} milliseconds. */
    public int ticksDue(double now) {
        if (Double.isNaN(next)) {
            // The first frame shows the first tick.
            next = now;
        }
        int ticks = 0;
        while (now >= next && ticks < MAX_TICKS_PER_FRAME) {
            next += TICK_MILLIS;
            ticks++;
        }
        if (now >= next) {
            // Too far behind: what could not be caught up is let go.
            next = now + TICK_MILLIS;
        }
        return ticks;
    }
}
