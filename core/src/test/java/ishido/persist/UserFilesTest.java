package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ishido.testing.TestPlatform;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class UserFilesTest {
    @TempDir
    Path dir;

    @Test
    void aHugeFileIsRefusedByItsSizeBeforeItIsRead() throws IOException {
        Path big = dir.resolve("big.txt");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            // Sparse: 3 GB that take no room on the disk and would not fit in the test's memory.
            f.setLength(3L << 30);
        }
        UserFiles.TooLargeException e = assertThrows(UserFiles.TooLargeException.class,
                () -> UserFiles.read(TestPlatform.storage(), big, UserFiles.Kind.GAME_RECORD));
        assertEquals("not a game record: 3 GB is far larger than any game", e.getMessage());
    }

    @Test
    void anEndlessFileIsRefusedAtTheLimit() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.isReadable(zero), "no /dev/zero here");
        UserFiles.TooLargeException e = assertThrows(UserFiles.TooLargeException.class,
                () -> UserFiles.readArgument(zero, UserFiles.Kind.SETTINGS));
        assertEquals("not a settings file: it goes on past 64 KB, far larger than any settings file", e.getMessage());
    }

    @Test
    void aFileAtTheLimitIsRead() throws IOException {
        Path file = dir.resolve("full.txt");
        byte[] bytes = new byte[(int) UserFiles.Kind.GAME_RECORD.limit()];
        java.util.Arrays.fill(bytes, (byte) 'a');
        Files.write(file, bytes);
        assertArrayEquals(bytes, UserFiles.read(TestPlatform.storage(), file, UserFiles.Kind.GAME_RECORD));
        Files.write(file, new byte[bytes.length + 1]);
        assertThrows(UserFiles.TooLargeException.class, () -> UserFiles.read(TestPlatform.storage(), file, UserFiles.Kind.GAME_RECORD));
    }

    @Test
    void aByteOrderMarkIsDropped() throws IOException {
        Path file = dir.resolve("bom.txt");
        Files.write(file, "\uFEFFscoring = Ancient\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("scoring = Ancient\n", UserFiles.readText(TestPlatform.storage(), file, UserFiles.Kind.SETTINGS));
    }

    @Test
    void binaryIsNotText() throws IOException {
        Path file = dir.resolve("bin");
        Files.write(file, new byte[] {0, 1, (byte) 0xFF});
        assertEquals("not a game record: it is not a text file", assertThrows(UserFiles.NotTextException.class,
                () -> UserFiles.readText(TestPlatform.storage(), file, UserFiles.Kind.GAME_RECORD)).getMessage());
    }

    @Test
    void messagesNameTheFileOnceWithTheReasonInWords() {
        Path file = Path.of("r.iff");
        assertEquals("r.iff: permission denied", UserFiles.describe(file, new AccessDeniedException("r.iff")));
        assertEquals("/nonexist: no such file",
                UserFiles.describe(Path.of("/nonexist"), new NoSuchFileException("/nonexist")));
        IOException folder = assertThrows(IOException.class, () -> UserFiles.read(TestPlatform.storage(), dir, UserFiles.Kind.PICTURE));
        assertEquals(dir + ": is a folder, not a file", UserFiles.describe(dir, folder));
        assertTrue(UserFiles.size(150L << 20).equals("150 MB"));
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeNamedLikeAGameFileIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("settings.txt"));
        IOException e = assertThrows(IOException.class, () -> UserFiles.readText(TestPlatform.storage(), fifo, UserFiles.Kind.SETTINGS));
        assertEquals(fifo + ": is a device or a pipe, not a regular file", UserFiles.describe(fifo, e));
        // A link to a device is refused as the device is.
        Path link = Files.createSymbolicLink(dir.resolve("highscores.txt"), SpecialFiles.device());
        assertThrows(IOException.class, () -> UserFiles.read(TestPlatform.storage(), link, UserFiles.Kind.HIGH_SCORES));
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeNamedOnTheCommandLineIsReadFromItsWriter() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("game.ishido"));
        Thread writer = new Thread(() -> {
            try {
                Files.writeString(fifo, "Scoring: Modern\n");
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        assertEquals("Scoring: Modern\n", UserFiles.readArgumentText(fifo, UserFiles.Kind.GAME_RECORD));
        writer.join();
    }
}
