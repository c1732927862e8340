package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.persist.SpecialFiles;
import ishido.rules.Deal;
import ishido.rules.GameRecord;
import ishido.rules.Scoring;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The commands meeting what is already there: pipes and devices as targets, options given twice. */
class SpecialTargetsTest {
    @TempDir
    Path dir;

    private static void assertRefused(String expected, String... args) {
        CommandResult r = CommandResult.of(args);
        assertEquals(2, r.code(), String.join(" ", args) + " -> " + r.err());
        assertEquals(expected, r.err().strip(), String.join(" ", args));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeOrALinkToOneIsNeverReplacedByAPicture() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("shot.png"));
        Path link = Files.createSymbolicLink(dir.resolve("link.png"), fifo);
        for (Path target : List.of(fifo, link)) {
            assertRefused("ishido: Cannot write " + target + ": is a device or a pipe, not a regular file",
                    "screenshot", "--screen", "play", "--out", target.toString());
            assertRefused("ishido: Cannot write " + target + ": is a device or a pipe, not a regular file",
                    "codewheel", "--out", target.toString());
            assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the pipe is still there");
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeIsRefusedWhereAPictureIsExpectedAndHelpSaysWhichInputsMayBePipes() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("board.iff"));
        assertRefused("ishido: Cannot read " + fifo + ": is a device or a pipe, not a regular file",
                "convert", fifo.toString(), dir.resolve("out.png").toString());
        assertTrue(Files.notExists(dir.resolve("out.png")));
        assertTrue(CommandResult.of("convert", "--help").out().contains("a pipe or a device is refused"));
        assertTrue(CommandResult.of("review", "--help").out().replaceAll("\\s+", " ").contains("FILE may also be a pipe"));
    }

    @Test
    void aRecordsFolderThatIsNotAFolderIsSaidOnce() throws IOException {
        Path file = Files.writeString(dir.resolve("records"), "mine");
        assertRefused("ishido: Cannot make the records folder " + file + ": it is there and is not a folder",
                "selfplay", "--games", "1", "--iterations", "2", "--records", file.toString());
        assertEquals("mine", Files.readString(file));
    }

    @Test
    void anOptionGivenTwiceIsRefused() {
        String out = dir.resolve("a.png").toString();
        assertRefused("ishido: --out is given twice",
                "screenshot", "--screen", "play", "--out", out, "--out", dir.resolve("b.png").toString());
        assertRefused("ishido: --out is given twice", "codewheel", "--out", out, "--out=" + out);
        assertRefused("ishido: --colors is given twice", "convert", "--colors", "16", "--colors", "32", "a", "b");
        assertRefused("ishido: --scale is given twice", "--scale", "2", "--scale", "3");
        assertRefused("ishido: --window is given twice", "--window", "--window");
        assertRefused("ishido: --games is given twice", "selfplay", "--games", "1", "--games", "2");
        assertTrue(Files.notExists(Path.of(out)));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void replayReadsAPipeFromItsWriter() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("game.ishido"));
        String record = new GameRecord(Scoring.MODERN, Deal.random(3), List.of(), Map.of()).format();
        Thread writer = new Thread(() -> {
            try {
                Files.writeString(fifo, record);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        writer.start();
        CommandResult r = CommandResult.of("replay", fifo.toString());
        writer.join();
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("score="), r.out());
        assertTrue(CommandResult.of("replay", "--help").out().contains("pipe"));
    }
}
