package ishido.ai;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;

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
        Game game = new Game(deal, scoring);
        ComputerPlayer master = new ComputerPlayer(Skill.MASTER, new SplitMix64(seed));
        Limits limits = Limits.iterations(iterations);
        while (!game.isOver()) {
            if (Thread.currentThread().isInterrupted()) {
                return null;
            }
            SearchResult r = master.choose(Position.of(game), limits, SearchListener.NONE);
            if (r == null) {
                break;
            }
            try {
                game.place(r.square());
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("the Master chose an illegal square: " + e.getMessage(), e);
            }
        }
        return new Result(game.finalScore(), game.fourWays(), game.stonesLeft());
    }
}
