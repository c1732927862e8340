package ishido.web;

import ishido.ai.Limits;
import ishido.ai.SearchResult;
import ishido.ai.SelfPlay;
import ishido.ai.Skill;
import ishido.rules.Deal;
import ishido.rules.IllegalMoveException;
import ishido.work.Helpers;
import ishido.work.Job;
import ishido.work.Scheduler;
import ishido.work.SlicedScheduler;
import java.util.Map;
import java.util.Set;

/**
 * The desktop's {@code selfplay} benchmark in the page ({@code index.html?selfplay&games=N&seed=S} with
 * {@code iterations=K} or {@code ms-per-move=M}): the computer plays Master's games with its search run
 * as in the game, a slice of each 60 Hz tick, and the page shows the same lines the command prints, so a
 * run with an iteration budget can be compared line for line and a timed run measures the browser's
 * strength at Master's time budget. As in the game, the search hands its rounds to the page's helpers (Web
 * Workers), as many as {@code threads=} (1 by default, as the command); {@code helpers=0} keeps it on the
 * page's thread alone, as before the helpers. The first game waits for the helpers to load.
 */
final class PageSelfPlay {
    private static final Set<String> KNOWN = Set.of("selfplay", "games", "seed", "iterations", "ms-per-move", "threads",
            "helpers", "wasm", "js");

    private final int games;
    private final long seed;
    private final Limits limits;
    private final StringBuilder out = new StringBuilder();
    private final TickClock clock = new TickClock();
    /** The page's helpers, or null when asked to search without them. */
    private final PageHelpers helpers;
    private final SlicedScheduler background;
    private final Scheduler lane;
    private SelfPlay current;
    private Job<SearchResult> move;
    private double moveStarted;
    private int index;
    private long moves;
    private long nanos;
    private double sumScore;
    private int emptied;

    private PageSelfPlay(int games, long seed, Limits limits, boolean withHelpers) {
        this.games = games;
        this.seed = seed;
        this.limits = limits;
        this.helpers = withHelpers ? PageHelpers.start() : null;
        this.background = new SlicedScheduler(() -> (long) (Page.now() * 1_000_000),
                helpers == null ? Helpers.NONE : helpers);
        this.lane = background.lane();
    }

    /** True when the query asks for the benchmark instead of the game. */
    static boolean asked(String query) {
        return LaunchParameters.values(query).containsKey("selfplay");
    }

    /**
     * Reads the benchmark's parameters.
     *
     * @throws IllegalArgumentException with the one line to show when one is wrong
     */
    static PageSelfPlay parse(String query) {
        Map<String, String> values = LaunchParameters.values(query);
        for (String name : values.keySet()) {
            if (!KNOWN.contains(name)) {
                throw new IllegalArgumentException("selfplay: unknown parameter '" + name + "'");
            }
        }
        int games = (int) number(values, "games", 10, 1, 10_000);
        long seed = number(values, "seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        if (values.containsKey("iterations") && values.containsKey("ms-per-move")) {
            throw new IllegalArgumentException("selfplay: give ms-per-move or iterations, not both");
        }
        Limits limits = values.containsKey("iterations")
                ? Limits.iterations(number(values, "iterations", 0, 1, 1_000_000_000))
                : Limits.millis(number(values, "ms-per-move", 100, 1, 3_600_000));
        limits = limits.withThreads((int) number(values, "threads", 1, 1, PageHelpers.MOST));
        boolean withHelpers = number(values, "helpers", 1, 0, 1) == 1;
        return new PageSelfPlay(games, seed, limits, withHelpers);
    }

    private static long number(Map<String, String> values, String name, long otherwise, long min, long max) {
        if (!values.containsKey(name)) {
            return otherwise;
        }
        try {
            long n = Long.parseLong(values.get(name).strip());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("selfplay: " + name + " must be a whole number from " + min + " to " + max
                + ", not '" + values.get(name) + "'");
    }

    void run() {
        Page.nextFrame(this::frame);
    }

    private void frame(double now) {
        if (helpers != null && PageHelpers.starting() && index == 0 && current == null) {
            Page.nextFrame(this::frame);
            return;
        }
        try {
            for (int t = clock.ticksDue(now); t > 0 && index < games; t--) {
                tick();
            }
        } catch (IllegalMoveException e) {
            say("ishido: selfplay: game " + (index + 1) + ": the player chose an illegal move: " + e.getMessage());
            return;
        } catch (RuntimeException e) {
            say("ishido: selfplay: game " + (index + 1) + ": " + e);
            return;
        }
        if (index < games) {
            Page.nextFrame(this::frame);
        } else {
            // Put together by hand: TeaVM 0.15's String.format fails on a %.1f followed by %%.
            say("games=" + games + " emptied=" + tenths(100.0 * emptied / games) + "% mean_score="
                    + tenths(sumScore / games) + " ms_per_move=" + tenths(moves == 0 ? 0.0 : nanos / 1e6 / moves));
            Page.publish("selfplayDone", Page.now());
        }
    }

    /** One tick: the search gets its slice; a finished search's move is played and the next one started. */
    private void tick() throws IllegalMoveException {
        if (current == null) {
            current = new SelfPlay(Deal.random(seed + index), seed, index, Skill.MASTER, limits);
        }
        if (move == null) {
            moveStarted = Page.now();
            move = lane.start(current.startMove());
        }
        background.tick();
        if (!move.isDone()) {
            return;
        }
        if (move.failure() != null) {
            throw new IllegalStateException("the search failed: " + move.failure());
        }
        boolean more = current.place(move.result(), (long) ((Page.now() - moveStarted) * 1_000_000));
        move = null;
        if (!more) {
            finishGame();
        }
    }

    private void finishGame() {
        moves += current.moves();
        nanos += current.nanos();
        sumScore += current.game().finalScore();
        if (current.game().end() == ishido.rules.Game.End.POUCH_EMPTY) {
            emptied++;
        }
        say(current.line());
        current = null;
        index++;
    }

    /** The number rounded to one decimal, as %.1f writes it. */
    static String tenths(double value) {
        long t = Math.round(Math.abs(value) * 10);
        return (value < 0 && t > 0 ? "-" : "") + t / 10 + "." + t % 10;
    }

    private void say(String line) {
        out.append(line).append('\n');
        Page.report(out.toString());
    }
}
