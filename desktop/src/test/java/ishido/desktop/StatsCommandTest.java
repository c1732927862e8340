package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.match.Match;
import ishido.match.Seat;
import ishido.persist.SpecialFiles;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.screens.play.PlayScreen;
import ishido.store.ChallengeLog;
import ishido.store.GameHistory;
import ishido.testing.TestPlatform;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class StatsCommandTest {
    @TempDir
    Path home;

    private record Run(int code, String out, String err) {
    }

    private Run stats(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "stats";
        System.arraycopy(args, 0, all, 1, args.length);
        CommandResult r = CommandResult.in(home, all);
        return new Run(r.code(), r.out(), r.err());
    }

    /** Keeps a Solitaire game played on the first legal square to its end; returns its final score. */
    private long keep(long number, Scoring scoring) throws Exception {
        Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")), new Game(DealCode.of(number).deal(), scoring));
        while (!m.game().isOver()) {
            m.place(m.game().legalSquares().get(0));
        }
        new GameHistory(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK).add(m, Map.of());
        return m.game().finalScore();
    }

    @Test
    void theLastLineSumsUpTheKeptGames() throws Exception {
        long a = keep(1, Scoring.MODERN);
        long b = keep(2, Scoring.MODERN);
        keep(3, Scoring.ANCIENT);
        Run r = stats("--scoring", "modern");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("Your games: every mode, Modern scoring", lines.get(0));
        String mean = String.format(java.util.Locale.ROOT, "%.1f", (a + b) / 2.0);
        assertTrue(lines.get(lines.size() - 1).matches("games=2 emptied=\\d+\\.\\d% mean_score=" + mean.replace(".", "\\.")
                + " mean_fourways=\\d+\\.\\d\\d best_score=" + Math.max(a, b)), lines.get(lines.size() - 1));
        Run all = stats();
        assertTrue(all.out().contains("games=3 "), all.out());
        Run none = stats("--computer");
        assertTrue(none.out().endsWith("games=0 emptied=0.0% mean_score=0.0 mean_fourways=0.00 best_score=0" + System.lineSeparator()));
    }

    @Test
    void friendsPrintsTheGamesOfTheChallengesReceived() throws Exception {
        keep(1, Scoring.MODERN);
        Game ann = ishido.testing.GreedyGames.played(DealCode.of(99), Scoring.MODERN, 7);
        new ChallengeLog(TestPlatform.storage(), home.resolve(GameHistory.FOLDER), PlayScreen.FIXED_CLOCK)
                .received(ChallengeCode.write(FriendMatch.start(1, "Ann", ann, false)));
        Run r = stats("--friends");
        assertEquals(0, r.code(), r.err());
        assertEquals("Your friends' games: every mode, both scorings", r.out().lines().findFirst().orElseThrow());
        assertTrue(r.out().contains("games=1 ") && r.out().contains(" best_score=" + ann.finalScore()), r.out());
        assertTrue(stats().out().contains("games=1 "), "the player's own game alone");
        Run both = stats("--friends", "--computer");
        assertEquals(2, both.code());
        assertEquals("ishido: Give --computer or --friends, not both: their games are counted apart"
                + System.lineSeparator(), both.err());
    }

    @Test
    void csvHasEveryGame() throws Exception {
        keep(1, Scoring.MODERN);
        keep(3, Scoring.ANCIENT);
        Path csv = home.resolve("games.csv");
        Run r = stats("--mode", "challenge", "--csv", csv.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(3, lines.size());
        assertEquals("date,mode,scoring,deal_code,score,fourways,stones_left,helped,computer,hinted", lines.get(0));
        // Both games ended at the fixed clock's instant, so either may come first.
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("1990-06-01,Solitaire,Modern," + DealCode.of(1) + ",")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("1990-06-01,Solitaire,Ancient," + DealCode.of(3) + ",0,")), lines.toString());
        assertTrue(r.out().contains("games=0 "), "the filter is the printed figures', the CSV has every game");
    }

    @Test
    void aDamagedFileIsReportedAndTheRestCounted() throws Exception {
        keep(1, Scoring.MODERN);
        Files.writeString(home.resolve("history/2026-01-01T00-00-00.000Z-x.ishido"), "not a record");
        Run r = stats();
        assertEquals(0, r.code());
        assertTrue(r.err().startsWith("ishido: history/2026-01-01T00-00-00.000Z-x.ishido was damaged ("), r.err());
        assertTrue(r.out().contains("games=1 "));
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        Run r = stats("--mode", "solo");
        assertEquals(2, r.code());
        assertEquals("ishido: Unknown game mode 'solo'" + System.lineSeparator(), r.err());
        assertEquals(2, stats("--scoring", "new").code());
        assertEquals(2, stats("extra").code());
        CommandResult help = CommandResult.of("stats", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().startsWith("Usage: ishido stats"));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theCsvRefusesAPipeAndADeviceAsEveryWriterDoes() throws Exception {
        Path fifo = SpecialFiles.fifo(home.resolve("games.csv"));
        Path devNull = Path.of("/dev/null");
        for (Path target : List.of(fifo, devNull)) {
            Run r = stats("--csv", target.toString());
            assertEquals(2, r.code(), r.err());
            assertEquals("ishido: Cannot write " + target + ": is a device or a pipe, not a regular file",
                    r.err().strip());
        }
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the pipe is still there");
    }
}
