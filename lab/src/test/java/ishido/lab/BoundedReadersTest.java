package ishido.lab;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every file a lab command reads is bounded, as the game's are (the game's BoundedReadersTest): an endless one ends
 * the command at once with one line and exit 2, never with the memory full or an internal error.
 */
class BoundedReadersTest {
    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anEndlessFileEndsEveryReaderWithOneLine() {
        assumeTrue(Files.exists(ishido.desktop.BoundedReadersTest.ZERO));
        String zero = ishido.desktop.BoundedReadersTest.ZERO.toString();
        ishido.desktop.BoundedReadersTest.assertEachEndsWithOneLine(Main::run, Main.PROGRAM, List.of(
                new String[] {"calibrate", "--from", zero},
                new String[] {"fit", "--games", "1", "--iterations", "2", "--rollouts", zero},
                new String[] {"puzzles", "--check", zero},
                new String[] {"puzzles", "--summary", zero}));
    }
}
