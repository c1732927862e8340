package ishido.ai;

import ishido.rules.SplitMix64;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The computer player: flat Monte Carlo over the unknown pouch order with common random numbers
 * (every candidate square is tried on the same sampled orders) and sequential halving (each round
 * the worse half of the squares is dropped), rollouts played by the {@link Policy}.
 * It sees only a {@link Position}, never the deal. One search at a time per searcher: the generator
 * is its state.
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

    /** A player whose choices follow from the generator: same seed, same position, same iteration budget, same move. */
    public Searcher(SplitMix64 random) {
        this(random, new Policy());
    }

    Searcher(SplitMix64 random, Policy policy) {
        this.random = random;
        this.policy = policy;
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
        long start = System.nanoTime();
        Engine root = Engine.of(position);
        int kind = position.touchstone().id();
        List<Tally> alive = candidates(root, kind);
        if (alive.isEmpty()) {
            return null;
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
            return new SearchResult(Square.byIndex(t.square), root.score + root.points(t.square, kind), 0,
                    elapsedMillis(start));
        }
        Halving h = halve(root, kind, alive, null, base, limits, listener, Objective.MODERN, start);
        Tally best = alive.get(0);
        return new SearchResult(Square.byIndex(best.square), h.samples == 0 ? 0 : (double) best.sum / h.samples,
                h.iterations, elapsedMillis(start));
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
        long start = System.nanoTime();
        Engine root = Engine.of(position);
        int kind = position.touchstone().id();
        if (!root.isLegal(played.index(), kind)) {
            return null;
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
        Halving h = halve(root, kind, alive, pinned, base, limits, listener, objective, start);
        Tally best = bestEligible(alive);
        double n = Math.max(1, h.samples);
        double diff = (best.sum - pinned.sum) / n;
        double meanSq = best.squares / n;
        double noise = Math.sqrt(Math.max(0, meanSq - diff * diff) / n);
        return new Verdict(Square.byIndex(best.square), best.sum / n, pinned.sum / n, noise,
                pinned.emptied / n, h.samples, h.iterations, elapsedMillis(start));
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

    /** What a halving search did: samples every surviving square saw, rollouts in all. */
    private record Halving(int samples, long iterations) {
    }

    /**
     * Sequential halving over the alive squares, which it leaves sorted best first (by sum) and cut
     * down to the last round's; a pinned square is kept to the end and, being rolled out on every
     * sample, gathers each square's sum of squared differences from it.
     */
    private Halving halve(Engine root, int kind, List<Tally> alive, Tally pinned, long base, Limits limits,
            SearchListener listener, Objective objective, long start) {
        int rounds = 0;
        for (int n = alive.size(); n > MIN_ALIVE; n = (n + 1) / 2) {
            rounds++;
        }
        rounds = Math.max(1, rounds);
        long deadline = start + Math.max(limits.millis() / 2, limits.millis() - TIME_MARGIN_MS) * 1_000_000L;
        long iterations = 0;
        int samples = 0;
        long lastReport = start;
        for (int round = 0; round < rounds; round++) {
            int left = rounds - round;
            int[] squares = new int[alive.size()];
            int pin = -1;
            for (int i = 0; i < squares.length; i++) {
                squares[i] = alive.get(i).square;
                if (alive.get(i) == pinned) {
                    pin = i;
                }
            }
            Round r;
            if (limits.isTimed()) {
                long now = System.nanoTime();
                long roundEnd = now + Math.max(0, (deadline - now) / left);
                r = runRound(root, kind, squares, pin, base, samples, Integer.MAX_VALUE, roundEnd, limits.threads(),
                        objective);
            } else {
                long budget = (limits.iterations() - iterations) / left;
                int target = (int) Math.max(1, budget / squares.length);
                r = runRound(root, kind, squares, pin, base, samples, target, Long.MAX_VALUE, limits.threads(),
                        objective);
            }
            for (int i = 0; i < squares.length; i++) {
                Tally t = alive.get(i);
                t.sum += r.sums[i];
                t.squares += r.squares[i];
                t.emptied += r.emptied[i];
            }
            samples += r.samples;
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
            long now = System.nanoTime();
            if (now - lastReport >= LISTENER_INTERVAL_MS * 1_000_000L || round == rounds - 1) {
                lastReport = now;
                Tally best = alive.get(0);
                listener.progress(new SearchProgress(iterations, (now - start) / 1_000_000L,
                        Square.byIndex(best.square), samples == 0 ? 0 : (double) best.sum / samples, alive.size()));
            }
        }
        return new Halving(samples, iterations);
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

    private static long elapsedMillis(long start) {
        return (System.nanoTime() - start) / 1_000_000L;
    }

    /**
     * Sums of rollout values per square over the samples of one round, the sums of squared differences
     * from the pinned square, the rollouts that emptied the pouch, and how many samples that was.
     */
    private record Round(long[] sums, long[] squares, long[] emptied, int samples) {
    }

    /** Waits for every thread to end, even when interrupted meanwhile (the interrupt is kept for the caller). */
    private static void joinAll(Thread[] pool) {
        boolean interrupted = false;
        for (Thread th : pool) {
            while (th.isAlive()) {
                try {
                    th.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private Round runRound(Engine root, int kind, int[] squares, int pin, long base, int firstSample, int target,
            long roundEnd, int threads, Objective objective) {
        AtomicInteger next = new AtomicInteger();
        long[][] sums = new long[threads][squares.length];
        long[][] sq = new long[threads][squares.length];
        long[][] emptied = new long[threads][squares.length];
        int[] counts = new int[threads];
        Runnable[] workers = new Runnable[threads];
        for (int t = 0; t < threads; t++) {
            int id = t;
            workers[t] = () -> {
                Playout playout = new Playout(policy, objective);
                long[] mine = sums[id];
                long[] mySq = sq[id];
                long[] myEmptied = emptied[id];
                long[] values = new long[squares.length];
                while (true) {
                    // A timed round always gets one sample, so every square keeps a mean.
                    if (target == Integer.MAX_VALUE && next.get() > 0 && System.nanoTime() >= roundEnd) {
                        return;
                    }
                    int i = next.getAndIncrement();
                    if (i >= target) {
                        return;
                    }
                    long seed = Playout.mix(base + (long) (firstSample + i) * 0x9E3779B97F4A7C15L);
                    playout.shuffle(root, kind, seed);
                    for (int c = 0; c < squares.length; c++) {
                        values[c] = playout.run(root, squares[c], kind, seed ^ 0x5DEECE66DL);
                        mine[c] += values[c];
                        if (playout.lastEmptied()) {
                            myEmptied[c]++;
                        }
                    }
                    if (pin >= 0) {
                        for (int c = 0; c < squares.length; c++) {
                            long d = values[c] - values[pin];
                            mySq[c] += d * d;
                        }
                    }
                    counts[id]++;
                }
            };
        }
        if (threads == 1) {
            workers[0].run();
        } else {
            Thread[] pool = new Thread[threads - 1];
            AtomicReference<Throwable> failed = new AtomicReference<>();
            for (int t = 1; t < threads; t++) {
                pool[t - 1] = new Thread(workers[t], "ishido-search-" + t);
                pool[t - 1].setDaemon(true);
                pool[t - 1].setUncaughtExceptionHandler((th, e) -> failed.compareAndSet(null, e));
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
        int samples = 0;
        for (int t = 0; t < threads; t++) {
            for (int c = 0; c < squares.length; c++) {
                total[c] += sums[t][c];
                totalSq[c] += sq[t][c];
                totalEmptied[c] += emptied[t][c];
            }
            samples += counts[t];
        }
        return new Round(total, totalSq, totalEmptied, samples);
    }
}
