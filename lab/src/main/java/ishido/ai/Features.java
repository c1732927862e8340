package ishido.ai;

/**
 * What a position holds for the stones still to come, as numbers that mean the same on any board and at
 * any point of a game (the learned {@link Evaluation}'s inputs): the open holes by how many neighbours
 * they have and how many kinds still to come fit them, holes that wait on more stones of a kind than are
 * left, kinds with few or no legal squares, the multiplier, the Beyond, the stones left. Each feature
 * but the bias comes twice, as it is and scaled by the share of stones left, so the weights may change
 * between the opening and the end.
 *
 * <p>A position is read in one walk over the squares, into arrays this object owns, so reading one
 * allocates nothing; one object per thread.
 */
final class Features {
    /** The features read off a position, in the order of {@link #base}. */
    static final String[] NAMES = {
        "dead4", "hole4.1", "hole4.2", "hole4.3",
        "dead3", "hole3.1", "hole3.2", "hole3.3",
        "dead2", "hole2",
        "doomed4", "fillable4",
        "stranded", "cornered", "scarce",
        "pairs", "beyond", "fourways", "stones",
    };
    /** Base features, and all of them: the bias, the base ones, and each base one scaled by the phase. */
    static final int BASE = NAMES.length;
    static final int COUNT = 1 + 2 * BASE;
    /** Where {@code stranded} (stones still to come with no legal square) sits in {@link #values}. */
    static final int STRANDED = 13;

    /** 4-neighbour holes each kind still to come fits, and those it is the only kind to fit. */
    private final int[] wanted = new int[Engine.KINDS];
    private final int[] only = new int[Engine.KINDS];
    final double[] values = new double[COUNT];

    /** The names of all the features, in the order of {@link #values}. */
    static String name(int i) {
        if (i == 0) {
            return "bias";
        }
        return i <= BASE ? NAMES[i - 1] : NAMES[i - 1 - BASE] + "*phase";
    }

    /** All the features' names, in the order of {@link #values}. */
    static String[] names() {
        String[] names = new String[COUNT];
        for (int i = 0; i < COUNT; i++) {
            names[i] = name(i);
        }
        return names;
    }

    /** Reads the position into {@link #values}: a stone's afterstate, the pouch being the stones still to come. */
    double[] read(Engine e) {
        java.util.Arrays.fill(wanted, 0);
        java.util.Arrays.fill(only, 0);
        double[] v = values;
        java.util.Arrays.fill(v, 0);
        int beyond = 0;
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (e.cells[s] != Engine.EMPTY) {
                continue;
            }
            if (!Engine.WITHIN[s]) {
                beyond++;
            }
            int around = e.around[s];
            if (around < 2) {
                continue;
            }
            int fit0 = e.legal[s * 2] & e.leftKinds0;
            int fit1 = e.legal[s * 2 + 1] & e.leftKinds1;
            int fits = Integer.bitCount(fit0) + Integer.bitCount(fit1);
            if (around == 2) {
                v[fits == 0 ? 9 : 10]++;
                continue;
            }
            int first = around == 4 ? 1 : 5;
            v[first + Math.min(fits, 3)]++;
            if (around == 4) {
                want(fit0, 0, fits == 1);
                want(fit1, 32, fits == 1);
            }
        }
        int doomed = 0;
        int fillable = 0;
        int stranded = 0;
        int cornered = 0;
        int scarce = 0;
        int pairs = 0;
        for (int k = 0; k < Engine.KINDS; k++) {
            int left = e.left[k];
            if (left == 0) {
                continue;
            }
            doomed += Math.max(0, only[k] - left);
            fillable += Math.min(wanted[k], left);
            int squares = e.legalCount[k];
            if (squares == 0) {
                stranded += left;
            } else if (squares == 1) {
                cornered += left;
            } else if (squares <= 3) {
                scarce += left;
            }
            if (left == 2) {
                pairs++;
            }
        }
        v[0] = 1;
        v[11] = doomed;
        v[12] = fillable;
        v[STRANDED] = stranded;
        v[14] = cornered;
        v[15] = scarce;
        v[16] = pairs;
        v[17] = beyond;
        v[18] = e.fourWays;
        v[19] = e.stonesLeft;
        double phase = e.stonesLeft / 72.0;
        for (int i = 1; i <= BASE; i++) {
            v[BASE + i] = v[i] * phase;
        }
        return v;
    }

    /** Counts a 4-neighbour hole for each kind of one word of the set that fit it. */
    private void want(int kinds, int offset, boolean alone) {
        while (kinds != 0) {
            int k = offset + Integer.numberOfTrailingZeros(kinds);
            kinds &= kinds - 1;
            wanted[k]++;
            if (alone) {
                only[k]++;
            }
        }
    }
}
