package ishido.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The pinned generator gives the published SplitMix64 outputs, and the deals of fixed seeds never change. */
class SplitMix64Test {
    @Test
    void theFirstDrawsFromSeedZeroAreSplitMix64sReferenceValues() {
        // The reference outputs of SplitMix64 (Vigna's splitmix64.c) for the state 0.
        SplitMix64 r = new SplitMix64(0);
        assertEquals(0xe220a8397b1dcdafL, r.nextLong());
        assertEquals(0x6e789e6aa1b965f4L, r.nextLong());
        assertEquals(0x06c45d188009454fL, r.nextLong());
    }

    @Test
    void boundedDrawsAreFixedAndInRange() {
        SplitMix64 r = new SplitMix64(1990);
        int[] drawn = new int[8];
        for (int i = 0; i < drawn.length; i++) {
            drawn[i] = r.nextInt(66 - i);
        }
        SplitMix64 again = new SplitMix64(1990);
        for (int i = 0; i < drawn.length; i++) {
            assertEquals(drawn[i], again.nextInt(66 - i));
            assertTrue(drawn[i] >= 0 && drawn[i] < 66 - i);
        }
        SplitMix64 any = new SplitMix64(-7);
        for (int bound = 1; bound < 2000; bound++) {
            int v = any.nextInt(bound);
            assertTrue(v >= 0 && v < bound, v + " for bound " + bound);
        }
        assertThrows(IllegalArgumentException.class, () -> new SplitMix64(0).nextInt(0));
    }

    @Test
    void aBoundNearTheTopOfTheRangeRejectsTheOverRepresentedDraws() {
        // With a bound of 2^30 + 1 nearly half the 31-bit draws must be thrown back; all results stay below it.
        SplitMix64 r = new SplitMix64(5);
        int bound = (1 << 30) + 1;
        for (int i = 0; i < 1000; i++) {
            int v = r.nextInt(bound);
            assertTrue(v >= 0 && v < bound);
        }
    }

    /** Seeds near zero, near the ends of the range, and scattered between, for the comparisons with the JDK. */
    private static long[] seeds() {
        long[] seeds = new long[200];
        SplittableRandom scatter = new SplittableRandom(0x15_41d0L);
        for (int i = 0; i < seeds.length; i++) {
            seeds[i] = i < 20 ? i - 10 : i < 30 ? Long.MAX_VALUE - (i - 20) : i < 40 ? Long.MIN_VALUE + (i - 30)
                    : scatter.nextLong();
        }
        return seeds;
    }

    @Test
    void everyMethodDrawsAsJavasSplittableRandomDoes() {
        // The game's generator replaced java.util.SplittableRandom: each method must give its very numbers.
        int[] bounds = {1, 2, 3, 5, 6, 7, 36, 66, 72, 100, 1000, (1 << 30) + 1, Integer.MAX_VALUE};
        for (long seed : seeds()) {
            SplitMix64 ours = new SplitMix64(seed);
            SplittableRandom jdk = new SplittableRandom(seed);
            for (int i = 0; i < 2000; i++) {
                String at = "seed " + seed + ", draw " + i;
                switch (i % 4) {
                    case 0 -> assertEquals(jdk.nextLong(), ours.nextLong(), at);
                    case 1 -> assertEquals(jdk.nextInt(), ours.nextInt(), at);
                    case 2 -> {
                        int bound = bounds[(i / 4) % bounds.length];
                        assertEquals(jdk.nextInt(bound), ours.nextInt(bound), at + ", bound " + bound);
                    }
                    default -> assertEquals(Double.doubleToRawLongBits(jdk.nextDouble()),
                            Double.doubleToRawLongBits(ours.nextDouble()), at);
                }
            }
        }
    }

    @Test
    void longRunsOfEachMethodAloneMatchTheJdk() {
        for (long seed : seeds()) {
            SplitMix64 ours = new SplitMix64(seed);
            SplittableRandom jdk = new SplittableRandom(seed);
            for (int i = 0; i < 1000; i++) {
                assertEquals(jdk.nextLong(), ours.nextLong());
            }
            ours = new SplitMix64(seed);
            jdk = new SplittableRandom(seed);
            for (int i = 0; i < 1000; i++) {
                assertEquals(jdk.nextInt(), ours.nextInt());
            }
            ours = new SplitMix64(seed);
            jdk = new SplittableRandom(seed);
            for (int i = 0; i < 1000; i++) {
                // A bound from 1 up and past 2^30 in turn, the odd ones rejecting many draws.
                int bound = i % 2 == 0 ? i + 1 : (1 << 30) + i;
                assertEquals(jdk.nextInt(bound), ours.nextInt(bound), "seed " + seed + ", bound " + bound);
            }
            ours = new SplitMix64(seed);
            jdk = new SplittableRandom(seed);
            for (int i = 0; i < 1000; i++) {
                double d = ours.nextDouble();
                assertEquals(jdk.nextDouble(), d);
                assertTrue(d >= 0 && d < 1, d + " out of [0, 1)");
            }
        }
    }

    @Test
    void seedsKeepTheirDeals() {
        // Fixed when the generator was pinned; the same as java.util.SplittableRandom gave them before.
        assertEquals("E2 B6 A1 F5 D4 C3 E2 C2 B2 C5 D5 F3 F5 A2 D3 A4 D6 F4 D1 B1 C4 E1 B3 C2 A2 D2 B4 E4 F1 E5 D2 C3"
                + " E5 E6 C6 A3 E6 B5 F3 B1 A3 F6 D3 B3 B4 F2 F2 F6 E3 D1 B5 C1 E4 A5 F4 A4 C6 A6 A6 E1 C5 A5 E3 D4"
                + " D6 F1 C4 A1 C1 D5 B2 B6", Deal.random(172).toString());
        assertEquals("B4 D5 E6 C2 F3 A1 F4 F2 B2 A2 B5 E5 F6 C5 A2 E3 E3 D5 B6 A4 F3 D3 F2 D4 F5 C6 E4 E6 A5 E2 B2 C3"
                + " B1 A6 D6 E5 C1 F5 E1 A1 F1 D2 C4 A4 E2 D1 C4 C5 B3 C3 D4 B6 B5 C1 D2 B4 C6 E1 D1 B1 C2 A6 E4 A5"
                + " D6 A3 D3 F6 A3 B3 F1 F4", Deal.random(1).toString());
    }

    @Test
    void aDealRemembersItsSeedButEqualsByItsStones() {
        assertEquals(172, Deal.random(172).seed());
        assertEquals(-1, Deal.parse(Deal.random(172).toString()).seed());
        assertEquals(Deal.random(172), Deal.parse(Deal.random(172).toString()));
        assertEquals(-1, Deal.random(-5).seed());
        assertArrayEquals(Deal.random(3).stones().toArray(), Deal.random(3).stones().toArray());
    }
}
