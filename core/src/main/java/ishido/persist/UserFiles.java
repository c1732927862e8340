package ishido.persist;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/**
 * The one reader of the player's files: each kind has a size limit far above any real file of it, checked
 * before reading and again while reading through a bounded stream, so a huge or endless file (a 3 GB file
 * chosen by mistake, {@code /dev/zero}) is refused with a clear message instead of filling the memory.
 * Its messages name the file once and give the reason in words.
 */
public final class UserFiles {
    /** Why a folder is not read or written as a file. */
    static final String FOLDER = "is a folder, not a file";
    /**
     * Why a write did not land in the browser's store: it has no room for it. Said in the player's words,
     * not the disk's ("no space left on device" meant nothing in a web page); a full disk on the desktop
     * gives the system's own message.
     */
    public static final String FULL = "The browser's storage for this game is full";
    /** Why a device, a pipe or a socket is not read or written as one of the game's files. */
    public static final String SPECIAL = "is a device or a pipe, not a regular file";

    private UserFiles() {
    }

    /** What a file is meant to be, with the most bytes one may have. */
    public enum Kind {
        /** settings.txt: 26 short lines today; 64 KB leaves room for many versions' keys. */
        SETTINGS("settings file", "any settings file", 64 << 10),
        /** A saved game or record: 72 moves and a dozen keys fit in 2 KB. */
        GAME_RECORD("game record", "any game", 64 << 10),
        /** A stoneset or board picture: a 320x200 picture of 8 planes is 64 KB; deep and HAM pictures more. */
        PICTURE("picture", "any board or stoneset", 16 << 20),
        /**
         * The high-score tables: a few hundred short lines, each entry a line of its own; every good one is worth
         * keeping, so the text is read whatever slip its encoding suffered ({@link TextFiles#salvage}).
         */
        HIGH_SCORES("high-score file", "any high-score table", 1 << 20, true),
        /** A file of auguries the Oracle appends to: some ten thousand readings. */
        AUGURIES("file of auguries", "any file of auguries", 8 << 20),
        /** A list of deals for the self-play benchmark: one line of 72 stones per deal, 100 000 of them. */
        DEALS("list of deals", "any list of deals", 32 << 20),
        /** A script of input for the screenshot command. */
        SCRIPT("script", "any script", 1 << 20),
        /** The Master's scores on coded deals: one short line per deal played, tens of thousands fit. */
        MASTER_SCORES("file of the Master's scores", "any file of the Master's scores", 4 << 20),
        /** The results of Practise your mistakes: one short line per practice. */
        PRACTICE("practice log", "any practice log", 1 << 20),
        /** A set of puzzles: a few hundred bytes a puzzle, the shipped thousand in half a megabyte. */
        PUZZLES("puzzle file", "any set of puzzles", 16 << 20),
        /** The learned part of the Master's rollouts (fit's weights file): a few dozen numbers. */
        ROLLOUT_FIT("fit of the rollouts", "any fit of the rollouts", 1 << 20),
        /** The value that chooses the rollouts' moves (learn's weights file): 80 KB of n-tuple weights today. */
        VALUE("value's weights", "any value's weights", 16 << 20),
        /** The lines of a calibration run (calibrate --from): one short line a game reviewed, 100 000 games. */
        CALIBRATION("calibration run", "any calibration run", 32 << 20),
        /** The challenges sent and received: a line of a date and a code (at most some 1,200 characters) each. */
        CHALLENGES("challenge log", "any challenge log", 8 << 20),
        /** The player's puzzle log: one line of some 80 bytes a puzzle tried, 50 000 of them. */
        PUZZLE_LOG("puzzle log", "any puzzle log", 4 << 20),
        /** Export All's file of every file of the data (and any one of them): years of games, stonesets, boards. */
        ALL_DATA("export of all the data", "any export of all the data", 256 << 20);

        private final String noun;
        private final String larger;
        private final long limit;

        private final boolean salvaged;

        Kind(String noun, String larger, long limit) {
            this(noun, larger, limit, false);
        }

        Kind(String noun, String larger, long limit, boolean salvaged) {
            this.noun = noun;
            this.larger = larger;
            this.limit = limit;
            this.salvaged = salvaged;
        }

        /** The most bytes a file of this kind may have. */
        public long limit() {
            return limit;
        }

        public String noun() {
            return noun;
        }
    }

    /** A file refused for its size, before it was read into memory. */
    public static final class TooLargeException extends IOException {
        TooLargeException(String message) {
            super(message);
        }
    }

    /** A file that is not UTF-8 text. */
    public static final class NotTextException extends IOException {
        NotTextException(String message) {
            super(message);
        }
    }

