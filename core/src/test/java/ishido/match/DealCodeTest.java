package ishido.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.GameRecord;
import ishido.rules.Scoring;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** Deal codes: a fixed table of codes and deals, round trips, typos caught, the deal of the day. */
class DealCodeTest {
    /** Codes, their numbers and deals, fixed for good: a change here breaks every code ever shared. */
    private static final List<Object[]> TABLE = List.of(
            new Object[] {0L, "HXZA-Q3CS", "A6 F5 D4 B3 C1 E2 F6 C6 A2 E6 E4 F2 E5 C3 F6 F4 A1 C5 B3 D1 B5 D6 B4 D3"
                    + " B5 B4 D5 C2 F5 D1 C5 B6 A3 F2 A5 A5 E6 E5 C3 E1 F3 D2 F4 B1 B1 E3 A4 B2 A6 D3 E3 C4 D6 F1"
                    + " F3 B2 E1 D5 C2 F1 B6 C4 A1 C1 C6 A4 E2 A2 D2 A3 D4 E4"},
            new Object[] {1L, "J9GN-7SE3", "B4 D5 E6 C2 F3 A1 F4 F2 B2 A2 B5 E5 F6 C5 A2 E3 E3 D5 B6 A4 F3 D3 F2 D4"
                    + " F5 C6 E4 E6 A5 E2 B2 C3 B1 A6 D6 E5 C1 F5 E1 A1 F1 D2 C4 A4 E2 D1 C4 C5 B3 C3 D4 B6 B5 C1"
                    + " D2 B4 C6 E1 D1 B1 C2 A6 E4 A5 D6 A3 D3 F6 A3 B3 F1 F4"},
            new Object[] {2L, "JJYY-QGGM", "E2 F5 C1 A3 B4 D6 E5 F3 C5 A6 A5 E1 D2 D1 F1 D1 F6 C4 C4 D4 D5 B5 D3 F2"
                    + " E6 D3 B3 B1 C6 B2 E5 F4 E4 F5 A6 F6 A1 F1 C3 C2 C1 E1 F3 B6 A5 C5 F4 B6 A2 E3 A3 E4 A1 E6"
                    + " D6 F2 B3 E3 E2 C2 C3 A2 D2 B5 D4 D5 A4 B1 B2 C6 B4 A4"},
            new Object[] {1990L, "7FNS-AFRQ", "D1 F4 A2 C5 B3 E6 B3 E1 B5 A4 A6 C5 A6 A3 E3 A1 F5 F1 D1 D5 F6 D6 E4 E1"
                    + " A1 B1 F5 B1 A2 D4 B4 B5 F2 C1 F3 D3 F3 C3 C3 E4 B6 B6 F2 A4 E2 F6 A5 E2 E5 A3 D2 C1 F1 D2"
                    + " E3 E6 D5 B4 B2 C6 C2 D6 C6 C2 C4 B2 E5 D4 C4 D3 F4 A5"},
            new Object[] {27_512_614_110L, "HNGY-7CAM", "B2 F6 D5 C4 A1 E3 F3 A3 A3 F5 D1 E3 A2 B1 A5 A6 E1 A4 C2"
                    + " B5 F4 A6 B4 D2 A2 E2 C3 D4 B2 B3 A1 F5 C6 F2 E2 D6 E4 D1 F3 C5 D3 E6 F2 B1 F4 D6 E4 B3 C5"
                    + " D3 C1 F1 C6 A5 B6 F6 E6 C2 B5 D2 B4 E1 E5 D4 C3 A4 D5 C4 B6 C1 F1 E5"});

    @Test
    void theTableOfCodesAndDealsHolds() {
        for (Object[] row : TABLE) {
            DealCode code = DealCode.of((Long) row[0]);
            assertEquals(row[1], code.toString());
            assertEquals(row[0], DealCode.parse((String) row[1]).number());
            assertEquals(row[2], DealCode.parse((String) row[1]).deal().toString());
        }
    }

    @Test
    void theDealOfTheDayComesFromTheUtcDate() {
        assertEquals("6UUZ-AZAA", DealCode.ofDay(LocalDate.of(2026, 11, 23)).toString());
        assertEquals("8BYQ-ZM6Y", DealCode.ofDay(LocalDate.of(2026, 11, 24)).toString());
        assertEquals("7TTV-RUT9", DealCode.ofDay(LocalDate.of(2000, 1, 1)).toString());
        // 23:30 on the 23rd in New York is already the 24th in UTC: everyone plays the same deal at once.
        Clock newYork = Clock.fixed(Instant.parse("2026-11-24T04:30:00Z"), ZoneId.of("America/New_York"));
        assertEquals(DealCode.ofDay(LocalDate.of(2026, 11, 24)), DealCode.today(newYork));
        Clock tokyo = Clock.fixed(Instant.parse("2026-11-23T23:59:59Z"), ZoneId.of("Asia/Tokyo"));
        assertEquals(DealCode.ofDay(LocalDate.of(2026, 11, 23)), DealCode.today(tokyo));
    }

    @Test
    void typedCodesIgnoreCaseSpacesAndDashes() {
        assertEquals(DealCode.of(1990), DealCode.parse(" 7fns afrq "));
        assertEquals(DealCode.of(1990), DealCode.parse("7FNSAFRQ"));
        assertEquals(DealCode.of(1990), DealCode.parse("7F-NS-AF-RQ"));
    }

