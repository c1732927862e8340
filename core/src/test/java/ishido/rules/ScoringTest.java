package ishido.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScoringTest {
    @Test
    void pointTableBeforeAnyFourWay() {
        assertEquals(1, Scoring.modernPoints(1, true, 0));
        assertEquals(2, Scoring.modernPoints(2, true, 0));
        assertEquals(4, Scoring.modernPoints(3, true, 0));
        assertEquals(8 + 25, Scoring.modernPoints(4, true, 0));
    }

    @Test
    void pointsDoubleAfterEachFourWay() {
        // The rules text: after the first 4-Way a single side is worth 2, a 2-Way 4, a 3-Way 8, a 4-Way 16.
        assertEquals(2, Scoring.modernPoints(1, true, 1));
        assertEquals(4, Scoring.modernPoints(2, true, 1));
        assertEquals(8, Scoring.modernPoints(3, true, 1));
        assertEquals(16 + 50, Scoring.modernPoints(4, true, 1));
        assertEquals(4, Scoring.modernPoints(1, true, 2));
        assertEquals(16, Scoring.modernPoints(2, true, 3));
        assertEquals(4L << 10, Scoring.modernPoints(3, true, 10));
        for (int before = 0; before <= 24; before++) {
            for (int ways = 1; ways <= 3; ways++) {
                assertEquals((1L << (ways - 1)) * (1L << before), Scoring.modernPoints(ways, true, before),
                        ways + " ways after " + before + " 4-Ways");
            }
        }
    }

    @Test
    void everyFourWayBonus() {
        long[] bonus = {25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000};
        for (int k = 1; k <= 12; k++) {
            assertEquals(bonus[k - 1], Scoring.fourWayBonus(k), "bonus for 4-Way " + k);
            assertEquals((8L << (k - 1)) + bonus[k - 1], Scoring.modernPoints(4, true, k - 1), "4-Way " + k);
        }
    }

    @Test
    void fourWaysPastTheTwelfthPayFiftyThousand() {
        assertEquals(50000, Scoring.fourWayBonus(13));
        assertEquals(50000, Scoring.fourWayBonus(20));
        assertEquals(50000, Scoring.fourWayBonus(30));
        // The 13th 4-Way: 8 doubled twelve times, plus 50000.
        assertEquals(8L * 4096 + 50000, Scoring.modernPoints(4, true, 12));
        // The 20th: 8 doubled nineteen times, plus 50000.
        assertEquals(8L * 524288 + 50000, Scoring.modernPoints(4, true, 19));
    }

    @Test
    void beyondAndRefusedMovesScoreNothing() {
        for (int ways = 0; ways <= 4; ways++) {
            for (int before = 0; before < 5; before++) {
                assertEquals(0, Scoring.modernPoints(ways, false, before));
            }
        }
        assertEquals(0, Scoring.modernPoints(0, true, 3));
    }

    @Test
    void endBonusForStonesLeft() {
        assertEquals(1000, Scoring.endBonus(0));
        assertEquals(500, Scoring.endBonus(1));
        assertEquals(100, Scoring.endBonus(2));
        assertEquals(0, Scoring.endBonus(3));
        assertEquals(0, Scoring.endBonus(66));
    }

    @Test
    void parseAndLabel() {
        assertSame(Scoring.MODERN, Scoring.parse("Modern"));
        assertSame(Scoring.ANCIENT, Scoring.parse(" ancient "));
        assertSame(Scoring.MODERN, Scoring.parse("MODERN"));
        assertEquals("Modern", Scoring.MODERN.label());
        assertEquals("Ancient", Scoring.ANCIENT.label());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scoring.parse("Medieval"));
        assertTrue(e.getMessage().contains("Medieval"), e.getMessage());
    }
}
