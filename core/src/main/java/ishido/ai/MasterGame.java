package ishido.ai;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.work.Slice;
import ishido.work.Work;
import java.util.function.IntConsumer;

/**
 * The Master computer playing a whole deal alone, as "beat the Master" measures a player against it:
 * a fixed number of iterations per move and a generator seeded from the deal, so the same deal gives
 * the same game on any machine (given the same search code).
 */
public final class MasterGame {
    /** Rollouts per move: the play screen's own Master budget. */
    public static final long ITERATIONS = 1500;

    /** What the Master made of the deal: its score with the end bonus, its 4-Ways and the stones it left. */
    public record Result(long score, int fourWays, int stonesLeft) {
    }

    private MasterGame() {
    }

    /**
     * Plays the deal to its end; may take seconds, so callers run it in the background. The thread being
     * interrupted stops it early, returning null.
     */
    public static Result play(Deal deal, Scoring scoring, long iterations, long seed) {
        Work<Result> game = start(deal, scoring, iterations, seed);
        // A whole step plays one move; between moves an interrupt is heeded.
        while (!game.step(Slice.WHOLE)) {
            if (Thread.currentThread().isInterrupted()) {
                return null;
            }
        }
        return game.result();
    }

    /**
     * The game of {@link #play} as work to be stepped: a whole step plays one move, a smaller slice a
     * part of one, so a browser can play it between its frames.
     */
    public static Work<Result> start(Deal deal, Scoring scoring, long iterations, long seed) {
        return start(deal, scoring, iterations, seed, placed -> { });
    }

    /**
     * As {@link #start(Deal, Scoring, long, long)}, telling placed how many stones the Master has placed after each
     * one (on the thread that steps the work), so a screen can show how far it has got.
     */
    public static Work<Result> start(Deal deal, Scoring scoring, long iterations, long seed, IntConsumer placed) {
        Game game = new Game(deal, scoring);
        ComputerPlayer master = new ComputerPlayer(Skill.MASTER, new SplitMix64(seed));
        Limits limits = Limits.iterations(iterations);
        return new Work<>() {
            private Work<SearchResult> move;
            private Result result;

            @Override
            public boolean step(Slice slice) {
                if (result != null) {
                    return true;
                }
                if (move == null && !game.isOver()) {
                    move = master.start(Position.of(game), limits, SearchListener.NONE);
                }
                if (move != null) {
                    if (!move.step(slice)) {
                        return false;
                    }
                    SearchResult r = move.result();
                    move = null;
                    if (r != null) {
                        try {
                            game.place(r.square());
                            placed.accept(game.placed());
                        } catch (IllegalMoveException e) {
                            throw new IllegalStateException("the Master chose an illegal square: " + e.getMessage(), e);
                        }
                        if (!game.isOver()) {
                            return false;
                        }
                    }
                }
                result = new Result(game.finalScore(), game.fourWays(), game.stonesLeft());
                return true;
            }

            @Override
            public Result result() {
                return result;
            }

            @Override
            public void cancel() {
                if (move != null) {
                    move.cancel();
                }
            }
        };
    }
}
