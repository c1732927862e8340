package ishido.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CastTest {
    private static List<Cast.Placed> randomFive(SplittableRandom r) {
        List<Cast.Placed> five = new ArrayList<>();
        for (int i = 0; i < Cast.STONES; i++) {
            five.add(new Cast.Placed(Square.byIndex(r.nextInt(Square.COUNT)), Stone.byId(r.nextInt(Stone.KINDS))));
        }
        return five;
    }

    @Test
    void allSixtyFourComeUpAboutEquallyOften() {
        int casts = 64_000;
        int[] counts = new int[65];
        SplittableRandom r = new SplittableRandom(14);
        long time = 1_790_000_000_000L;
        for (int i = 0; i < casts; i++) {
            // 4-Ways a few seconds apart, as in a game.
            time += 2_000 + r.nextInt(30_000);
            counts[Cast.hexagram(randomFive(r), time).number()]++;
        }
        double expected = casts / 64.0;
        double chi2 = 0;
        for (int n = 1; n <= 64; n++) {
            assertTrue(counts[n] > 0, "hexagram " + n + " never came up");
            chi2 += (counts[n] - expected) * (counts[n] - expected) / expected;
        }
        // 63 degrees of freedom: 110 is beyond the 99.99th percentile of a fair cast.
        assertTrue(chi2 < 110, "chi-square " + chi2);
    }

    @Test
    void theSameStonesAtTheSameTimeGiveTheSameHexagram() {
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            List<Cast.Placed> five = randomFive(r);
            long t = r.nextLong(1L << 42);
            assertEquals(Cast.hexagram(five, t), Cast.hexagram(List.copyOf(five), t));
        }
    }

    @Test
    void timeAndStonesBothMatter() {
        SplittableRandom r = new SplittableRandom(5);
        List<Cast.Placed> five = randomFive(r);
        int changedByTime = 0;
        int changedByStone = 0;
        for (int i = 0; i < 200; i++) {
            long t = 1_790_000_000_000L + i * 1000L;
            if (Cast.hexagram(five, t) != Cast.hexagram(five, t + 1)) {
                changedByTime++;
            }
            List<Cast.Placed> other = new ArrayList<>(five);
            other.set(i % 5, new Cast.Placed(five.get(i % 5).square(), Stone.byId((five.get(i % 5).stone().id() + 1) % 36)));
            if (Cast.hexagram(five, t) != Cast.hexagram(other, t)) {
                changedByStone++;
            }
        }
        assertTrue(changedByTime > 150, "a millisecond later changed " + changedByTime + " of 200");
        assertTrue(changedByStone > 150, "another stone changed " + changedByStone + " of 200");
        assertNotEquals(0, changedByTime);
    }
}
