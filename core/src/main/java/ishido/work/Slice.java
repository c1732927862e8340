package ishido.work;

import java.util.function.LongSupplier;

/**
 * How much one step of {@link Work} may do: at most a number of units (the computer's search counts
 * rollouts) and until a moment of a clock, whichever comes first. A step checks the slice between its
 * units, so it overruns by at most one unit; every step does at least one. {@link #WHOLE} asks a step to
 * do as much as it can at once, on as many threads as the work was given: the desktop's way. A slice may
 * also offer {@link Helpers} (a browser's workers), to which work can hand parts that outlast the step.
 */
public final class Slice {
    /** No limit: the work runs to its end (or, for work made of parts, to the end of a part). */
    public static final Slice WHOLE = new Slice(Long.MAX_VALUE, null, 0, Helpers.NONE);

    private final long units;
    private final LongSupplier clock;
    private final long deadline;
    private final Helpers helpers;

    private Slice(long units, LongSupplier clock, long deadline, Helpers helpers) {
        this.units = units;
        this.clock = clock;
        this.deadline = deadline;
        this.helpers = helpers;
    }

    /**
     * At most so many units and so many nanoseconds from now by the clock (a monotonic count of
     * nanoseconds, such as {@code System::nanoTime}).
     */
    public static Slice of(long units, long nanos, LongSupplier clock) {
        return of(units, nanos, clock, Helpers.NONE);
    }

    /** As {@link #of(long, long, LongSupplier)}, offering the helpers to the step. */
    public static Slice of(long units, long nanos, LongSupplier clock, Helpers helpers) {
        if (helpers == null) {
            throw new IllegalArgumentException("no helpers (Helpers.NONE for none)");
        }
        if (units < 1 || nanos < 1) {
            throw new IllegalArgumentException("a slice needs some units and some time, not " + units + " and "
                    + nanos + " ns");
        }
        return new Slice(units, clock, clock.getAsLong() + nanos, helpers);
    }

    /** At most so many units, however long they take: steps that repeat exactly, for tests. */
    public static Slice units(long units) {
        return units(units, Helpers.NONE);
    }

    /** As {@link #units(long)}, offering the helpers to the step (tests). */
    public static Slice units(long units, Helpers helpers) {
        if (units < 1) {
            throw new IllegalArgumentException("a slice needs some units, not " + units);
        }
        return new Slice(units, null, 0, helpers);
    }

    /** True for {@link #WHOLE}. */
    public boolean isWhole() {
        return this == WHOLE;
    }

    /** The helpers this slice offers: {@link Helpers#NONE} for {@link #WHOLE}, which runs on threads of its own. */
    public Helpers helpers() {
        return helpers;
    }

    /** Whether a step that has done {@code used} units must stop now. */
    public boolean isSpent(long used) {
        return used >= units || clock != null && clock.getAsLong() - deadline >= 0;
    }

    /** This slice's units divided among {@code parts} steps (at least one each), with the same deadline. */
    public Slice share(int parts) {
        return isWhole() || parts <= 1 ? this : new Slice(Math.max(1, units / parts), clock, deadline, helpers);
    }
}
