package ishido.ai;

import ishido.rules.Square;

/**
 * The searcher's weighing of one played move: its own best square, the mean rollout value of that
 * square and of the one played (over the same samples), the standard error of their difference,
 * the played square's share of rollouts that emptied the pouch, and the work done.
 */
record Verdict(Square best, double bestValue, double playedValue, double noise, double playedEmptied,
        int samples, long iterations, long millis) {
}
