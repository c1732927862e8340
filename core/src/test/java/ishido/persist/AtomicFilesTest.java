package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writesTheContentAndLeavesNoTemporaryFile() throws IOException {
        Path file = dir.resolve("a.txt");
        AtomicFiles.write(file, "one".getBytes(StandardCharsets.UTF_8));
        AtomicFiles.write(file, "two".getBytes(StandardCharsets.UTF_8));
        assertEquals("two", Files.readString(file));
        assertEquals(List.of("a.txt"), names());
    }

    @Test
    void anExistingFileKeepsItsPermissions() throws IOException {
        assumeTrue(posix());
        Path file = dir.resolve("shared.txt");
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        AtomicFiles.write(file, "new".getBytes(StandardCharsets.UTF_8));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    @Test
    void aNewFileGetsTheUsualModeUnderTheUmask() throws IOException {
        assumeTrue(posix());
        // Any program's new file: rw-rw-rw- less the umask (rw-r--r-- under the usual 022), not rw-------.
        Path plain = Files.createFile(dir.resolve("plain"));
        Path file = dir.resolve("new.txt");
        AtomicFiles.write(file, "x".getBytes(StandardCharsets.UTF_8));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(file));
    }

    @Test
    void aSymbolicLinkIsWrittenThroughToItsFile() throws IOException {
        Path real = Files.createDirectories(dir.resolve("real")).resolve("settings.txt");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), Path.of("real/settings.txt"));
        AtomicFiles.write(link, "new".getBytes(StandardCharsets.UTF_8));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(real));
        // A dangling link gets its file made.
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.txt"), Path.of("real/later.txt"));
        AtomicFiles.write(dangling, "made".getBytes(StandardCharsets.UTF_8));
        assertTrue(Files.isSymbolicLink(dangling));
        assertEquals("made", Files.readString(dir.resolve("real/later.txt")));
    }

    @Test
    void aFailureNamesTheTargetNeverTheTemporaryFile() {
        Path file = dir.resolve("missing-folder/save.txt");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(file, new byte[1]));
        assertEquals(file + ": no such file", UserFiles.describe(file, e));
        assertFalse(e.toString().contains(AtomicFiles.TEMP_SUFFIX), e.toString());
    }

    @Test
    void aReadOnlyFolderIsReportedAsSuch() throws IOException {
        assumeTrue(posix());
        Path folder = Files.createDirectories(dir.resolve("ro"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeTrue(!Files.isWritable(folder), "running as root: folders are always writable");
            Path file = folder.resolve("save.txt");
            IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(file, new byte[1]));
            assertEquals(file + ": permission denied", UserFiles.describe(file, e));
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void staleTemporaryFilesOfEndedProcessesAreRemoved() throws IOException {
        // No process has an id this large (Linux caps them at 2^22), so this one has ended.
        Path stale = Files.writeString(dir.resolve(".settings.txt.999999999-k3" + AtomicFiles.TEMP_SUFFIX), "half");
        Path live = Files.writeString(dir.resolve(".settings.txt." + ProcessHandle.current().pid() + "-k4"
                + AtomicFiles.TEMP_SUFFIX), "being written");
        Path notOurs = Files.writeString(dir.resolve(".other.tmp"), "someone else's");
        assertEquals(1, AtomicFiles.removeStale(dir));
        assertFalse(Files.exists(stale));
        assertTrue(Files.exists(live));
        assertTrue(Files.exists(notOurs));
        assertEquals(0, AtomicFiles.removeStale(dir.resolve("no-such-folder")));
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeIsNeverReplacedNorWaitedOn() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("shot.png"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(fifo, new byte[1]));
        assertEquals(fifo + ": is a device or a pipe, not a regular file", UserFiles.describe(fifo, e));
        Path link = Files.createSymbolicLink(dir.resolve("link.png"), fifo.getFileName());
        IOException viaLink = assertThrows(IOException.class, () -> AtomicFiles.write(link, new byte[1]));
        assertEquals(link + ": is a device or a pipe, not a regular file", UserFiles.describe(link, viaLink));
        assertFalse(Files.isRegularFile(fifo));
        assertTrue(Files.exists(fifo));
        assertEquals(List.of("link.png", "shot.png"), names());
    }

    @Test
    void aFolderIsNotWrittenOver() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("saves"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(folder, new byte[1]));
        assertEquals(folder + ": is a folder, not a file", UserFiles.describe(folder, e));
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void aRelativeLinkInsideALinkedFolderIsFollowedAsTheKernelFollowsIt() throws IOException {
        // GNU Stow's layout: home/data is a link to stow/pkg/data, in which settings.txt links to
        // ../shared/settings.txt, that is stow/pkg/shared/settings.txt, not home/shared/settings.txt.
        Path real = Files.createDirectories(dir.resolve("stow/pkg/shared")).resolve("settings.txt");
        Files.writeString(real, "old");
        Path pkgData = Files.createDirectories(dir.resolve("stow/pkg/data"));
        Files.createSymbolicLink(pkgData.resolve("settings.txt"), Path.of("../shared/settings.txt"));
        Files.createDirectories(dir.resolve("home/shared"));
        Path data = Files.createSymbolicLink(dir.resolve("home/data"), Path.of("../stow/pkg/data"));
        Path target = data.resolve("settings.txt");
        assertEquals("old", Files.readString(target));
        AtomicFiles.write(target, "new".getBytes(StandardCharsets.UTF_8));
        assertEquals("new", Files.readString(real));
        assertEquals("new", Files.readString(target));
        assertTrue(Files.isSymbolicLink(pkgData.resolve("settings.txt")));
        assertFalse(Files.exists(dir.resolve("home/shared/settings.txt")));
    }

    @Test
    void aLoopOfLinksIsRefused() throws IOException {
        Path a = Files.createSymbolicLink(dir.resolve("a"), Path.of("b"));
        Files.createSymbolicLink(dir.resolve("b"), Path.of("a"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(a, new byte[1]));
        assertEquals(a + ": too many levels of symbolic links", UserFiles.describe(a, e));
    }
}
