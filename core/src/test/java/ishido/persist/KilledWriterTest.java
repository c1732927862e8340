package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a process writing a file with {@link AtomicFiles} at random points: the file is always one whole
 * version, old or new, and the next start removes every temporary file the dead process left.
 */
class KilledWriterTest {
    /** Processes killed; each costs one JVM start (about a second on a loaded machine). */
    private static final int KILLS = 3;
    /** Big enough that a write takes a while, so most kills land in the middle of one. */
    private static final int SIZE = 256 << 10;
    /** The longest a killed child may take to end. */
    private static final long END_SECONDS = 30;

    @TempDir
    Path dir;

    /** The child process: writes versions 1, 2, 3, ... of the file until it is killed. */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        ChildJvm.ready();
        for (int v = 1; ; v++) {
            AtomicFiles.write(file, version(v));
        }
    }

    /** Version v: its number's low byte, repeated. */
    static byte[] version(int v) {
        byte[] b = new byte[SIZE];
        Arrays.fill(b, (byte) v);
        return b;
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theFileIsAlwaysOneWholeVersionAndNoTemporaryFileSurvives() throws Exception {
        Path file = dir.resolve("settings.txt");
        AtomicFiles.write(file, version(0));
        Random random = new Random(10);
        for (int kill = 0; kill < KILLS; kill++) {
            Process child = ChildJvm.start(KilledWriterTest.class, file.toString());
            try {
                Thread.sleep(20 + random.nextInt(200));
            } finally {
                child.destroyForcibly();
                assertTrue(child.waitFor(END_SECONDS, TimeUnit.SECONDS), "the writer did not die");
            }
            byte[] now = Files.readAllBytes(file);
            assertEquals(SIZE, now.length, "a half-written file after kill " + kill);
            for (byte b : now) {
                assertEquals(now[0], b, "a mixed file after kill " + kill);
            }
            // The next start: our leftovers of the dead process go, nothing else does.
            AtomicFiles.removeStale(dir);
            try (Stream<Path> files = Files.list(dir)) {
                assertEquals(List.of("settings.txt"), files.map(p -> p.getFileName().toString()).toList());
            }
        }
    }
}
