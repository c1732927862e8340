package ishido.ai;

import ishido.rules.Square;

/**
 * A search's state so far: rollouts done, time spent, the square it currently prefers, that
 * square's mean final score over its rollouts, and how many squares are still considered.
 */
public record SearchProgress(long iterations, long millis, Square best, double expectedScore, int candidates) {
}
