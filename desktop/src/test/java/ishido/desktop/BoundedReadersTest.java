package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ishido.persist.UserData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every file a command reads, the player's or a tool's, is bounded: an endless one ({@code /dev/zero}) ends the
 * command at once with one line and exit 2, never with the memory full or an internal error.
 */
public class BoundedReadersTest {
    /** An endless file. */
    public static final Path ZERO = Path.of("/dev/zero");

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anEndlessFileEndsEveryReaderWithOneLine() {
        assumeTrue(Files.exists(ZERO));
        String zero = ZERO.toString();
        List<String[]> runs = List.of(
                new String[] {"selfplay", "--games", "1", "--iterations", "2", "--rollouts", zero},
                new String[] {"selfplay", "--games", "1", "--iterations", "2", "--value", zero},
                new String[] {"selfplay", "--games", "1", "--iterations", "2", "--deals", zero},
                new String[] {"replay", zero},
                new String[] {"review", zero},
                new String[] {"screenshot", "--screen", "play", "--script", zero, "--out", "unused.png"});
        assertEachEndsWithOneLine(Main::run, Main.PROGRAM, runs);
    }

    /** Each run of the program's command line (named so in its messages) exits 2 with one line naming {@link #ZERO}. */
    public static void assertEachEndsWithOneLine(CommandResult.Program program, String name, List<String[]> runs) {
        for (String[] args : runs) {
            CommandResult r = CommandResult.of(program, UserData.folder(), args);
            String line = String.join(" ", args);
            assertEquals(2, r.code(), line + " -> " + r.err());
            assertEquals(1, r.err().strip().split("\n").length, line + " -> " + r.err());
            assertTrue(r.err().startsWith(name + ": "), line + " -> " + r.err());
            assertTrue(r.err().contains(ZERO.toString()), line + " names the file: " + r.err());
        }
    }
}
