package ishido.store;

import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.rules.GameRecord;
import ishido.stats.PlayedGame;
import ishido.work.Slice;
import ishido.work.Work;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every finished game, kept as one game record per file in the data folder's {@code history/}: the
 * Save Game format with its deal code, how it ended, and the marks of help and of the computer.
 *
 * <p>A file's name is the instant the game ended (UTC, to the millisecond) and a random tag, so names
 * sort in the order games were played and two windows writing at once never choose the same name;
 * each file is written whole under a temporary name and renamed. A file that cannot be read as a game
 * is renamed {@code NAME.damaged}, out of the way, with a message; it never stops the others from
 * being read. A game kept by a newer version (a later Format) is left as it is, counted and named in a message. Kept files never change, so what was read of one is remembered.
 */
public final class GameHistory {
    /** The folder under the data folder. */
    public static final String FOLDER = "history";
    /** The ending of a kept game's file: a saved game's. */
    public static final String EXTENSION = "." + SavedGames.EXTENSION;
    /** The ending a damaged file is given when it is set aside. */
    public static final String DAMAGED = ".damaged";
    /** The instant in a file name: sortable, and without the colons some file systems refuse. */
    private static final DateTimeFormatter NAME_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    /**
     * What {@link #games} found: the kept games, oldest first, a message per damaged file set aside, and the
     * files (history/NAME) of games kept by a newer version, left out.
     */
    public record Read(List<Kept> games, List<String> messages, List<String> newer) {
        /** One line counting and naming the newer version's games, or null when there are none. */
        public String newerMessage() {
            if (newer.isEmpty()) {
                return null;
            }
            return newer.size() + (newer.size() == 1 ? " game" : " games") + " kept by a newer version of Ishido "
                    + (newer.size() == 1 ? "is" : "are") + " left out: " + String.join(", ", newer);
        }

        /** The games alone, for the statistics. */
        public List<PlayedGame> played() {
            List<PlayedGame> out = new ArrayList<>(games.size());
            for (Kept k : games) {
                out.add(k.game());
            }
            return out;
        }
    }

    /** One kept game: its id (the file name, for {@link #read}) and what the statistics know of it. */
    public record Kept(String id, PlayedGame game) {
    }

    private final Storage storage;
    private final Path folder;
    private final Clock clock;
    private final Map<String, PlayedGame> remembered = new HashMap<>();

    /** The history of a data folder in the storage; instants and dates come from the clock. */
    public GameHistory(Storage storage, Path dataFolder, Clock clock) {
        this.storage = storage;
        this.folder = dataFolder.resolve(FOLDER);
        this.clock = clock;
    }

    public Path folder() {
        return folder;
    }

    /**
     * Keeps a match that has ended: its record with the caller's keys (the theme, say) and the
     * history's own (deal code, outcome, helped, computer; a hinted game's mark is the match's), dated by the clock.
     *
     * @return the id of the kept game
     */
    public String add(MatchView match, Map<String, String> more) throws IOException {
        Instant now = clock.instant();
        // LocalDate.now of the same instant, not ofInstant: the browser's class library has the Java 8 API.
        LocalDate date = LocalDate.now(Clock.fixed(now, clock.getZone()));
        PlayedGame played = PlayedGame.of(match, date);
        Map<String, String> keys = new LinkedHashMap<>(more);
        keys.putAll(played.keys());
        String id = add(MatchRecord.write(match, keys, date), now);
        synchronized (remembered) {
            remembered.put(id, played);
        }
        return id;
    }

    /**
     * Keeps a record under a new name and returns it; written atomically, the folder made if need be.
     */
    public String add(GameRecord record) throws IOException {
        return add(record, clock.instant());
    }

    private String add(GameRecord record, Instant now) throws IOException {
        storage.createFolders(folder);
        byte[] text = record.format().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        while (true) {
            // Math.random, not ThreadLocalRandom: the browser's class library cannot make a ThreadLocalRandom.
            String id = NAME_TIME.format(now) + "-"
                    + Long.toString((long) (Math.random() * (36L * 36 * 36 * 36 * 36 * 36)), 36) + EXTENSION;
            Path file = folder.resolve(id);
            // The empty file claims the name against another window; the atomic write then fills it.
            if (!storage.create(file)) {
                continue;
            }
            storage.write(file, text);
            return id;
        }
    }

