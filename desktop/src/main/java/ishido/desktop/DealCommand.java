package ishido.desktop;

import ishido.match.DealCode;
import java.io.PrintStream;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code deal CODE} and {@code deal --date YYYY-MM-DD}: the 72 stones a deal code, or a day's deal, stands for. */
@Command(name = "deal", header = "the 72 stones of a deal code; deal --date D: the day's deal",
        customSynopsis = {"ishido deal [-h] CODE", "       ishido deal [-h] --date YYYY-MM-DD"}, description = {
            "Prints the deal a code stands for as a game record writes it: 'Deal: ' and the 72 "
                    + "stones (the tableau on a1, l1, a8, l8, f4, g5, then the pouch in drawing order). A "
                    + "code has eight characters, like 7FNS-AFRQ; case, spaces and dashes do not matter. "
                    + "With --date, the deal of the day for that date (UTC), the same for everyone: "
                    + "'code=CODE' on the first line, the 'Deal: ' line on the next. The same code gives "
                    + "the same deal on every machine and in every version."})
final class DealCommand implements Callable<Integer> {
    private final CommandContext context;

    @Parameters(paramLabel = "CODE", arity = "0..*", description = "the deal code")
    List<String> codes = List.of();

    @Option(names = "--date", paramLabel = "YYYY-MM-DD", description = "the deal of the day for that date")
    String date;

    DealCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        PrintStream out = context.out();
        if (date != null) {
            if (!codes.isEmpty()) {
                throw new UsageException("give a code or --date, not both (try --help)");
            }
            DealCode code = DealCode.ofDay(date(date));
            out.println("code=" + code);
            out.println("Deal: " + code.deal());
            return 0;
        }
        if (codes.size() != 1) {
            throw new UsageException(codes.isEmpty() ? "give a deal code or --date YYYY-MM-DD (try --help)"
                    : "one code at a time, not " + String.join(" ", codes));
        }
        out.println("Deal: " + parse(codes.get(0)).deal());
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
        throw new UsageException("--date is a day written YYYY-MM-DD from 0001-01-01 to 9999-12-31 (such as "
                + "2026-11-23), not '" + text + "'");
    }
}
