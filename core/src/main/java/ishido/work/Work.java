package ishido.work;

import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Work done in steps, so it can run on a thread of its own (one {@link Slice#WHOLE} step after another)
 * or a slice at a time between the frames of a single-threaded program, such as the game in a browser.
 * One caller steps it at a time.
 *
 * @param <T> what the work comes to
 */
public interface Work<T> {
    /**
     * Does about one slice of the work, at least some of it unless it is finished.
     *
     * @return true once the work is finished (and then on every later call)
     */
    boolean step(Slice slice);

    /** What the work came to, once {@link #step} has said it is finished. */
    T result();

    /**
     * The work is given up (a sliced scheduler's job cancelled, or its lane closed) and will not be stepped
     * again: it lets go of what runs for it between steps, such as rounds out with a browser's helpers. Called
     * on the thread that steps it; by default there is nothing to let go of.
     */
    default void cancel() {
    }

    /** Steps the work to its end here and now. */
    default T finish() {
        while (!step(Slice.WHOLE)) {
            // Each whole step ends a part of the work; the next goes on.
        }
        return result();
    }

    /** This work followed by a last part done with its result, in the same step as this work's last. */
    default <U> Work<U> then(Function<? super T, ? extends U> last) {
        Work<T> first = this;
        return new Work<>() {
            private boolean finished;
            private U value;

            @Override
            public boolean step(Slice slice) {
                if (!finished && first.step(slice)) {
                    value = last.apply(first.result());
                    finished = true;
                }
                return finished;
            }

            @Override
            public U result() {
                return value;
            }

            @Override
            public void cancel() {
                first.cancel();
            }
        };
    }

    /** Work that is finished before it starts. */
    static <T> Work<T> done(T value) {
        return new Work<>() {
            @Override
            public boolean step(Slice slice) {
                return true;
            }

            @Override
            public T result() {
                return value;
            }
        };
    }

    /**
     * Work made at its first step, by whoever steps it: work that draws from a generator as it is made
     * then draws in the order the scheduler runs it, and not at all when cancelled before it begins.
     */
    static <T> Work<T> later(Supplier<Work<T>> make) {
        return new Work<>() {
            private Work<T> work;

            @Override
            public boolean step(Slice slice) {
                if (work == null) {
                    work = make.get();
                }
                return work.step(slice);
            }

            @Override
            public T result() {
                return work == null ? null : work.result();
            }

            @Override
            public void cancel() {
                if (work != null) {
                    work.cancel();
                }
            }
        };
    }

    /**
     * Work that cannot be cut, done in one step whatever the slice: on a sliced scheduler it holds up
     * the frame it runs in for as long as it takes, so keep it to short jobs.
     */
    static <T> Work<T> whole(Supplier<T> job) {
        return new Work<>() {
            private boolean finished;
            private T value;

            @Override
            public boolean step(Slice slice) {
                if (!finished) {
                    value = job.get();
                    finished = true;
                }
                return true;
            }

            @Override
            public T result() {
                return value;
            }
        };
    }
}
