package ishido.ai;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;

/**
 * The threads of one whole search: the calling thread and helpers started once, which run one job after
 * another (the halving's rounds) until the crew is closed. Every worker runs a job at once, and a job's
 * workers should look at {@link #failed()} between their pieces of work, so that when one throws the
 * others stop too and the failure reaches the caller at once.
 *
 * <p>Nothing here waits by blocking: between jobs the helpers spin, and the calling thread spins for the
 * helpers at a job's end and at the close. TeaVM makes every method that can reach a blocking call such as
 * {@link Thread#join()} or a lock a coroutine, up to the page's frame callback, which its WebAssembly GC
 * backend cannot enter (the browser's search never has more than one thread, but the compiler sees the
 * calls). The spins are short: a round ends within about one sample on every thread, and the next begins
 * as soon as the calling thread has sorted the squares.
 */
final class Crew implements AutoCloseable {
    /** Work for every worker of a crew at once; worker 0 is the calling thread. */
    interface Job {
        void work(int worker);
    }

    private final Thread[] helpers;
    /** The job under way; written before {@link #generation}, which publishes it. */
    private volatile Job job;
    /** How many jobs have begun; a helper runs a job when it sees this move. */
    private volatile int generation;
    private volatile boolean closed;
    /** Helpers done with the job under way. */
    private final AtomicInteger finished = new AtomicInteger();
    /** The first failure of the job under way, whichever worker it came from. */
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /** A crew of this many workers in all, the calling thread among them; helpers are made by newThread. */
    Crew(int workers, BiFunction<Runnable, String, Thread> newThread) {
        helpers = new Thread[workers - 1];
        try {
            for (int i = 0; i < helpers.length; i++) {
                int worker = i + 1;
                helpers[i] = newThread.apply(() -> serve(worker), "ishido-search-" + worker);
                helpers[i].setDaemon(true);
                helpers[i].start();
            }
        } catch (RuntimeException | Error e) {
            close();
            throw e;
        }
    }

    /** A crew whose helpers are plain threads. */
    Crew(int workers) {
        this(workers, Thread::new);
    }

    /** Whether a worker of the job under way has thrown; its other workers should then stop. */
    boolean failed() {
        return failure.get() != null;
    }

    /**
     * Runs the job on every worker and returns once all have ended it, so whatever they wrote can be read.
     * A failure of any worker is thrown here, after the others have stopped: the calling thread's own as it
     * was, a helper's inside an {@link IllegalStateException}.
     */
    void run(Job next) {
        failure.set(null);
        finished.set(0);
        job = next;
        generation++;
        Throwable own = null;
        try {
            next.work(0);
        } catch (RuntimeException | Error e) {
            own = e;
            failure.compareAndSet(null, e);
        }
        while (finished.get() < helpers.length) {
            // Spin: every helper ends the job within about one piece of work, sooner on a failure.
        }
        if (own instanceof RuntimeException r) {
            throw r;
        }
        if (own instanceof Error e) {
            throw e;
        }
        Throwable f = failure.get();
        if (f != null) {
            throw new IllegalStateException("a search worker failed: " + f, f);
        }
    }

    /** A helper's life: each job as it comes, until the crew is closed. */
    private void serve(int worker) {
        int seen = 0;
        while (true) {
            int g = generation;
            if (g == seen) {
                if (closed) {
                    return;
                }
                continue;
            }
            seen = g;
            try {
                job.work(worker);
            } catch (RuntimeException | Error e) {
                // Caught here rather than by an uncaught-exception handler, which TeaVM's Thread lacks.
                failure.compareAndSet(null, e);
            }
            finished.incrementAndGet();
        }
    }

    /**
     * Ends the helpers and waits for them, even when interrupted meanwhile (an interrupt is left as it is
     * for the caller); called between jobs, so each is about to see it.
     */
    @Override
    public void close() {
        closed = true;
        for (Thread helper : helpers) {
            while (helper != null && helper.isAlive()) {
                // Spin: the helper is between jobs and ends at its next look at the flag.
            }
        }
    }
}
