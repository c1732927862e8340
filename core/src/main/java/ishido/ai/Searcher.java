package ishido.ai;

import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.work.Slice;
import ishido.work.Work;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;

/**
 * The computer player: flat Monte Carlo over the unknown pouch order with common random numbers
 * (every candidate square is tried on the same sampled orders) and sequential halving (each round
 * the worse half of the squares is dropped), rollouts played by the {@link Policy}.
 * It sees only a {@link Position}, never the deal. One search at a time per searcher: the generator
 * is its state.
 *
 * <p>A search is {@link Work} (a {@link Halving}): stepped with {@link Slice#WHOLE} it runs each halving
 * round at once on the threads its limits ask for, one {@link Crew} for all rounds (the desktop); stepped
 * with smaller slices it runs a few samples at a time on the caller's thread (a browser's frames). A
 * sample is one sampled pouch order, rolled out from every square still in the running; its rollouts
 * count as the slice's units. Each sample's order follows from its number alone and the tallies are
 * sums, so with an iteration budget both ways choose the same square.
 */
public final class Searcher {
    private final SplitMix64 random;
    private final Policy policy;
    /** Nanoseconds for the time budget, a monotonic count such as System.nanoTime. */
    private final LongSupplier clock;
    /** Makes the helper threads of a whole step's rounds. */
    private final BiFunction<Runnable, String, Thread> newThread;
    /** Whether the root also keeps clear of slow strands, and what a rollout is worth. */
    private final MasterStyle style;

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

    /**
     * As {@link #Searcher(SplitMix64, LongSupplier)}, playing in the given style (its root guard against slow
     * strands, what its rollouts are worth, their learned parts).
     */
    public Searcher(SplitMix64 random, LongSupplier clock, MasterStyle style) {
        this(random, new Policy(), clock, Thread::new, style);
    }

    Searcher(SplitMix64 random, Policy policy, LongSupplier clock) {
        this(random, policy, clock, Thread::new);
    }

    /** A searcher whose helper threads are made by newThread (from a runnable and a name), for tests. */
    Searcher(SplitMix64 random, Policy policy, LongSupplier clock, BiFunction<Runnable, String, Thread> newThread) {
        this(random, policy, clock, newThread, MasterStyle.PLAIN);
    }

    /** Every part chosen: for experiments that play Master with another rollout policy (the test tree's Spsa). */
    Searcher(SplitMix64 random, Policy policy, LongSupplier clock, BiFunction<Runnable, String, Thread> newThread,
            MasterStyle style) {
        this.random = random;
        this.style = style;
        Policy p = style.fit() == null ? policy : policy.withFit(style.fit());
        this.policy = style.value() == null ? p : p.withValue(style.value(), style.valueStones());
        this.clock = clock;
        this.newThread = newThread;
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
        keepPlayable(root, kind, alive);
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
        Halving h = new Halving(policy, clock, newThread, root, kind, alive, null, base, limits, listener,
                Objective.MODERN, start, false);
        return h.then(done -> {
            Tally best = alive.get(0);
            return new SearchResult(Square.byIndex(best.square), h.samples == 0 ? 0 : (double) best.sum / h.samples,
                    h.iterations, elapsedMillis(start));
        });
    }

    /**
     * Weighs the square a player chose against the searcher's own choice on the same samples: the
     * chosen square is never dropped by the halving, so both means are over every sample and their
     * difference is paired. The candidates are those {@link #search} would roll out (its safety filter,
     * and its guard in a style with one), the chosen square among them even when they would drop it.
     * Unlike {@link #search}, the only square and the last stone are rolled out too (their rollouts are
     * exact), so every move gets an expectation.
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
        keepPlayable(root, kind, alive);
        Tally pinned = null;
        for (Tally t : alive) {
            if (t.square == played.index()) {
                pinned = t;
            }
        }
        if (pinned == null) {
            // The played square strands more stones than the searcher would, now or in a slow strand: it is
            // weighed all the same.
            pinned = new Tally(played.index(), policy.evaluate(root, played.index(), kind));
            pinned.eligible = false;
            alive.add(pinned);
        }
        long base = random.nextLong();
        alive.sort((a, b) -> Integer.compare(b.prior, a.prior));
        Tally weighed = pinned;
        List<Tally> all = new ArrayList<>(alive);
        Halving h = new Halving(policy, clock, newThread, root, kind, alive, pinned, base, limits, listener,
                objective, start, true);
        return h.then(done -> {
            Tally best = bestEligible(alive);
            double n = Math.max(1, h.samples);
            double diff = (best.sum - weighed.sum) / n;
            double meanSq = best.squares / n;
            double noise = Math.sqrt(Math.max(0, meanSq - diff * diff) / n);
            double lead = h.samples == 0 ? 0 : Math.min(diff, crossedLead(alive, weighed, h.samples, h.evens));
            return new Verdict(Square.byIndex(best.square), weighed.sum / n + lead, weighed.sum / n, noise,
                    weighed.emptied / n, h.samples, h.iterations, elapsedMillis(start), weighedSquares(all, weighed, lead),
                    weighed.eligible);
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
    private static List<Candidate> weighedSquares(List<Tally> all, Tally pinned, double lead) {
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
            out.add(new Candidate(Square.byIndex(t.square), Math.max(0, lead - (t.sum - t.pinnedSum) / (double) t.seen),
                    t.witness == null ? null : new Outcomes(t.witness, t == pinned)));
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

    /** The root's filters, in the search and the weighing alike: the safety filter, then the style's guard. */
    private void keepPlayable(Engine root, int kind, List<Tally> alive) {
        keepSafest(root, kind, alive);
        if (style.guard()) {
            keepClearOfSlowStrands(root, kind, alive);
        }
    }

