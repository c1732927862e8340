package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.screens.play.PlayScreen;
import ishido.testing.TestPlatform;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code export} and {@code import}: a data folder round trip, a damaged file, newer files here, bad usage. */
class DataCommandTest {
    @TempDir
    Path from;
    @TempDir
    Path to;
    @TempDir
    Path elsewhere;

    private record Run(int code, String out, String err) {
    }

    private static Run run(Path home, String... args) {
        CommandResult r = CommandResult.in(home, args);
        return new Run(r.code(), r.out(), r.err());
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        Files.setLastModifiedTime(file, FileTime.from(PlayScreen.FIXED_CLOCK.instant().minusSeconds(3600)));
    }

    private static List<String> tree(Path home) throws IOException {
        try (Stream<Path> all = Files.walk(home)) {
            return all.filter(Files::isRegularFile).map(p -> {
                try {
                    return home.relativize(p) + "=" + Files.readString(p);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).sorted().toList();
        }
    }

    private void fill(Path home) throws IOException {
        write(home.resolve("settings.txt"), "Format = 1\n");
        write(home.resolve("scores.txt"), "Modern\n1 Kim 1234\n");
        write(home.resolve("history/2026-11-20-a.ishido"), "game a\n");
        write(home.resolve("stonesets/Night.iff"), "FORM....ILBM");
    }

    @Test
    void exportThenImportIntoAnEmptyDataFolderGivesTheSameFiles() throws IOException {
        fill(from);
        Path file = elsewhere.resolve("all.ishido-data");
        Run e = run(from, "export", file.toString());
        assertEquals(0, e.code(), e.err());
        assertEquals("Exported 4 files to " + file + ".\n", e.out());
        Run i = run(to, "import", file.toString());
        assertEquals(0, i.code(), i.err());
        assertEquals("Imported 4 files.\n", i.out());
        assertEquals(tree(from), tree(to));
    }

    @Test
    void aDamagedFileIsOneLineExitTwoAndNothingIsImported() throws IOException {
        fill(from);
        Path file = elsewhere.resolve("all.ishido-data");
        run(from, "export", file.toString());
        String text = Files.readString(file);
        Files.writeString(file, text.replace("End: 4 files", "End: 5 files"));
        Run i = run(to, "import", file.toString());
        assertEquals(2, i.code());
        assertEquals("ishido: " + file + " is damaged (its end does not match what it holds); nothing was imported\n", i.err());
        assertEquals(List.of(), tree(to));
        Run foreign = run(to, "import", from.resolve("settings.txt").toString());
        assertEquals(2, foreign.code());
        assertTrue(foreign.err().contains("is not an export of Ishido's data; nothing was imported"), foreign.err());
        assertEquals(1, foreign.err().lines().count());
    }

    @Test
    void newerFilesHereAreKeptAndNamedUnlessReplaceNewer() throws IOException {
        fill(from);
        Path file = elsewhere.resolve("all.ishido-data");
        run(from, "export", file.toString());
        fill(to);
        Files.writeString(to.resolve("scores.txt"), "Modern\n1 Kim 9999\n");
        Run i = run(to, "import", file.toString());
        assertEquals(0, i.code(), i.err());
        assertEquals("Imported 0 files (3 already here); kept 1 newer here.\n", i.out());
        assertTrue(i.err().contains("Kept scores.txt, which is newer here"), i.err());
        assertEquals("Modern\n1 Kim 9999\n", Files.readString(to.resolve("scores.txt")));
        Run r = run(to, "import", file.toString(), "--replace-newer");
        assertEquals("Imported 1 file (3 already here).\n", r.out());
        assertEquals(tree(from), tree(to));
    }

    @Test
    void badUsageIsOneLineAndExitTwo() {
        for (String[] args : List.of(new String[] {"export"}, new String[] {"import", "a", "b"},
                new String[] {"import", "--bogus", "a"}, new String[] {"export", "a", "--replace-newer"})) {
            Run r = run(from, args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals(1, r.err().lines().count(), r.err());
            assertFalse(r.err().contains("Exception"), r.err());
        }
        assertTrue(run(from, "import", "--help").out().contains("Usage: ishido import [-h] [--replace-newer] FILE"));
        assertTrue(CommandResult.of("--help").out().contains("\n  export "));
        assertEquals(2, CommandResult.of("import", elsewhere.resolve("none").toString()).code());
    }
}
