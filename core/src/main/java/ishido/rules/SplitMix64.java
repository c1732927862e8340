package ishido.rules;

/**
 * The random number generator that deals the stones, written out here so that a seed (and so a deal
 * code) gives the same deal on every Java runtime and in any later build, whatever a library does.
 *
 * <p>It is SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014)
 * with the golden-ratio increment: the state starts at the seed and grows by {@link #GAMMA} before
 * each draw; a 32-bit draw is the high half of the state after the MurmurHash3-style mix
 * {@link #mix32}; {@link #nextInt(int)} takes draws until one falls in an unbiased range. These are
 * the steps and constants of {@code java.util.SplittableRandom} in Java 8 to 17, so deals dealt from
 * seeds before the generator was pinned keep their stones; but this class, not the runtime, now
 * decides them. A test fixes its outputs.
 *
 * <p>It is the game's only random generator (the computer player, the sounds, the codewheel's
 * challenges draw from it too), so the same seed gives the same game on the desktop and in a browser,
 * whose class library has no {@code SplittableRandom}. Each method draws exactly as the
 * {@code SplittableRandom} method of the same name in Java 17 does (its {@code RandomSupport}
 * algorithms for the bounded and floating-point draws), so results pinned before it replaced that
 * class, the golden images and the computer's moves among them, stay the same; a test compares long
 * runs of every method with the JDK's class. Not safe for use by two threads at once.
 */
public final class SplitMix64 {
    /** The increment of the state: 2^64 divided by the golden ratio, made odd. */
    public static final long GAMMA = 0x9e3779b97f4a7c15L;
    /** 2^-53, the spacing of the doubles {@link #nextDouble} gives. */
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    public long nextLong() {
        state += GAMMA;
        return mix64(state);
    }

    /** The next 32 random bits. */
    public int nextInt() {
        state += GAMMA;
        return mix32(state);
    }

    /**
     * A number from 0 to bound - 1, each equally likely: a power of two keeps the low bits of one draw;
     * otherwise a draw (its top 31 bits) is kept when it lies below the largest multiple of the bound
     * and reduced modulo the bound, and another is taken when it does not.
     *
     * @throws IllegalArgumentException if bound is not positive
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("the bound must be positive, not " + bound);
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        int u = r >>> 1;
        // u + m - r overflows (goes negative) exactly when u lies in the last, incomplete run of the bound.
        for (r = u % bound; u + m - r < 0; r = u % bound) {
            u = nextInt() >>> 1;
        }
        return r;
    }

    /**
     * A number from 0 (inclusive) to 1 (exclusive), uniformly spaced: the top 53 bits of the next
     * 64-bit draw, scaled by 2^-53, so every double of the form k / 2^53 is equally likely.
     */
    public double nextDouble() {
        return (nextLong() >>> 11) * DOUBLE_UNIT;
    }

    /** Stafford's "Mix13" finaliser: every bit of the result depends on every bit of z. */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** Stafford's "Mix04" finaliser, keeping the high 32 bits. */
    public static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }
}
