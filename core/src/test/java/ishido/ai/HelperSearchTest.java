package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.IllegalMoveException;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.work.Helpers;
import ishido.work.Job;
import ishido.work.Slice;
import ishido.work.SlicedScheduler;
import ishido.work.Work;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/**
 * The search with helpers (a browser's workers, here answering when the test lets them, between steps as
 * the page's answer between ticks): with an iteration budget it chooses exactly as the desktop's threads
 * do, whether the helpers answer, are busy, fail, or are overtaken by a whole step.
 */
class HelperSearchTest {
    private static final Limits BUDGET = Limits.iterations(300).withThreads(2);

    /** Helpers that answer by {@link HelperRound#answer}, as the page's workers do, when {@link #deliver} is called. */
    static final class TestHelpers implements Helpers {
        private final int count;
        private final LongSupplier clock;
        private final List<Runnable> pending = new ArrayList<>();
        int sent;
        int widest;
        boolean busy;
        /** The send (counted from 1) whose helpers fail instead of answering; 0 for none. */
        int failAt;

        TestHelpers(int count, LongSupplier clock) {
            this.count = count;
            this.clock = clock;
        }

        @Override
        public int count() {
            return failAt > 0 && sent >= failAt ? 0 : count;
        }

        @Override
        public boolean send(int[][] messages, Consumer<double[][]> answered) {
            if (busy || !pending.isEmpty() || messages.length > count()) {
                return false;
            }
            sent++;
            widest = Math.max(widest, messages.length);
            boolean fails = sent == failAt;
            // Copies, as a message is.
            int[][] copies = new int[messages.length][];
            for (int i = 0; i < messages.length; i++) {
                copies[i] = messages[i].clone();
            }
            pending.add(() -> {
                if (fails) {
                    answered.accept(null);
                    return;
                }
                double[][] answers = new double[copies.length][];
                for (int i = 0; i < copies.length; i++) {
                    answers[i] = HelperRound.answer(copies[i], clock);
                }
                answered.accept(answers);
            });
            return true;
        }

        /** Lets the helpers answer (an answer may send the next round, which waits for the next call). */
        void deliver() {
            List<Runnable> now = new ArrayList<>(pending);
            pending.clear();
            now.forEach(Runnable::run);
        }
    }

    /** Steps the work with slices offering the helpers, letting them answer between steps. */
    private static <T> T withHelpers(Work<T> work, TestHelpers helpers) {
        int steps = 0;
        while (!work.step(Slice.units(25, helpers))) {
            helpers.deliver();
            assertTrue(++steps < 100_000, "the work never ended");
        }
        return work.result();
    }

    private static Searcher master(long seed) {
        return new Searcher(new SplitMix64(seed), System::nanoTime, MasterStyle.shipped());
    }

    private static void assertSame(SearchResult whole, SearchResult other, String at) {
        assertEquals(whole == null, other == null, at);
        if (whole != null) {
            assertEquals(whole.square(), other.square(), at);
            assertEquals(whole.expectedScore(), other.expectedScore(), at);
            assertEquals(whole.iterations(), other.iterations(), at);
        }
    }

    @Test
    void helpersChooseAsTheThreadsDoWithAnIterationBudget() throws IllegalMoveException {
        List<Position> positions = SlicedSearchTest.positions(3);
        assertTrue(positions.size() > 25, "positions: " + positions.size());
        TestHelpers helpers = new TestHelpers(3, System::nanoTime);
        for (int i = 0; i < positions.size(); i++) {
            Position p = positions.get(i);
            // The Master as shipped (the learned rollouts) and the plain policy (Expert's searcher).
            Searcher a = i % 2 == 0 ? master(90 + i) : new Searcher(new SplitMix64(90 + i));
            Searcher b = i % 2 == 0 ? master(90 + i) : new Searcher(new SplitMix64(90 + i));
            assertSame(a.search(p, BUDGET, SearchListener.NONE), withHelpers(b.start(p, BUDGET, SearchListener.NONE),
                    helpers), "position " + i);
        }
        assertTrue(helpers.sent > positions.size(), "rounds sent: " + helpers.sent);
        assertEquals(2, helpers.widest, "as many helpers as the limits' threads");
    }

    @Test
    void busyHelpersLeaveTheSearchToTheCallersThread() throws IllegalMoveException {
        TestHelpers helpers = new TestHelpers(2, System::nanoTime);
        helpers.busy = true;
        List<Position> positions = SlicedSearchTest.positions(1);
        for (int i = 0; i < positions.size(); i += 2) {
            Position p = positions.get(i);
            assertSame(master(i).search(p, BUDGET, SearchListener.NONE),
                    withHelpers(master(i).start(p, BUDGET, SearchListener.NONE), helpers), "position " + i);
        }
        assertEquals(0, helpers.sent);
    }

    @Test
    void aFailedHelperLeavesItsRoundAndTheRestToTheCallersThread() throws IllegalMoveException {
        List<Position> positions = SlicedSearchTest.positions(1);
        for (int i = 0; i < positions.size(); i += 2) {
            Position p = positions.get(i);
            TestHelpers helpers = new TestHelpers(2, System::nanoTime);
            helpers.failAt = 2;
            SearchResult r = withHelpers(master(i).start(p, BUDGET, SearchListener.NONE), helpers);
            assertSame(master(i).search(p, BUDGET, SearchListener.NONE), r, "position " + i);
            assertTrue(helpers.sent <= 2, "no round goes to helpers after one failed: " + helpers.sent);
        }
    }

