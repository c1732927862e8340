package ishido.persist;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes files so that a reader sees the old content or the new, never half of one: a temporary file
 * beside the target, synced, renamed over it, then the folder synced. The target keeps its permissions
 * (a new one gets the usual mode under the umask), a symbolic link is written through to its file, a
 * target that is not a regular file (a device, a pipe) is refused rather than replaced, and
 * the temporary file's name says whose it is, so that one left by a killed process is removed at the
 * next start ({@link #removeStale}).
 */
public final class AtomicFiles {
    /** Ends every temporary name: {@code .NAME.PID-RANDOM.ishido-tmp}. */
    static final String TEMP_SUFFIX = ".ishido-tmp";
    private static final Pattern TEMP_NAME = Pattern.compile("\\..+\\.(\\d+)-[0-9a-z]+" + Pattern.quote(TEMP_SUFFIX));
    /** Links followed before giving up, as the kernel does (ELOOP). */
    private static final int MAX_LINKS = 40;

    private AtomicFiles() {
    }

    /**
     * Replaces the file's content.
     *
     * @throws IOException naming the target (never the temporary file) with the reason
     */
    public static void write(Path target, byte[] content) throws IOException {
        Path absolute;
        try {
            absolute = throughLinks(target.toAbsolutePath());
            refuseSpecial(absolute);
        } catch (IOException e) {
            throw naming(target, e);
        }
        Path dir = absolute.getParent();
        Path temp = dir.resolve("." + absolute.getFileName() + "." + ProcessHandle.current().pid() + "-"
                + Long.toString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE, 36) + TEMP_SUFFIX);
        try {
            try {
                // No attributes given: the new file gets rw-rw-rw- less the umask, as any program's would.
                try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE)) {
                    keepPermissions(absolute, temp);
                    ByteBuffer buffer = ByteBuffer.wrap(content);
                    while (buffer.hasRemaining()) {
                        channel.write(buffer);
                    }
                    // On disk before the rename, so a crash cannot leave the new name on empty content.
                    channel.force(true);
                }
                try {
                    Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            throw naming(target, e);
        }
        syncFolder(dir);
    }

    /**
     * The file a chain of symbolic links ends at (which may not exist yet), found as the kernel finds it:
     * each link's text is read against the real folder the link sits in, so a relative link with {@code ..}
     * inside a linked folder (as GNU Stow makes them) leads where {@code cat} would go.
     */
    static Path throughLinks(Path file) throws IOException {
        Path p = file;
        for (int i = 0;; i++) {
            Path name = p.getFileName();
            if (name == null || name.toString().equals(".") || name.toString().equals("..")) {
                // A folder, not a file; the caller refuses it.
                return p.toRealPath();
            }
            Path folder = p.getParent().toRealPath();
            p = folder.resolve(name);
            if (!Files.isSymbolicLink(p)) {
                return p;
            }
            if (i == MAX_LINKS) {
                throw new FileSystemException(file.toString(), null, "too many levels of symbolic links");
            }
            p = folder.resolve(Files.readSymbolicLink(p));
        }
    }

    /**
     * Checks that a file can be a target before work that ends in writing it (a log appended to as a run goes):
     * a device, a pipe or a folder behind the name, links followed, is refused as {@link #write} refuses it.
     *
     * @throws IOException naming the target with the reason
     */
    public static void checkTarget(Path target) throws IOException {
        try {
            refuseSpecial(throughLinks(target.toAbsolutePath()));
        } catch (IOException e) {
            throw naming(target, e);
        }
    }

    /**
     * Refuses a target that exists and is not a regular file: renaming over a device, a pipe or a
     * socket would remove it, and writing into one is not keeping a file.
     */
    private static void refuseSpecial(Path target) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return;
        }
        if (attributes.isDirectory()) {
            throw new FileSystemException(target.toString(), null, UserFiles.FOLDER);
        }
        if (!attributes.isRegularFile()) {
            throw new FileSystemException(target.toString(), null, UserFiles.SPECIAL);
        }
    }

    private static void keepPermissions(Path target, Path temp) throws IOException {
        PosixFileAttributeView from = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        if (from == null || !Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Set<PosixFilePermission> permissions = from.readAttributes().permissions();
        Files.setPosixFilePermissions(temp, permissions);
    }

    /**
     * Syncs the folder so that the rename itself survives a power loss (POSIX); where a folder cannot be
     * opened (Windows), the file system does not need it.
     */
    private static void syncFolder(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Nothing more can be done; the file itself is on disk.
        }
    }

    /** The exception again with the target as its file, so no message shows the temporary name. */
    private static IOException naming(Path target, IOException e) {
        if (e instanceof AccessDeniedException) {
            return new AccessDeniedException(target.toString());
        }
        if (e instanceof NoSuchFileException) {
            return new NoSuchFileException(target.toString());
        }
        FileSystemException named = new FileSystemException(target.toString(), null, UserFiles.reason(e));
        named.initCause(e);
        return named;
    }

    /**
     * Removes the temporary files of ours in the folder whose process has ended (killed in the middle of a
     * write); those of a process still running, another window's, are left alone.
     *
     * @return how many were removed
     */
    public static int removeStale(Path folder) {
        int removed = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + TEMP_SUFFIX)) {
            for (Path p : files) {
                Matcher m = TEMP_NAME.matcher(p.getFileName().toString());
                if (m.matches() && !running(m.group(1)) && Files.deleteIfExists(p)) {
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // A folder that cannot be listed has nothing we could remove.
        }
        return removed;
    }

    private static boolean running(String pid) {
        try {
            long id = Long.parseLong(pid);
            return id == ProcessHandle.current().pid()
                    || ProcessHandle.of(id).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
