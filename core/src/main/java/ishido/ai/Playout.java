package ishido.ai;

/**
 * One thread's rollout machinery: plays a game from a root move to its end with the policy, over a
 * given pouch order, in its own engine so that nothing is allocated per rollout.
 */
final class Playout {
    private final Engine engine = new Engine();
    private final Policy policy;
    private final Objective objective;
    /** This thread's working of the value that chooses the rollouts' moves, or null: the policy chooses them. */
    private final ValueChoice value;
    /** Pouch order of the current sample, shuffled from the remaining stones. */
    final int[] pouch = new int[72];
    int pouchSize;
    /** The rollout generator's 64-bit state, as its high and low halves (see {@link #nextInt}). */
    private int rngHigh;
    private int rngLow;

    Playout(Policy policy) {
        this(policy, Objective.MODERN);
    }

    /** Rollouts valued by the objective: Modern points, or the Ancient ranking as a number. */
    Playout(Policy policy, Objective objective) {
        this.policy = policy;
        this.objective = objective;
        this.value = policy.value == null ? null : new ValueChoice(policy.value);
    }

    /** SplitMix64: the sample number and the search's seed give a well-mixed seed. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A number from 0 to bound - 1: SplitMix64's next draw, its top 31 bits scaled to the bound, which is
     * {@code (int) (((mix(state += GAMMA) >>> 33) * bound) >>> 31)} on a long state. It is worked in
     * 32-bit halves because TeaVM makes every long operation a JavaScript BigInt, and a rollout draws
     * for each tie; the scaling is exact in a double (31 bits times a small bound).
     */
    private int nextInt(int bound) {
        int low = rngLow + GAMMA_LOW;
        // The carry out of the low half: the unsigned sum wrapped below an addend.
        rngHigh += GAMMA_HIGH + ((low ^ Integer.MIN_VALUE) < (GAMMA_LOW ^ Integer.MIN_VALUE) ? 1 : 0);
        rngLow = low;
        return (int) ((double) (mixHigh(rngHigh, low) >>> 1) * bound * 0x1p-31);
    }

    private static final int GAMMA_HIGH = 0x9E3779B9;
    private static final int GAMMA_LOW = 0x7F4A7C15;
    private static final int MIX1_HIGH = 0xBF58476D;
    private static final int MIX1_LOW = 0x1CE4E5B9;
    private static final int MIX2_HIGH = 0x94D049BB;
    private static final int MIX2_LOW = 0x133111EB;

    /** The high half of {@link #mix} of the 64-bit number (high, low), in 32-bit arithmetic only. */
    static int mixHigh(int high, int low) {
        // z ^= z >>> 30; z *= MIX1
        low ^= low >>> 30 | high << 2;
        high ^= high >>> 30;
        int h = mulHigh(low, MIX1_LOW) + low * MIX1_HIGH + high * MIX1_LOW;
        low *= MIX1_LOW;
        high = h;
        // z ^= z >>> 27; z *= MIX2
        low ^= low >>> 27 | high << 5;
        high ^= high >>> 27;
        h = mulHigh(low, MIX2_LOW) + low * MIX2_HIGH + high * MIX2_LOW;
        low *= MIX2_LOW;
        high = h;
        // z ^= z >>> 31, whose high half is the high half xor its own top bit
        return high ^ high >>> 31;
    }

    /** The high 32 bits of the 64-bit product of a and b taken as unsigned, from 16-bit pieces. */
    static int mulHigh(int a, int b) {
        int a1 = a >>> 16;
        int a0 = a & 0xFFFF;
        int b1 = b >>> 16;
        int b0 = b & 0xFFFF;
        int t = a1 * b0 + (a0 * b0 >>> 16);
        int w = (t & 0xFFFF) + a0 * b1;
        return a1 * b1 + (t >>> 16) + (w >>> 16);
    }

    void seed(long seed) {
        rngHigh = (int) (seed >>> 32);
        rngLow = (int) seed;
    }

    /** Fills the pouch with the root's remaining stones (the touchstone's taken out) in a random order. */
    void shuffle(Engine root, int touchstone, long seed) {
        int n = 0;
        for (int k = 0; k < Engine.KINDS; k++) {
            int copies = root.left[k] - (k == touchstone ? 1 : 0);
            for (int c = 0; c < copies; c++) {
                pouch[n++] = k;
            }
        }
        pouchSize = n;
        seed(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = pouch[i];
            pouch[i] = pouch[j];
            pouch[j] = t;
        }
    }

