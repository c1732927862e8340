package ishido.ai;

import ishido.assets.Assets;
import java.util.Arrays;

/**
 * The value that chooses the Master's rollout moves: what a board is worth with the stones still to come, an
 * n-tuple network as the 2048 players have one, learned by temporal difference on its own games
 * (the lab's {@code ValueTrainer} and {@code learn} command). Each square is in one of {@link #STATES}
 * states: taken, empty with no neighbour, or empty with 1 to 4 neighbours and 0, 1, 2 or 3 and more stones still
 * to come that fit it. The value is the sum, at the game's phase (the stones to come by twelves), of a weight for each 2x2
 * block of squares by its four states, one for each square by its state, one for the stones that can no longer
 * be placed (up to 7) and one for the phase. A rollout puts each stone on the square whose move earns most (a
 * 4-Way is worth {@link #UNIT}, emptying the pouch one more) plus the value after it
 * ({@link ValueChoice}).
 *
 * <p>The weights are integers, so the page's JavaScript sums them as the desktop does; they are kept in a
 * {@link ValueFile}.
 */
public final class RolloutValue {
    /** The shipped weights, among the assets (the assets module's resources). */
    static final String RESOURCE = "ai/value.bin";

    /** A square's states: taken, empty with no neighbour, empty with n neighbours and m fitting stones to come. */
    static final int STATES = 18;
    static final int PHASES = 6;
    /** The stones of a deal's pouch in a phase: the last phase has the 12 last and the tableau's rest. */
    static final int PHASE_STONES = 12;
    /** The value's units in a 4-Way (and in emptying the pouch). */
    static final int UNIT = 4096;
    private static final int ROWS = 8;
    private static final int COLUMNS = 12;
    static final int BLOCKS = (ROWS - 1) * (COLUMNS - 1);
    static final int BLOCK_SIZE = STATES * STATES * STATES * STATES;
    /** Where each part's weights start: blocks, squares, the stranded stones, the phase's own. */
    static final int SQUARE_WEIGHTS = PHASES * BLOCK_SIZE;
    static final int STRAND_WEIGHTS = SQUARE_WEIGHTS + PHASES * Engine.SQUARES * STATES;
    static final int MOST_STRANDED = 7;
    static final int PHASE_WEIGHTS = STRAND_WEIGHTS + PHASES * (MOST_STRANDED + 1);
    static final int COUNT = PHASE_WEIGHTS + PHASES;
    /** The weights in use at once: one a block, one a square, the stranded stones' and the phase's. */
    static final int ACTIVE = BLOCKS + Engine.SQUARES + 2;
    /** Each block's top-left square. */
    static final int[] BLOCK_AT = new int[BLOCKS];
    /** Each square's blocks, up to four, with -1 after the last. */
    static final int[] BLOCKS_OF = new int[Engine.SQUARES * 4];

    static {
        Arrays.fill(BLOCKS_OF, -1);
        for (int r = 0; r < ROWS - 1; r++) {
            for (int c = 0; c < COLUMNS - 1; c++) {
                int b = r * (COLUMNS - 1) + c;
                int at = r * COLUMNS + c;
                BLOCK_AT[b] = at;
                for (int s : new int[] {at, at + 1, at + COLUMNS, at + COLUMNS + 1}) {
                    int i = s * 4;
                    while (BLOCKS_OF[i] >= 0) {
                        i++;
                    }
                    BLOCKS_OF[i] = b;
                }
            }
        }
    }

    private static RolloutValue shipped;

    /** {@link #COUNT} weights, in units of {@link #UNIT}; never written. */
    final int[] weights;
    private final int hash;

    /** A value with a copy of these weights (the trainer goes on changing its own). */
    RolloutValue(int[] weights) {
        this(weights, true);
    }

    private RolloutValue(int[] weights, boolean copy) {
        if (weights.length != COUNT) {
            throw new IllegalArgumentException("the rollouts' value needs " + COUNT + " weights, not " + weights.length);
        }
        this.weights = copy ? weights.clone() : weights;
        this.hash = Arrays.hashCode(weights);
    }

    /**
     * The value a file written by the lab's {@code learn} command holds.
     *
     * @throws IllegalArgumentException with a one-line message, when it is not one
     */
    public static RolloutValue read(byte[] file) {
        return new RolloutValue(ValueFile.read(file), false); // a new array: no copy needed
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

    /** The phase of a board with this many stones still to come. */
    static int phaseOf(int stonesLeft) {
        return Math.min(PHASES - 1, stonesLeft / PHASE_STONES);
    }

    /** The weight of a block, by its four squares' states, at the phase. */
    static int blockIndex(int phase, int[] states, int block) {
        int a = BLOCK_AT[block];
        return phase * BLOCK_SIZE + ((states[a] * STATES + states[a + 1]) * STATES + states[a + COLUMNS]) * STATES
                + states[a + COLUMNS + 1];
    }

    static int squareIndex(int phase, int square, int state) {
        return SQUARE_WEIGHTS + (phase * Engine.SQUARES + square) * STATES + state;
    }

    static int strandIndex(int phase, int stranded) {
        return STRAND_WEIGHTS + phase * (MOST_STRANDED + 1) + Math.min(MOST_STRANDED, stranded);
    }

    static int phaseIndex(int phase) {
        return PHASE_WEIGHTS + phase;
    }

    /** The state of an empty square with n neighbours (1-4) that the given stones still to come fit. */
    static int emptyState(int neighbours, int legal0, int legal1, int two0, int two1, int one0, int one1) {
        int stones = 2 * (Integer.bitCount(legal0 & two0) + Integer.bitCount(legal1 & two1))
                + Integer.bitCount(legal0 & one0) + Integer.bitCount(legal1 & one1);
        return 2 + (neighbours - 1) * 4 + Math.min(3, stones);
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
