package ishido.store;

import ishido.persist.DamagedFiles;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The high-score tables in the data folder: one text file, changed only by read-modify-write under a
 * lock and written atomically; a damaged file is set aside under a name of its own (see {@link DamagedFiles}).
 */
public final class HighScoreFile {
    /** The first line of every high-score file; a file without it is not ours. */
    static final String HEADER = "Ishido high scores 1";

    private final Storage storage;
    private final Path file;
    private final Clock clock;
    private String warning;

    /** The tables of a data folder in the storage, with Today's Scores following the injected clock's day. */
    public HighScoreFile(Storage storage, Path folder, Clock clock) {
        this.storage = storage;
        this.file = folder.resolve("highscores.txt");
        this.clock = clock;
    }

    public Path path() {
        return file;
    }

    /** The tables as they are now (a new day clears Today's Scores). */
    public HighScores load() throws IOException {
        return update(scores -> { });
    }

    /**
     * Reads the tables, applies a change and writes them back, all under the file's lock, so a change
     * made by another window meanwhile is kept; returns the tables after the change.
     */
    public HighScores update(Consumer<HighScores> change) throws IOException {
        warning = null;
        try {
            return apply(change);
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            // Not a text the game wrote: set aside, and fresh tables are started in its place.
            setAside();
            return apply(change);
        }
    }

    private HighScores apply(Consumer<HighScores> change) throws IOException {
        HighScores[] result = new HighScores[1];
        storage.update(file, UserFiles.Kind.HIGH_SCORES, current -> {
            String before = current;
            HighScores scores = null;
            if (before != null && before.isEmpty()) {
                // The empty file a set-aside copy leaves in its place, with the old one's mode.
                before = null;
            } else if (before != null) {
                try {
                    Reading r = read(before);
                    scores = r.scores();
                    if (r.badLines() > 0) {
                        // The entries that read are kept; the whole file, bad lines and all, is set aside.
                        setAside(r.badLines());
                        before = null;
                    }
                } catch (IllegalArgumentException e) {
                    before = null;
                }
            }
            if (scores == null) {
                scores = new HighScores(today());
                if (current != null && !current.isEmpty()) {
                    setAside();
                }
            }
            scores.rollTo(today());
            change.accept(scores);
            result[0] = scores;
            String after = format(scores);
            return after.equals(before) ? null : after;
        });
        return result[0];
    }

    /** The message for the player when the last load found a damaged file (short lines), or null. */
    public String warning() {
        return warning;
    }

    private LocalDate today() {
        return LocalDate.now(clock);
    }

    private void setAside() throws IOException {
        Path damaged = storage.setAside(file, clock);
        warning = "The high-score file was damaged.\nIt was set aside as\n" + damaged.getFileName()
                + "\nand new tables were started.";
    }

    private void setAside(int badLines) throws IOException {
        Path damaged = storage.setAside(file, clock);
        warning = (badLines == 1 ? "A line" : badLines + " lines") + " of the high-score file\n"
                + (badLines == 1 ? "was" : "were") + " damaged. The file was set aside\nas " + damaged.getFileName()
                + ";\nevery entry that read is kept.";
    }

    /** The tables as text: a header, the day of Today's Scores, the last name, then one line per entry. */
    public static String format(HighScores scores) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        out.append("today ").append(scores.today()).append('\n');
        if (!scores.lastName().isEmpty()) {
            out.append("lastname ").append(scores.lastName()).append('\n');
        }
        for (Table t : Table.values()) {
            for (Scoring s : Scoring.values()) {
                for (HighScore h : scores.list(t, s).entries()) {
                    out.append("entry ").append(t.key()).append(' ').append(s.label().toLowerCase(Locale.ROOT))
                            .append(' ').append(h.score()).append(' ').append(h.fourWays())
                            .append(' ').append(h.stonesLeft()).append(' ').append(h.mode().label().toLowerCase(Locale.ROOT))
                            .append(' ').append(h.date()).append(' ').append(h.computer() ? "computer" : "human")
                            .append(' ').append(h.name()).append('\n');
                }
            }
        }
        return out.toString();
    }

    /** What {@link #read} made of a file: the tables, and how many of its lines could not be read. */
    record Reading(HighScores scores, int badLines) {
    }

    /**
     * Reads tables written by {@link #format}, every line that can be read, and counts the others; an entry
     * of Today's Scores in a file without its day is one of them, and that table starts empty.
     *
     * @throws IllegalArgumentException when the text is not a high-score file at all (no header)
     */
    static Reading read(String text) {
        String[] lines = text.split("\n", -1);
        if (!lines[0].equals(HEADER)) {
            throw new IllegalArgumentException("not a high-score file");
        }
        LocalDate day = null;
        String lastName = "";
        List<String[]> entries = new ArrayList<>();
        int bad = 0;
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            if (line.isEmpty()) {
                continue;
            }
            try {
                if (line.startsWith("today ") && day == null) {
                    day = LocalDate.parse(line.substring(6));
                } else if (line.startsWith("lastname ")) {
                    lastName = line.substring(9);
                } else if (line.startsWith("entry ")) {
                    String[] f = line.split(" ", 10);
                    if (f.length != 10) {
                        throw new IllegalArgumentException("short entry");
                    }
                    entry(f);
                    entries.add(f);
                } else {
                    throw new IllegalArgumentException("unknown line");
                }
            } catch (IllegalArgumentException | DateTimeParseException e) {
                bad++;
            }
        }
        HighScores scores = new HighScores(day != null ? day : LocalDate.ofEpochDay(0));
        for (String[] f : entries) {
            Table table = Table.parse(f[1]);
            if (table == Table.TODAY && day == null) {
                bad++;
                continue;
            }
            scores.list(table, Scoring.parse(f[2])).add(entry(f));
        }
        if (day == null) {
            bad++;
        }
        scores.setLastName(lastName);
        return new Reading(scores, bad);
    }

    /**
     * Reads tables written by {@link #format}, all of it.
     *
     * @throws IllegalArgumentException when the text is not a high-score file or a line is damaged
     */
    public static HighScores parse(String text) {
        Reading r = read(text);
        if (r.badLines() > 0) {
            throw new IllegalArgumentException(r.badLines() + (r.badLines() == 1 ? " line" : " lines") + " damaged");
        }
        return r.scores();
    }

    /** One entry line's fields as a high score; its table and scoring are checked too. */
    private static HighScore entry(String[] f) {
        Table.parse(f[1]);
        Scoring.parse(f[2]);
        HighScore h = new HighScore(f[9], Long.parseLong(f[3]), Integer.parseInt(f[4]),
                Integer.parseInt(f[5]), GameMode.parse(f[6]), LocalDate.parse(f[7]), computer(f[8]));
        if (h.stonesLeft() > Game.TO_PLACE) {
            throw new IllegalArgumentException("more stones left than a pouch holds");
        }
        return h;
    }

    private static boolean computer(String word) {
        return switch (word) {
            case "computer" -> true;
            case "human" -> false;
            default -> throw new IllegalArgumentException("player '" + word + "' is neither human nor computer");
        };
    }
}
