package ishido.ai;

import ishido.rules.Square;

/** A square the reviewer weighed for a move, and what it loses against the best (0 for the best). */
public record Candidate(Square square, double loss) {
}
