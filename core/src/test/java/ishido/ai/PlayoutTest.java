package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The rollout generator in 32-bit halves draws exactly what the 64-bit SplitMix64 it replaced drew. */
class PlayoutTest {
    /** Numbers with carries, all-ones halves and sign bits among the random ones. */
    private static long[] samples() {
        SplitMix64 r = new SplitMix64(20261125);
        long[] z = new long[100_000];
        long[] edges = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0xFFFFFFFFL, 0x100000000L, 0x80000000L,
            0x7FFFFFFFL, -0x9E3779B97F4A7C15L, 0x9E3779B97F4A7C15L, 0xFFFFFFFF00000000L};
        System.arraycopy(edges, 0, z, 0, edges.length);
        for (int i = edges.length; i < z.length; i++) {
            z[i] = r.nextLong();
        }
        return z;
    }

    @Test
    void mulHighIsTheUnsignedProductsHighHalf() {
        long[] z = samples();
        for (int i = 0; i + 1 < z.length; i++) {
            int a = (int) z[i];
            int b = (int) (z[i + 1] >>> 32);
            long product = (a & 0xFFFFFFFFL) * (b & 0xFFFFFFFFL);
            assertEquals((int) (product >>> 32), Playout.mulHigh(a, b), a + " * " + b);
        }
    }

    @Test
    void mixHighIsTheHighHalfOfMix() {
        for (long z : samples()) {
            assertEquals((int) (Playout.mix(z) >>> 32), Playout.mixHigh((int) (z >>> 32), (int) z), "mix of " + z);
        }
    }

    /** The shuffles of many seeds against the 64-bit draw written out here as it was. */
    @Test
    void shufflesAsTheLongGeneratorDid() {
        Engine root = Engine.of(Position.of(new Game(Deal.random(3), Scoring.MODERN)));
        Playout playout = new Playout(new Policy());
        int touchstone = Position.of(new Game(Deal.random(3), Scoring.MODERN)).touchstone().id();
        for (long seed : Arrays.copyOf(samples(), 2000)) {
            playout.shuffle(root, touchstone, seed);
            int[] expected = Arrays.copyOf(playout.pouch, playout.pouchSize);
            Arrays.sort(expected);
            long[] state = {seed};
            for (int i = expected.length - 1; i > 0; i--) {
                state[0] += 0x9E3779B97F4A7C15L;
                int j = (int) (((Playout.mix(state[0]) >>> 33) * (i + 1)) >>> 31);
                int t = expected[i];
                expected[i] = expected[j];
                expected[j] = t;
            }
            assertArrayEquals(expected, Arrays.copyOf(playout.pouch, playout.pouchSize), "seed " + seed);
        }
    }
}
