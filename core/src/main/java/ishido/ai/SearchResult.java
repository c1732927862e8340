package ishido.ai;

import ishido.rules.Square;

/**
 * What a search chose: the square for the touchstone's stone, the mean final score of its rollouts
 * (the score after the move when no rollout was needed), the rollouts done and the time taken.
 */
public record SearchResult(Square square, double expectedScore, long iterations, long millis) {
}