    /**
     * Reads a whole file of the kind from the storage, refusing one over the kind's limit and
     * anything that is not a regular file: a pipe or a device named like one of the game's files would make the game wait for
     * ever (opening a pipe waits for its writer), so it is refused before it is opened.
     *
     * @throws TooLargeException naming the size ("not a game record: 3 GB is far larger than any game")
     * @throws IOException as the file system reports it (see {@link #describe})
     */
    public static byte[] read(Storage storage, Path file, Kind kind) throws IOException {
        return storage.read(file, kind);
    }

    /** Reads a file of the disk as {@link #read} describes; {@link FileStorage}'s reader. */
    static byte[] readFile(Path file, Kind kind) throws IOException {
        return bounded(file, kind, regularFile(file).size());
    }

    /** The first bytes of a file of the disk, up to the kind's limit; {@link FileStorage}'s {@link Storage#readHead}. */
    static byte[] readFileHead(Path file, Kind kind) throws IOException {
        regularFile(file);
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes((int) kind.limit);
        }
    }

    /** A regular file's attributes; a folder, a pipe or a device is refused before it is opened. */
    private static BasicFileAttributes regularFile(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (attributes.isDirectory()) {
            throw new FileSystemException(file.toString(), null, FOLDER);
        }
        if (!attributes.isRegularFile()) {
            throw new FileSystemException(file.toString(), null, SPECIAL);
        }
        return attributes;
    }

    /**
     * Reads a whole file named on the command line, where a pipe or a device is what the user means
     * ({@code <(zcat game.gz)}, {@code /dev/stdin}): it is read like a file, bounded by the kind's limit,
     * and a pipe waits for its writer.
     */
    public static byte[] readArgument(Path file, Kind kind) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (attributes.isDirectory()) {
            throw new FileSystemException(file.toString(), null, FOLDER);
        }
        return bounded(file, kind, attributes.isRegularFile() ? attributes.size() : -1);
    }

    /** Reads a text file named on the command line, as {@link #readArgument} and {@link #text}. */
    public static String readArgumentText(Path file, Kind kind) throws IOException {
        return text(readArgument(file, kind), kind);
    }

    private static byte[] bounded(Path file, Kind kind, long size) throws IOException {
        if (size > kind.limit) {
            throw tooLarge(kind, size);
        }
        try (InputStream in = Files.newInputStream(file)) {
            // Devices and pipes report no size; the bound holds for them too.
            byte[] bytes = in.readNBytes((int) kind.limit + 1);
            if (bytes.length > kind.limit) {
                throw tooLarge(kind, -1);
            }
            return bytes;
        }
    }

    /**
     * Reads a text file of the kind: UTF-8, a byte-order mark at its start dropped.
     *
     * @throws NotTextException when the bytes are not UTF-8 text
     */
    public static String readText(Storage storage, Path file, Kind kind) throws IOException {
        return text(read(storage, file, kind), kind);
    }

    /**
     * Decodes the bytes of a text file of the kind, dropping a byte-order mark; a kind whose good lines are kept
     * whatever the encoding is never refused here.
     */
    public static String text(byte[] bytes, Kind kind) throws NotTextException {
        if (kind.salvaged) {
            return TextFiles.salvage(bytes);
        }
        String text;
        try {
            text = TextFiles.decode(bytes);
        } catch (CharacterCodingException e) {
            throw new NotTextException("not a " + kind.noun + ": it is not a text file");
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    static TooLargeException tooLarge(Kind kind, long size) {
        String what = size < 0 ? "it goes on past " + size(kind.limit) + ", far" : size(size) + " is far";
        return new TooLargeException("not a " + kind.noun + ": " + what + " larger than " + kind.larger);
    }

    /** A size for people: 3 GB, 150 MB, 64 KB, 12 bytes. */
    public static String size(long bytes) {
        if (bytes >= 1L << 30) {
            return (bytes >> 30) + " GB";
        }
        if (bytes >= 1L << 20) {
            return (bytes >> 20) + " MB";
        }
        if (bytes >= 1L << 10) {
            return (bytes >> 10) + " KB";
        }
        return bytes + (bytes == 1 ? " byte" : " bytes");
    }

    /**
     * The reason of a failure in words, without the file's name: "permission denied", "no such file",
     * or the system's own reason. The file system's exceptions carry the name as their message, which
     * is how "r.iff: r.iff" came to be printed.
     */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "already exists";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "the folder is not empty";
        }
        if (e instanceof FileSystemException fs) {
            String r = fs.getReason();
            return r == null || r.isBlank() ? "cannot be used" : lowerFirst(r);
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : TextFiles.firstLine(m);
    }

    /** "FILE: reason", naming the file once. */
    public static String describe(Path file, IOException e) {
        return file + ": " + reason(e);
    }

    private static String lowerFirst(String s) {
        return s.length() > 1 && Character.isUpperCase(s.charAt(0)) && Character.isLowerCase(s.charAt(1))
                ? s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1) : s;
    }
}
