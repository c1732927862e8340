package ishido.ai;

/**
 * One thread's rollout machinery: plays a game from a root move to its end with the policy, over a
 * given pouch order, in its own engine so that nothing is allocated per rollout.
 */
final class Playout {
    private final Engine engine = new Engine();
    private final Policy policy;
    private final Objective objective;
    /** Pouch order of the current sample, shuffled from the remaining stones. */
    final int[] pouch = new int[72];
    int pouchSize;
    private long rng;

    Playout(Policy policy) {
        this(policy, Objective.MODERN);
    }

    /** Rollouts valued by the objective: Modern points, or the Ancient ranking as a number. */
    Playout(Policy policy, Objective objective) {
        this.policy = policy;
        this.objective = objective;
    }

    /** SplitMix64: the sample number and the search's seed give a well-mixed seed. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private int nextInt(int bound) {
        rng += 0x9E3779B97F4A7C15L;
        return (int) (((mix(rng) >>> 33) * bound) >>> 31);
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
        rng = seed;
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
        rng = seed;
        for (int i = 0; i < pouchSize; i++) {
            int k = pouch[i];
            if (e.legalCount[k] == 0) {
                break;
            }
            e.place(choose(e, k), k);
        }
        return objective.value(e);
    }

    /** Whether the last rollout emptied the pouch. */
    boolean lastEmptied() {
        return engine.stonesLeft == 0;
    }

    /** The 4-Ways of the last rollout's game. */
    int lastFourWays() {
        return engine.fourWays;
    }

    /** The policy's favourite square for the kind, ties broken at random. */
    int choose(Engine e, int kind) {
        int best = -1;
        int bestValue = Integer.MIN_VALUE;
        int ties = 0;
        long fragile = Policy.fragile(e, kind);
        for (int half = 0; half < 2; half++) {
            long bits = half == 0 ? e.low[kind] : e.high[kind];
            while (bits != 0) {
                int square = Long.numberOfTrailingZeros(bits) + half * 64;
                bits &= bits - 1;
                int v = policy.evaluate(e, square, kind, fragile);
                if (v > bestValue) {
                    bestValue = v;
                    best = square;
                    ties = 1;
                } else if (v == bestValue && nextInt(++ties) == 0) {
                    best = square;
                }
            }
        }
        return best;
    }
}
