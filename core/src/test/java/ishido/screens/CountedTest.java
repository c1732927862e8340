package ishido.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CountedTest {
    @Test
    void oneTakesTheSingularAndEveryOtherCountThePlural() {
        assertEquals("1 point", Counted.of(1, "point"));
        assertEquals("0 points", Counted.of(0, "point"));
        assertEquals("2 4-Ways", Counted.of(2, "4-Way"));
        assertEquals("1 stone", Counted.of(1, "stone"));
    }
}