    @Test
    void badCodesSayWhatIsWrong() {
        assertEquals("a deal code has 8 characters (like HXZA-Q3CS), '7FNS-AFR' has 7",
                assertThrows(IllegalArgumentException.class, () -> DealCode.parse("7FNS-AFR")).getMessage());
        assertEquals("'O' is not used in deal codes (they have no 0, 1, I, L or O)",
                assertThrows(IllegalArgumentException.class, () -> DealCode.parse("7FNS-AFRO")).getMessage());
        assertEquals("'+' is not used in deal codes",
                assertThrows(IllegalArgumentException.class, () -> DealCode.parse("7FNS+AFRQ")).getMessage());
        assertEquals("the deal code 7FNS-AFRR does not check: a character is mistyped",
                assertThrows(IllegalArgumentException.class, () -> DealCode.parse("7fns-afrr")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> DealCode.of(-1));
        assertThrows(IllegalArgumentException.class, () -> DealCode.of(DealCode.COUNT));
    }

    @Test
    void theAlphabetHasNoLookAlikes() {
        assertEquals(31, DealCode.ALPHABET.length());
        assertEquals(31, DealCode.ALPHABET.chars().distinct().count());
        for (char c : "01ILO".toCharArray()) {
            assertTrue(DealCode.ALPHABET.indexOf(c) < 0, c + " is in the alphabet");
        }
    }

    @Test
    void aDealKnowsItsCodeAndARecordNamesIt() {
        assertEquals(DealCode.of(1990), DealCode.of(Deal.random(1990)));
        assertEquals(DealCode.of(1990), DealCode.of(DealCode.of(1990).deal()));
        assertNull(DealCode.of(Deal.random(DealCode.COUNT)), "a seed beyond the codes has none");
        assertNull(DealCode.of(Deal.parse(Deal.random(1990).toString())), "a deal given stone by stone has none");
        Deal parsed = Deal.parse(Deal.random(1990).toString());
        GameRecord named = new GameRecord(Scoring.MODERN, parsed, List.of(), Map.of(DealCode.RECORD_KEY, "7FNS-AFRQ"));
        assertEquals(DealCode.of(1990), DealCode.of(named));
        GameRecord wrong = new GameRecord(Scoring.MODERN, parsed, List.of(), Map.of(DealCode.RECORD_KEY, "HXZA-Q3CS"));
        assertNull(DealCode.of(wrong), "a code that is not the record's deal is not believed");
        GameRecord mistyped = new GameRecord(Scoring.MODERN, parsed, List.of(), Map.of(DealCode.RECORD_KEY, "7FNS-AFRR"));
        assertNull(DealCode.of(mistyped));
    }

    @Property
    void everyNumberRoundTrips(@ForAll @LongRange(min = 0, max = 27_512_614_110L) long number) {
        DealCode code = DealCode.of(number);
        assertTrue(code.toString().matches("[" + DealCode.ALPHABET + "]{4}-[" + DealCode.ALPHABET + "]{4}"), code.toString());
        assertEquals(number, DealCode.parse(code.toString()).number());
        assertEquals(code, DealCode.parse(code.toString().toLowerCase()));
    }

    @Property
    void anyOneMistypedCharacterIsCaught(@ForAll @LongRange(min = 0, max = 27_512_614_110L) long number,
            @ForAll @IntRange(min = 0, max = 7) int place, @ForAll @IntRange(min = 1, max = 30) int shift) {
        char[] typed = DealCode.of(number).toString().replace("-", "").toCharArray();
        int value = DealCode.ALPHABET.indexOf(typed[place]);
        typed[place] = DealCode.ALPHABET.charAt((value + shift) % 31);
        String wrong = new String(typed);
        assertThrows(IllegalArgumentException.class, () -> DealCode.parse(wrong), wrong);
    }

    @Property
    void anyTwoDifferentCharactersSwappedAreCaught(@ForAll @LongRange(min = 0, max = 27_512_614_110L) long number,
            @ForAll("places") int[] pair) {
        char[] typed = DealCode.of(number).toString().replace("-", "").toCharArray();
        char a = typed[pair[0]];
        typed[pair[0]] = typed[pair[1]];
        typed[pair[1]] = a;
        String swapped = new String(typed);
        if (typed[pair[0]] == typed[pair[1]]) {
            assertEquals(number, DealCode.parse(swapped).number(), "swapping a character with its twin changes nothing");
        } else {
            assertThrows(IllegalArgumentException.class, () -> DealCode.parse(swapped), swapped);
        }
    }

    @Provide
    Arbitrary<int[]> places() {
        return Arbitraries.integers().between(0, 7).tuple2()
                .filter(t -> !t.get1().equals(t.get2()))
                .map(t -> new int[] {t.get1(), t.get2()});
    }

    @Property
    void everyBitPatternGivesACodeOfAValidDeal(@ForAll long bits) {
        DealCode code = DealCode.fromBits(bits);
        assertTrue(code.number() >= 0 && code.number() < DealCode.COUNT);
        assertEquals(code, DealCode.of(code.deal()));
    }

    @Test
    void neighbouringNumbersGetUnrelatedCodes() {
        String a = DealCode.of(1000).toString();
        String b = DealCode.of(1001).toString();
        int same = 0;
        for (int i = 0; i < 4; i++) {
            same += a.charAt(i) == b.charAt(i) ? 1 : 0;
        }
        assertTrue(same < 4, a + " and " + b + " share their first half");
    }
}