    /**
     * Drops the squares that would leave more stones still to come with nowhere to go than the best
     * square does. A stranded kind ends the game when its stone comes up; the samples see that risk
     * only as often as that stone comes soon, and emptying the pouch matters more than any 4-Way.
     */
    static void keepSafest(Engine root, int kind, List<Tally> alive) {
        Engine trial = new Engine();
        int[] stranded = new int[alive.size()];
        for (int i = 0; i < alive.size(); i++) {
            trial.copyFrom(root);
            trial.place(alive.get(i).square, kind);
            stranded[i] = stranded(trial);
        }
        keepFewest(alive, stranded);
    }

    /** Keeps the squares whose count (at the same index) is the least, in their order. */
    private static void keepFewest(List<Tally> alive, int[] count) {
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < alive.size(); i++) {
            fewest = Math.min(fewest, count[i]);
        }
        int kept = 0;
        for (int i = 0; i < alive.size(); i++) {
            if (count[i] == fewest) {
                alive.set(kept++, alive.get(i));
            }
        }
        alive.subList(kept, alive.size()).clear();
    }

    /**
     * Drops the squares that leave more stones to a slow strand than the best square does. A stone must
     * take one of its kind's legal squares when it comes up; if every one of them strands stones still to
     * come (its own twin, or another kind whose last square it takes or spoils), those stones are lost
     * unless later moves open a square. The samples see this only when the stones come in that order, and
     * the filter of {@link #keepSafest} only when the strand is one move away.
     */
    static void keepClearOfSlowStrands(Engine root, int kind, List<Tally> alive) {
        Engine trial = new Engine();
        Engine probe = new Engine();
        int[] doomed = new int[alive.size()];
        for (int i = 0; i < alive.size(); i++) {
            trial.copyFrom(root);
            trial.place(alive.get(i).square, kind);
            doomed[i] = slowStrands(trial, probe);
        }
        keepFewest(alive, doomed);
    }

    /**
     * Stones still to come that a forced move will strand: for every kind with stones to come and a legal
     * square, the fewest stones (its own included) newly left with no legal square after it takes one of
     * its squares; summed over the kinds. The probe is working space.
     */
    static int slowStrands(Engine position, Engine probe) {
        int already = stranded(position);
        int total = 0;
        for (int k = 0; k < Engine.KINDS; k++) {
            total += slowStrand(position, probe, k, already);
        }
        return total;
    }

    /**
     * The fewest stones still to come (its own included) newly left with no legal square after the kind
     * takes one of its squares; 0 when it has no stones to come or no legal square. {@code already} is
     * {@link #stranded} of the position; the probe is working space.
     */
    static int slowStrand(Engine position, Engine probe, int kind, int already) {
        if (position.left[kind] == 0 || position.legalCount[kind] == 0) {
            return 0;
        }
        int least = Integer.MAX_VALUE;
        for (int s = 0; s < Engine.SQUARES && least > 0; s++) {
            if (!position.isLegal(s, kind)) {
                continue;
            }
            probe.copyFrom(position);
            probe.place(s, kind);
            least = Math.min(least, Math.max(0, stranded(probe) - already));
        }
        return least;
    }

    /** Stones still to come of kinds with no legal square. */
    static int stranded(Engine position) {
        int count = 0;
        for (int k = 0; k < Engine.KINDS; k++) {
            if (position.left[k] > 0 && position.legalCount[k] == 0) {
                count += position.left[k];
            }
        }
        return count;
    }

    private long elapsedMillis(long start) {
        return (clock.getAsLong() - start) / 1_000_000L;
    }
}
