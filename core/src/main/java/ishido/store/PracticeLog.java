package ishido.store;

import ishido.match.DealCode;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.practice.Practice;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The results of Practise your mistakes, kept with the game history ({@code history/practice.txt},
 * beside the games' records): one line a practice, oldest first,
 * {@code DATE found N of M [DEAL-CODE]}. Lines that do not read are passed over.
 */
public final class PracticeLog {
    /** The file's name in the history folder (not a game record's ending, so never taken for a game). */
    public static final String FILE = "practice.txt";

    private final LineLog log;

    /** The log in a history folder ({@link GameHistory#folder()}), dated by the clock. */
    public PracticeLog(Storage storage, Path historyFolder, Clock clock) {
        this.log = new LineLog(storage, historyFolder, FILE, UserFiles.Kind.PRACTICE, clock);
    }

    /** One practice: its date, the game's deal code (or empty) and the result. */
    public record Entry(LocalDate date, String code, Practice.Result result) {
        String line() {
            return date + " " + result + (code.isEmpty() ? "" : " " + code);
        }

        static Entry parse(String line) {
            String[] p = line.trim().split(" ");
            if (p.length < 5) {
                return null;
            }
            Practice.Result r = Practice.Result.parse(p[1] + " " + p[2] + " " + p[3] + " " + p[4]);
            try {
                return r == null ? null : new Entry(LocalDate.parse(p[0]), p.length > 5 ? p[5] : "", r);
            } catch (java.time.format.DateTimeParseException e) {
                return null;
            }
        }
    }

    /** Adds a practice of a game's mistakes (the game's deal code, or null), dated today; written atomically. */
    public void add(DealCode code, Practice.Result result) throws IOException {
        Entry entry = new Entry(log.today(), code == null ? "" : code.toString(), result);
        log.update(text -> text + entry.line() + "\n");
    }

    /** Every practice kept, oldest first; none when there is no log. */
    public List<Entry> entries() throws IOException {
        List<Entry> out = new ArrayList<>();
        for (String line : log.lines()) {
            Entry e = Entry.parse(line);
            if (e != null) {
                out.add(e);
            }
        }
        return out;
    }
}
