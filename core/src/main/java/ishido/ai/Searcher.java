package ishido.ai;

import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.work.Slice;
import ishido.work.Work;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * The computer player: flat Monte Carlo over the unknown pouch order with common random numbers
 * (every candidate square is tried on the same sampled orders) and sequential halving (each round
 * the worse half of the squares is dropped), rollouts played by the {@link Policy}.
 * It sees only a {@link Position}, never the deal. One search at a time per searcher: the generator
 * is its state.
 *
 * <p>A search is {@link Work}: stepped with {@link Slice#WHOLE} it runs each halving round at once on
 * the threads its limits ask for (the desktop); stepped with smaller slices it runs a few samples at a time
 * on the caller's thread (a browser's frames). A sample is one sampled pouch order, rolled out from every
 * square still in the running; its rollouts count as the slice's units. Each sample's order follows from
 * its number alone and the tallies are sums, so with an iteration budget both ways choose the same square.
 */
public final class Searcher {
    /** Progress is reported at most this often. */
    private static final long LISTENER_INTERVAL_MS = 50;
    /** Halving rounds never leave fewer squares than this, so the last round compares at least two. */
    private static final int MIN_ALIVE = 2;
    /** A timed search aims to finish this much early, as the last sample and the thread joins run over. */
    private static final long TIME_MARGIN_MS = 2;

    private final SplitMix64 random;
    private final Policy policy;
    /** Nanoseconds for the time budget, a monotonic count such as System.nanoTime. */
    private final LongSupplier clock;

    /** A player whose choices follow from the generator: same seed, same position, same iteration budget, same move. */
    public Searcher(SplitMix64 random) {
        this(random, new Policy(), System::nanoTime);
    }

    /** As {@link #Searcher(SplitMix64)}, timing its time budgets by the given clock of nanoseconds. */
    public Searcher(SplitMix64 random, LongSupplier clock) {
        this(random, new Policy(), clock);
    }

    Searcher(SplitMix64 random, Policy policy) {
        this(random, policy, System::nanoTime);
    }

    private Searcher(SplitMix64 random, Policy policy, LongSupplier clock) {
        this.random = random;
        this.policy = policy;
        this.clock = clock;
    }

    /** A searcher's per-square tallies; all alive squares have been tried on the same samples. */
    private static final class Tally {
        final int square;
        final int prior;
        long sum;
        /** Sum over samples of the squared difference from the pinned square's rollout. */
        long squares;
        /** Rollouts that emptied the pouch. */
        long emptied;
        /** False for a pinned square the safety filter would have dropped: it cannot be the best. */
        boolean eligible = true;
        /** The samples this square saw, the pinned square's sum over them, and this square's sum over the even ones. */
        int seen;
        long pinnedSum;
        long evenSum;

        Tally(int square, int prior) {
            this.square = square;
            this.prior = prior;
        }
    }

    /**
     * Chooses a square for the touchstone's stone.
     *
     * @return the choice, or null when the stone has no legal square (the game is over)
     */
    public SearchResult search(Position position, Limits limits, SearchListener listener) {
        return start(position, limits, listener).finish();
    }

    /**
     * The search of {@link #search} as work to be stepped; the generator is drawn from now, so searches
     * started one after another choose as they would if each were run at once.
     */
    public Work<SearchResult> start(Position position, Limits limits, SearchListener listener) {
        long start = clock.getAsLong();
        Engine root = Engine.of(position);
        int kind = position.touchstone().id();
        List<Tally> alive = candidates(root, kind);
        if (alive.isEmpty()) {
            return Work.done(null);
        }
        keepSafest(root, kind, alive);
        long base = random.nextLong();
        // Order by the policy first, so that rounds cut short by time still keep sensible squares.
        alive.sort((a, b) -> Integer.compare(b.prior, a.prior));
        if (alive.size() == 1 || root.stonesLeft == 1) {
            // Nothing to weigh: the only square, or the last stone where the points now are all that count.
            Tally t = alive.get(0);
            for (Tally other : alive) {
                if (root.points(other.square, kind) > root.points(t.square, kind)) {
                    t = other;
                }
            }
            return Work.done(new SearchResult(Square.byIndex(t.square), root.score + root.points(t.square, kind), 0,
                    elapsedMillis(start)));
        }
        Halving h = new Halving(root, kind, alive, null, base, limits, listener, Objective.MODERN, start);
        return h.then(done -> {
            Tally best = alive.get(0);
            return new SearchResult(Square.byIndex(best.square), h.samples == 0 ? 0 : (double) best.sum / h.samples,
                    h.iterations, elapsedMillis(start));
        });
    }

