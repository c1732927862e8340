package ishido.persist;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Read-modify-write of a small user file under a lock, so that two windows of the game changing it at
 * once (two games ending together) both keep their change: each re-reads the file inside the lock.
 */
public final class LockedFiles {
    /** Longest file read here: user tables are a few kilobytes, so anything larger is not ours. */
    public static final int MAX_BYTES = 1 << 20;

    /** File locks are held per process, so threads of one process also queue on a lock of their own. */
    private static final ConcurrentHashMap<Path, ReentrantLock> LOCAL = new ConcurrentHashMap<>();

    /** A change to a file's content: given the bytes (null when there is no file), the new bytes or null to leave it. */
    @FunctionalInterface
    public interface Change {
        byte[] apply(byte[] current) throws IOException;
    }

    private LockedFiles() {
    }

    /**
     * Applies a change to a file while holding its lock (a file beside it named {@code NAME.lock},
     * left in place because removing it would let a third writer lock a different file).
     */
    public static void update(Path file, Change change) throws IOException {
        Path absolute = file.toAbsolutePath().normalize();
        Files.createDirectories(absolute.getParent());
        ReentrantLock local = LOCAL.computeIfAbsent(absolute, p -> new ReentrantLock());
        local.lock();
        try (FileChannel channel = FileChannel.open(absolute.resolveSibling(absolute.getFileName() + ".lock"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = channel.lock()) {
            byte[] next = change.apply(read(absolute));
            if (next != null) {
                AtomicFiles.write(absolute, next);
            }
        } finally {
            local.unlock();
        }
    }

    private static byte[] read(Path file) throws IOException {
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new IOException(file.getFileName() + " is larger than " + MAX_BYTES + " bytes");
            }
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /** UTF-8 bytes of a text, for changes that work on text. */
    public static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
