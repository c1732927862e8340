package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A search's crew of threads: started once, reused job after job, and stopped at once by a failure. */
class CrewTest {
    /** Threads made for a crew, kept to be looked at. */
    private final List<Thread> made = new ArrayList<>();

    private Crew crew(int workers) {
        return new Crew(workers, (r, name) -> {
            Thread t = new Thread(r, name);
            made.add(t);
            return t;
        });
    }

    @Test
    void runsJobAfterJobOnTheSameThreads() {
        Thread[][] seen = new Thread[5][3];
        try (Crew crew = crew(3)) {
            for (int job = 0; job < 5; job++) {
                Thread[] mine = seen[job];
                crew.run(worker -> mine[worker] = Thread.currentThread());
            }
        }
        assertEquals(2, made.size(), "helpers started once for all jobs");
        for (Thread[] job : seen) {
            assertSame(Thread.currentThread(), job[0], "worker 0 is the caller");
            assertSame(made.get(0), job[1]);
            assertSame(made.get(1), job[2]);
        }
        for (Thread t : made) {
            assertFalse(t.isAlive(), "closed crews leave no thread behind");
        }
    }

    @Test
    void theCallersFailureStopsTheHelpersAndReachesTheCaller() {
        AtomicInteger stopped = new AtomicInteger();
        IllegalArgumentException thrown = new IllegalArgumentException("worker 0");
        try (Crew crew = crew(3)) {
            // Without the failure seen, the helpers would run on for ever and run() would never return.
            RuntimeException e = assertThrows(RuntimeException.class, () -> crew.run(worker -> {
                if (worker == 0) {
                    throw thrown;
                }
                while (!crew.failed()) {
                    // Work until told to stop.
                }
                stopped.incrementAndGet();
            }));
            assertSame(thrown, e);
            assertEquals(2, stopped.get(), "both helpers stopped before run() returned");
            // A failure belongs to its job: the next runs afresh on the same threads.
            AtomicInteger ran = new AtomicInteger();
            crew.run(worker -> ran.incrementAndGet());
            assertEquals(3, ran.get());
        }
        assertEquals(2, made.size());
    }

    @Test
    void aHelpersFailureStopsTheCallerAndReachesIt() {
        IllegalArgumentException thrown = new IllegalArgumentException("worker 2");
        try (Crew crew = crew(3)) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> crew.run(worker -> {
                if (worker == 2) {
                    throw thrown;
                }
                while (!crew.failed()) {
                    // Work until told to stop.
                }
            }));
            assertSame(thrown, e.getCause());
        }
    }

    @Test
    void aCrewOfOneIsTheCallerAlone() {
        AtomicInteger ran = new AtomicInteger();
        try (Crew crew = crew(1)) {
            crew.run(worker -> {
                assertEquals(0, worker);
                ran.incrementAndGet();
            });
        }
        assertEquals(1, ran.get());
        assertEquals(0, made.size());
    }
}
