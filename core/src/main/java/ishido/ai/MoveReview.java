package ishido.ai;

import ishido.rules.Square;

/**
 * The review of one move: the searcher's best square, what the move played cost against it (in
 * the points of the game's scoring, 0 when the move played is the best), that loss's standard
 * error, the mark, and the expected value after the move played (final points, or the Ancient
 * ranking value) with the chance of emptying the pouch from there.
 */
public record MoveReview(Square best, double loss, double noise, Mark mark, double expected, double emptyChance) {
    /** The loss as a share of the best square's expected value (what marks and ratings weigh). */
    public double share() {
        return Mark.share(loss, expected + loss);
    }
}