    /**
     * Weighs the square a player chose against the searcher's own choice on the same samples: the
     * chosen square is never dropped by the halving, so both means are over every sample and their
     * difference is paired. Unlike {@link #search}, the only square and the last stone are rolled
     * out too (their rollouts are exact), so every move gets an expectation.
     *
     * @return null when the stone has no legal square or the played square is not legal
     */
    Verdict weigh(Position position, Square played, Limits limits, SearchListener listener, Objective objective) {
        return startWeighing(position, played, limits, listener, objective).finish();
    }

    /** The weighing of {@link #weigh} as work to be stepped. */
    Work<Verdict> startWeighing(Position position, Square played, Limits limits, SearchListener listener,
            Objective objective) {
        long start = clock.getAsLong();
        Engine root = Engine.of(position);
        int kind = position.touchstone().id();
        if (!root.isLegal(played.index(), kind)) {
            return Work.done(null);
        }
        List<Tally> alive = candidates(root, kind);
        keepSafest(root, kind, alive);
        Tally pinned = null;
        for (Tally t : alive) {
            if (t.square == played.index()) {
                pinned = t;
            }
        }
        if (pinned == null) {
            // The played square strands more stones than the searcher would: it is weighed all the same.
            pinned = new Tally(played.index(), policy.evaluate(root, played.index(), kind));
            pinned.eligible = false;
            alive.add(pinned);
        }
        long base = random.nextLong();
        alive.sort((a, b) -> Integer.compare(b.prior, a.prior));
        Tally weighed = pinned;
        List<Tally> all = new ArrayList<>(alive);
        Halving h = new Halving(root, kind, alive, pinned, base, limits, listener, objective, start);
        return h.then(done -> {
            Tally best = bestEligible(alive);
            double n = Math.max(1, h.samples);
            double diff = (best.sum - weighed.sum) / n;
            double meanSq = best.squares / n;
            double noise = Math.sqrt(Math.max(0, meanSq - diff * diff) / n);
            double lead = h.samples == 0 ? 0 : Math.min(diff, crossedLead(alive, weighed, h.samples, h.evens));
            return new Verdict(Square.byIndex(best.square), weighed.sum / n + lead, weighed.sum / n, noise,
                    weighed.emptied / n, h.samples, h.iterations, elapsedMillis(start), weighedSquares(all, lead));
        });
    }

    /**
     * The best finalist's lead over the pinned square, free of the winner's curse: the last squares
     * standing saw every sample, so the even-numbered samples choose a best and the odd ones measure
     * its lead, and the other way round, and the two leads are averaged. A best chosen and measured
     * on the same samples is the maximum of noisy means, biased upwards (docs/ai.md, "The reviewer").
     */
    private static double crossedLead(List<Tally> finalists, Tally pinned, int samples, int evens) {
        int odds = samples - evens;
        if (evens == 0 || odds == 0) {
            return Double.POSITIVE_INFINITY;
        }
        Tally byEven = null;
        Tally byOdd = null;
        for (Tally t : finalists) {
            if (!t.eligible) {
                continue;
            }
            if (byEven == null || t.evenSum > byEven.evenSum) {
                byEven = t;
            }
            if (byOdd == null || t.sum - t.evenSum > byOdd.sum - byOdd.evenSum) {
                byOdd = t;
            }
        }
        if (byEven == null) {
            return 0;
        }
        double onOdd = ((byEven.sum - byEven.evenSum) - (pinned.sum - pinned.evenSum)) / (double) odds;
        double onEven = (byOdd.evenSum - pinned.evenSum) / (double) evens;
        return (onOdd + onEven) / 2;
    }

