package ishido.ai;

import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.Arrays;
import java.util.List;

/**
 * What the reviewer's rollouts from one square led to, as chances and means over its rollouts: emptying
 * the pouch, the 4-Ways and stones left at the end, a 4-Way at each hole within the next
 * {@link #HORIZON} stones, and each kind still to come ending with no square (stranded). Each event also
 * keeps the mean value of the rollouts it happened in, so a difference between two squares can be put in
 * points ({@link Teacher}: a reason's part of the loss). Only the holes and kinds that some rollout saw
 * are kept.
 */
public final class Outcomes {
    /** A 4-Way at a hole counts when it comes within this many stones after the move. */
    public static final int HORIZON = Witness.HORIZON;

    private final long rollouts;
    private final long valueSum;
    private final long valueSquares;
    private final long emptied;
    private final long emptiedValue;
    private final long fourWays;
    private final long fourWaySquares;
    private final long fourWayValue;
    private final long left;
    private final long leftSquares;
    private final long soon;
    private final long soonSquares;
    private final long soonValue;
    /** Whether these are the square played's, which every other square is paired with. */
    private final boolean pinned;
    private final long pairedFourWays;
    private final long pairedSoon;
    private final long pairedEmptied;
    /** The squares and kinds seen, in order, with their counts and value sums. */
    private final int[] holes;
    private final int[] holeCounts;
    private final long[] holeValues;
    private final int[] kinds;
    private final int[] kindCounts;
    private final long[] kindValues;

    /** The outcomes a witness gathered; pinned for the square played's, the others' partner on every sample. */
    Outcomes(Witness w, boolean pinned) {
        this.pinned = pinned;
        soon = w.soon;
        soonSquares = w.soonSquares;
        soonValue = w.soonValue;
        pairedFourWays = w.pairedFourWays;
        pairedSoon = w.pairedSoon;
        pairedEmptied = w.pairedEmptied;
        rollouts = w.rollouts;
        valueSum = w.valueSum;
        valueSquares = w.valueSquares;
        emptied = w.emptied;
        emptiedValue = w.emptiedValue;
        fourWays = w.fourWays;
        fourWaySquares = w.fourWaySquares;
        fourWayValue = w.fourWayValue;
        left = w.left;
        leftSquares = w.leftSquares;
        holes = seen(w.holeFourWays);
        holeCounts = pick(w.holeFourWays, holes);
        holeValues = pick(w.holeValue, holes);
        kinds = seen(w.stranded);
        kindCounts = pick(w.stranded, kinds);
        kindValues = pick(w.strandedValue, kinds);
    }

    /** The indices with a count, in order. Plain loops: the page's build compiles this too. */
    private static int[] seen(int[] counts) {
        int n = 0;
        for (int c : counts) {
            n += c > 0 ? 1 : 0;
        }
        int[] out = new int[n];
        n = 0;
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                out[n++] = i;
            }
        }
        return out;
    }

    private static int[] pick(int[] all, int[] at) {
        int[] out = new int[at.length];
        for (int i = 0; i < at.length; i++) {
            out[i] = all[at[i]];
        }
        return out;
    }

    private static long[] pick(long[] all, int[] at) {
        long[] out = new long[at.length];
        for (int i = 0; i < at.length; i++) {
            out[i] = all[at[i]];
        }
        return out;
    }

    /** How many rollouts these are of. */
    public long rollouts() {
        return rollouts;
    }

    /** The rollouts' mean value (final points, or the Ancient ranking's number). */
    public double meanValue() {
        return mean(valueSum);
    }

    /** The share of rollouts that emptied the pouch. */
    public double emptyChance() {
        return mean(emptied);
    }

    /** The rollouts' mean 4-Ways at the end, all of the game's. */
    public double meanFourWays() {
        return mean(fourWays);
    }

    /** The rollouts' mean stones left at the end. */
    public double meanStonesLeft() {
        return mean(left);
    }

    /** The rollouts' mean 4-Ways within the next {@link #HORIZON} stones. */
    public double meanSoonFourWays() {
        return mean(soon);
    }

    /** The share of rollouts with a 4-Way on the square within the next {@link #HORIZON} stones. */
    public double fourWayChance(Square square) {
        int i = Arrays.binarySearch(holes, square.index());
        return i < 0 ? 0 : mean(holeCounts[i]);
    }

    /** The share of rollouts that ended with stones of the kind still to come and no square for them. */
    public double strandedChance(Stone stone) {
        int i = Arrays.binarySearch(kinds, stone.id());
        return i < 0 ? 0 : mean(kindCounts[i]);
    }

    /** The squares where some rollout made a 4-Way within the horizon, in order. */
    int[] holes() {
        return holes.clone();
    }

    /** The kinds some rollout ended stranded, in order. */
    int[] strandedKinds() {
        return kinds.clone();
    }

    /** Rollouts with a 4-Way at the square within the horizon, and their value's sum. */
    Event hole(int square) {
        int i = Arrays.binarySearch(holes, square);
        return i < 0 ? new Event(0, 0) : new Event(holeCounts[i], holeValues[i]);
    }

    /** Rollouts that ended with the kind stranded, and their value's sum. */
    Event stranded(int kind) {
        int i = Arrays.binarySearch(kinds, kind);
        return i < 0 ? new Event(0, 0) : new Event(kindCounts[i], kindValues[i]);
    }

    /** Rollouts that emptied the pouch, and their value's sum. */
    Event emptied() {
        return new Event(emptied, emptiedValue);
    }

    long valueSum() {
        return valueSum;
    }

    long valueSquares() {
        return valueSquares;
    }

    long fourWaySum() {
        return fourWays;
    }

    long fourWaySquares() {
        return fourWaySquares;
    }

    long fourWayValue() {
        return fourWayValue;
    }

    long soonSum() {
        return soon;
    }

    long soonSquares() {
        return soonSquares;
    }

    long soonValue() {
        return soonValue;
    }

    boolean pinned() {
        return pinned;
    }

    /** Against the square played's rollouts on the same samples: squared differences of the 4-Ways. */
    long pairedFourWays() {
        return pairedFourWays;
    }

    /** ... of the 4-Ways within the horizon. */
    long pairedSoon() {
        return pairedSoon;
    }

    /** ... and the samples where exactly one of the two emptied the pouch. */
    long pairedEmptied() {
        return pairedEmptied;
    }

    long leftSum() {
        return left;
    }

    long leftSquares() {
        return leftSquares;
    }

    /** The figures as one list, for equality: two reviews of a move on the same samples have equal outcomes. */
    private List<Object> figures() {
        return List.of(rollouts, valueSum, valueSquares, emptied, emptiedValue, fourWays, fourWaySquares, fourWayValue,
                left, leftSquares, soon, soonSquares, soonValue, pinned, pairedFourWays, pairedSoon, pairedEmptied,
                Arrays.toString(holes), Arrays.toString(holeCounts), Arrays.toString(holeValues), Arrays.toString(kinds),
                Arrays.toString(kindCounts), Arrays.toString(kindValues));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Outcomes other && figures().equals(other.figures());
    }

    @Override
    public int hashCode() {
        return figures().hashCode();
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "Outcomes[rollouts=%d, mean=%.1f, emptied=%.3f, fourWays=%.2f]",
                rollouts, meanValue(), emptyChance(), meanFourWays());
    }

    private double mean(long sum) {
        return rollouts == 0 ? 0 : (double) sum / rollouts;
    }

    /** How many rollouts saw an event, and the sum of their values. */
    record Event(long count, long valueSum) {
    }
}
