package ishido.work;

import java.util.ArrayDeque;

/**
 * Background work on one daemon thread of its own, one job after another, each stepped with
 * {@link Slice#WHOLE} (so a search uses all the threads its limits ask for): the desktop's scheduler. The
 * thread starts when work comes, ends when there is none left, and never keeps the program running.
 */
public final class ThreadScheduler implements Scheduler {
    private final String name;
    private final boolean yielding;
    private final ArrayDeque<ThreadJob<?>> queue = new ArrayDeque<>();
    private Thread worker;
    private boolean closed;

    /**
     * A scheduler whose thread has the given name; a yielding one runs at the lowest priority, so work
     * nobody waits for (a review, the Master's game) gives way to the game's own.
     */
    public ThreadScheduler(String name, boolean yielding) {
        this.name = name;
        this.yielding = yielding;
    }

    @Override
    public synchronized <T> Job<T> start(Work<T> work) {
        if (closed) {
            throw new IllegalStateException("the scheduler " + name + " is closed");
        }
        ThreadJob<T> job = new ThreadJob<>(work);
        queue.add(job);
        if (worker == null) {
            worker = new Thread(this::runJobs, name);
            worker.setDaemon(true);
            if (yielding) {
                worker.setPriority(Thread.MIN_PRIORITY);
            }
            worker.start();
        }
        return job;
    }

    private void runJobs() {
        while (true) {
            ThreadJob<?> job;
            synchronized (this) {
                if (closed || queue.isEmpty()) {
                    if (worker == Thread.currentThread()) {
                        worker = null;
                    }
                    return;
                }
                job = queue.poll();
            }
            job.run();
        }
    }

    /**
     * Drops the jobs not begun (their {@code await()} returns at once) and interrupts the one running, which
     * stops between whole steps; its {@code await()} returns once the thread has let go of it.
     */
    @Override
    public void close() {
        Thread t;
        synchronized (this) {
            closed = true;
            queue.forEach(ThreadJob::cancel);
            queue.clear();
            t = worker;
        }
        if (t != null) {
            // As an executor's shutdownNow: work that looks at its thread's interrupt stops early.
            t.interrupt();
        }
    }

    /** A job run by the worker thread; its state is read by the caller's thread under its lock. */
    private static final class ThreadJob<T> implements Job<T> {
        private final Work<T> work;
        private boolean cancelled;
        /** The thread let go of the work unfinished (a close interrupted it): nobody waits for it any more. */
        private boolean stopped;
        private boolean done;
        private T result;
        private Throwable failure;

        ThreadJob(Work<T> work) {
            this.work = work;
        }

        void run() {
            synchronized (this) {
                if (cancelled) {
                    return;
                }
            }
            T value = null;
            Throwable error = null;
            try {
                while (!work.step(Slice.WHOLE)) {
                    // Between whole steps (a move of the Master's game, say) a cancel or a close is heeded.
                    synchronized (this) {
                        if (cancelled || Thread.currentThread().isInterrupted()) {
                            stopped = true;
                            notifyAll();
                            return;
                        }
                    }
                }
                value = work.result();
            } catch (RuntimeException | Error e) {
                error = e;
            }
            synchronized (this) {
                result = value;
                failure = error;
                done = true;
                notifyAll();
            }
        }

        @Override
        public synchronized boolean isDone() {
            return done;
        }

        @Override
        public synchronized T result() {
            return result;
        }

        @Override
        public synchronized Throwable failure() {
            return failure;
        }

        @Override
        public synchronized void cancel() {
            cancelled = true;
            notifyAll();
        }

        @Override
        public synchronized T await() {
            boolean interrupted = false;
            while (!done && !cancelled && !stopped) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return result;
        }
    }
}
