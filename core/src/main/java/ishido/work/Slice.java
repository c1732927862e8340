package ishido.work;

import java.util.function.LongSupplier;

/**
 * How much one step of {@link Work} may do: at most a number of units (the computer's search counts
 * rollouts) and until a moment of a clock, whichever comes first. A step checks the slice between its
 * units, so it overruns by at most one unit; every step does at least one. {@link #WHOLE} asks a step to
 * do as much as it can at once, on as many threads as the work was given: the desktop's way.
 */
public final class Slice {
    /** No limit: the work runs to its end (or, for work made of parts, to the end of a part). */
    public static final Slice WHOLE = new Slice(Long.MAX_VALUE, null, 0);

    private final long units;
    private final LongSupplier clock;
    private final long deadline;

    private Slice(long units, LongSupplier clock, long deadline) {
        this.units = units;
        this.clock = clock;
        this.deadline = deadline;
    }

    /**
     * At most so many units and so many nanoseconds from now by the clock (a monotonic count of
     * nanoseconds, such as {@code System::nanoTime}).
     */
    public static Slice of(long units, long nanos, LongSupplier clock) {
        if (units < 1 || nanos < 1) {
            throw new IllegalArgumentException("a slice needs some units and some time, not " + units + " and "
                    + nanos + " ns");
        }
        return new Slice(units, clock, clock.getAsLong() + nanos);
    }

    /** At most so many units, however long they take: steps that repeat exactly, for tests. */
    public static Slice units(long units) {
        if (units < 1) {
            throw new IllegalArgumentException("a slice needs some units, not " + units);
        }
        return new Slice(units, null, 0);
    }

    /** True for {@link #WHOLE}. */
    public boolean isWhole() {
        return this == WHOLE;
    }

    /** Whether a step that has done {@code used} units must stop now. */
    public boolean isSpent(long used) {
        return used >= units || clock != null && clock.getAsLong() - deadline >= 0;
    }

    /** This slice's units divided among {@code parts} steps (at least one each), with the same deadline. */
    public Slice share(int parts) {
        return isWhole() || parts <= 1 ? this : new Slice(Math.max(1, units / parts), clock, deadline);
    }
}
