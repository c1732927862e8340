package ishido.desktop;

import ishido.match.DealCode;
import java.io.PrintStream;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Set;

/** {@code deal CODE} and {@code deal --date YYYY-MM-DD}: the 72 stones a deal code, or a day's deal, stands for. */
final class DealCommand {
    static final String HELP = """
            Usage: ishido deal CODE
                   ishido deal --date YYYY-MM-DD
            Prints the deal a code stands for as a game record writes it: 'Deal: ' and the 72
            stones (the tableau on a1, l1, a8, l8, f4, g5, then the pouch in drawing order).
            A code has eight characters, like 7FNS-AFRQ; case, spaces and dashes do not matter.
            With --date, the deal of the day for that date (UTC), the same for everyone:
            'code=CODE' on the first line, the 'Deal: ' line on the next.
            The same code gives the same deal on every machine and in every version.""";

    private DealCommand() {
    }

    static int run(String[] args, PrintStream out) throws UsageException {
        Options o = Options.parse("deal", args, 1, Set.of("--date"), Set.of("--help"));
        if (o.has("--help")) {
            out.println(HELP);
            return 0;
        }
        if (o.has("--date")) {
            if (!o.positional().isEmpty()) {
                throw new UsageException("deal: give a code or --date, not both (try --help)");
            }
            DealCode code = DealCode.ofDay(date(o.get("--date")));
            out.println("code=" + code);
            out.println("Deal: " + code.deal());
            return 0;
        }
        if (o.positional().size() != 1) {
            throw new UsageException(o.positional().isEmpty() ? "deal: give a deal code or --date YYYY-MM-DD (try --help)"
                    : "deal: one code at a time, not " + String.join(" ", o.positional()));
        }
        out.println("Deal: " + parse(o.positional().get(0)).deal());
        return 0;
    }

    /**
     * A typed code, for this command and for {@code --deal}.
     *
     * @throws UsageException saying what is wrong with it
     */
    static DealCode parse(String typed) throws UsageException {
        try {
            return DealCode.parse(typed);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static LocalDate date(String text) throws UsageException {
        String t = text.strip();
        try {
            // Four-digit years only: LocalDate also reads +99999-01-01 and the year 0000.
            if (t.matches("\\d{4}-\\d{2}-\\d{2}") && !t.startsWith("0000")) {
                return LocalDate.parse(t);
            }
        } catch (DateTimeParseException e) {
            // Said below.
        }
        throw new UsageException("deal: --date is a day written YYYY-MM-DD from 0001-01-01 to 9999-12-31 (such as "
                + "2026-11-23), not '" + text + "'");
    }
}
