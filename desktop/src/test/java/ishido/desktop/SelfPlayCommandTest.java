package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayCommandTest {
    private static final Pattern SUMMARY = Pattern.compile(
            "games=(\\d+) emptied=(\\d+\\.\\d)% mean_score=(\\d+\\.\\d) mean_fourways=(\\d+\\.\\d\\d) ms_per_move=(\\d+\\.\\d)");

    /** Output, error output and exit code of one run. */
    private record Run(String out, String err, int code) {
        String lastLine() {
            String[] lines = out.strip().split("\n");
            return lines[lines.length - 1];
        }
    }

    private static Run run(String... args) {
        String[] line = new String[args.length + 1];
        line[0] = "selfplay";
        System.arraycopy(args, 0, line, 1, args.length);
        CommandResult r = CommandResult.of(line);
        return new Run(r.out(), r.err(), r.code());
    }

    @Test
    void badOptionsGiveOneLineAndExitTwo() {
        String[][] bad = {
            {"--games"}, {"--games", "x"}, {"--games", "0"}, {"--frobnicate"},
            {"--iterations", "10", "--ms-per-move", "10"}, {"--threads", "-1"}, {"--deals", "/no/such/file"},
            {"--skill", "grandmaster"}, {"--skill"}, {"--guard", "yes"}, {"--guard"},
            {"--skill", "expert", "--guard", "off"}, {"--skill", "novice", "--rollouts", "policy"},
            {"--skill", "adept", "--value", "none"}, {"--value-stones", "0"}, {"--value", "none", "--value-stones", "5"},
            // The experiments that are gone, as the options that are not: the lab's history in docs/ai.md.
            {"--evaluation", "shipped"}, {"--keep", "4"}, {"--horizon", "10"}, {"--aim", "ranking"},
        };
        for (String[] args : bad) {
            Run r = run(args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals("", r.out());
            assertEquals(1, r.err().strip().split("\n").length, r.err());
            assertTrue(r.err().startsWith("ishido: "), r.err());
        }
    }



    @Test
    void theMastersBeforePlayWholeGames() {
        Run r = run("--games", "1", "--seed", "3", "--iterations", "40", "--guard", "off", "--rollouts", "policy",
                "--value", "none");
        assertEquals(0, r.code(), r.err());
        assertTrue(SUMMARY.matcher(r.lastLine()).matches(), r.lastLine());
    }

    @Test
    void helpExitsZero() {
        Run r = run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("--iterations"));
    }

    @Test
    void recordsReplayToTheSameScoreAndRunsRepeat(@TempDir Path dir) throws IOException, IllegalMoveException {
        Run r = run("--games", "2", "--seed", "40", "--iterations", "60", "--records", dir.toString());
        assertEquals(0, r.code(), r.err());
        Matcher m = SUMMARY.matcher(r.lastLine());
        assertTrue(m.matches(), r.lastLine());
        assertEquals("2", m.group(1));
        List<String> games = r.out().lines().filter(l -> l.startsWith("game=")).toList();
        assertEquals(2, games.size());
        for (int i = 0; i < 2; i++) {
            String text = Files.readString(dir.resolve(String.format("game-%04d.txt", i + 1)));
            GameRecord record = GameRecord.parse(text);
            assertEquals(Deal.random(40 + i), record.deal());
            Game game = record.replay();
            assertTrue(game.isOver());
            assertTrue(games.get(i).contains(" score=" + game.finalScore() + " "), games.get(i));
        }
        Run again = run("--games", "2", "--seed", "40", "--iterations", "60");
        assertEquals(r.out().lines().filter(l -> l.startsWith("game=")).toList(),
                again.out().lines().filter(l -> l.startsWith("game=")).toList());
    }

    @Test
    void recordsCarryTheirDealsCodeWhenTheDealHasOne(@TempDir Path dir) throws IOException {
        Path seeded = dir.resolve("seeded");
        assertEquals(0, run("--games", "1", "--seed", "40", "--iterations", "20", "--records", seeded.toString()).code());
        assertEquals(DealCode.of(40).toString(), GameRecord.parse(Files.readString(seeded.resolve("game-0001.txt")))
                .get(DealCode.RECORD_KEY));
        // A file's deal code is played with its number; its stones alone are a deal without one.
        Path deals = dir.resolve("deals.txt");
        Files.writeString(deals, "7fns afrq\n" + Deal.random(5) + "\n");
        Path given = dir.resolve("given");
        Run r = run("--deals", deals.toString(), "--iterations", "20", "--records", given.toString());
        assertEquals(0, r.code(), r.err());
        GameRecord coded = GameRecord.parse(Files.readString(given.resolve("game-0001.txt")));
        assertEquals("7FNS-AFRQ", coded.get(DealCode.RECORD_KEY));
        assertEquals(DealCode.parse("7FNS-AFRQ").deal(), coded.deal());
        assertNull(GameRecord.parse(Files.readString(given.resolve("game-0002.txt"))).get(DealCode.RECORD_KEY));
    }

    @Test
    void aFolderOfEarlierRecordsIsRefusedAndAKilledRunsTemporaryFilesAreCleared(@TempDir Path dir) throws IOException {
        // A killed run's temporary file: its process (the largest pid there can be) is not running.
        Path stale = Files.writeString(dir.resolve(".game-0002.txt.4194304999-abc.ishido-tmp"), "half");
        Path earlier = Files.writeString(dir.resolve("game-0001.txt"), "an earlier run's record");
        Run r = run("--games", "1", "--iterations", "20", "--records", dir.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals("ishido: " + dir + " already holds game records (game-0001.txt); give an empty or a new folder",
                r.err().strip());
        assertEquals("an earlier run's record", Files.readString(earlier));
        assertTrue(Files.notExists(stale), "the killed run's temporary file is cleared");
        Files.delete(earlier);
        Run fresh = run("--games", "1", "--iterations", "20", "--records", dir.toString());
        assertEquals(0, fresh.code(), fresh.err());
        try (var files = Files.list(dir)) {
            assertEquals(List.of("game-0001.txt"), files.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void readsDealsFromAFile(@TempDir Path dir) throws IOException {
        Path deals = dir.resolve("deals.txt");
        Files.writeString(deals, "; two deals\n" + Deal.random(5) + "\n\n" + Deal.random(6) + "\n");
        Run r = run("--deals", deals.toString(), "--iterations", "30");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.lastLine().startsWith("games=2 "), r.lastLine());
        Files.writeString(deals, Deal.random(5) + "\nA1 B2\n");
        Run bad = run("--deals", deals.toString(), "--iterations", "30");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("line 2"), bad.err());
    }
}
