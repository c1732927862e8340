package ishido.rules;

import static ishido.rules.Fixtures.dealStartingWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DealTest {
    /** A valid deal, written out: the tableau A1 B2 C3 D4 E5 F6, then the pouch in kind order. */
    private static final String PLAIN = dealStartingWith("A1", "B2", "C3", "D4", "E5", "F6").toString();

    private static void assertValid(Deal d) {
        List<Stone> stones = d.stones();
        assertEquals(72, stones.size());
        int[] copies = new int[Stone.KINDS];
        for (Stone s : stones) {
            copies[s.id()]++;
        }
        for (int id = 0; id < Stone.KINDS; id++) {
            assertEquals(2, copies[id], "copies of " + Stone.byId(id));
        }
        Set<Integer> colours = new HashSet<>();
        Set<Integer> symbols = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            colours.add(stones.get(i).color());
            symbols.add(stones.get(i).symbol());
        }
        assertEquals(6, colours.size(), "tableau colours of " + d);
        assertEquals(6, symbols.size(), "tableau symbols of " + d);
    }

    @Test
    void seededDealsAreValid() {
        for (long seed = 0; seed < 300; seed++) {
            assertValid(Deal.random(seed));
        }
        assertValid(Deal.random(Long.MIN_VALUE));
        assertValid(Deal.random(-1));
    }

    @Test
    void sameSeedSameDealDifferentSeedsDiffer() {
        assertEquals(Deal.random(42), Deal.random(42));
        assertEquals(Deal.random(42).toString(), Deal.random(42).toString());
        Set<Deal> deals = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            deals.add(Deal.random(seed));
        }
        assertEquals(200, deals.size());
        assertNotEquals(Deal.random(1), Deal.random(2));
    }

    @Test
    void seededTableausAndPouchesVary() {
        Set<String> tableaus = new HashSet<>();
        Set<Stone> firstDrawn = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            Deal d = Deal.random(seed);
            tableaus.add(d.stones().subList(0, 6).toString());
            firstDrawn.add(d.get(6));
        }
        assertTrue(tableaus.size() > 150, "tableaus: " + tableaus.size());
        assertTrue(firstDrawn.size() > 25, "first stones drawn: " + firstDrawn.size());
    }

    @Test
    void parseAcceptsSpacesCommasOrNothing() {
        Deal d = Deal.random(7);
        String spaced = d.toString();
        assertEquals(72 * 3 - 1, spaced.length());
        assertEquals(d, Deal.parse(spaced));
        assertEquals(d, Deal.parse(spaced.replace(' ', ',')));
        assertEquals(d, Deal.parse(spaced.replace(" ", ", ")));
        assertEquals(d, Deal.parse(spaced.replace(" ", "")));
        assertEquals(d, Deal.parse("  " + spaced.replace(" ", "\t ") + "\n"));
    }

    @Test
    void accessors() {
        Deal d = Deal.parse(PLAIN);
        assertEquals(Stone.parse("A1"), d.get(0));
        assertEquals(Stone.parse("F6"), d.get(5));
        assertEquals(Stone.parse("A1"), d.get(6));
        assertEquals(66, d.from(6).size());
        assertEquals(d.stones().subList(10, 72), d.from(10));
        assertEquals(List.of("a1", "l1", "a8", "l8", "f4", "g5"), Deal.TABLEAU_SQUARES.stream().map(Square::toString).toList());
        assertThrows(UnsupportedOperationException.class, () -> d.stones().set(0, Stone.parse("B1")));
    }

    private static String failure(String text) {
        return assertThrows(IllegalArgumentException.class, () -> Deal.parse(text)).getMessage();
    }

    @Test
    void wrongNumberOfStones() {
        String seventyOne = PLAIN.substring(0, PLAIN.length() - 3);
        assertTrue(failure(seventyOne).contains("71"), failure(seventyOne));
        String seventyThree = PLAIN + " A1";
        assertTrue(failure(seventyThree).contains("73"), failure(seventyThree));
        assertTrue(failure("").contains("72"), failure(""));
        assertTrue(failure(PLAIN + " A").contains("72"), failure(PLAIN + " A"));
    }

    @Test
    void aHandMadeDealBeginsWithItsStonesAndGoesOnInTheOrderOfKinds() {
        Deal d = Deal.beginningWith("A1 B2 C3 D4 E5 F6 E1 A2 E6");
        assertEquals(Deal.parse("A1 B2 C3 D4 E5 F6 E1 A2 E6 A1 A2 A3 A3 A4 A4 A5 A5 A6 A6 B1 B1 B2 B3 B3 B4 B4 B5 B5 B6 B6"
                + " C1 C1 C2 C2 C3 C4 C4 C5 C5 C6 C6 D1 D1 D2 D2 D3 D3 D4 D5 D5 D6 D6 E1 E2 E2 E3 E3 E4 E4 E5 E6"
                + " F1 F1 F2 F2 F3 F3 F4 F4 F5 F5 F6"), d);
        IllegalArgumentException thrice = assertThrows(IllegalArgumentException.class,
                () -> Deal.beginningWith("A1 B2 C3 D4 E5 F6 A1 A1"));
        assertTrue(thrice.getMessage().contains("A1 appears more than twice"), thrice.getMessage());
        IllegalArgumentException tableau = assertThrows(IllegalArgumentException.class,
                () -> Deal.beginningWith("A1 B2 C3 D4 E5 E6"));
        assertTrue(tableau.getMessage().contains("six colours"), tableau.getMessage());
    }

    @Test
    void aKindThreeTimes() {
        // Replace the last stone (F6) by a third A1.
        String text = PLAIN.substring(0, PLAIN.length() - 2) + "A1";
        assertTrue(failure(text).contains("A1"), failure(text));
    }

    @Test
    void tableauMissingAColourOrSymbol() {
        // Swap the sixth stone (F6) with the seventh (A1): the tableau lacks colour F and symbol 6.
        String text = "A1 B2 C3 D4 E5 A1 F6" + PLAIN.substring(20);
        assertEquals(72, text.split(" ").length);
        String message = failure(text);
        assertTrue(message.contains("six colours"), message);
        List<Stone> stones = new ArrayList<>(Deal.parse(PLAIN).stones());
        stones.set(0, Stone.parse("A2"));
        stones.set(7, Stone.parse("A1"));
        assertThrows(IllegalArgumentException.class, () -> Deal.of(stones));
    }

    @Test
    void badToken() {
        String text = PLAIN.replaceFirst("C3", "G3");
        assertTrue(failure(text).contains("G3"), failure(text));
        text = PLAIN.replaceFirst("C3", "C9");
        assertTrue(failure(text).contains("C9"), failure(text));
        text = PLAIN.replaceFirst("C3", "c;");
        assertTrue(failure(text).contains("c;"), failure(text));
    }

    @Test
    void ofChecksTheSize() {
        List<Stone> stones = new ArrayList<>(Deal.parse(PLAIN).stones());
        stones.remove(71);
        String message = assertThrows(IllegalArgumentException.class, () -> Deal.of(stones)).getMessage();
        assertTrue(message.contains("71"), message);
    }
}
