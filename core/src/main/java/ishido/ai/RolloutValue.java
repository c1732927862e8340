package ishido.ai;

import ishido.assets.Assets;
import java.util.Arrays;

/**
 * The value that chooses the Master's rollout moves: what a board is worth with the stones still to come, an
 * n-tuple network as the 2048 players have one, learned by temporal difference on its own games
 * ({@link ValueTrainer}, the {@code learn} command). Each square is in one of {@link ValueChoice#STATES}
 * states: taken, empty with no neighbour, or empty with 1 to 4 neighbours and 0, 1, 2 or 3 and more stones still
 * to come that fit it. The value is the sum, at the game's phase (a twelfth of a deal), of a weight for each 2x2
 * block of squares by its four states, one for each square by its state, one for the stones that can no longer
 * be placed (up to 7) and one for the phase. A rollout puts each stone on the square whose move earns most (a
 * 4-Way is worth {@link ValueChoice#UNIT}, emptying the pouch one more) plus the value after it
 * ({@link ValueChoice}).
 *
 * <p>The weights are integers, so the page's JavaScript sums them as the desktop does; they are kept in a
 * {@link ValueFile}.
 */
public final class RolloutValue {
    /** The shipped weights, among the assets (the assets module's resources). */
    static final String RESOURCE = "ai/value.bin";

    private static RolloutValue shipped;

    /** {@link ValueChoice#COUNT} weights, in units of {@link ValueChoice#UNIT}; never written. */
    final int[] weights;
    private final int hash;

    RolloutValue(int[] weights) {
        if (weights.length != ValueChoice.COUNT) {
            throw new IllegalArgumentException("the rollouts' value needs " + ValueChoice.COUNT + " weights, not " + weights.length);
        }
        this.weights = weights.clone();
        this.hash = Arrays.hashCode(weights);
    }

    /**
     * The value a file written by the {@code learn} command holds.
     *
     * @throws IllegalArgumentException with a one-line message, when it is not one
     */
    public static RolloutValue read(byte[] file) {
        return new RolloutValue(ValueFile.read(file));
    }

    /** The shipped weights, read from the assets the first time they are asked for. */
    public static synchronized RolloutValue shipped() {
        if (shipped == null) {
            try {
                shipped = read(Assets.bytes(RESOURCE));
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("the shipped rollouts' value " + RESOURCE + " is damaged: " + e.getMessage());
            }
        }
        return shipped;
    }

    /** Equal weights are the same value (so a style with the shipped weights read twice is one style). */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof RolloutValue v && v.hash == hash && Arrays.equals(v.weights, weights);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "RolloutValue[" + Arrays.stream(weights).filter(x -> x != 0).count() + " weights]";
    }
}
