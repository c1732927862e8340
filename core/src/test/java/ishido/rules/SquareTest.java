package ishido.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SquareTest {
    @Test
    void notationIsColumnLetterThenRowDigit() {
        Square f4 = Square.parse("f4");
        assertEquals(5, f4.column());
        assertEquals(3, f4.row());
        assertEquals("a1", Square.at(0, 0).toString());
        assertEquals("l1", Square.at(11, 0).toString());
        assertEquals("a8", Square.at(0, 7).toString());
        assertEquals("l8", Square.at(11, 7).toString());
        assertSame(f4, Square.parse("F4"));
    }

    @Test
    void everySquareRoundTrips() {
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            assertEquals(i, s.index());
            assertSame(s, Square.parse(s.toString()));
            assertSame(s, Square.at(s.column(), s.row()));
        }
    }

    @Test
    void withinIsTheInnerTenBySix() {
        int within = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            boolean expected = PlainRules.within(PlainRules.column(s), PlainRules.row(s));
            assertEquals(expected, s.isWithin(), s.toString());
            if (s.isWithin()) {
                within++;
            }
        }
        assertEquals(60, within);
        assertTrue(Square.parse("b2").isWithin());
        assertTrue(Square.parse("k7").isWithin());
        assertFalse(Square.parse("a4").isWithin());
        assertFalse(Square.parse("l4").isWithin());
        assertFalse(Square.parse("f1").isWithin());
        assertFalse(Square.parse("f8").isWithin());
    }

    @Test
    void badNotationIsRefused() {
        for (String bad : new String[] {"", "a", "a0", "a9", "m1", "f44", "4f"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Square.parse(bad));
            assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> Square.at(12, 0));
        assertThrows(IllegalArgumentException.class, () -> Square.at(0, 8));
    }
}
