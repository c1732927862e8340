package ishido.testing;

import ishido.work.Job;
import ishido.work.Scheduler;
import ishido.work.Work;

/** A scheduler that does the work within {@link #start}, for tests: its jobs are done (or failed) at once. */
public class ImmediateScheduler implements Scheduler {
    private int started;

    /** How many jobs were started. */
    public int started() {
        return started;
    }

    @Override
    public <T> Job<T> start(Work<T> work) {
        started++;
        T value = null;
        Throwable error = null;
        try {
            value = work.finish();
        } catch (RuntimeException | Error e) {
            error = e;
        }
        T result = value;
        Throwable failure = error;
        return new Job<>() {
            @Override
            public boolean isDone() {
                return true;
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
            }

            @Override
            public T await() {
                return result;
            }
        };
    }

    @Override
    public void close() {
    }
}
