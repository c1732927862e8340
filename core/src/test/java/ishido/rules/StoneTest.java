package ishido.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StoneTest {
    @Test
    void thirtySixKindsWithNotationRoundTrip() {
        Set<String> seen = new HashSet<>();
        for (int id = 0; id < Stone.KINDS; id++) {
            Stone s = Stone.byId(id);
            assertEquals(id, s.id());
            assertSame(s, Stone.of(s.color(), s.symbol()));
            assertSame(s, Stone.parse(s.toString()));
            seen.add(s.toString());
        }
        assertEquals(36, seen.size());
        assertEquals("A1", Stone.of(0, 0).toString());
        assertEquals("F6", Stone.of(5, 5).toString());
        assertEquals("C4", Stone.of(2, 3).toString());
    }

    @Test
    void parseAcceptsLowerCaseColour() {
        assertSame(Stone.parse("C4"), Stone.parse("c4"));
    }

    @Test
    void parseRejectsBadNotationNamingIt() {
        for (String bad : new String[] {"", "C", "C44", "G1", "A0", "A7", "1A", "  "}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Stone.parse(bad));
            assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> Stone.of(6, 0));
        assertThrows(IllegalArgumentException.class, () -> Stone.of(0, -1));
    }

    @Test
    void matchesMeansSharingColourOrSymbol() {
        Stone c3 = Stone.parse("C3");
        assertTrue(c3.matches(Stone.parse("C1")));
        assertTrue(c3.matches(Stone.parse("A3")));
        assertTrue(c3.matches(Stone.parse("C3")));
        assertFalse(c3.matches(Stone.parse("A1")));
    }
}
