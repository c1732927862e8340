package ishido.persist;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Read-modify-write of a shared file under a lock, for files that two windows on one data folder may
 * change at once (the settings, the high scores): each update re-reads the file as it is now, changes it
 * and writes it atomically, and a second writer waits for the first, so neither change is lost.
 */
public final class LockedFiles {
    /** Threads of one process share the file lock, which the system grants per process. */
    private static final Map<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();

    private LockedFiles() {
    }

    /**
     * Changes the file under the lock: reads it (bounded by the kind's limit, a byte-order mark dropped),
     * applies the change and writes the result with {@link AtomicFiles#write}. The lock is the hidden file
     * {@code .NAME.lock} beside it, held with the system's file lock, so it is released when a process dies.
     *
     * @return the text now in the file
     * @throws IOException when the file cannot be read or written, or the change refuses; the file is untouched
     */
    public static String update(Path file, UserFiles.Kind kind, Storage.Change change) throws IOException {
        Path absolute;
        try {
            // Beside the file a link leads to, so that windows reaching it by different names share one lock.
            absolute = AtomicFiles.throughLinks(file.toAbsolutePath());
        } catch (FileSystemException e) {
            throw new FileSystemException(file.toString(), null, UserFiles.reason(e));
        }
        Path lockFile = absolute.resolveSibling("." + absolute.getFileName() + ".lock");
        ReentrantLock local = IN_PROCESS.computeIfAbsent(lockFile, k -> new ReentrantLock());
        local.lock();
        try {
            refuseSpecial(lockFile);
        } catch (FileSystemException e) {
            local.unlock();
            throw new FileSystemException(file.toString(), null, UserFiles.reason(e));
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = channel.lock()) {
            String current;
            try {
                current = UserFiles.text(UserFiles.readFile(absolute, kind), kind);
            } catch (NoSuchFileException e) {
                current = null;
            }
            String next = change.apply(current);
            if (next == null) {
                return current;
            }
            AtomicFiles.write(absolute, next.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return next;
        } catch (FileSystemException e) {
            if (lockFile.toString().equals(e.getFile())) {
                // The lock is a detail: the player is told about the file they know.
                throw new FileSystemException(file.toString(), null, UserFiles.reason(e));
            }
            throw e;
        } finally {
            local.unlock();
        }
    }

    /** A pipe where the lock goes would make opening it wait for ever, so it is refused first. */
    private static void refuseSpecial(Path lockFile) throws FileSystemException {
        try {
            BasicFileAttributes attributes = Files.readAttributes(lockFile, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                throw new FileSystemException(lockFile.toString(), null,
                        attributes.isDirectory() ? UserFiles.FOLDER : UserFiles.SPECIAL);
            }
        } catch (FileSystemException e) {
            if (!(e instanceof NoSuchFileException)) {
                throw e;
            }
        } catch (IOException e) {
            throw new FileSystemException(lockFile.toString(), null, UserFiles.reason(e));
        }
    }
}
