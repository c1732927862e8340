package ishido.persist;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Makes the files a write or a read may meet that are not regular files, for the tests that need them. */
public final class SpecialFiles {
    private SpecialFiles() {
    }

    /** A named pipe made by {@code mkfifo}; the test is skipped where there is none. */
    public static Path fifo(Path path) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo here");
            throw e;
        }
        assumeTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "mkfifo failed");
        assumeTrue(Files.exists(path) && !Files.isRegularFile(path), "mkfifo made no pipe");
        return path;
    }

    /** A character device every test may use without harm, or the test is skipped. */
    public static Path device() {
        Path nul = Path.of("/dev/null");
        assumeTrue(Files.exists(nul) && !Files.isRegularFile(nul), "no /dev/null here");
        return nul;
    }
}