    /** The ids of the kept games, oldest first (damaged files set aside are not among them). */
    public List<String> list() throws IOException {
        List<String> ids = new ArrayList<>();
        if (!storage.isFolder(folder)) {
            return ids;
        }
        for (Path p : storage.list(folder)) {
            String name = p.getFileName().toString();
            if (name.endsWith(EXTENSION) && !name.startsWith(".") && storage.isFile(p)) {
                ids.add(name);
            }
        }
        ids.sort(null);
        return ids;
    }

    /**
     * One kept game's record, for a review or a replay.
     *
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if it is not a well-formed record
     */
    public GameRecord read(String id) throws IOException {
        if (id.contains("/") || id.contains("\\") || !id.endsWith(EXTENSION)) {
            throw new NoSuchFileException(id, null, "not a kept game");
        }
        return SavedGames.read(storage, folder.resolve(id));
    }

    /**
     * Every kept game, oldest first. A file that is not a readable game (damaged, cut short, moves
     * against the rules) is set aside as {@code NAME.damaged} with a message saying why; a game of a newer
     * version's format is left in place and named in one message; a file that vanished meanwhile is passed over.
     */
    public Read games() throws IOException {
        try {
            return reading().finish();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * {@link #games} as work in steps, a kept file a unit, so that the first read of some thousands of games (the
     * files not yet remembered) runs in the ticks of a page without holding a frame up, or on a thread of its own;
     * it says how far it has come. A failure to list or set aside is thrown as an {@link UncheckedIOException}.
     */
    public Reading reading() {
        return new Reading();
    }

    /** The reading of every kept game in steps ({@link #reading}). */
    public final class Reading implements Work<Read> {
        private List<String> ids;
        private int next;
        /** Files read and files in all, for the word of how far it has come (another thread may ask). */
        private volatile int read;
        private volatile int total = -1;
        private final List<Kept> games = new ArrayList<>();
        private final List<String> messages = new ArrayList<>();
        private final List<String> newer = new ArrayList<>();
        private Read result;

        private Reading() {
        }

        @Override
        public boolean step(Slice slice) {
            if (result != null) {
                return true;
            }
            try {
                if (ids == null) {
                    ids = list();
                    total = ids.size();
                }
                for (long used = 0; next < ids.size() && !slice.isSpent(used); used++) {
                    readOne(ids.get(next++));
                    read = next;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (next == ids.size()) {
                result = new Read(games, messages, newer);
            }
            return result != null;
        }

        private void readOne(String id) throws IOException {
            PlayedGame known;
            synchronized (remembered) {
                known = remembered.get(id);
            }
            if (known == null) {
                try {
                    if (storage.size(folder.resolve(id)) == 0) {
                        // Another window has claimed the name and not yet written it.
                        return;
                    }
                    known = PlayedGame.read(read(id));
                } catch (NoSuchFileException e) {
                    return;
                } catch (GameRecord.NewerFormatException e) {
                    // A newer version's game, after a downgrade: left as it is, for that version.
                    newer.add(FOLDER + "/" + id);
                    return;
                } catch (IOException | IllegalArgumentException e) {
                    messages.add(setAside(id, e));
                    return;
                }
                synchronized (remembered) {
                    remembered.put(id, known);
                }
            }
            games.add(new Kept(id, known));
        }

        @Override
        public Read result() {
            return result;
        }

        /** The kept files read so far. */
        public int done() {
            return read;
        }

        /** The kept files in all, or -1 before they are listed. */
        public int total() {
            return total;
        }
    }

    private String setAside(String id, Exception why) throws IOException {
        String reason = why instanceof IOException io ? UserFiles.reason(io) : why.getMessage();
        Path file = folder.resolve(id);
        // Every copy set aside keeps a name of its own, so a second damaged file never replaces the first.
        Path aside;
        for (int n = 1;; n++) {
            aside = folder.resolve(id + (n == 1 ? "" : "-" + n) + DAMAGED);
            try {
                storage.rename(file, aside);
                break;
            } catch (FileAlreadyExistsException e) {
                // That name is taken by an earlier copy: the next number.
            } catch (NoSuchFileException e) {
                return FOLDER + "/" + id + " was damaged (" + reason + ") and is gone";
            }
        }
        return FOLDER + "/" + id + " was damaged (" + reason + "); set aside as " + aside.getFileName();
    }
}
