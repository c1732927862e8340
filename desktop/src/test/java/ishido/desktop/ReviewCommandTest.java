package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code review FILE}: its lines on a checked-in record, repeatability, bad input; the review screenshots. */
class ReviewCommandTest {
    /** An Adept's game (selfplay --skill adept --seed 1), 40 moves. */
    private static final Path RECORD = Path.of("../core/src/test/resources/ishido/ai/adept-game.txt");

    @TempDir
    Path dir;

    /** What {@code review RECORD --iterations 200} printed when it was checked by hand. */
    private static final Path EXPECTED = Path.of("src/test/resources/review/adept-game-200.txt");

    @Test
    void printsALineAMoveAndTheSummary() throws IOException {
        CommandResult r = CommandResult.of("review", RECORD.toString(), "--iterations", "200", "--threads", "1");
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(EXPECTED), r.out());
        List<String> lines = r.outLines();
        assertEquals(42, lines.size());
        for (int i = 0; i < 40; i++) {
            String line = lines.get(i);
            assertTrue(line.matches((i + 1) + " [a-l][1-8] [A-F][1-6] best=[a-l][1-8] loss=\\d+( \\?!| \\?| \\?\\?)?"), line);
            String[] w = line.split(" ");
            if (w[1].equals(w[3].substring(5))) {
                assertEquals("loss=0", w[4], "the move played is the best: " + line);
            }
        }
        // The game ended stuck: the stone, the move that made it likely, and the stones left.
        assertTrue(lines.get(40).matches("stuck [A-F][1-6]: no square; likely since move \\d+ \\([a-l][1-8]\\)"),
                lines.get(40));
        assertTrue(lines.get(41).matches("moves=40 mean_loss=\\d+\\.\\d blunders=[1-9]\\d* rating=[A-Z][a-z]+ left=\\d+"),
                lines.get(41));
        assertTrue(r.out().contains(" ?"), "an Adept's game has marks");
    }

    /** What {@code review RECORD --iterations 200 --alternatives 3} printed when it was checked by hand. */
    private static final Path EXPECTED_ALTERNATIVES = Path.of("src/test/resources/review/adept-game-200-alternatives-3.txt");

    @Test
    void alternativesPrintTheBestSquaresWithTheirLossesAndReasonsUnderEachMove() throws IOException {
        CommandResult r = CommandResult.of("review", RECORD.toString(), "--iterations", "200", "--threads", "1",
                "--alternatives", "3");
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(EXPECTED_ALTERNATIVES), r.out());
        List<String> lines = r.outLines();
        int moves = 0;
        int reasons = 0;
        int shown = 0;
        for (String line : lines.subList(0, lines.size() - 2)) {
            if (line.startsWith("  ")) {
                assertTrue(line.matches("  [a-l][1-8] loss=\\d+( played)?( \\[[^]]+\\])?"), line);
                assertTrue(++shown <= 3 || line.contains(" played"), "3 squares a move, then the one played: " + line);
                reasons += line.contains("[") ? 1 : 0;
            } else {
                assertTrue(line.matches("\\d+ [a-l][1-8] .*"), line);
                moves++;
                shown = 0;
            }
        }
        assertEquals(40, moves);
        assertTrue(reasons > 0, "some square has a reason");
        // K = 0 keeps the plain output.
        CommandResult plain = CommandResult.of("review", RECORD.toString(), "--iterations", "200", "--threads", "1",
                "--alternatives", "0");
        assertEquals(Files.readString(EXPECTED), plain.out());
    }

    @Test
    void theSameIterationsGiveTheSameReviewWithAnyThreads() {
        CommandResult one = CommandResult.of("review", RECORD.toString(), "--iterations", "150", "--threads", "1");
        CommandResult two = CommandResult.of("review", RECORD.toString(), "--iterations", "150", "--threads", "2");
        assertEquals(0, one.code(), one.err());
        assertEquals(one.out(), two.out());
    }

    @Test
    void anIllegalMoveIsNamedInOneLine() throws IOException {
        String text = Files.readString(RECORD).replace("Moves: b1 c1 c2", "Moves: b1 c1 b1").replace("Move Count: 40\n", "");
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, text);
        CommandResult r = CommandResult.of("review", bad.toString(), "--iterations", "50");
        assertEquals(2, r.code());
        assertEquals(1, r.err().lines().filter(l -> !l.toLowerCase().contains("warning")).count(), r.err());
        assertTrue(r.err().contains("illegal move 3 (b1)"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws IOException {
        Path junk = dir.resolve("junk.txt");
        Files.writeString(junk, "hello\n");
        for (String[] args : List.of(new String[] {"review"}, new String[] {"review", junk.toString()},
                new String[] {"review", RECORD.toString(), "--iterations", "10", "--ms-per-move", "5"},
                new String[] {"review", dir.resolve("missing.txt").toString()},
                new String[] {"review", RECORD.toString(), "--threads", "0"},
                new String[] {"review", RECORD.toString(), "--alternatives", "6"},
                new String[] {"review", RECORD.toString(), "--alternatives", "-1"})) {
            CommandResult r = CommandResult.of(args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith("ishido: "), r.err());
        }
        assertEquals(0, CommandResult.of("review", "--help").code());
    }

    @Test
    void theReviewScreensMatchTheirReferences() throws IOException {
        for (String screen : List.of("review", "review-summary", "practice")) {
            Path out = dir.resolve(screen + ".png");
            CommandResult r = CommandResult.of("screenshot", "--screen", screen, "--out", out.toString());
            assertEquals(0, r.code(), r.err());
            GoldenPng.assertMatches("screenshot-" + screen, out);
        }
    }
}
