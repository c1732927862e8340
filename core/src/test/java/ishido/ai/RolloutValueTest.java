package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The value that chooses the rollouts' moves: worked from a move's changes, its file (its learning: the lab's ValueTrainerTest). */
class RolloutValueTest {
    /** Weights that are all different and not 0, so a weight read in the wrong place shows. */
    private static RolloutValue scrambled(long seed) {
        SplitMix64 random = new SplitMix64(seed);
        int[] w = new int[RolloutValue.COUNT];
        for (int i = 0; i < w.length; i++) {
            w[i] = random.nextInt(20_001) - 10_000;
        }
        return new RolloutValue(w);
    }

    /** Each square's total as a move's changes work it out, against the whole board's value after the move. */
    @Test
    void aMovesTotalIsWhatItEarnsPlusTheWholeValueAfterIt() {
        RolloutValue weights = scrambled(3);
        ValueChoice choice = new ValueChoice(weights);
        ValueChoice whole = new ValueChoice(weights);
        SplitMix64 random = new SplitMix64(5);
        int checked = 0;
        int stranding = 0;
        for (int deal = 1; deal <= 15; deal++) {
            Deal d = Deal.random(deal);
            Engine e = Engine.of(Position.of(new Game(d, Scoring.MODERN)));
            choice.prepare(e);
            for (int j = Deal.TABLEAU; j < Deal.SIZE && e.legalCount[d.get(j).id()] > 0; j++) {
                int k = d.get(j).id();
                choice.begin(e, k);
                int pick = -1;
                int seen = 0;
                for (int s = 0; s < Engine.SQUARES; s++) {
                    if (!e.isLegal(s, k)) {
                        continue;
                    }
                    Engine after = new Engine();
                    after.copyFrom(e);
                    after.place(s, k);
                    int earned = e.around[s] == 4 ? RolloutValue.UNIT : 0;
                    int expected = earned + RolloutValue.UNIT;
                    if (after.stonesLeft > 0) {
                        whole.prepare(after);
                        expected = earned + whole.value();
                    }
                    assertEquals(expected, choice.total(e, s), "deal " + deal + " stone " + j + " square " + s);
                    stranding += strandedStones(after) > strandedStones(e) ? 1 : 0;
                    checked++;
                    if (random.nextInt(++seen) == 0) {
                        pick = s;
                    }
                }
                // The move kept is the board's: its value is the whole value of the board it makes.
                choice.commit(e, pick);
                e.place(pick, k);
                if (e.stonesLeft > 0) {
                    whole.prepare(e);
                    assertEquals(whole.value(), choice.value(), "deal " + deal + " after stone " + j);
                }
            }
        }
        assertTrue(checked > 3000, "moves checked: " + checked);
        assertTrue(stranding > 0, "some moves strand stones: " + stranding);
    }

    private static int strandedStones(Engine e) {
        int n = 0;
        for (int k = 0; k < Engine.KINDS; k++) {
            n += e.legalCount[k] == 0 ? e.left[k] : 0;
        }
        return n;
    }

    @Test
    void theFileKeepsEveryWeightAndItsComments() {
        int[] w = new int[RolloutValue.COUNT];
        w[0] = 1;
        w[1] = -1;
        w[127] = ValueFile.MOST;
        w[RolloutValue.COUNT - 1] = -ValueFile.MOST;
        w[300_000] = 4096;
        byte[] file = ValueFile.write(w, "made by a test", "second line");
        assertArrayEquals(w, ValueFile.read(file));
        String text = new String(file, StandardCharsets.ISO_8859_1);
        assertTrue(text.startsWith("ishido-value 1\n# made by a test\n# second line\n\n"), text.substring(0, 40));
        assertThrows(IllegalArgumentException.class, () -> ValueFile.write(new int[] {ValueFile.MOST + 1}));
    }

    @Test
    void aDamagedFileIsRefusedWithOneLine() {
        int[] w = new int[RolloutValue.COUNT];
        w[5] = 7;
        w[9] = -3;
        byte[] good = ValueFile.write(w, "ok");
        String[] messages = {
            message("ishido-rollouts 1\n\n".getBytes(StandardCharsets.UTF_8)),
            message("ishido-value 1\n# no end".getBytes(StandardCharsets.UTF_8)),
            message("ishido-value 1\nnot a comment\n\n".getBytes(StandardCharsets.UTF_8)),
            message(Arrays.copyOf(good, good.length - 1)),
            message(concat("ishido-value 1\n\n", 0x80 | 1, 0x80, 0x80, 0x80, 0x01, 2)),
            message(concat("ishido-value 1\n\n", 0, 2)),
            message(concat("ishido-value 1\n\n", 1, 0)),
            message(concat("ishido-value 1\n\n", 0xC0 | 0x3F, 0xFF, 0x7F, 2)),
            message(new byte[0]),
        };
        for (String m : messages) {
            assertTrue(!m.contains("\n") && !m.isBlank(), m);
        }
        assertTrue(messages[0].contains("ishido-value 1"), messages[0]);
        assertTrue(messages[5].contains("out of place"), messages[5]);
        assertTrue(messages[7].contains("out of place"), messages[7]);
    }

    private static String message(byte[] file) {
        return assertThrows(IllegalArgumentException.class, () -> RolloutValue.read(file)).getMessage();
    }

    private static byte[] concat(String header, int... bytes) {
        byte[] h = header.getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(h, h.length + bytes.length);
        for (int i = 0; i < bytes.length; i++) {
            all[h.length + i] = (byte) bytes[i];
        }
        return all;
    }

    @Test
    void theShippedValueIsReadOnceAndComparedByItsWeights() {
        RolloutValue shipped = RolloutValue.shipped();
        assertTrue(shipped == RolloutValue.shipped());
        assertEquals(shipped, new RolloutValue(shipped.weights));
        assertNotEquals(shipped, scrambled(1));
        assertEquals(MasterStyle.shipped().value(), shipped);
        assertEquals(HelperRound.SHIPPED_POLICY, new Policy().withFit(RolloutFit.shipped())
                .withValue(shipped, MasterStyle.SHIPPED_VALUE_STONES).helperCode());
        assertEquals(-1, new Policy().withFit(RolloutFit.shipped()).withValue(shipped).helperCode(),
                "a value for every stone is not the shipped policy: a helper cannot play it");
        assertEquals(-1, new Policy().withFit(RolloutFit.shipped()).withValue(scrambled(1)).helperCode());
        assertEquals(HelperRound.FITTED_POLICY, new Policy().withFit(RolloutFit.shipped()).helperCode());
        assertEquals(-1, new Policy().withValue(shipped).helperCode());
    }

    /**
     * A value for a rollout's first stones plays as the value for every stone when they are all of them, and
     * otherwise unlike both it and the policy alone.
     */
    @Test
    void theValueChoosesARolloutsFirstStonesAndThePolicyTheRest() {
        Policy fitted = new Policy().withFit(RolloutFit.shipped());
        RolloutValue value = RolloutValue.shipped();
        Playout every = new Playout(fitted.withValue(value));
        Playout all72 = new Playout(fitted.withValue(value, 72));
        Playout first10 = new Playout(fitted.withValue(value, 10));
        Playout none = new Playout(fitted);
        int unlikeEvery = 0;
        int unlikeNone = 0;
        for (int deal = 1; deal <= 30; deal++) {
            Deal d = Deal.random(deal);
            Engine root = Engine.of(Position.of(new Game(d, Scoring.MODERN)));
            int k = d.get(Deal.TABLEAU).id();
            int square = 0;
            while (!root.isLegal(square, k)) {
                square++;
            }
            long[] everyEnd = rollout(every, root, square, k, deal);
            assertArrayEquals(everyEnd, rollout(all72, root, square, k, deal), "deal " + deal);
            long[] firstEnd = rollout(first10, root, square, k, deal);
            unlikeEvery += Arrays.equals(firstEnd, everyEnd) ? 0 : 1;
            unlikeNone += Arrays.equals(firstEnd, rollout(none, root, square, k, deal)) ? 0 : 1;
        }
        assertTrue(unlikeEvery > 5, "rollouts unlike the value's for every stone: " + unlikeEvery);
        assertTrue(unlikeNone > 5, "rollouts unlike the policy's alone: " + unlikeNone);
    }

    /** A rollout of the root with the kind on the square over a pouch shuffled from the seed: its value, 4-Ways and stones left. */
    private static long[] rollout(Playout p, Engine root, int square, int kind, long seed) {
        p.shuffle(root, kind, seed);
        return new long[] {p.run(root, square, kind, seed * 31), p.lastFourWays(), p.lastStonesLeft()};
    }
}
