package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The screenshot runner reaches the puzzles: a puzzle by --puzzle N after a script, and Game > Puzzles...'s first screen. */
class PuzzleShotTest {
    @TempDir
    Path home;

    @Test
    void aPuzzleOfTheShippedSetAfterAWrongSquare() throws Exception {
        Path script = home.resolve("wrong.txt");
        // f1 is legal for puzzle 1's stone and not its answer (g4).
        Files.writeString(script, "click 116 48\n");
        Path out = home.resolve("wrong.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "puzzle", "--puzzle", "1", "--script",
                script.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        GoldenPng.assertMatches("shot-puzzle-wrong", out);
    }

    @Test
    void theTimedRunFromThePuzzlesFirstScreenEndsWhenItsTimeIsUp() throws Exception {
        Path script = home.resolve("run.txt");
        Files.writeString(script, "click 100 106\nwait 10800\n");
        Path out = home.resolve("run.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "puzzles", "--script", script.toString(), "--out",
                out.toString());
        assertEquals(0, r.code(), r.err());
        GoldenPng.assertMatches("shot-puzzles-run-end", out);
    }

    @Test
    void theGameRefusesAPuzzleNotInTheSetAtTheStartInOneLine() {
        CommandResult far = CommandResult.of("--puzzle", "1001");
        assertEquals(2, far.code());
        assertEquals("ishido: --puzzle: no puzzle 1001: the shipped set has puzzles 1 to 1000", far.err().strip());
        CommandResult word = CommandResult.of("--puzzle", "day");
        assertEquals(2, word.code());
        assertEquals("ishido: --puzzle needs a whole number, not 'day'", word.err().strip());
        CommandResult both = CommandResult.of("--puzzle", "3", "--deal", "7FNS-AFRQ");
        assertEquals(2, both.code());
        assertEquals("ishido: --puzzle opens Game > Puzzles...: give it without --deal", both.err().strip());
    }

    @Test
    void thePuzzleScreenNeedsAPuzzleOfTheSetAndNoOtherScreenTakesOne() {
        CommandResult none = CommandResult.of("screenshot", "--screen", "puzzle", "--out", home.resolve("a.png").toString());
        assertEquals(2, none.code());
        assertTrue(none.err().contains("needs --puzzle N (1-1000)"), none.err());
        CommandResult far = CommandResult.of("screenshot", "--screen", "puzzle", "--puzzle", "1001", "--out",
                home.resolve("a.png").toString());
        assertEquals(2, far.code());
        assertTrue(far.err().contains("--puzzle must be 1 to 1000, not 1001"), far.err());
        CommandResult other = CommandResult.of("screenshot", "--screen", "play", "--puzzle", "3", "--out",
                home.resolve("a.png").toString());
        assertEquals(2, other.code());
        assertTrue(other.err().contains("--puzzle goes with --screen puzzle"), other.err());
        assertEquals(1, other.err().strip().split("\n").length, other.err());
    }
}
