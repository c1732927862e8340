package ishido.work;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Background work for a program with one thread and no preemption (the game in a browser): the program
 * calls {@link #tick()} once a tick of the 60 Hz machine, and the work started through this scheduler's
 * lanes gets one step each, sharing the tick's budget, so a frame is never held up for longer than that.
 *
 * <p>The budget is in units and nanoseconds, whichever runs out first. The searcher's unit is a rollout,
 * which takes some microseconds on the JVM (a whole game played out; TeaVM's JavaScript is about three
 * times slower once the engine kept its sets in ints), and a step stops at most one sample late (one
 * rollout per candidate square, up to some dozens), so {@link #DEFAULT_NANOS} of 10 ms keeps a tick inside
 * its 16.7 ms with room for the frame's own work. A frame that runs late catches up several ticks at
 * once; its program should step the work on the first of them only, or the late frames feed themselves.
 */
public final class SlicedScheduler {
    /** Rollouts a tick may run at most by default: far more than 10 ms allows, so the time decides. */
    public static final long DEFAULT_UNITS = 100_000;
    /**
     * Time a tick may spend on background work by default, in nanoseconds: 10 ms of a 60 Hz tick gave
     * the browser's search 60% more rollouts than 6 ms did, with no frame later than 50 ms.
     */
    public static final long DEFAULT_NANOS = 10_000_000;

    private final long units;
    private final long nanos;
    private final LongSupplier clock;
    private final Helpers helpers;
    private final List<SlicedJob<?>> jobs = new ArrayList<>();

    /** A scheduler whose ticks spend at most so many units and nanoseconds (by the clock) on the work. */
    public SlicedScheduler(long units, long nanos, LongSupplier clock) {
        this(units, nanos, clock, Helpers.NONE);
    }

    /** As {@link #SlicedScheduler(long, long, LongSupplier)}, every tick's slice offering the helpers. */
    public SlicedScheduler(long units, long nanos, LongSupplier clock, Helpers helpers) {
        Slice.of(units, nanos, clock, helpers);
        this.units = units;
        this.nanos = nanos;
        this.clock = clock;
        this.helpers = helpers;
    }

    /** The default budget ({@link #DEFAULT_UNITS}, {@link #DEFAULT_NANOS}) by the clock. */
    public SlicedScheduler(LongSupplier clock) {
        this(DEFAULT_UNITS, DEFAULT_NANOS, clock);
    }

    /** The default budget by the clock, every tick's slice offering the helpers (a browser's workers). */
    public SlicedScheduler(LongSupplier clock, Helpers helpers) {
        this(DEFAULT_UNITS, DEFAULT_NANOS, clock, helpers);
    }

    /**
     * A scheduler whose work this one steps: each part of the game that has background work (the
     * computer player, the Master's games, a review) gets a lane; closing a lane drops its own work only.
     * Within a lane, jobs run one after another, as on a thread of their own.
     */
    public Scheduler lane() {
        return new Lane();
    }

    /** Steps the work under way, each lane's first job one step, within one tick's budget. */
    public void tick() {
        List<SlicedJob<?>> heads = new ArrayList<>();
        List<Lane> seen = new ArrayList<>();
        for (SlicedJob<?> job : jobs) {
            if (!seen.contains(job.lane)) {
                seen.add(job.lane);
                heads.add(job);
            }
        }
        if (heads.isEmpty()) {
            return;
        }
        Slice slice = Slice.of(units, nanos, clock, helpers).share(heads.size());
        for (SlicedJob<?> job : heads) {
            job.step(slice);
        }
    }

    /** Whether any work is waiting for ticks. */
    public boolean isBusy() {
        return !jobs.isEmpty();
    }

    private final class Lane implements Scheduler {
        private boolean closed;

        @Override
        public <T> Job<T> start(Work<T> work) {
            if (closed) {
                throw new IllegalStateException("the scheduler is closed");
            }
            SlicedJob<T> job = new SlicedJob<>(this, work);
            jobs.add(job);
            return job;
        }

        @Override
        public void close() {
            closed = true;
            List<SlicedJob<?>> mine = jobs.stream().filter(j -> j.lane == this).toList();
            jobs.removeAll(mine);
            mine.forEach(j -> j.work.cancel());
        }
    }

    private final class SlicedJob<T> implements Job<T> {
        private final Lane lane;
        private final Work<T> work;
        private boolean done;
        private T result;
        private Throwable failure;

        SlicedJob(Lane lane, Work<T> work) {
            this.lane = lane;
            this.work = work;
        }

        void step(Slice slice) {
            try {
                if (work.step(slice)) {
                    result = work.result();
                    done = true;
                }
            } catch (RuntimeException | Error e) {
                failure = e;
                done = true;
            }
            if (done) {
                jobs.remove(this);
            }
        }

        @Override
        public boolean isDone() {
            return done;
        }

        @Override
        public T result() {
            return result;
        }

        @Override
        public Throwable failure() {
            return failure;
        }

        @Override
        public void cancel() {
            if (jobs.remove(this)) {
                work.cancel();
            }
        }

        @Override
        public T await() {
            // The work before this one in its lane goes first, as a thread would have run it.
            while (!done && jobs.contains(this)) {
                SlicedJob<?> head = null;
                for (SlicedJob<?> j : jobs) {
                    if (j.lane == lane) {
                        head = j;
                        break;
                    }
                }
                head.step(Slice.WHOLE);
            }
            return result;
        }
    }
}
