package ishido.persist;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Set;

/**
 * Sets a damaged file of the game's aside, so that the player can look at it later: every copy gets a
 * name of its own ({@code highscores.txt.20261123-141500.damaged}, then {@code ...-2.damaged}), so a second
 * damaged file never replaces the first, and the file rewritten in its place keeps its mode (a settings
 * file may hold a private Oracle question and be readable by its owner only).
 */
public final class DamagedFiles {
    /** Ends the name of every set-aside copy. */
    public static final String SUFFIX = ".damaged";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private DamagedFiles() {
    }

    /**
     * Renames the file (the file a link leads to, so the link keeps leading to the game's file) to a name
     * no other copy has, stamped with the clock's time, and leaves an empty file with the same permissions
     * in its place for the game to write its fresh content into.
     *
     * @return the copy set aside
     * @throws IOException when the file cannot be renamed; it is then left as it was
     */
    public static Path setAside(Path file, Clock clock) throws IOException {
        Path real = AtomicFiles.throughLinks(file.toAbsolutePath());
        String stamp = stamp(clock);
        Set<PosixFilePermission> mode = permissions(real);
        Path aside;
        for (int n = 1;; n++) {
            aside = aside(real, stamp, n);
            if (Files.exists(aside, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            try {
                Files.move(real, aside);
                break;
            } catch (FileAlreadyExistsException e) {
                // Another window set a copy aside under this name meanwhile: the next number.
            }
        }
        try {
            Files.createFile(real);
            if (mode != null) {
                // Set after creating: the umask would take bits away from a mode given at creation.
                Files.setPosixFilePermissions(real, mode);
            }
        } catch (IOException e) {
            // Another window has written the file anew meanwhile, or the write that follows reports it.
        }
        return aside;
    }

    /** The clock's time as the names of set-aside copies carry it: {@code 20261123-141500}. */
    static String stamp(Clock clock) {
        return LocalDateTime.now(clock).format(STAMP);
    }

    /** The n-th name (from 1) a copy of the file set aside at the stamp may take. */
    static Path aside(Path file, String stamp, int n) {
        return file.resolveSibling(file.getFileName() + "." + stamp + (n == 1 ? "" : "-" + n) + SUFFIX);
    }

    private static Set<PosixFilePermission> permissions(Path file) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        return view == null ? null : view.readAttributes().permissions();
    }
}
