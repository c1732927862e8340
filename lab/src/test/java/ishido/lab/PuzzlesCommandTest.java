package ishido.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.desktop.CommandResult;
import ishido.puzzle.Puzzle;
import ishido.puzzle.PuzzleFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code puzzles}: a set made, verified again, and a set with a puzzle whose answer is changed (to the square next
 * best) failing by that puzzle's number.
 */
class PuzzlesCommandTest {
    @TempDir
    Path dir;

    @Test
    void aSetMadeFromASeedChecksAndOneAnswerChangedFailsNamingItsPuzzle() throws Exception {
        Path set = dir.resolve("set.txt");
        CommandResult made = LabResult.of("puzzles", "--make", "1", "--seed", "1", "--out", set.toString());
        assertEquals(0, made.code(), made.err());
        assertEquals(1, made.outLines().size(), made.out());
        assertTrue(made.outLines().get(0).startsWith("puzzle=1 deal=Q9RX-EHYZ move=33 stone=E4 answer=g4 themes=four-way"),
                made.out());
        String text = Files.readString(set, StandardCharsets.UTF_8);
        List<Puzzle> puzzles = PuzzleFile.parse(text);
        assertEquals(1, puzzles.size());

        CommandResult checked = LabResult.of("puzzles", "--check", set.toString());
        assertEquals(0, checked.code(), checked.out() + checked.err());
        assertEquals(List.of("checked=1 failed=0"), checked.outLines());

        Puzzle first = puzzles.get(0);
        Path changed = dir.resolve("changed.txt");
        Files.writeString(changed, PuzzleFile.write(List.of(first, new Puzzle(2, first.deal(),
                first.scoring(), first.moves(), first.runnerUp(), first.answer(), first.themes(), first.rating(),
                first.lead(), first.noise()))), StandardCharsets.UTF_8);
        CommandResult failed = LabResult.of("puzzles", "--check", changed.toString());
        assertEquals(2, failed.code(), failed.out());
        assertEquals(2, failed.outLines().size(), failed.out() + failed.err());
        assertTrue(failed.outLines().get(0).startsWith("puzzle=2 fails: "), failed.out());
        assertEquals("checked=2 failed=1", failed.outLines().get(1));

        CommandResult summary = LabResult.of("puzzles", "--summary", set.toString());
        assertEquals(0, summary.code(), summary.err());
        assertEquals("puzzles=1", summary.outLines().get(0));

        CommandResult skills = LabResult.of("puzzles", "--skills", set.toString(), "--count", "1");
        assertEquals(0, skills.code(), skills.err());
        assertEquals(4, skills.outLines().size(), skills.out());
        for (int i = 0; i < 4; i++) {
            assertTrue(skills.outLines().get(i).matches("skill=" + List.of("novice", "adept", "expert", "master").get(i)
                    + " solved=[01] of=1 600-999=[01]/[01] 1000-1399=[01]/[01] 1400-1799=0/0 1800\\+=0/0 ms-a-try=\\d+"),
                    skills.outLines().get(i));
        }
        CommandResult far = LabResult.of("puzzles", "--skills", set.toString(), "--count", "2");
        assertEquals(2, far.code());
        assertTrue(far.err().contains("--count takes 1 to the set's 1 puzzles, not 2"), far.err());
    }

    @Test
    void badArgumentsExit2WithOneLine() throws Exception {
        Path notSet = dir.resolve("not-a-set.txt");
        Files.writeString(notSet, "hello\n", StandardCharsets.UTF_8);
        Path empty = Files.createDirectory(dir.resolve("empty"));
        LabResult.assertUsageErrors("puzzles", new String[][] {
            {},
            {"--make", "3"},
            {"--make", "3", "--seed", "1"},
            {"--make", "0", "--seed", "1", "--out", "x.txt"},
            {"--make", "3", "--seed", "1", "--from", dir.toString(), "--out", "x.txt"},
            {"--make", "3", "--from", empty.toString(), "--out", dir.resolve("x.txt").toString()},
            {"--check", notSet.toString()},
            {"--check", dir.resolve("missing.txt").toString()},
            {"--check", notSet.toString(), "--out", "x.txt"},
            {"--summary", notSet.toString(), "--check", notSet.toString()},
            {"--make", "many"},
        });
    }
}
