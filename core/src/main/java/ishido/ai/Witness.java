package ishido.ai;

/**
 * What one square's rollouts led to, gathered while the reviewer weighs a move (never in the game's
 * searches, whose rollouts stay as fast as they were): per rollout its value, its 4-Ways and stones left,
 * whether it emptied the pouch, where it made a 4-Way within its first {@link #HORIZON} stones, and which
 * kinds still to come ended with no square. Sums, so the workers' and rounds' tallies add up in any order.
 * The reasons ({@link Outcomes}, {@link Teacher}) compare two squares' figures.
 */
final class Witness {
    /** A 4-Way at a hole counts when it comes within this many stones after the move weighed. */
    static final int HORIZON = 10;

    long rollouts;
    long valueSum;
    long valueSquares;
    long emptied;
    long emptiedValue;
    long fourWays;
    long fourWaySquares;
    long fourWayValue;
    long left;
    long leftSquares;
    /** 4-Ways within the horizon: their sum, sum of squares, and sum of their products with the value. */
    long soon;
    long soonSquares;
    long soonValue;
    /**
     * Against the pinned square's rollout on the same sample (the square played): the sums of the squared
     * differences of the 4-Ways and of those within the horizon, and the samples where one emptied the pouch and
     * the other did not; for the paired noise of a difference.
     */
    long pairedFourWays;
    long pairedSoon;
    long pairedEmptied;
    /** The last rollout's 4-Ways, those within the horizon, and whether it emptied the pouch: for the pairing. */
    int lastFourWays;
    int lastSoon;
    boolean lastEmptied;
    /** Rollouts with a 4-Way at each square within the horizon, and their values' sum. */
    final int[] holeFourWays = new int[Engine.SQUARES];
    final long[] holeValue = new long[Engine.SQUARES];
    /** Rollouts that ended with each kind still to come and no square for it, and their values' sum. */
    final int[] stranded = new int[Engine.KINDS];
    final long[] strandedValue = new long[Engine.KINDS];

    /** The squares of the rollout under way's 4-Ways within the horizon. */
    private final int[] holes = new int[HORIZON];
    private int holeCount;

    /** A rollout begins. */
    void begin() {
        holeCount = 0;
    }

    /** The rollout's i-th stone (from 0) makes a 4-Way on the square. */
    void fourWay(int i, int square) {
        if (i < HORIZON) {
            holes[holeCount++] = square;
        }
    }

    /** The rollout ended in the engine's position, worth the value. */
    void end(Engine e, long value) {
        rollouts++;
        valueSum += value;
        valueSquares += value * value;
        if (e.stonesLeft == 0) {
            emptied++;
            emptiedValue += value;
        }
        fourWays += e.fourWays;
        fourWaySquares += (long) e.fourWays * e.fourWays;
        fourWayValue += e.fourWays * value;
        left += e.stonesLeft;
        leftSquares += (long) e.stonesLeft * e.stonesLeft;
        soon += holeCount;
        soonSquares += holeCount * holeCount;
        soonValue += holeCount * value;
        lastFourWays = e.fourWays;
        lastSoon = holeCount;
        lastEmptied = e.stonesLeft == 0;
        for (int i = 0; i < holeCount; i++) {
            holeFourWays[holes[i]]++;
            holeValue[holes[i]] += value;
        }
        for (int k = 0; k < Engine.KINDS; k++) {
            if (e.left[k] > 0 && e.legalCount[k] == 0) {
                stranded[k]++;
                strandedValue[k] += value;
            }
        }
    }

    /** How many numbers {@link #write} takes: a helper's answer carries its witnesses so. */
    static final int NUMBERS = 16 + 2 * Engine.SQUARES + 2 * Engine.KINDS;

    /** Writes the tallies as numbers from {@code at} (a browser's helper answers in doubles, exact to 2^53). */
    void write(double[] out, int at) {
        long[] fixed = {rollouts, valueSum, valueSquares, emptied, emptiedValue, fourWays, fourWaySquares, fourWayValue,
            left, leftSquares, soon, soonSquares, soonValue, pairedFourWays, pairedSoon, pairedEmptied};
        for (int i = 0; i < fixed.length; i++) {
            out[at + i] = fixed[i];
        }
        at += fixed.length;
        for (int s = 0; s < Engine.SQUARES; s++) {
            out[at++] = holeFourWays[s];
            out[at++] = holeValue[s];
        }
        for (int k = 0; k < Engine.KINDS; k++) {
            out[at++] = stranded[k];
            out[at++] = strandedValue[k];
        }
    }

    /** The tallies {@link #write} wrote from {@code at}. */
    static Witness read(double[] in, int at) {
        Witness w = new Witness();
        w.rollouts = (long) in[at];
        w.valueSum = (long) in[at + 1];
        w.valueSquares = (long) in[at + 2];
        w.emptied = (long) in[at + 3];
        w.emptiedValue = (long) in[at + 4];
        w.fourWays = (long) in[at + 5];
        w.fourWaySquares = (long) in[at + 6];
        w.fourWayValue = (long) in[at + 7];
        w.left = (long) in[at + 8];
        w.leftSquares = (long) in[at + 9];
        w.soon = (long) in[at + 10];
        w.soonSquares = (long) in[at + 11];
        w.soonValue = (long) in[at + 12];
        w.pairedFourWays = (long) in[at + 13];
        w.pairedSoon = (long) in[at + 14];
        w.pairedEmptied = (long) in[at + 15];
        at += 16;
        for (int s = 0; s < Engine.SQUARES; s++) {
            w.holeFourWays[s] = (int) in[at++];
            w.holeValue[s] = (long) in[at++];
        }
        for (int k = 0; k < Engine.KINDS; k++) {
            w.stranded[k] = (int) in[at++];
            w.strandedValue[k] = (long) in[at++];
        }
        return w;
    }

    /** Pairs the last rollout with the pinned square's on the same sample. */
    void pair(Witness pinned) {
        int d = lastFourWays - pinned.lastFourWays;
        pairedFourWays += d * d;
        d = lastSoon - pinned.lastSoon;
        pairedSoon += d * d;
        pairedEmptied += lastEmptied != pinned.lastEmptied ? 1 : 0;
    }

    /** Adds another's tallies (of the same square) to these. */
    void add(Witness o) {
        rollouts += o.rollouts;
        valueSum += o.valueSum;
        valueSquares += o.valueSquares;
        emptied += o.emptied;
        emptiedValue += o.emptiedValue;
        fourWays += o.fourWays;
        fourWaySquares += o.fourWaySquares;
        fourWayValue += o.fourWayValue;
        left += o.left;
        leftSquares += o.leftSquares;
        soon += o.soon;
        soonSquares += o.soonSquares;
        soonValue += o.soonValue;
        pairedFourWays += o.pairedFourWays;
        pairedSoon += o.pairedSoon;
        pairedEmptied += o.pairedEmptied;
        for (int s = 0; s < Engine.SQUARES; s++) {
            holeFourWays[s] += o.holeFourWays[s];
            holeValue[s] += o.holeValue[s];
        }
        for (int k = 0; k < Engine.KINDS; k++) {
            stranded[k] += o.stranded[k];
            strandedValue[k] += o.strandedValue[k];
        }
    }
}
