package ishido.codewheel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.SplitMix64;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CodewheelTest {
    private static final Codewheel WHEEL = Codewheel.STANDARD;

    private static List<Challenge> all() {
        List<Challenge> all = new ArrayList<>();
        for (int p1 = 0; p1 < Codewheel.SECTORS; p1++) {
            for (int p2 = 0; p2 < Codewheel.SECTORS; p2++) {
                for (int w1 = 0; w1 < Codewheel.SECTORS; w1++) {
                    for (int w2 = 0; w2 < Codewheel.WINDOWS; w2++) {
                        all.add(new Challenge(p1, p2, w1, w2));
                    }
                }
            }
        }
        return all;
    }

    @Test
    void changingAnyOnePromptChangesTheAnswerOverEveryChallenge() {
        int compared = 0;
        for (Challenge c : all()) {
            int answer = WHEEL.answer(c);
            for (int v = 0; v < Codewheel.SECTORS; v++) {
                if (v != c.outerPattern()) {
                    assertNotEquals(answer, WHEEL.answer(new Challenge(v, c.middlePattern(), c.edgeWord(), c.window())), c + " p1");
                    compared++;
                }
                if (v != c.middlePattern()) {
                    assertNotEquals(answer, WHEEL.answer(new Challenge(c.outerPattern(), v, c.edgeWord(), c.window())), c + " p2");
                    compared++;
                }
                if (v != c.edgeWord()) {
                    assertNotEquals(answer, WHEEL.answer(new Challenge(c.outerPattern(), c.middlePattern(), v, c.window())), c + " w1");
                    compared++;
                }
            }
            for (int w = 0; w < Codewheel.WINDOWS; w++) {
                if (w != c.window()) {
                    assertNotEquals(answer, WHEEL.answer(new Challenge(c.outerPattern(), c.middlePattern(), c.edgeWord(), w)), c + " w2");
                    compared++;
                }
            }
        }
        assertEquals(Codewheel.SECTORS * Codewheel.SECTORS * Codewheel.SECTORS * Codewheel.WINDOWS * (3 * (Codewheel.SECTORS - 1) + Codewheel.WINDOWS - 1), compared);
    }

    @Test
    void answersAreTwoDigitNumbersWithManyDifferentValues() {
        Set<Integer> seen = new HashSet<>();
        for (Challenge c : all()) {
            int a = WHEEL.answer(c);
            assertTrue(a >= 10 && a <= 99, c + " gives " + a);
            seen.add(a);
        }
        assertEquals(Codewheel.SECTORS * Codewheel.SECTORS, seen.size(), "every pair of a ring digit and an outer digit can be asked for");
    }

    @Test
    void theAnswerDoesNotDependOnWhereThePlayerLeftTheOuterDisc() {
        for (Challenge c : all()) {
            for (int outer = 0; outer < Codewheel.SECTORS; outer++) {
                Setting start = new Setting(outer, 3, 5);
                assertEquals(WHEEL.answer(c), WHEEL.reading(WHEEL.solve(c, start), c.window()), c + " from " + start);
            }
        }
    }

    @Test
    void solvingPutsTheSecondPatternAndTheFirstWordUnderTheFirstPattern() {
        for (Challenge c : all()) {
            Setting s = WHEEL.solve(c, Setting.HOME);
            int at = c.outerPattern() + s.outer();
            assertEquals(c.middlePattern(), Codewheel.sectorAt(Disc.MIDDLE, at, s));
            assertEquals(c.edgeWord(), Codewheel.sectorAt(Disc.INNER, at, s));
        }
    }

    @Test
    void readingFollowsTheDiscsUnderTheWindow() {
        // By hand: ring turned 2, inner disc turned 3; window 1 sits at inner sector 2, position 5.
        Setting s = new Setting(1, 2, 3);
        int expected = 10 * WHEEL.middleDigit(3) + WHEEL.outerDigit(4);
        assertEquals(expected, WHEEL.reading(s, 1));
        // Turning the whole wheel together changes nothing.
        assertEquals(expected, WHEEL.reading(new Setting(4, 5, 6), 1));
    }

    @Test
    void theCheckTakesTheNumberWithSpacesAndLeadingZeros() {
        Challenge c = new Challenge(2, 5, 1, 2);
        String answer = Integer.toString(WHEEL.answer(c));
        assertTrue(WHEEL.check(c, answer));
        assertTrue(WHEEL.check(c, " 0" + answer + " "));
        assertFalse(WHEEL.check(c, ""));
        assertFalse(WHEEL.check(c, "abc"));
        assertFalse(WHEEL.check(c, "-" + answer));
        assertFalse(WHEEL.check(c, "99999999999"));
        assertFalse(WHEEL.check(c, Integer.toString(WHEEL.answer(c) + 1)));
    }

    @Test
    void challengesFromASeedRepeatAndCoverEveryPrompt() {
        SplitMix64 a = new SplitMix64(42);
        SplitMix64 b = new SplitMix64(42);
        Set<Challenge> seen = new HashSet<>();
        for (int i = 0; i < 5000; i++) {
            Challenge c = Challenge.random(a);
            assertEquals(c, Challenge.random(b));
            seen.add(c);
        }
        assertTrue(seen.size() > 600, "challenges vary: " + seen.size());
        assertThrows(IllegalArgumentException.class, () -> new Challenge(0, 0, 0, Codewheel.WINDOWS));
        assertThrows(IllegalArgumentException.class, () -> new Challenge(-1, 0, 0, 0));
    }

    @Test
    void patternsAndWordsAreAllDifferentAndFitTheScreen() {
        Set<String> names = new HashSet<>();
        Set<List<String>> pictures = new HashSet<>();
        for (Emblem e : WHEEL.outerPatterns()) {
            names.add(e.name());
            pictures.add(e.rows());
        }
        for (Emblem e : WHEEL.middlePatterns()) {
            names.add(e.name());
            pictures.add(e.rows());
        }
        assertEquals(2 * Codewheel.SECTORS, names.size());
        assertEquals(2 * Codewheel.SECTORS, pictures.size());
        Set<String> words = new HashSet<>(WHEEL.edgeWords());
        words.addAll(WHEEL.windowWords());
        assertEquals(Codewheel.SECTORS + Codewheel.WINDOWS, words.size());
        // Rim words are set upright a sixth of a turn apart, window words nearer the centre.
        assertTrue(WHEEL.edgeWords().stream().allMatch(w -> w.length() <= 5));
        assertTrue(WHEEL.windowWords().stream().allMatch(w -> w.length() <= 4));
    }
}