    @Test
    void aWholeStepRunsTheRoundTheHelpersHaveAndTheirLateAnswerIsLetGo() throws IllegalMoveException {
        List<Position> positions = SlicedSearchTest.positions(1);
        for (int i = 0; i < positions.size(); i += 2) {
            Position p = positions.get(i);
            TestHelpers helpers = new TestHelpers(2, System::nanoTime);
            Work<SearchResult> search = master(i).start(p, BUDGET, SearchListener.NONE);
            for (int k = 0; k < i % 3; k++) {
                search.step(Slice.units(25, helpers));
                helpers.deliver();
            }
            search.step(Slice.units(25, helpers));
            SearchResult r = search.finish();
            helpers.deliver();
            assertTrue(search.step(Slice.units(25, helpers)), "finished stays finished");
            assertSame(master(i).search(p, BUDGET, SearchListener.NONE), r, "position " + i);
            assertSame(r, search.result(), "the late answer changes nothing");
        }
    }

    @Test
    void weighingAMoveWithHelpersGivesTheSameVerdict() throws IllegalMoveException {
        List<Position> positions = SlicedSearchTest.positions(2);
        TestHelpers helpers = new TestHelpers(2, System::nanoTime);
        for (int i = 0; i < positions.size(); i += 3) {
            Position p = positions.get(i);
            Square played = new Searcher(new SplitMix64(i)).search(p, Limits.iterations(40), SearchListener.NONE)
                    .square();
            Objective objective = Objective.values()[i % Objective.values().length];
            Verdict whole = master(i).weigh(p, played, BUDGET, SearchListener.NONE, objective);
            Verdict helped = withHelpers(master(i).startWeighing(p, played, BUDGET, SearchListener.NONE, objective),
                    helpers);
            String at = "position " + i + ", " + objective;
            assertEquals(whole.best(), helped.best(), at);
            assertEquals(whole.bestValue(), helped.bestValue(), at);
            assertEquals(whole.playedValue(), helped.playedValue(), at);
            assertEquals(whole.noise(), helped.noise(), at);
            assertEquals(whole.playedEmptied(), helped.playedEmptied(), at);
            assertEquals(whole.samples(), helped.samples(), at);
            assertEquals(whole.squares(), helped.squares(), at + ": what each square's playouts led to");
        }
        assertTrue(helpers.sent > 0);
    }

    @Test
    void aTimedSearchWithHelpersEndsInItsTime() throws IllegalMoveException {
        // One clock for the search and the helpers, moving on 0.2 ms each time it is read.
        long[] now = {5_000_000_000L};
        LongSupplier clock = () -> now[0] += 200_000;
        TestHelpers helpers = new TestHelpers(2, clock);
        Position p = SlicedSearchTest.positions(1).get(3);
        Limits limits = Limits.millis(100).withThreads(2);
        long start = now[0];
        SearchResult r = withHelpers(new Searcher(new SplitMix64(4), clock, MasterStyle.shipped())
                .start(p, limits, SearchListener.NONE), helpers);
        assertNotNull(r.square());
        assertTrue(helpers.sent >= 2, "rounds sent: " + helpers.sent);
        assertTrue(r.iterations() > 0);
        long spent = now[0] - start;
        assertTrue(spent >= 98_000_000L && spent < 140_000_000L, "spent " + spent + " ns");
    }

    @Test
    void rolloutsNoHelperCanPlayStayOnTheCallersThread() throws IllegalMoveException {
        TestHelpers helpers = new TestHelpers(2, System::nanoTime);
        Position p = SlicedSearchTest.positions(1).get(4);
        int[] weights = {900, 5, -2, 40, 30, 6, 12, 3, 200};
        SearchResult whole = new Searcher(new SplitMix64(8), new Policy(weights)).search(p, BUDGET, SearchListener.NONE);
        SearchResult r = withHelpers(new Searcher(new SplitMix64(8), new Policy(weights)).start(p, BUDGET,
                SearchListener.NONE), helpers);
        assertSame(whole, r, "other weights");
        assertEquals(0, helpers.sent);
    }

    @Test
    void aSearchGivenUpSendsTheHelpersNoMoreRounds() throws IllegalMoveException {
        Position p = SlicedSearchTest.positions(1).get(4);
        for (boolean giveUp : new boolean[] {false, true}) {
            TestHelpers helpers = new TestHelpers(2, System::nanoTime);
            SlicedScheduler scheduler = new SlicedScheduler(25, Long.MAX_VALUE, System::nanoTime, helpers);
            Job<SearchResult> job = scheduler.lane().start(master(5).start(p, BUDGET, SearchListener.NONE));
            scheduler.tick();
            assertEquals(1, helpers.sent, "the first round is out");
            if (giveUp) {
                job.cancel();
            }
            helpers.deliver();
            // The answer ends the round and, unless the search was given up, sends the next at once.
            assertEquals(giveUp ? 1 : 2, helpers.sent, giveUp ? "given up" : "going on");
            assertEquals(!giveUp, scheduler.isBusy());
        }
    }

    @Test
    void aHelperRefusesAMessageThatIsNotARound() {
        assertThrows(IllegalArgumentException.class, () -> HelperRound.answer(new int[] {1, 2, 3}, System::nanoTime));
        int[] m = HelperRound.message(Engine.of(new int[Engine.SQUARES], 0, 0), 0, new int[] {0}, -1, 1, 0, 0, 1, 1, 0,
                Objective.MODERN, 7);
        assertThrows(IllegalArgumentException.class, () -> HelperRound.answer(m, System::nanoTime));
    }
}
