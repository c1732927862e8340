package ishido.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RomanNumeralsTest {
    @Test
    void writesTheManualsMarks() {
        assertEquals("I", RomanNumerals.of(1));
        assertEquals("IV", RomanNumerals.of(4));
        assertEquals("XL", RomanNumerals.of(40));
        assertEquals("XC", RomanNumerals.of(90));
        assertEquals("D", RomanNumerals.of(500));
        assertEquals("MCMXC", RomanNumerals.of(1990));
        assertEquals("Mv", RomanNumerals.of(4000));
        assertEquals("v", RomanNumerals.of(5000));
        assertEquals("x", RomanNumerals.of(10000));
        assertEquals("l", RomanNumerals.of(50000));
        assertEquals("ll", RomanNumerals.of(100000));
        assertEquals("", RomanNumerals.of(0));
    }

    @Test
    void everyNumberReadsBackToItself() {
        for (long n = 1; n <= 120000; n += n < 5000 ? 1 : 37) {
            assertEquals(n, RomanNumerals.value(RomanNumerals.of(n)), "n=" + n);
        }
    }
}
