package ishido.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HexagramTest {
    /** Turns a hexagram upside down: line 0 becomes line 5. */
    private static int inverted(int lines) {
        int r = 0;
        for (int i = 0; i < 6; i++) {
            r |= (lines >> i & 1) << (5 - i);
        }
        return r;
    }

    @Test
    void sixtyFourDistinctFiguresNumberedInOrder() {
        Set<Integer> figures = new HashSet<>();
        for (int n = 1; n <= 64; n++) {
            Hexagram h = Hexagram.number(n);
            assertEquals(n, h.number());
            assertTrue(figures.add(h.lines()), "figure of " + n + " repeats");
            assertEquals(h, Hexagram.ofLines(h.lines()));
        }
        assertEquals(64, Hexagram.all().size());
    }

    @Test
    void kingWenPairsAreInversionsOrComplements() {
        // The King Wen order pairs each odd hexagram with the next: turned upside down, or, when that
        // changes nothing, with every line changed.
        for (int n = 1; n < 64; n += 2) {
            int odd = Hexagram.number(n).lines();
            int even = Hexagram.number(n + 1).lines();
            int expected = inverted(odd) == odd ? odd ^ 0b111111 : inverted(odd);
            assertEquals(expected, even, "pair " + n + "-" + (n + 1));
        }
    }

    @Test
    void knownFigures() {
        assertEquals(0b111111, Hexagram.number(1).lines());
        assertEquals(0, Hexagram.number(2).lines());
        // After Completion: unbroken, broken, alternating from the bottom.
        Hexagram h63 = Hexagram.number(63);
        assertTrue(h63.unbroken(0));
        assertFalse(h63.unbroken(1));
        assertEquals(0b010101, h63.lines());
        // Return: one unbroken line at the bottom under five broken ones.
        assertEquals(0b000001, Hexagram.number(24).lines());
        // Splitting Apart: one unbroken line at the top.
        assertEquals(0b100000, Hexagram.number(23).lines());
        assertEquals("11 Tai, Peace", Hexagram.number(11).title());
    }

    @Test
    void refusesNumbersOutsideOneToSixtyFour() {
        assertThrows(IllegalArgumentException.class, () -> Hexagram.number(0));
        assertThrows(IllegalArgumentException.class, () -> Hexagram.number(65));
    }
}
