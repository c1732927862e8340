package ishido.ai;

import ishido.rules.Square;
import java.util.List;

/**
 * The review of one move: the searcher's best square, what the move played cost against it (in
 * the points of the game's scoring, 0 when the move played is the best), that loss's standard
 * error, the mark, and the expected value after the move played (final points, or the Ancient
 * ranking value) with the chance of emptying the pouch from there, the squares the searcher
 * weighed, each with its loss against the best, least first (the best, and the played one, among them),
 * and whether it is the move after which the game's stuck ending became likely (see {@link GameReview#stuck()}).
 */
public record MoveReview(Square best, double loss, double noise, Mark mark, double expected, double emptyChance,
        List<Candidate> weighed, boolean stuck) {
    public MoveReview {
        weighed = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(weighed));
    }

    /** A move's review that is not where a stuck ending became likely. */
    public MoveReview(Square best, double loss, double noise, Mark mark, double expected, double emptyChance,
            List<Candidate> weighed) {
        this(best, loss, noise, mark, expected, emptyChance, weighed, false);
    }

    /**
     * The k squares that lost least (the best first), then the one played when it is not among them:
     * what the review shows and prints.
     */
    public List<Candidate> shown(Square played, int k) {
        List<Candidate> out = new java.util.ArrayList<>();
        Candidate playedOne = null;
        for (Candidate c : weighed) {
            if (out.size() < k) {
                out.add(c);
            } else if (c.square().equals(played)) {
                playedOne = c;
            }
        }
        if (playedOne != null) {
            out.add(playedOne);
        }
        return out;
    }

    /** The square as weighed (with what its rollouts led to), or the square alone, at this move's loss, if it was not. */
    public Candidate candidate(Square square) {
        for (Candidate c : weighed) {
            if (c.square().equals(square)) {
                return c;
            }
        }
        return new Candidate(square, square.equals(best) ? 0 : loss);
    }

    /** The expected value of the best square (final points, or the Ancient ranking value). */
    public double bestExpected() {
        return expected + loss;
    }

    /** The loss as a share of the best square's expected value (what marks and ratings weigh). */
    public double share() {
        return Mark.share(loss, expected + loss);
    }

    /** This review marked as the move that made the stuck ending likely: a blunder at least. */
    MoveReview stuckHere() {
        Mark m = mark.ordinal() < Mark.BLUNDER.ordinal() ? Mark.BLUNDER : mark;
        return new MoveReview(best, loss, noise, m, expected, emptyChance, weighed, true);
    }
}
