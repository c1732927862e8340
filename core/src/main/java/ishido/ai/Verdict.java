package ishido.ai;

import ishido.rules.Square;
import java.util.List;

/**
 * The searcher's weighing of one played move: its own best square, that square's expected value
 * measured apart from the samples that chose it and the played square's mean rollout value (over
 * the same samples), the standard error of their difference, the played square's share of rollouts
 * that emptied the pouch, the work done, and every square weighed with its loss, least first.
 */
record Verdict(Square best, double bestValue, double playedValue, double noise, double playedEmptied,
        int samples, long iterations, long millis, List<Candidate> squares) {
}