    /**
     * Every square weighed with its loss against the best (whose lead over the pinned square is given),
     * least first: each square's mean difference from the pinned square over the samples it saw, so a
     * square dropped early is still compared on equal samples; a square the safety filter dropped is not
     * weighed.
     */
    private static List<Candidate> weighedSquares(List<Tally> all, double lead) {
        List<Tally> seen = new ArrayList<>();
        for (Tally t : all) {
            if (t.seen > 0) {
                seen.add(t);
            }
        }
        // By the mean difference from the pinned square, so squares that all lose nothing keep their order.
        seen.sort((a, b) -> Double.compare((b.sum - b.pinnedSum) / (double) b.seen,
                (a.sum - a.pinnedSum) / (double) a.seen));
        List<Candidate> out = new ArrayList<>();
        for (Tally t : seen) {
            out.add(new Candidate(Square.byIndex(t.square), Math.max(0, lead - (t.sum - t.pinnedSum) / (double) t.seen)));
        }
        return out;
    }

    private List<Tally> candidates(Engine root, int kind) {
        List<Tally> alive = new ArrayList<>();
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (root.isLegal(s, kind)) {
                alive.add(new Tally(s, policy.evaluate(root, s, kind)));
            }
        }
        return alive;
    }

    /** The best square by its sum that the searcher itself would have chosen. */
    private static Tally bestEligible(List<Tally> alive) {
        Tally best = null;
        for (Tally t : alive) {
            if (t.eligible && (best == null || t.sum > best.sum)) {
                best = t;
            }
        }
        return best == null ? alive.get(0) : best;
    }

    /**
     * Sequential halving over the alive squares, which it leaves sorted best first (by sum) and cut
     * down to the last round's; a pinned square is kept to the end and, being rolled out on every
     * sample, gathers each square's sum of squared differences from it. Done in steps: a whole step runs
     * every round on the limits' threads; a smaller slice runs samples one by one, a round's tallies
     * gathered as the samples come.
     */
    private final class Halving implements Work<Halving> {
        private final Engine root;
        private final int kind;
        private final List<Tally> alive;
        private final Tally pinned;
        private final long base;
        private final Limits limits;
        private final SearchListener listener;
        private final Objective objective;
        private final long start;
        private final int rounds;
        private final long deadline;
        /** Rollouts in all, and the samples every surviving square saw (and the even-numbered of them), over the rounds ended. */
        long iterations;
        int samples;
        int evens;
        private long lastReport;
        private int round;

        /** The round under way: its squares, the pinned one's index among them, its target and end. */
        private int[] squares;
        private int pin;
        private int target;
        private long roundEnd;
        /** A round's sums as a sliced search gathers them; null between rounds. */
        private Sampler sampler;

        Halving(Engine root, int kind, List<Tally> alive, Tally pinned, long base, Limits limits,
                SearchListener listener, Objective objective, long start) {
            this.root = root;
            this.kind = kind;
            this.alive = alive;
            this.pinned = pinned;
            this.base = base;
            this.limits = limits;
            this.listener = listener;
            this.objective = objective;
            this.start = start;
            int r = 0;
            for (int n = alive.size(); n > MIN_ALIVE; n = (n + 1) / 2) {
                r++;
            }
            this.rounds = Math.max(1, r);
            this.deadline = start + Math.max(limits.millis() / 2, limits.millis() - TIME_MARGIN_MS) * 1_000_000L;
            this.lastReport = start;
        }

        /** Runs a slice of the rounds; true once the last has ended. */
        @Override
        public boolean step(Slice slice) {
            long used = 0;
            while (round < rounds) {
                if (sampler == null && slice.isWhole()) {
                    begin();
                    end(runRound(root, kind, squares, pin, base, samples, target, roundEnd, limits.threads(),
                            objective));
                    continue;
                }
                if (sampler == null) {
                    begin();
                    sampler = new Sampler(squares.length, pin >= 0, objective);
                }
                int done = sampler.count;
                boolean over = target == Integer.MAX_VALUE ? done > 0 && clock.getAsLong() >= roundEnd : done >= target;
                if (over) {
                    Sampler finished = sampler;
                    sampler = null;
                    end(finished.round());
                    continue;
                }
                // At least one sample a step, so a slice whose time went on other work still moves the search on.
                // (A whole step after sliced ones ends the round under way here, then runs the rest at once.)
                if (used > 0 && slice.isSpent(used)) {
                    return false;
                }
                sampler.sample(root, kind, squares, pin, base, samples + done);
                used += squares.length;
            }
            return true;
        }

        /** The halving itself, whose tallies and counts its finisher reads. */
        @Override
        public Halving result() {
            return this;
        }

        /** Sets up the next round: its squares, and a target of samples or an end in time. */
        private void begin() {
            int left = rounds - round;
            squares = new int[alive.size()];
            pin = -1;
            for (int i = 0; i < squares.length; i++) {
                squares[i] = alive.get(i).square;
                if (alive.get(i) == pinned) {
                    pin = i;
                }
            }
            if (limits.isTimed()) {
                long now = clock.getAsLong();
                roundEnd = now + Math.max(0, (deadline - now) / left);
                target = Integer.MAX_VALUE;
            } else {
                long budget = (limits.iterations() - iterations) / left;
                target = (int) Math.max(1, budget / squares.length);
                roundEnd = Long.MAX_VALUE;
            }
        }

        /** Adds a round's tallies, drops the worse half of the squares, and reports progress. */
        private void end(Round r) {
            for (int i = 0; i < squares.length; i++) {
                Tally t = alive.get(i);
                t.sum += r.sums[i];
                t.squares += r.squares[i];
                t.emptied += r.emptied[i];
                t.evenSum += r.evens[i];
                t.seen += r.samples;
                t.pinnedSum += pin >= 0 ? r.sums[pin] : 0;
            }
            samples += r.samples;
            evens += r.evenSamples;
            iterations += (long) r.samples * squares.length;
            if (samples > 0) {
                alive.sort((a, b) -> Long.compare(b.sum, a.sum));
            }
            if (round < rounds - 1) {
                int keep = Math.max(MIN_ALIVE, (alive.size() + 1) / 2);
                int at = alive.indexOf(pinned);
                if (at >= keep) {
                    // The pinned square survives in place of the last one kept.
                    alive.set(at, alive.get(keep - 1));
                    alive.set(keep - 1, pinned);
                }
                alive.subList(keep, alive.size()).clear();
            }
            long now = clock.getAsLong();
            if (now - lastReport >= LISTENER_INTERVAL_MS * 1_000_000L || round == rounds - 1) {
                lastReport = now;
                Tally best = alive.get(0);
                listener.progress(new SearchProgress(iterations, (now - start) / 1_000_000L,
                        Square.byIndex(best.square), samples == 0 ? 0 : (double) best.sum / samples, alive.size()));
            }
            round++;
        }
    }

    /**
     * Drops the squares that would leave more stones still to come with nowhere to go than the best
     * square does. A stranded kind ends the game when its stone comes up; the samples see that risk
     * only as often as that stone comes soon, and emptying the pouch matters more than any 4-Way.
     */
    private static void keepSafest(Engine root, int kind, List<Tally> alive) {
        Engine trial = new Engine();
        int fewest = Integer.MAX_VALUE;
        int[] stranded = new int[alive.size()];
        for (int i = 0; i < alive.size(); i++) {
            trial.copyFrom(root);
            trial.place(alive.get(i).square, kind);
            int count = 0;
            for (int k = 0; k < Engine.KINDS; k++) {
                if (trial.left[k] > 0 && trial.legalCount[k] == 0) {
                    count += trial.left[k];
                }
            }
            stranded[i] = count;
            fewest = Math.min(fewest, count);
        }
        int kept = 0;
        for (int i = 0; i < alive.size(); i++) {
            if (stranded[i] == fewest) {
                alive.set(kept++, alive.get(i));
            }
        }
        alive.subList(kept, alive.size()).clear();
    }

    private long elapsedMillis(long start) {
        return (clock.getAsLong() - start) / 1_000_000L;
    }

    /**
     * Sums of rollout values per square over the samples of one round, the sums of squared differences
     * from the pinned square, the rollouts that emptied the pouch, and how many samples that was.
     */
    private record Round(long[] sums, long[] squares, long[] emptied, long[] evens, int samples, int evenSamples) {
    }

    /**
     * One worker's tallies of a round: each sample is one sampled pouch order, its number deciding it,
     * rolled out from every square; the threads of a whole round and the slices of a sliced one both
     * gather their samples here.
     */
    private final class Sampler {
        private final Playout playout;
        final long[] sums;
        final long[] squares;
        final long[] emptied;
        /** Sums over the even-numbered samples only, and how many: for measuring the best apart from choosing it. */
        final long[] evens;
        int evenCount;
        private final long[] values;
        private final boolean pinned;
        int count;

        Sampler(int width, boolean pinned, Objective objective) {
            this.playout = new Playout(policy, objective);
            this.sums = new long[width];
            this.squares = new long[width];
            this.emptied = new long[width];
            this.evens = new long[width];
            this.values = new long[width];
            this.pinned = pinned;
        }

        void sample(Engine root, int kind, int[] alive, int pin, long base, int number) {
            long seed = Playout.mix(base + (long) number * 0x9E3779B97F4A7C15L);
            playout.shuffle(root, kind, seed);
            for (int c = 0; c < alive.length; c++) {
                values[c] = playout.run(root, alive[c], kind, seed ^ 0x5DEECE66DL);
                sums[c] += values[c];
                if (playout.lastEmptied()) {
                    emptied[c]++;
                }
            }
            if ((number & 1) == 0) {
                for (int c = 0; c < alive.length; c++) {
                    evens[c] += values[c];
                }
                evenCount++;
            }
            if (pinned) {
                for (int c = 0; c < alive.length; c++) {
                    long d = values[c] - values[pin];
                    squares[c] += d * d;
                }
            }
            count++;
        }

        Round round() {
            return new Round(sums, squares, emptied, evens, count, evenCount);
        }
    }

    /**
     * Waits for every thread to end, even when interrupted meanwhile (an interrupt is left as it is for the
     * caller). It spins on {@link Thread#isAlive()} instead of calling {@link Thread#join()}: the helpers share
     * one counter of samples, so they end within about one sample of the calling thread (some microseconds
     * to a millisecond), and TeaVM makes every method that can reach a blocking call such as join a
     * coroutine, up to the page's frame callback, which its WebAssembly GC backend cannot enter (the
     * browser's search never has more than one thread, but the compiler sees the call).
     */
    private static void joinAll(Thread[] pool) {
        for (Thread th : pool) {
            while (th.isAlive()) {
                // Spin: the thread is about to end.
            }
        }
    }

    private Round runRound(Engine root, int kind, int[] squares, int pin, long base, int firstSample, int target,
            long roundEnd, int threads, Objective objective) {
        AtomicInteger next = new AtomicInteger();
        Sampler[] samplers = new Sampler[threads];
        Runnable[] workers = new Runnable[threads];
        for (int t = 0; t < threads; t++) {
            Sampler mine = new Sampler(squares.length, pin >= 0, objective);
            samplers[t] = mine;
            workers[t] = () -> {
                while (true) {
                    // A timed round always gets one sample, so every square keeps a mean.
                    if (target == Integer.MAX_VALUE && next.get() > 0 && clock.getAsLong() >= roundEnd) {
                        return;
                    }
                    int i = next.getAndIncrement();
                    if (i >= target) {
                        return;
                    }
                    mine.sample(root, kind, squares, pin, base, firstSample + i);
                }
            };
        }
        if (threads == 1) {
            workers[0].run();
        } else {
            Thread[] pool = new Thread[threads - 1];
            AtomicReference<Throwable> failed = new AtomicReference<>();
            for (int t = 1; t < threads; t++) {
                Runnable worker = workers[t];
                // Caught here rather than by an uncaught-exception handler, which TeaVM's Thread lacks.
                pool[t - 1] = new Thread(() -> {
                    try {
                        worker.run();
                    } catch (RuntimeException | Error e) {
                        failed.compareAndSet(null, e);
                    }
                }, "ishido-search-" + t);
                pool[t - 1].setDaemon(true);
                pool[t - 1].start();
            }
            try {
                workers[0].run();
            } finally {
                // The tallies are read only once every worker has stopped writing them.
                joinAll(pool);
            }
            if (failed.get() != null) {
                throw new IllegalStateException("a search worker failed: " + failed.get(), failed.get());
            }
        }
        long[] total = new long[squares.length];
        long[] totalSq = new long[squares.length];
        long[] totalEmptied = new long[squares.length];
        long[] totalEvens = new long[squares.length];
        int samples = 0;
        int evenSamples = 0;
        for (Sampler sampler : samplers) {
            for (int c = 0; c < squares.length; c++) {
                total[c] += sampler.sums[c];
                totalSq[c] += sampler.squares[c];
                totalEmptied[c] += sampler.emptied[c];
                totalEvens[c] += sampler.evens[c];
            }
            samples += sampler.count;
            evenSamples += sampler.evenCount;
        }
        return new Round(total, totalSq, totalEmptied, totalEvens, samples, evenSamples);
    }
}
