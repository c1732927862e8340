package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import ishido.rules.Deal;
import ishido.rules.GameRecord;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class DealCommandTest {
    @Test
    void aCodePrintsItsDealAsARecordWritesIt() {
        CommandResult r = CommandResult.of("deal", "7fns-afrq");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("Deal: " + Deal.random(1990)), r.outLines());
        assertTrue(r.out().startsWith("Deal: D1 F4 A2 C5 B3 E6 "), r.out());
        // The line reads back as a record's Deal.
        GameRecord record = GameRecord.parse("Scoring: Modern\n" + r.out() + "Moves:\n");
        assertEquals(DealCode.of(1990).deal(), record.deal());
    }

    @Test
    void aDatePrintsTheDaysCodeThenItsDeal() {
        CommandResult r = CommandResult.of("deal", "--date", "2026-11-23");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("code=6UUZ-AZAA", "Deal: " + DealCode.ofDay(LocalDate.of(2026, 11, 23)).deal()),
                r.outLines());
        CommandResult again = CommandResult.of("deal", DealCode.parse("6UUZ-AZAA").toString());
        assertEquals(r.outLines().get(1), again.outLines().get(0), "the day's code gives the day's deal");
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        assertBad(CommandResult.of("deal", "7FNS-AFRR"), "ishido: The deal code 7FNS-AFRR does not check: a character is mistyped");
        assertBad(CommandResult.of("deal", "7FNS-AFR0"), "ishido: '0' is not used in deal codes (they have no 0, 1, I, L or O)");
        String dates = "ishido: --date is a day written YYYY-MM-DD from 0001-01-01 to 9999-12-31 (such as 2026-11-23), not '";
        assertBad(CommandResult.of("deal", "--date", "23.11.2026"), dates + "23.11.2026'");
        assertBad(CommandResult.of("deal", "--date", "+99999-01-01"), dates + "+99999-01-01'");
        assertBad(CommandResult.of("deal", "--date", "0000-01-01"), dates + "0000-01-01'");
        assertBad(CommandResult.of("deal", "--date", "2026-02-30"), dates + "2026-02-30'");
        assertBad(CommandResult.of("deal", "-x"), "ishido: Unknown option: '-x' (try ishido deal --help)");
        String huge = "A".repeat(100_000);
        CommandResult r = CommandResult.of("deal", huge);
        assertEquals(2, r.code());
        assertTrue(r.err().length() < 300, "a 100 KB argument is not echoed whole: " + r.err().length() + " characters");
        assertTrue(r.err().contains("characters left out"), r.err());
        assertBad(CommandResult.of("deal"), "ishido: Give a deal code or --date YYYY-MM-DD (try --help)");
        assertBad(CommandResult.of("deal", "A", "B"), "ishido: One code at a time, not A B");
        assertBad(CommandResult.of("deal", "--date", "2026-11-23", "7FNS-AFRQ"), "ishido: Give a code or --date, not both (try --help)");
        assertBad(CommandResult.of("--deal", "7FNS-AFRR"), "ishido: The deal code 7FNS-AFRR does not check: a character is mistyped");
        assertBad(CommandResult.of("--deal", "7FNS-AFRQ", "--seed", "3"), "ishido: --seed and --deal both choose the deal: give one");
    }

    @Test
    void helpSaysHow() {
        CommandResult r = CommandResult.of("deal", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("Usage: ishido deal [-h] CODE"), r.out());
    }

    private static void assertBad(CommandResult r, String message) {
        assertEquals(2, r.code(), r.out());
        assertEquals(message + System.lineSeparator(), r.err());
        assertEquals("", r.out());
    }
}
