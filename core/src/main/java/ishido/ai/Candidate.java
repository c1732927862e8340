package ishido.ai;

import ishido.rules.Square;

/**
 * A square the reviewer weighed for a move, what it loses against the best (0 for the best), and what its
 * rollouts led to (null where they were not watched, as in a review made by hand).
 */
public record Candidate(Square square, double loss, Outcomes outcomes) {
    /** A square weighed with no record of its rollouts. */
    public Candidate(Square square, double loss) {
        this(square, loss, null);
    }
}
