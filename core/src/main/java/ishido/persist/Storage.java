package ishido.persist;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

/**
 * The port through which the game reaches the player's data (settings, high scores, saved games, the
 * history, auguries, stonesets, boards) and any file the player picks: files on the desktop
 * ({@code FileStorage}), a key/value store such as the browser's localStorage in the web build
 * ({@code KeyValueStorage}). Files are named by {@link Path}, which the web build's class library
 * emulates as plain names; every read, write and listing goes through here, none through
 * {@code java.nio.file.Files}. The program around the game chooses one at start-up and hands it down (in
 * {@code ishido.platform.Platform}) to what reads or writes.
 *
 * <p>The errors are those of the file system, so one message serves both: {@code NoSuchFileException},
 * {@code FileAlreadyExistsException}, and {@code FileSystemException} naming the file with a reason in
 * words (the browser's storage full: {@link UserFiles#FULL}), which {@link UserFiles#reason} prints.
 */
public interface Storage {

    /** What a name stands for in the storage. */
    enum Type {
        /** Nothing (or nothing the game may see). */
        MISSING,
        /** A file of bytes. */
        FILE,
        /** A folder that can be listed. */
        FOLDER,
        /** A device, a pipe or a socket: not one of the game's files. */
        SPECIAL
    }

    /** The room the player's data takes and the room left for it, in bytes (issue 38). */
    record Room(long used, long left) {
        /** "41 KB used, 3.4 GB left". */
        public String describe() {
            return size(used) + " used, " + size(left) + " left";
        }

        /** Bytes in the largest unit that keeps a whole number before the point: "512 bytes", "41 KB", "3.4 GB". */
        static String size(long bytes) {
            String[] units = {"KB", "MB", "GB", "TB"};
            if (bytes < 1024) {
                return bytes + (bytes == 1 ? " byte" : " bytes");
            }
            double v = bytes;
            int u = -1;
            while (v >= 1024 && u < units.length - 1) {
                v /= 1024;
                u++;
            }
            long tenths = Math.round(v * 10);
            return (tenths >= 100 ? Long.toString(Math.round(v)) : tenths / 10 + "." + tenths % 10) + " " + units[u];
        }
    }

    /** A top-level place the file requester offers under Volumes: a name and its folder. */
    record Place(String name, Path folder) {
    }

    /** What a locked update does: the file's current text (null when there is none) in, the new text out. */
    @FunctionalInterface
    interface Change {
        /**
         * @return the new content, or null to leave the file as it is
         * @throws IOException to abandon the update, leaving the file as it is
         */
        String apply(String current) throws IOException;
    }

    /** The folder of the player's own data in this storage (settings.txt, saves/, stonesets/ ...). */
    Path dataFolder();

    /** What the name stands for now; never fails (an unreadable name is {@link Type#MISSING}). */
    Type type(Path name);

    default boolean exists(Path name) {
        return type(name) != Type.MISSING;
    }

    default boolean isFile(Path name) {
        return type(name) == Type.FILE;
    }

    default boolean isFolder(Path name) {
        return type(name) == Type.FOLDER;
    }

    /** When the file was last changed, in milliseconds since 1970, or -1 where the storage does not keep it. */
    default long modified(Path file) {
        return -1;
    }

    /** The room the data folder's files take and the room left, or null where the storage cannot say. */
    default Room room() {
        return null;
    }

    /** The number of bytes in the file. */
    long size(Path file) throws IOException;

    /**
     * The names in a folder, files and folders, hidden ones (a leading dot) included, in no particular order.
     *
     * @throws IOException when the folder does not exist or cannot be listed
     */
    List<Path> list(Path folder) throws IOException;

    /**
     * Reads a whole file of the kind, refusing one over the kind's limit and anything that is not a file.
     *
     * @throws UserFiles.TooLargeException naming the size
     */
    byte[] read(Path file, UserFiles.Kind kind) throws IOException;

    /**
     * The start of a file too large to read whole: its first bytes, up to the kind's limit, so that what a
     * damaged file holds there can be kept. Refuses what {@link #read} refuses but the size.
     */
    byte[] readHead(Path file, UserFiles.Kind kind) throws IOException;

    /**
     * Replaces the file's content atomically: a reader sees the old content or the new, never part of
     * one; when it fails (the storage is full) the old content is still there. The folder must exist.
     */
    void write(Path file, byte[] content) throws IOException;

    /**
     * Read-modify-write of a file that two windows (two tabs) on one data folder may change at once:
     * re-reads the file as it is now (bounded by the kind's limit, a byte-order mark dropped), applies the
     * change and writes the result atomically; a second writer waits for the first.
     *
     * @return the text now in the file
     */
    String update(Path file, UserFiles.Kind kind, Change change) throws IOException;

    /**
     * Creates an empty file, which claims the name against another window.
     *
     * @return false when the name is taken already
     */
    boolean create(Path file) throws IOException;

    /**
     * Gives a file another name in the same folder, never replacing one.
     *
     * @throws java.nio.file.FileAlreadyExistsException when the new name is taken
     * @throws java.nio.file.NoSuchFileException when the file is gone
     */
    void rename(Path file, Path to) throws IOException;

    /** Deletes a file or an empty folder; false when there was none. */
    boolean delete(Path name) throws IOException;

    /** Creates the folder and those above it where missing. */
    void createFolders(Path folder) throws IOException;

    /**
     * Sets a damaged file aside under a name no other copy has, stamped with the clock's time
     * ({@code NAME.20261123-141500.damaged}), and leaves an empty file in its place.
     *
     * @return the copy set aside
     */
    Path setAside(Path file, Clock clock) throws IOException;

    /** Removes what writes killed half-way left in the folder; how many. */
    int removeStale(Path folder);

    /** The places the file requester offers besides the game's own: the disks, or the browser's store. */
    List<Place> volumes();

    /** The player's home folder, offered as a volume where there is one (the desktop), else null. */
    Path home();

    /**
     * Whether files can be brought in from outside the storage (the browser's file picker): the file
     * requester then offers "Bring in a file..." under Volumes. The desktop's files need no bringing in.
     */
    default boolean canBringIn() {
        return false;
    }

    /**
     * Whether the file requester offers Delete: where the player has no other way to remove the game's
     * files and free the room they take (the browser's store; on the desktop the system's file manager does it).
     */
    default boolean offersDelete() {
        return false;
    }

    /**
     * Asks the player for files from outside; each file kept comes to {@code arrived} with its name here,
     * later (the browser's picker answers after the frame that asked).
     */
    default void bringIn(java.util.function.Consumer<Path> arrived) {
    }
}

