package ishido.ai;

import ishido.rules.Square;
import ishido.work.Helpers;
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
 * threads (one {@link Crew} for all of them); a smaller slice hands each round to the slice's helpers (a
 * browser's workers, as many as the limits' threads) when it has any, else runs samples one by one on the
 * caller's thread, a round's tallies gathered as the samples come. The helpers answer between steps, and
 * each answer ends its round and sends the next at once, so no round waits for a tick.
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
    /** Whether each square's rollouts are witnessed into its tally (the reviewer's weighing only). */
    private final boolean watching;
    private final long start;
    private final int rounds;
    private final long deadline;
    /** Rollouts in all, and the samples every surviving square saw (and the even-numbered of them), over the rounds ended. */
    long iterations;
    int samples;
    int evens;
    private long lastReport;
    private int round;
    /** The number of the next round's first sample: the samples so far, unless helpers in time left gaps. */
    private int nextNumber;
    /** How a helper's message names the rollouts' policy, or -1 when no helper can play them. */
    private final int helperPolicy;
    /** Whether the round under way is out with the helpers. */
    private boolean away;
    /** Rounds sent to helpers so far: an answer to any but the last sent is let go (its round was run here after all). */
    private int errands;
    /** Whether a helper failed during this search: its rounds then stay on the caller's thread. */
    private boolean helpersFailed;
    /** Whether the search was given up: a round out with the helpers then sends no next one. */
    private boolean cancelled;
    /** A failure while taking the helpers' answers, out of any step: thrown by the next step. */
    private RuntimeException failure;

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
     * the progress reports; newThread makes a whole step's helper threads. When watching, what each square's
     * rollouts led to is gathered into its tally ({@link Tally#witness}), a helper's answer carrying its part.
     */
    Halving(Policy policy, LongSupplier clock, BiFunction<Runnable, String, Thread> newThread, Engine root,
            int kind, List<Tally> alive, Tally pinned, long base, Limits limits, SearchListener listener,
            Objective objective, long start, boolean watching) {
        this.policy = policy;
        this.watching = watching;
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
        this.helperPolicy = policy.helperCode() < 0 ? -1
                : policy.helperCode() | (watching ? HelperRound.WATCHING : 0);
    }

    /** Given up: the round out with the helpers (if any) is their last for this search, its answer let go. */
    @Override
    public void cancel() {
        cancelled = true;
        away = false;
    }

    /** Runs a slice of the rounds; true once the last has ended. */
    @Override
    public boolean step(Slice slice) {
        long used = 0;
        Crew crew = null;
        try {
            if (failure != null) {
                throw failure;
            }
            while (round < rounds) {
                if (away) {
                    if (!slice.isWhole()) {
                        // The helpers' answers come between steps.
                        return false;
                    }
                    // A whole step cannot wait for their messages: the round is run here, from its first sample.
                    away = false;
                }
                if (sampler == null && slice.isWhole()) {
                    if (crew == null) {
                        crew = new Crew(limits.threads(), newThread);
                    }
                    begin();
                    Sampler.Round r = runRound(crew);
                    end(r, r.samples());
                    continue;
                }
                if (sampler == null) {
                    begin();
                    if (sendAway(slice.helpers())) {
                        continue;
                    }
                    sampler = new Sampler(policy, squares.length, pin >= 0, objective, watching);
                }
                int done = sampler.count;
                boolean over = target == Integer.MAX_VALUE ? done > 0 && clock.getAsLong() >= roundEnd : done >= target;
                if (over) {
                    Sampler finished = sampler;
                    sampler = null;
                    end(finished.round(), finished.count);
                    continue;
                }
                // At least one sample a step, so a slice whose time went on other work still moves the search on.
                // (A whole step after sliced ones ends the round under way here, then runs the rest at once.)
                if (used > 0 && slice.isSpent(used)) {
                    return false;
                }
                sampler.sample(root, kind, squares, pin, base, nextNumber + done);
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
            samplers[t] = new Sampler(policy, squares.length, pin >= 0, objective, watching);
        }
        int first = nextNumber;
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

    /**
     * Hands the round set up by {@link #begin} to the helpers, if the slice offers any that are free and they
     * can play this search's rollouts: helper h of n gets samples h, h + n, ... of the round's numbers.
     *
     * @return whether the round is out with them
     */
    private boolean sendAway(Helpers helpers) {
        int n = Math.min(limits.threads(), helpers.count());
        if (n == 0 || helperPolicy < 0 || helpersFailed || cancelled) {
            return false;
        }
        long micros = limits.isTimed() ? Math.max(0, (roundEnd - clock.getAsLong()) / 1000) : 0;
        int[][] messages = new int[n][];
        for (int h = 0; h < n; h++) {
            messages[h] = HelperRound.message(root, kind, squares, pin, base, nextNumber, h, n,
                    limits.isTimed() ? -1 : target, micros, objective, helperPolicy);
        }
        int errand = ++errands;
        away = true;
        if (!helpers.send(messages, answers -> arrived(errand, answers, helpers))) {
            away = false;
            return false;
        }
        return true;
    }

    /**
     * The helpers' answers to a round: it ends, and the next goes out at once. An answer to a round given up
     * (run by a whole step meanwhile, or the search cancelled: either way no longer away) is let go; a helper's
     * failure leaves the round to the next step.
     */
    private void arrived(int errand, double[][] answers, Helpers helpers) {
        if (errand != errands || !away) {
            return;
        }
        away = false;
        if (answers == null) {
            helpersFailed = true;
            return;
        }
        try {
            Sampler.Round r = HelperRound.total(answers, squares.length);
            // In time the helpers' counts differ, and the round used n numbers for each sample of the busiest.
            end(r, limits.isTimed() ? HelperRound.most(answers) * answers.length : r.samples());
            if (round < rounds) {
                begin();
                sendAway(helpers);
            }
        } catch (RuntimeException e) {
            // The answers came between steps, where nothing would catch it; the job's next step throws it.
            failure = e;
            away = false;
        }
    }

    /**
     * Adds a round's tallies, drops the worse half of the squares, and reports progress; the round used
     * sample numbers up to {@code numbers} past its first.
     */
    private void end(Sampler.Round r, int numbers) {
        nextNumber += numbers;
        for (int i = 0; i < squares.length; i++) {
            Tally t = alive.get(i);
            t.sum += r.sums()[i];
            t.squares += r.squares()[i];
            t.emptied += r.emptied()[i];
            t.evenSum += r.evens()[i];
            t.seen += r.samples();
            t.pinnedSum += pin >= 0 ? r.sums()[pin] : 0;
            if (r.witnesses() != null) {
                if (t.witness == null) {
                    t.witness = new Witness();
                }
                t.witness.add(r.witnesses()[i]);
            }
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
