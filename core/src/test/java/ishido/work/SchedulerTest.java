package ishido.work;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The two schedulers run the same work to the same ends: threads on the desktop, ticks in a browser. */
class SchedulerTest {
    /** Work of so many units, each moving a fake clock on by unitNanos and noting its name in a log. */
    private static final class Counting implements Work<String> {
        private final String name;
        private final int units;
        private final long[] clock;
        private final long unitNanos;
        private final List<String> log;
        private int done;
        final List<Integer> perStep = new ArrayList<>();

        Counting(String name, int units, long[] clock, long unitNanos, List<String> log) {
            this.name = name;
            this.units = units;
            this.clock = clock;
            this.unitNanos = unitNanos;
            this.log = log;
        }

        @Override
        public boolean step(Slice slice) {
            int used = 0;
            while (done < units && (used == 0 || !slice.isSpent(used))) {
                done++;
                used++;
                clock[0] += unitNanos;
                log.add(name);
            }
            perStep.add(used);
            return done == units;
        }

        @Override
        public String result() {
            return name + " " + done;
        }
    }

    @Test
    void aTickSpendsItsBudgetOfTimeOrUnitsWhicheverEndsFirst() {
        long[] clock = {0};
        List<String> log = new ArrayList<>();
        SlicedScheduler ticks = new SlicedScheduler(1000, 6_000_000, () -> clock[0]);
        Scheduler lane = ticks.lane();
        // A unit of 1 ms: six fit in a tick's 6 ms.
        Counting slow = new Counting("slow", 20, clock, 1_000_000, log);
        Job<String> job = lane.start(slow);
        int tickCount = 0;
        while (!job.isDone()) {
            long before = clock[0];
            ticks.tick();
            tickCount++;
            assertTrue(clock[0] - before <= 6_000_000, "a tick ran " + (clock[0] - before) + " ns");
        }
        assertEquals(4, tickCount);
        assertEquals(List.of(6, 6, 6, 2), slow.perStep);
        assertEquals("slow 20", job.result());
        assertFalse(ticks.isBusy());
        // Units cut a tick short when the work is quick.
        Counting quick = new Counting("quick", 2500, clock, 1, log);
        Job<String> many = lane.start(quick);
        ticks.tick();
        assertEquals(List.of(1000), quick.perStep);
        assertEquals("quick 2500", many.await());
    }

    @Test
    void lanesShareTheTickAndRunTheirOwnJobsInTurn() {
        long[] clock = {0};
        List<String> log = new ArrayList<>();
        SlicedScheduler ticks = new SlicedScheduler(4, 1_000_000_000, () -> clock[0]);
        Scheduler computer = ticks.lane();
        Scheduler master = ticks.lane();
        Job<String> first = computer.start(new Counting("a", 3, clock, 1, log));
        Job<String> second = computer.start(new Counting("b", 2, clock, 1, log));
        Job<String> other = master.start(new Counting("m", 4, clock, 1, log));
        ticks.tick();
        // Two lanes: two units each; a lane's second job waits for its first.
        assertEquals(List.of("a", "a", "m", "m"), log);
        ticks.tick();
        ticks.tick();
        assertTrue(first.isDone() && second.isDone() && other.isDone());
        assertEquals(List.of("a", "a", "m", "m", "a", "m", "m", "b", "b"), log);
        master.close();
        assertThrows(IllegalStateException.class, () -> master.start(Work.done("x")));
    }

    @Test
    void aCancelledOrClosedJobIsNotSteppedAgainAndAFailureIsKept() {
        long[] clock = {0};
        List<String> log = new ArrayList<>();
        SlicedScheduler ticks = new SlicedScheduler(2, 1_000_000_000, () -> clock[0]);
        Scheduler lane = ticks.lane();
        Scheduler other = ticks.lane();
        Job<String> dropped = lane.start(new Counting("x", 10, clock, 1, log));
        Job<String> kept = other.start(new Counting("k", 2, clock, 1, log));
        ticks.tick();
        dropped.cancel();
        ticks.tick();
        assertEquals(List.of("x", "k", "k"), log);
        assertFalse(dropped.isDone());
        assertTrue(kept.isDone());
        Job<String> closed = lane.start(new Counting("y", 10, clock, 1, log));
        lane.close();
        ticks.tick();
        assertFalse(closed.isDone());
        assertFalse(ticks.isBusy());
        IllegalStateException boom = new IllegalStateException("broken");
        Job<String> failing = other.start(Work.whole(() -> {
            throw boom;
        }));
        ticks.tick();
        assertTrue(failing.isDone());
        assertSame(boom, failing.failure());
        assertNull(failing.result());
    }

