package ishido.ai;

import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.SplitMix64;
import ishido.work.Slice;
import ishido.work.Work;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * The computer as a teacher: weighs every move of a game against the searcher's best square on
 * the same sampled pouch orders, knowing, as the player did, only which stones remained. The searcher
 * chooses from the squares Master would (its safety filter and its guard against slow strands), so the
 * best square shown is one Master could play; the square played is weighed even when they drop it. Each move's
 * searcher is seeded from the reviewer's seed and the move's number, so with an iteration budget a
 * move's review does not depend on the order moves are analysed or the number of threads. Its rollouts are
 * chosen by the policy with its learned part ({@link MasterStyle#FITTED}), not by the value the Master's own
 * have: a review at its budget of rollouts takes half the time, and the rating bands were drawn for it.
 */
public final class Reviewer {
    /**
     * Rollouts per move at the reviewer's default, the game's and {@code review}'s: the trust table of docs/ai.md
     * ("The reviewer") chose it, and the rating bands were drawn at it.
     */
    public static final long ITERATIONS = 4000;
    /** The reviewer's seed in the game and the commands: the same game gets the same review. */
    public static final long SEED = 1;

    /** What the searcher reports while it weighs a move: nothing, the review wants only its verdict. */
    private static final SearchListener QUIET = p -> {
    };

    private final long seed;
    private final Limits limits;

    public Reviewer(long seed, Limits limits) {
        this.seed = seed;
        this.limits = limits;
    }

    public Limits limits() {
        return limits;
    }

    /**
     * Reviews one move under a scoring.
     *
     * @throws IllegalArgumentException when the square played is not legal for the stone
     */
    public MoveReview review(Turn turn, Scoring scoring) {
        return verdict(turn, weighing(turn, scoring).finish());
    }

    /** The searcher's weighing of one move, as work to be stepped; its own generator, from the move's number. */
    private Work<Verdict> weighing(Turn turn, Scoring scoring) {
        Searcher searcher = new Searcher(new SplitMix64(Playout.mix(seed + turn.number() * 0x9E3779B97F4A7C15L)),
                System::nanoTime, MasterStyle.FITTED);
        return searcher.startWeighing(turn.before(), turn.played(), limits, QUIET, Objective.of(scoring));
    }

    private static MoveReview verdict(Turn turn, Verdict v) {
        if (v == null) {
            throw new IllegalArgumentException("move " + turn.number() + ": " + turn.stone() + " cannot go on "
                    + turn.played());
        }
        boolean same = v.best().equals(turn.played());
        double loss = same ? 0 : Math.max(0, v.bestValue() - v.playedValue());
        Mark mark = same ? Mark.NONE : Mark.of(loss, v.noise(), v.bestValue());
        // A square as good as the best is the best, unless the searcher would never have played it.
        Square best = same || (loss == 0 && v.playedKept()) ? turn.played() : v.best();
        List<Candidate> weighed = new ArrayList<>(v.squares());
        for (int i = 0; i < weighed.size(); i++) {
            if (weighed.get(i).square().equals(best)) {
                // The best first, at no loss, before the squares whose loss also rounds to nothing.
                weighed.add(0, weighed.remove(i));
                weighed.set(0, new Candidate(best, 0, weighed.get(0).outcomes()));
                break;
            }
        }
        return new MoveReview(best, loss, v.noise(), mark, v.playedValue(), v.playedEmptied(), weighed);
    }

    /**
     * Reviews the moves of a game not yet reviewed, in order, until done or cancelled; each review is
     * in the game as soon as it is made.
     *
     * @return true when every move has its review
     */
    public boolean reviewAll(GameReview game, BooleanSupplier cancelled) {
        return reviewAll(game, cancelled, i -> {
        });
    }

    /** As {@link #reviewAll(GameReview, BooleanSupplier)}, telling {@code done} the index of each move reviewed. */
    public boolean reviewAll(GameReview game, BooleanSupplier cancelled, IntConsumer done) {
        return reviewing(game, cancelled, done).finish();
    }

    /**
     * The reviews of {@link #reviewAll(GameReview, BooleanSupplier, IntConsumer)} as work to be stepped:
     * a whole step reviews one move, a smaller slice a part of one; cancelling is seen between moves.
     */
    public Work<Boolean> reviewing(GameReview game, BooleanSupplier cancelled, IntConsumer done) {
        return new Work<>() {
            private int next;
            private Work<Verdict> weighing;
            private Boolean result;

            @Override
            public boolean step(Slice slice) {
                if (result != null) {
                    return true;
                }
                if (weighing == null) {
                    while (next < game.turns().size() && game.review(next) != null) {
                        next++;
                    }
                    if (next == game.turns().size() || cancelled.getAsBoolean()) {
                        result = next == game.turns().size();
                        return true;
                    }
                    weighing = weighing(game.turns().get(next), game.scoring());
                }
                if (!weighing.step(slice)) {
                    return false;
                }
                game.put(next, verdict(game.turns().get(next), weighing.result()));
                weighing = null;
                done.accept(next);
                next++;
                return false;
            }

            @Override
            public Boolean result() {
                return result;
            }

            @Override
            public void cancel() {
                if (weighing != null) {
                    weighing.cancel();
                }
            }
        };
    }
}
