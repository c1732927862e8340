package ishido.ai;

/** A searcher's tallies of one candidate square; all alive squares have been tried on the same samples. */
final class Tally {
    final int square;
    /** The policy's score of the square, which orders the candidates before any rollout. */
    final int prior;
    long sum;
    /** Sum over samples of the squared difference from the pinned square's rollout. */
    long squares;
    /** Rollouts that emptied the pouch. */
    long emptied;
    /** False for a pinned square the safety filter would have dropped: it cannot be the best. */
    boolean eligible = true;
    /** The samples this square saw, the pinned square's sum over them, and this square's sum over the even ones. */
    int seen;
    long pinnedSum;
    long evenSum;
    /** What the square's rollouts led to, when the reviewer watched them; null otherwise. */
    Witness witness;

    Tally(int square, int prior) {
        this.square = square;
        this.prior = prior;
    }
}
