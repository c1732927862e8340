package ishido.screens.play;

import ishido.ai.ComputerPlayer;
import ishido.ai.Limits;
import ishido.ai.Position;
import ishido.ai.SearchListener;
import ishido.ai.SearchResult;
import ishido.ai.Skill;
import ishido.match.Timer;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.work.Failures;
import ishido.work.Job;
import ishido.work.Scheduler;
import ishido.work.Schedulers;
import ishido.work.Work;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;

/**
 * The computer player as the play screen uses it: asked to think about a position, it answers with a
 * square later, so the screen keeps ticking. In the game it thinks on a thread of its own with a time
 * budget; in tests and screenshots it thinks at once with an iteration budget, so runs repeat exactly.
 * The background is the platform's ({@link Schedulers}): a thread on the desktop, slices of the ticks in a browser.
 */
public final class Thinker {
    /** Mixed into the seed of each lower skill's generator, so the levels do not share one sequence. */
    private static final long SKILL_SALT = 0x5EED_0000_0001L;


    /**
     * How much sooner than its answer lands a background search aims to end. In a browser the search
     * begins at the tick after the question and ends at the first tick after its time, and a search not
     * yet done when its answer is due is finished within that tick, holding up the frame (an emulated
     * phone's frames took up to 100 ms): three ticks keep it done before it lands, wherever it runs.
     */
    static final long LANDING_MARGIN_MILLIS = 50;

    /** A search: the square for a position at a skill. */
    interface Search {
        SearchResult choose(Position position, Skill skill);
    }

    /** One player per skill, made when first asked, each with a generator of its own. */
    private final Map<Skill, ComputerPlayer> players = new EnumMap<>(Skill.class);
    /** The search for a position at a skill, as work to be stepped. */
    private final BiFunction<Position, Skill, Work<SearchResult>> search;
    private final Scheduler executor;
    /** The Master's limits (the lower skills search as they always do); null for a search of one's own. */
    final Limits limits;
    /** Ticks from a question to its answer; 0 for an answer as soon as the search is done. */
    private final int landTicks;
    private Job<SearchResult> pending;
    private SearchResult done;
    /** The error of the last search, until the screen takes it; it is logged when it happens. */
    private Throwable failure;
    /** Calls of take() since the question, each one tick of the play screen. */
    private int asked;

    private Thinker(long seed, Limits limits, Schedulers background, int landTicks, LongSupplier clock) {
        this(seed, limits, background != null ? thread(background) : null, landTicks, clock);
    }

    /** A thinker whose searches run on the given scheduler (null: at once, within the call). */
    Thinker(long seed, Limits limits, Scheduler scheduler, int landTicks) {
        this(seed, limits, scheduler, landTicks, System::nanoTime);
    }

    /** As above, the searches' time budgets kept by the given clock of nanoseconds. */
    private Thinker(long seed, Limits limits, Scheduler scheduler, int landTicks, LongSupplier clock) {
        this.landTicks = landTicks;
        this.limits = limits;
        // Master's generator is seeded as the searcher's always was, so its games stay the same.
        this.search = (position, skill) -> players.computeIfAbsent(skill, k -> new ComputerPlayer(k,
                new SplitMix64(k == Skill.MASTER ? seed : seed ^ SKILL_SALT * k.ordinal()), clock))
                .start(position, limits, SearchListener.NONE);
        this.executor = scheduler;
    }

    /** A thinker on a search of one's own (tests give one that fails); background as {@link #deterministic}. */
    Thinker(Search search, Schedulers background, int landTicks) {
        this.search = (position, skill) -> Work.whole(() -> search.choose(position, skill));
        this.landTicks = landTicks;
        this.limits = null;
        this.executor = background != null ? thread(background) : null;
    }

    private static Scheduler thread(Schedulers background) {
        return background.scheduler("ishido-computer", false);
    }

    /**
     * Thinks on its own thread for the given time per move, searching on as many threads as the background
     * spares ({@link Schedulers#searchThreads}); the answer lands the tick its time is up (60 ticks a second),
     * never sooner, so the pace does not depend on the machine.
     */
    public static Thinker background(long seed, long millisPerMove, Schedulers background) {
        return background(seed, millisPerMove, background, System::nanoTime);
    }

    /** As above, the search's time kept by the given clock of nanoseconds (the one the ticks are counted by). */
    static Thinker background(long seed, long millisPerMove, Schedulers background, LongSupplier clock) {
        long searchMillis = Math.max(millisPerMove / 2, millisPerMove - LANDING_MARGIN_MILLIS);
        Limits limits = Limits.millis(searchMillis).withThreads(background.searchThreads());
        return new Thinker(seed, limits, background,
                (int) ((millisPerMove * Timer.TICKS_PER_SECOND + 999) / 1000), clock);
    }

    /** Thinks at once, within the call, for the given number of rollouts: reproducible. */
    public static Thinker immediate(long seed, long iterations) {
        return new Thinker(seed, Limits.iterations(iterations), (Schedulers) null, 0, System::nanoTime);
    }

    /**
     * Thinks on its own thread for the given number of rollouts and answers exactly landTicks ticks
     * after the question (waiting for the search if it is slower): the same answers at the same ticks
     * as {@link #immediate} for landTicks 1, so a recorded live session replays frame for frame.
     */
    public static Thinker deterministic(long seed, long iterations, int landTicks, Schedulers background) {
        return new Thinker(seed, Limits.iterations(iterations), background, landTicks, System::nanoTime);
    }

    /** Starts thinking about a position at Master skill (Suggest Move), dropping any earlier question. */
    public void start(Position position) {
        start(position, Skill.MASTER);
    }

    /** Starts thinking about a position at a skill, dropping any earlier question. */
    public void start(Position position, Skill skill) {
        cancel();
        asked = 0;
        failure = null;
        if (executor == null) {
            try {
                done = search.apply(position, skill).finish();
            } catch (RuntimeException | Error e) {
                failed(e);
            }
        } else {
            // Made where it runs, as before: a question dropped before its search began draws nothing.
            pending = executor.start(Work.later(() -> search.apply(position, skill)));
        }
    }

    /** True for a thinker with a thread of its own (the real game's), false for one that answers at once (tests). */
    boolean inBackground() {
        return executor != null;
    }

    /** True from start until the answer is taken or dropped. */
    public boolean isBusy() {
        return pending != null || done != null;
    }

    /** The square chosen, once thinking is over (null before, or when the stone fits nowhere); taking it clears it. */
    public Square take() {
        asked++;
        if (pending != null && asked < landTicks) {
            return null;
        }
        if (pending != null && (landTicks > 0 || pending.isDone())) {
            done = pending.await();
            if (pending.failure() != null) {
                done = null;
                failed(pending.failure());
            }
            pending = null;
        }
        if (done == null) {
            return null;
        }
        Square s = done.square();
        done = null;
        return s;
    }

    private void failed(Throwable e) {
        failure = e;
        Failures.log("the computer's search", e);
    }

    /**
     * The error of a search that threw instead of answering, once: taking it clears it. The search is not
     * tried again by itself; the screen says the computer could not move.
     */
    public Throwable takeFailure() {
        Throwable e = failure;
        failure = null;
        return e;
    }

    /** Forgets the question; a background search still running finishes unseen. */
    public void cancel() {
        if (pending != null) {
            pending.cancel();
        }
        pending = null;
        done = null;
    }

    /** Forgets the question and ends the background thread: the thinker is not asked again. */
    public void close() {
        cancel();
        if (executor != null) {
            executor.close();
        }
    }
}