    @Test
    void aThreadRunsItsJobsInTurnAndAwaitWaitsForThem() {
        ThreadScheduler thread = new ThreadScheduler("ishido-test", true);
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        long[] clock = {0};
        Job<String> a = thread.start(new Counting("a", 3, clock, 1, log));
        Job<String> b = thread.start(Work.whole(() -> Thread.currentThread().getName()));
        assertEquals("ishido-test", b.await());
        assertTrue(a.isDone());
        assertEquals("a 3", a.result());
        assertEquals(List.of("a", "a", "a"), log);
        IllegalStateException boom = new IllegalStateException("broken");
        Job<String> failing = thread.start(Work.whole(() -> {
            throw boom;
        }));
        assertNull(failing.await());
        assertSame(boom, failing.failure());
        thread.close();
        assertThrows(IllegalStateException.class, () -> thread.start(Work.done("x")));
    }

    @Test
    void aClosedThreadStopsItsWorkBetweenWholeStepsAndEveryAwaitReturns() throws InterruptedException {
        ThreadScheduler thread = new ThreadScheduler("ishido-test", false);
        int[] steps = {0};
        Object gate = new Object();
        Job<String> endless = thread.start(new Work<>() {
            @Override
            public boolean step(Slice slice) {
                synchronized (gate) {
                    steps[0]++;
                    gate.notifyAll();
                }
                return false;
            }

            @Override
            public String result() {
                return "never";
            }
        });
        Job<String> queued = thread.start(Work.done("never begun"));
        synchronized (gate) {
            while (steps[0] == 0) {
                gate.wait();
            }
        }
        thread.close();
        // Before the fix the interrupted job returned unmarked and the queued one was dropped: both awaits hung.
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            assertNull(endless.await());
            assertNull(queued.await());
        }, "await waited for work the close had ended");
        assertFalse(endless.isDone(), "a stopped job did not finish");
        assertFalse(queued.isDone(), "a dropped job never ran");
        assertThrows(IllegalStateException.class, () -> thread.start(Work.done("x")));
    }

    @Test
    void aStepLaterMakesItsWorkWhenFirstSteppedAndThenAddsALastPart() {
        int[] made = {0};
        Work<Integer> later = Work.later(() -> {
            made[0]++;
            return Work.done(20);
        });
        assertEquals(0, made[0]);
        assertEquals(22, later.then(n -> n + 2).finish());
        assertEquals(1, made[0]);
    }

    @Test
    void slicedSchedulersAreLanesOfTheOneTheProgramTicks() {
        SlicedScheduler ticks = new SlicedScheduler(System::nanoTime);
        Schedulers background = Schedulers.sliced(ticks);
        Job<Integer> job = background.scheduler("ishido-test", true).start(Work.whole(() -> 7));
        assertFalse(job.isDone());
        ticks.tick();
        assertTrue(job.isDone());
        assertEquals(7, job.await());
        assertThrows(IllegalArgumentException.class, () -> Schedulers.sliced(null));
    }

    @Test
    void slicesNeedABudget() {
        assertThrows(IllegalArgumentException.class, () -> Slice.units(0));
        assertThrows(IllegalArgumentException.class, () -> Slice.of(1, 0, System::nanoTime));
        assertTrue(Slice.WHOLE.isWhole());
        assertFalse(Slice.WHOLE.isSpent(Long.MAX_VALUE - 1));
        assertTrue(Slice.units(3).isSpent(3));
        assertEquals(Slice.WHOLE, Slice.WHOLE.share(4));
    }
}
