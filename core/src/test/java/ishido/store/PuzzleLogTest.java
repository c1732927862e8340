package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.persist.KeyValueStorage;
import ishido.persist.MapKeyValues;
import ishido.puzzle.Glicko;
import ishido.puzzle.Outcome;
import ishido.puzzle.Puzzle;
import ishido.puzzle.Ratings;
import ishido.puzzle.ShippedPuzzles;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The puzzle log: each try keeps both ratings with it in one write, worked out from the file as it is then. */
class PuzzleLogTest {
    private static final Clock DAY = Clock.fixed(Instant.parse("2026-12-02T12:00:00Z"), ZoneOffset.UTC);
    private static final LocalDate DATE = LocalDate.of(2026, 12, 2);

    @TempDir
    Path home;

    private static Puzzle puzzle(int i) {
        return ShippedPuzzles.set().get(i);
    }

    @Test
    void aTryKeepsBothRatingsAfterItAndTheLogReadsBack() throws Exception {
        PuzzleLog log = new PuzzleLog(TestPlatform.storage(), home, DAY);
        assertEquals(Ratings.NEW_PLAYER, log.read().player());
        Puzzle p = puzzle(0);
        PuzzleLog.State s = log.tried(p, Outcome.SOLVED, false, false);
        Ratings expected = new Ratings(Ratings.NEW_PLAYER, p.rating()).after(Outcome.SOLVED, false);
        assertEquals(expected.player().rating(), s.player().rating(), 0.05);
        assertEquals(expected.puzzle().rating(), s.rating(p).rating(), 0.05);
        assertEquals(puzzle(1).rating(), s.rating(puzzle(1)), "an untried puzzle keeps its first rating");
        PuzzleLog.State again = new PuzzleLog(TestPlatform.storage(), home, DAY).read();
        assertEquals(s.player(), again.player());
        assertEquals(List.of(new PuzzleLog.Try(DATE, p.number(), Outcome.SOLVED, false, false, s.player(), s.rating(p))),
                again.tries());
        String text = Files.readString(home.resolve(PuzzleLog.FILE));
        assertTrue(text.startsWith(PuzzleLog.HEADING + "\nFormat: 1\n"), text);
        assertTrue(text.contains("2026-12-02 try " + p.number() + " solved you "), text);
    }

    @Test
    void theNextTryStartsFromTheRatingsTheFileHoldsSoAnotherWindowsTriesCount() throws Exception {
        PuzzleLog one = new PuzzleLog(TestPlatform.storage(), home, DAY);
        PuzzleLog two = new PuzzleLog(TestPlatform.storage(), home, DAY);
        PuzzleLog.State first = one.tried(puzzle(0), Outcome.SOLVED, false, false);
        PuzzleLog.State second = two.tried(puzzle(1), Outcome.FAILED, false, false);
        Ratings expected = new Ratings(first.player(), puzzle(1).rating()).after(Outcome.FAILED, false);
        assertEquals(expected.player().rating(), second.player().rating(), 0.05);
        assertEquals(2, one.read().tries().size());
        assertEquals(List.of(first.player(), second.player()), second.history());
    }

    @Test
    void aHintedAnswerMovesNoRatingButIsKept() throws Exception {
        PuzzleLog log = PuzzleLog.unkept(DAY);
        PuzzleLog.State s = log.tried(puzzle(0), Outcome.SOLVED, true, true);
        assertEquals(Ratings.NEW_PLAYER, s.player());
        assertFalse(s.tries().get(0).rated());
        assertTrue(s.tries().get(0).daily());
        assertEquals(List.of(), s.history());
        assertNotNull(s.triedOn(puzzle(0).number(), DATE));
        assertNull(s.triedOn(puzzle(0).number(), DATE.plusDays(1)));
        assertEquals(0, s.solvedFirst());
    }

    @Test
    void runsAreKeptAndTheBestIsTheirMost() throws Exception {
        PuzzleLog log = PuzzleLog.unkept(DAY);
        assertEquals(0, log.read().bestRun());
        log.ran(7, 3);
        log.ran(11, 1);
        PuzzleLog.State s = log.ran(4, 3);
        assertEquals(11, s.bestRun());
        assertEquals(List.of(new PuzzleLog.Run(DATE, 7, 3), new PuzzleLog.Run(DATE, 11, 1), new PuzzleLog.Run(DATE, 4, 3)),
                s.runs());
        assertEquals(Ratings.NEW_PLAYER, s.player(), "a run rates nothing");
    }

    @Test
    void linesThatDoNotReadArePassedOver() throws Exception {
        PuzzleLog log = new PuzzleLog(TestPlatform.storage(), home, DAY);
        log.tried(puzzle(0), Outcome.SECOND, false, false);
        Files.writeString(home.resolve(PuzzleLog.FILE), "nonsense\n2026-13-40 try 3 solved you 1 2 3 puzzle 4 5 6\n"
                + "2026-12-01 try 3 won you 1500 300 0.06 puzzle 1400 80 0.06\n2026-12-01 run x solved 1 mistakes\n",
                StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        PuzzleLog.State s = log.tried(puzzle(1), Outcome.SOLVED, false, false);
        assertEquals(2, s.tries().size());
        assertEquals(0, s.runs().size());
    }

    @Test
    void aLogOfANewerFormatIsReadButNeverWritten() throws Exception {
        Files.writeString(home.resolve(PuzzleLog.FILE), PuzzleLog.HEADING + "\nFormat: 2\n"
                + "2026-12-01 try 3 solved you 1600.0 200.0 0.060000 puzzle 1400.0 80.0 0.060000\n");
        PuzzleLog log = new PuzzleLog(TestPlatform.storage(), home, DAY);
        assertEquals(1600, log.read().player().rating(), 0.01);
        IOException e = assertThrows(IOException.class, () -> log.tried(puzzle(0), Outcome.SOLVED, false, false));
        assertTrue(e.getMessage().contains("newer version"), e.getMessage());
        assertEquals(1, log.read().tries().size());
    }

    @Test
    void inTheBrowsersStorageTheLogIsOneKey() throws Exception {
        MapKeyValues values = new MapKeyValues();
        KeyValueStorage storage = new KeyValueStorage(values);
        PuzzleLog log = new PuzzleLog(storage, storage.dataFolder(), DAY);
        PuzzleLog.State s = log.tried(puzzle(2), Outcome.FAILED, false, false);
        assertNotEquals(Ratings.NEW_PLAYER, s.player());
        assertEquals(s.player(), new PuzzleLog(storage, storage.dataFolder(), DAY).read().player());
    }
}
