package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every file a command reads, the player's or a tool's, is bounded: an endless one ({@code /dev/zero}) ends the
 * command at once with one line and exit 2, never with the memory full or an internal error.
 */
class BoundedReadersTest {
    private static final Path ZERO = Path.of("/dev/zero");

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anEndlessFileEndsEveryReaderWithOneLine() {
        assumeTrue(Files.exists(ZERO));
        String zero = ZERO.toString();
        List<String[]> runs = List.of(
                new String[] {"calibrate", "--from", zero},
                new String[] {"selfplay", "--games", "1", "--iterations", "2", "--evaluation", zero},
                new String[] {"selfplay", "--games", "1", "--iterations", "2", "--rollouts", zero},
                new String[] {"selfplay", "--games", "1", "--iterations", "2", "--value", zero},
                new String[] {"selfplay", "--games", "1", "--iterations", "2", "--deals", zero},
                new String[] {"fit", "--games", "1", "--iterations", "2", "--rollouts", zero},
                new String[] {"replay", zero},
                new String[] {"review", zero},
                new String[] {"screenshot", "--screen", "play", "--script", zero, "--out", "unused.png"});
        for (String[] args : runs) {
            CommandResult r = CommandResult.of(args);
            String line = String.join(" ", args);
            assertEquals(2, r.code(), line + " -> " + r.err());
            assertEquals(1, r.err().strip().split("\n").length, line + " -> " + r.err());
            assertTrue(r.err().startsWith("ishido: "), line + " -> " + r.err());
            assertTrue(r.err().contains(zero), line + " names the file: " + r.err());
        }
    }
}
