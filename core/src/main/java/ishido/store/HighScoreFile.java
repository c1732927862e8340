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
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The high-score tables in the data folder: one text file, changed only by read-modify-write under a
 * lock and written atomically; a damaged file is set aside under a name of its own (see {@link DamagedFiles}).
 */
public final class HighScoreFile {
    /** The format this version writes and reads; a file of a later one is shown, never written. */
    static final int FORMAT = 1;
    /** The first line of every high-score file, before its format's number. */
    private static final String TITLE = "Ishido high scores ";
    /** The first line of the files this version writes. */
    static final String HEADER = TITLE + FORMAT;

    private final Storage storage;
    private final Path file;
    private final Clock clock;
    private String warning;
    private boolean readOnly;

    /** The tables of a data folder in the storage, with Today's Scores following the injected clock's day. */
    public HighScoreFile(Storage storage, Path folder, Clock clock) {
        this.storage = storage;
        this.file = folder.resolve("highscores.txt");
        this.clock = clock;
    }

    public Path path() {
        return file;
    }

    /**
     * The tables as they are now (a new day clears Today's Scores); those of a newer version's file as this
     * version reads them, with a {@link #warning} and {@link #readOnly}.
     */
    public HighScores load() throws IOException {
        return change(null);
    }

    /**
     * Reads the tables, applies a change and writes them back, all under the file's lock, so a change
     * made by another window meanwhile is kept; returns the tables after the change.
     *
     * @throws IOException saying so when the file is a newer version's, which is left as it is
     */
    public HighScores update(Consumer<HighScores> change) throws IOException {
        return change(Objects.requireNonNull(change));
    }

    /** Whether the last load found a newer version's file, which this one shows and never writes. */
    public boolean readOnly() {
        return readOnly;
    }

    /** The tables after a change (none: just read), written back where they changed. */
    private HighScores change(Consumer<HighScores> change) throws IOException {
        warning = null;
        readOnly = false;
        try {
            return apply(change, null);
        } catch (UserFiles.TooLargeException e) {
            // Far larger than the game writes: the entries of its first part are kept, the whole file set aside.
            HighScores kept = head();
            if (kept == null) {
                setAside();
            } else {
                Path damaged = storage.setAside(file, clock);
                warning = "The high-score file was far\ntoo large. It was set aside\nas " + damaged.getFileName()
                        + ";\nevery entry of its first " + UserFiles.size(UserFiles.Kind.HIGH_SCORES.limit())
                        + "\nthat read is kept.";
            }
            return apply(change, kept);
        }
    }

    /**
     * The tables in the first part of a file too large to read whole (its last line, cut short, left out), or null
     * when that part is not a high-score file.
     */
    private HighScores head() {
        try {
            byte[] bytes = storage.readHead(file, UserFiles.Kind.HIGH_SCORES);
            int end = bytes.length;
            while (end > 0 && bytes[end - 1] != '\n') {
                end--;
            }
            return read(UserFiles.text(Arrays.copyOf(bytes, end), UserFiles.Kind.HIGH_SCORES)).scores();
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The change (none: just read) under the lock; a missing or empty file starts from the given tables (fresh ones
     * when null).
     */
    private HighScores apply(Consumer<HighScores> change, HighScores start) throws IOException {
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
                    if (r.format() > FORMAT) {
                        // A later version's tables: what reads here is shown, and the file is theirs to write.
                        String newer = "The high-score file was written\nby a newer version of the game\n(format "
                                + r.format() + "). It is shown as this\nversion reads it, and no score\nis kept in it.";
                        if (change != null) {
                            throw new IOException(newer.replace('\n', ' '));
                        }
                        readOnly = true;
                        warning = newer;
                        scores.rollTo(today());
                        result[0] = scores;
                        return null;
                    }
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
                scores = start != null ? start : new HighScores(today());
                if (current != null && !current.isEmpty()) {
                    setAside();
                }
            }
            scores.rollTo(today());
            if (change != null) {
                change.accept(scores);
            }
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

    /**
     * What {@link #read} made of a file: the tables, how many of its lines could not be read (or were mended), and
     * the format its first line names.
     */
    record Reading(HighScores scores, int badLines, int format) {
    }

    /**
     * Reads tables written by {@link #format}, every line that can be read, and counts the others; line ends of
     * every kind are read. A damaged first line is one of them; a line with NULs is one too, and its entry is read
     * without them. A file without its day takes the day of its Today's Scores (the latest, where they differ);
     * the missing day counts as a damaged line, unless a damaged line stood in its place. A newer format's lines
     * this version does not know are not counted.
     *
     * @throws IllegalArgumentException when the text is not a high-score file at all (no line of one reads)
     */
    static Reading read(String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        int format = format(lines[0]);
        LocalDate day = null;
        String lastName = "";
        List<String[]> entries = new ArrayList<>();
        int bad = format < 0 ? 1 : 0;
        boolean ours = false;
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            if (line.indexOf('\0') >= 0) {
                bad++;
                line = line.replace("\0", "");
                if (line.isEmpty()) {
                    continue;
                }
            }
            if (line.isEmpty()) {
                continue;
            }
            try {
                if (line.startsWith("today ") && day == null) {
                    day = LocalDate.parse(line.substring(6));
                } else if (line.startsWith("lastname ")) {
                    lastName = line.substring(9);
                    ours = true;
                } else if (line.startsWith("entry ")) {
                    String[] f = line.split(" ", 10);
                    if (f.length != 10) {
                        throw new IllegalArgumentException("short entry");
                    }
                    entry(f);
                    entries.add(f);
                } else if (format <= FORMAT) {
                    throw new IllegalArgumentException("unknown line");
                }
                ours |= day != null || !entries.isEmpty();
            } catch (IllegalArgumentException | DateTimeParseException e) {
                // A line with NULs is counted already.
                bad += lines[i].equals(line) ? 1 : 0;
            }
        }
        if (!ours && format < 0) {
            throw new IllegalArgumentException("not a high-score file");
        }
        boolean dayKept = day != null;
        if (!dayKept) {
            // The day of Today's Scores, from their own dates.
            for (String[] f : entries) {
                LocalDate date = LocalDate.parse(f[7]);
                if (Table.parse(f[1]) == Table.TODAY && (day == null || date.isAfter(day))) {
                    day = date;
                }
            }
            if (bad == 0) {
                bad++;
            }
        }
        // TeaVM's class library has no LocalDate.EPOCH, so the page's build names the day itself.
        HighScores scores = new HighScores(day != null ? day : LocalDate.of(1970, 1, 1));
        for (String[] f : entries) {
            Table table = Table.parse(f[1]);
            if (table == Table.TODAY && !dayKept && !LocalDate.parse(f[7]).equals(day)) {
                bad++;
                continue;
            }
            scores.list(table, Scoring.parse(f[2])).add(entry(f));
        }
        scores.setLastName(lastName);
        return new Reading(scores, bad, Math.max(format, 1));
    }

    /** The format a first line names, or -1 when it is not a high-score file's. */
    private static int format(String first) {
        if (!first.startsWith(TITLE)) {
            return -1;
        }
        try {
            int format = Integer.parseInt(first.substring(TITLE.length()));
            return format >= 1 ? format : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
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
