package ishido.ai;

import ishido.rules.Square;
import java.util.List;

/**
 * The searcher's weighing of one played move: its own best square, that square's expected value
 * measured apart from the samples that chose it and the played square's mean rollout value (over
 * the same samples), the standard error of their difference, the played square's share of rollouts
 * that emptied the pouch, the work done, every square weighed with its loss, least first, and whether
 * the played square was among the squares the searcher itself would have chosen from (not dropped by
 * its safety filter or its guard).
 */
record Verdict(Square best, double bestValue, double playedValue, double noise, double playedEmptied,
        int samples, long iterations, long millis, List<Candidate> squares, boolean playedKept) {
}
