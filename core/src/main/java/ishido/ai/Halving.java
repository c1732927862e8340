package ishido.ai;

import ishido.rules.Square;
import ishido.work.Slice;
import ishido.work.Work;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;

/**
 * Sequential halving over the alive squares, which it leaves sorted best first (by sum) and cut down to
 * the last round's; a pinned square is kept to the end and, being rolled out on every sample, gathers each
 * square's sum of squared differences from it. Done in steps: a whole step runs every round on the limits'
 * threads (one {@link Crew} for all of them); a smaller slice runs samples one by one on the caller's
 * thread, a round's tallies gathered as the samples come.
 */
final class Halving implements Work<Halving> {
    /** Progress is reported at most this often. */
    private static final long LISTENER_INTERVAL_MS = 50;
    /** Halving rounds never leave fewer squares than this, so the last round compares at least two. */
    private static final int MIN_ALIVE = 2;
    /** A timed search aims to finish this much early, as the last sample and the thread joins run over. */
    private static final long TIME_MARGIN_MS = 2;

    private final Policy policy;
    private final LongSupplier clock;
    private final BiFunction<Runnable, String, Thread> newThread;
    private final Engine root;
    private final int kind;
    private final List<Tally> alive;
    private final Tally pinned;
    private final long base;
    private final Limits limits;
    private final SearchListener listener;
    private final Objective objective;
    /** The evaluation that values rollouts at their horizon, or null (rollouts play to the end). */
    private final Evaluation horizon;
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

    /**
     * The halving of the alive squares for a stone of the kind at the root, its samples numbered from the
     * seed base; the pinned square (or null) is never dropped. The clock (nanoseconds) times the limits and
     * the progress reports; newThread makes a whole step's helper threads.
     */
    Halving(Policy policy, LongSupplier clock, BiFunction<Runnable, String, Thread> newThread, Engine root,
            int kind, List<Tally> alive, Tally pinned, long base, Limits limits, SearchListener listener,
            Objective objective, Evaluation horizon, long start) {
        this.policy = policy;
        this.horizon = horizon;
        this.clock = clock;
        this.newThread = newThread;
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
        Crew crew = null;
        try {
            while (round < rounds) {
                if (sampler == null && slice.isWhole()) {
                    if (crew == null) {
                        crew = new Crew(limits.threads(), newThread);
                    }
                    begin();
                    end(runRound(crew));
                    continue;
                }
                if (sampler == null) {
                    begin();
                    sampler = new Sampler(policy, squares.length, pin >= 0, objective, horizon);
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
        } finally {
            if (crew != null) {
                crew.close();
            }
        }
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

    /**
     * The round set up by {@link #begin} on every worker of the crew: each takes the next sample's number
     * until the target or the round's end in time is reached, or another worker has failed.
     */
    private Sampler.Round runRound(Crew crew) {
        AtomicInteger next = new AtomicInteger();
        Sampler[] samplers = new Sampler[limits.threads()];
        for (int t = 0; t < samplers.length; t++) {
            samplers[t] = new Sampler(policy, squares.length, pin >= 0, objective, horizon);
        }
        int first = samples;
        crew.run(worker -> {
            Sampler mine = samplers[worker];
            while (!crew.failed()) {
                // A timed round always gets one sample, so every square keeps a mean.
                if (target == Integer.MAX_VALUE && next.get() > 0 && clock.getAsLong() >= roundEnd) {
                    return;
                }
                int i = next.getAndIncrement();
                if (i >= target) {
                    return;
                }
                mine.sample(root, kind, squares, pin, base, first + i);
            }
        });
        return Sampler.total(samplers, squares.length);
    }

    /** Adds a round's tallies, drops the worse half of the squares, and reports progress. */
    private void end(Sampler.Round r) {
        for (int i = 0; i < squares.length; i++) {
            Tally t = alive.get(i);
            t.sum += r.sums()[i];
            t.squares += r.squares()[i];
            t.emptied += r.emptied()[i];
            t.evenSum += r.evens()[i];
            t.seen += r.samples();
            t.pinnedSum += pin >= 0 ? r.sums()[pin] : 0;
        }
        samples += r.samples();
        evens += r.evenSamples();
        iterations += (long) r.samples() * squares.length;
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
