package ishido.store;

import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.puzzle.Glicko;
import ishido.puzzle.Outcome;
import ishido.puzzle.Puzzle;
import ishido.puzzle.Ratings;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The player's puzzles, kept in the data folder's {@value #FILE} (docs/formats.md, "The puzzle log"): a heading,
 * then one line a try or a timed run, oldest first. A try's line holds the player's rating and the puzzle's after
 * it, so the ratings and the log change together in one atomic write, worked out from the file as it is at that
 * moment (under its lock: another window's tries count). Lines that do not read are passed over. Without a data
 * folder ({@link #unkept()}) the log lives in memory and is lost with it.
 */
public final class PuzzleLog {
    /** The file under the data folder. */
    public static final String FILE = "puzzle-log.txt";
    /** The first line of the file. */
    public static final String HEADING = "Ishido puzzle log";
    /** The format this version writes; a file of a newer one is read as far as it reads, and never written. */
    public static final int FORMAT = 1;

    private final Storage storage;
    private final Path file;
    private final Clock clock;
    /** The text of a log kept nowhere, or null for one in the storage. */
    private String memory;

    /** The log in a data folder of the storage, its lines dated by the clock. */
    public PuzzleLog(Storage storage, Path dataFolder, Clock clock) {
        this.storage = storage;
        this.file = dataFolder.resolve(FILE);
        this.clock = clock;
    }

    private PuzzleLog(Clock clock) {
        this.storage = null;
        this.file = null;
        this.clock = clock;
        this.memory = "";
    }

    /** A log kept in memory only, for a run of the game that keeps nothing (the screenshots, the tests). */
    public static PuzzleLog unkept(Clock clock) {
        return new PuzzleLog(clock);
    }

    /** One try at a puzzle of the shipped set: its date, how it ended, and both ratings after it. */
    public record Try(LocalDate date, int puzzle, Outcome outcome, boolean hinted, boolean daily, Glicko player,
            Glicko rating) {
        String line() {
            return date + " try " + puzzle + " " + outcome.word() + (hinted ? " hint" : "") + (daily ? " daily" : "")
                    + " you " + glicko(player) + " puzzle " + glicko(rating);
        }

        /** Whether the try moved the ratings (the answer found after the hint did not). */
        public boolean rated() {
            return !Double.isNaN(outcome.score(hinted));
        }
    }

    /** One timed run: its date, the puzzles solved and the mistakes made. */
    public record Run(LocalDate date, int solved, int mistakes) {
        String line() {
            return date + " run " + solved + " solved " + mistakes + " mistakes";
        }
    }

    /** Everything the log says: the tries and runs in order, and what follows from them. */
    public static final class State {
        /** A log with nothing in it: a new player's. */
        public static final State EMPTY = new State(List.of(), List.of(), FORMAT);

        private final List<Try> tries;
        private final List<Run> runs;
        private final int format;
        private final Map<Integer, Glicko> ratings = new HashMap<>();
        private final Set<Integer> tried = new HashSet<>();

        State(List<Try> tries, List<Run> runs, int format) {
            this.tries = Collections.unmodifiableList(new ArrayList<>(tries));
            this.runs = Collections.unmodifiableList(new ArrayList<>(runs));
            this.format = format;
            for (Try t : tries) {
                ratings.put(t.puzzle(), t.rating());
                tried.add(t.puzzle());
            }
        }

        /** Every try, oldest first. */
        public List<Try> tries() {
            return tries;
        }

        /** Every timed run, oldest first. */
        public List<Run> runs() {
            return runs;
        }

        /** The player's rating now: after the last try, or a new player's. */
        public Glicko player() {
            return tries.isEmpty() ? Ratings.NEW_PLAYER : tries.get(tries.size() - 1).player();
        }

        /** The puzzle's rating now: after the player's last try at it, or its first rating. */
        public Glicko rating(Puzzle puzzle) {
            Glicko r = ratings.get(puzzle.number());
            return r == null ? puzzle.rating() : r;
        }

        /** The numbers of the puzzles tried. */
        public Set<Integer> tried() {
            return Collections.unmodifiableSet(tried);
        }

        /** The player's last try at the puzzle on the date, or null. */
        public Try triedOn(int puzzle, LocalDate date) {
            for (int i = tries.size() - 1; i >= 0; i--) {
                Try t = tries.get(i);
                if (t.puzzle() == puzzle && t.date().equals(date)) {
                    return t;
                }
            }
            return null;
        }

        /** The player's last try at the puzzle, or null. */
        public Try lastTry(int puzzle) {
            for (int i = tries.size() - 1; i >= 0; i--) {
                if (tries.get(i).puzzle() == puzzle) {
                    return tries.get(i);
                }
            }
            return null;
        }

        /** The most puzzles a timed run solved, 0 before any. */
        public int bestRun() {
            int best = 0;
            for (Run r : runs) {
                best = Math.max(best, r.solved());
            }
            return best;
        }

        /** How many tries found the answer at the first try, without the hint. */
        public int solvedFirst() {
            int n = 0;
            for (Try t : tries) {
                n += t.outcome() == Outcome.SOLVED && !t.hinted() ? 1 : 0;
            }
            return n;
        }

        /** The player's rating after each rated try, oldest first: the rating over time. */
        public List<Glicko> history() {
            List<Glicko> out = new ArrayList<>();
            for (Try t : tries) {
                if (t.rated()) {
                    out.add(t.player());
                }
            }
            return out;
        }
    }

    /** What the log holds now; an empty state when there is none. */
    public State read() throws IOException {
        return parse(text());
    }

    private String text() throws IOException {
        if (memory != null) {
            return memory;
        }
        return storage.isFile(file) ? UserFiles.readText(storage, file, UserFiles.Kind.PUZZLE_LOG) : "";
    }

    /**
     * Keeps a try at a puzzle, dated today: both ratings updated from the log's state at that moment, and the
     * line appended, in one atomic write.
     *
     * @return the log's state after it
     * @throws IOException when it cannot be kept (the log then is as it was)
     */
    public State tried(Puzzle puzzle, Outcome outcome, boolean hinted, boolean daily) throws IOException {
        return change(state -> {
            Ratings after = new Ratings(state.player(), state.rating(puzzle)).after(outcome, hinted);
            return new Try(today(), puzzle.number(), outcome, hinted, daily, after.player(), after.puzzle()).line();
        });
    }

    /** Keeps a timed run's result, dated today; the log's state after it. */
    public State ran(int solved, int mistakes) throws IOException {
        return change(state -> new Run(today(), solved, mistakes).line());
    }

    private LocalDate today() {
        // LocalDate.now of the clock, not ofInstant: the browser's class library has the Java 8 API.
        return LocalDate.now(clock);
    }

    /** What a change appends: a line made from the state the log is in. */
    private interface Line {
        String of(State state);
    }

    private State change(Line line) throws IOException {
        if (memory != null) {
            memory = appended(memory, line);
            return parse(memory);
        }
        storage.createFolders(file.toAbsolutePath().getParent());
        return parse(storage.update(file, UserFiles.Kind.PUZZLE_LOG, current -> appended(current, line)));
    }

    private String appended(String current, Line line) throws IOException {
        String text = current == null || current.isBlank() ? HEADING + "\nFormat: " + FORMAT + "\n" : current;
        State state = parse(text);
        if (state.format > FORMAT) {
            throw new IOException(FILE + " was written by a newer version of Ishido (format " + state.format
                    + "): nothing is kept in it");
        }
        return (text.endsWith("\n") ? text : text + "\n") + line.of(state) + "\n";
    }

    /** The log's text read: its format from the heading's Format line, then every line that reads. */
    static State parse(String text) {
        List<Try> tries = new ArrayList<>();
        List<Run> runs = new ArrayList<>();
        int format = FORMAT;
        for (String raw : text.replace("\r\n", "\n").split("\n")) {
            String line = raw.strip();
            if (line.startsWith("Format:")) {
                try {
                    format = Integer.parseInt(line.substring("Format:".length()).strip());
                } catch (NumberFormatException e) {
                    format = Integer.MAX_VALUE;
                }
                continue;
            }
            String[] f = line.split(" +");
            try {
                if (f.length >= 2 && f[1].equals("try")) {
                    Try t = readTry(f);
                    if (t != null) {
                        tries.add(t);
                    }
                } else if (f.length == 6 && f[1].equals("run") && f[3].equals("solved") && f[5].equals("mistakes")) {
                    runs.add(new Run(LocalDate.parse(f[0]), Integer.parseInt(f[2]), Integer.parseInt(f[4])));
                }
            } catch (RuntimeException e) {
                // A line that does not read is passed over (a date or a number spoiled), as the docs say.
            }
        }
        return new State(tries, runs, format);
    }

    /** A try's line: {@code DATE try N OUTCOME [hint] [daily] you R D V puzzle R D V}; null when it does not read. */
    private static Try readTry(String[] f) {
        if (f.length < 12) {
            return null;
        }
        LocalDate date = LocalDate.parse(f[0]);
        int number = Integer.parseInt(f[2]);
        Outcome outcome = Outcome.parse(f[3]);
        int at = 4;
        boolean hinted = false;
        boolean daily = false;
        while (at < f.length && !f[at].equals("you")) {
            hinted |= f[at].equals("hint");
            daily |= f[at].equals("daily");
            at++;
        }
        if (outcome == null || at + 8 != f.length || !f[at + 4].equals("puzzle")) {
            return null;
        }
        return new Try(date, number, outcome, hinted, daily, glicko(f, at + 1), glicko(f, at + 5));
    }

    private static Glicko glicko(String[] f, int at) {
        Glicko g = new Glicko(Double.parseDouble(f[at]), Double.parseDouble(f[at + 1]), Double.parseDouble(f[at + 2]));
        if (!(g.deviation() > 0) || !(g.volatility() > 0) || Double.isNaN(g.rating()) || Double.isInfinite(g.rating())) {
            throw new IllegalArgumentException("not a rating");
        }
        return g;
    }

    private static String glicko(Glicko g) {
        return String.format(Locale.ROOT, "%.1f %.1f %.6f", g.rating(), g.deviation(), g.volatility());
    }
}