    /** Plays the kind on the square from the root, then the shuffled pouch to the end; the game's value. */
    long run(Engine root, int square, int kind, long seed) {
        Engine e = engine;
        e.copyFrom(root);
        e.place(square, kind);
        return playOn(e, seed);
    }

    /**
     * Plays the engine on through the pouch as a rollout does (its generator seeded first), each stone on the
     * value's square (the policy's once the value has chosen {@link Policy#valueStones}), to the end; the game's
     * value.
     */
    long playOn(Engine e, long seed) {
        seed(seed);
        int byValue = value == null ? 0 : Math.min(pouchSize, policy.valueStones);
        if (byValue > 0) {
            value.prepare(e);
        }
        for (int i = 0; i < pouchSize; i++) {
            int k = pouch[i];
            if (e.legalCount[k] == 0) {
                return objective.value(e);
            }
            e.place(choose(e, k, i < byValue), k);
        }
        return objective.value(e);
    }

    /**
     * As {@link #run}, telling the witness where the rollout made its 4-Ways and how
     * it ended: the reviewer's rollouts only. A loop of its own, so the game's rollouts do not pay for it.
     */
    long runWatched(Engine root, int square, int kind, long seed, Witness witness) {
        Engine e = engine;
        e.copyFrom(root);
        e.place(square, kind);
        seed(seed);
        int byValue = value == null ? 0 : Math.min(pouchSize, policy.valueStones);
        if (byValue > 0) {
            value.prepare(e);
        }
        witness.begin();
        for (int i = 0; i < pouchSize; i++) {
            int k = pouch[i];
            if (e.legalCount[k] == 0) {
                break;
            }
            int s = choose(e, k, i < byValue);
            if (e.around[s] == 4) {
                witness.fourWay(i, s);
            }
            e.place(s, k);
        }
        long v = objective.value(e);
        witness.end(e, v);
        return v;
    }

    /** Whether the last rollout emptied the pouch. */
    boolean lastEmptied() {
        return engine.stonesLeft == 0;
    }

    /** The stones the last rollout left unplayed. */
    int lastStonesLeft() {
        return engine.stonesLeft;
    }

    /** The 4-Ways of the last rollout's game. */
    int lastFourWays() {
        return engine.fourWays;
    }

    /** The policy's favourite square for the kind (with its learned part when it has one), ties broken at random. */
    int choose(Engine e, int kind) {
        return choose(e, kind, false);
    }

    /**
     * The favourite square for the kind, ties broken at random: the value's (what the move earns plus the value
     * after it, the move then kept as the prepared engine's) or the policy's.
     */
    private int choose(Engine e, int kind, boolean byValue) {
        int best = -1;
        int bestValue = Integer.MIN_VALUE;
        int ties = 0;
        int fragile0 = 0;
        int fragile1 = 0;
        RolloutFit fit = policy.fit;
        int table = 0;
        if (byValue) {
            value.begin(e, kind);
        } else {
            fragile0 = Policy.fragile(e, kind, 0);
            fragile1 = Policy.fragile(e, kind, 1);
            table = fit == null ? 0 : fit.tableAt(e);
        }
        for (int word = 0; word < Engine.SQUARE_WORDS; word++) {
            int bits = e.legalSquares[kind * Engine.SQUARE_WORDS + word];
            while (bits != 0) {
                int square = Integer.numberOfTrailingZeros(bits) + word * 32;
                bits &= bits - 1;
                int v;
                if (byValue) {
                    v = value.total(e, square);
                } else {
                    v = policy.evaluate(e, square, kind, fragile0, fragile1);
                    v += fit == null ? 0 : RolloutFit.score(e, square, kind, fit.tables, table);
                }
                if (v > bestValue) {
                    bestValue = v;
                    best = square;
                    ties = 1;
                } else if (v == bestValue && nextInt(++ties) == 0) {
                    best = square;
                }
            }
        }
        if (byValue) {
            value.commit(e, best);
        }
        return best;
    }
}
