package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.Seat;
import ishido.match.Timer;
import ishido.match.Tournament;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.stats.PlayedGame;
import ishido.testing.TestPlatform;
import ishido.work.Slice;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The history keeps each mode's ending as a record, in order, safely for two windows, and sets damage aside. */
class GameHistoryTest {
    @TempDir
    Path home;

    /** A clock that moves a second on every reading, so each game ends at its own instant. */
    private static final class Ticking extends Clock {
        private Instant now = Instant.parse("2026-11-23T23:59:58Z");

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public synchronized Instant instant() {
            now = now.plusSeconds(1);
            return now;
        }
    }

    private static void playOut(Match m) throws IllegalMoveException {
        while (!m.game().isOver()) {
            m.place(m.game().legalSquares().get(0));
        }
    }

    @Test
    void everyModesEndingIsKeptInTheOrderPlayed() throws Exception {
        GameHistory history = new GameHistory(TestPlatform.storage(), home, new Ticking());
        Match solo = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")), new Game(DealCode.of(1).deal(), Scoring.MODERN));
        playOut(solo);
        history.add(solo, Map.of("Stoneset", "Ishido"));
        Match coop = new Match(GameMode.COOPERATIVE, List.of(Seat.human("A"), Seat.human("B")),
                new Game(DealCode.of(2).deal(), Scoring.ANCIENT));
        coop.place(coop.game().legalSquares().get(0));
        coop.finish(Game.End.ENDED_BY_PLAYER);
        history.add(coop, Map.of());
        Match challenge = new Match(GameMode.CHALLENGE, List.of(Seat.human("A"), Seat.computer("Computer", 3)),
                new Game(DealCode.of(3).deal(), Scoring.MODERN));
        playOut(challenge);
        history.add(challenge, Map.of());
        Match tournament = new Match(GameMode.TOURNAMENT, List.of(Seat.human("Kim")), new Game(DealCode.of(4).deal(), Scoring.MODERN));
        tournament.beginTournament(new Tournament(DealCode.of(4).deal(), Scoring.MODERN));
        tournament.nextTournamentGame(Seat.human("Kim"));
        tournament.useTimer(Timer.perGame(1));
        for (int i = 0; i < 3600; i++) {
            tournament.tick();
        }
        assertEquals(Game.End.TIME_UP, tournament.game().end());
        history.add(tournament, Map.of());

        List<String> ids = history.list();
        assertEquals(4, ids.size());
        assertTrue(ids.get(0).startsWith("2026-11-23T23-59-59.000Z-"), ids.get(0));
        assertTrue(ids.get(1).startsWith("2026-11-24T00-00-00.000Z-"), ids.get(1));
        GameHistory.Read read = new GameHistory(TestPlatform.storage(), home, new Ticking()).games();
        assertEquals(List.of(), read.messages());
        List<PlayedGame> games = read.played();
        assertEquals(List.of(GameMode.SOLITAIRE, GameMode.COOPERATIVE, GameMode.CHALLENGE, GameMode.TOURNAMENT),
                games.stream().map(PlayedGame::mode).toList());
        assertEquals(List.of(Game.End.NO_LEGAL_SQUARE, Game.End.ENDED_BY_PLAYER, games.get(2).end(), Game.End.TIME_UP),
                games.stream().map(PlayedGame::end).toList());
        assertEquals(solo.game().finalScore(), games.get(0).score());
        assertEquals("2026-11-23", games.get(0).date().toString());
        assertEquals("2026-11-24", games.get(1).date().toString(), "the date is the clock's when the game ended");
        assertEquals(DealCode.of(3).toString(), games.get(2).code());
        assertFalse(games.get(2).computer(), "the computer played the other seat");
        GameRecord first = history.read(ids.get(0));
        assertEquals("Ishido", first.get("Stoneset"));
        assertEquals(DealCode.of(1).toString(), first.get("Deal Code"));
        assertEquals("no legal square", first.get("Outcome"));
        assertEquals("no", first.get("Helped"));
        assertEquals("no", first.get("Computer Played"));
        assertEquals("time up", history.read(ids.get(3)).get("Outcome"));
        assertThrows(IOException.class, () -> history.read("../settings.txt"));
    }

    @Test
    void aDamagedFileIsSetAsideWithAMessageAndTheOthersAreRead() throws Exception {
        GameHistory history = new GameHistory(TestPlatform.storage(), home, new Ticking());
        Match solo = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")), new Game(DealCode.of(9).deal(), Scoring.MODERN));
        playOut(solo);
        history.add(solo, Map.of());
        Path folder = home.resolve("history");
        Files.writeString(folder.resolve("2026-01-01T00-00-00.000Z-bad.ishido"), "Scoring: Modern\nDeal: A1\n",
                StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("2026-01-02T00-00-00.000Z-cheat.ishido"),
                "Scoring: Modern\nDeal: " + DealCode.of(9).deal() + "\nMoves: f4\n", StandardCharsets.UTF_8);
        Files.write(folder.resolve("2026-01-03T00-00-00.000Z-claimed.ishido"), new byte[0]);
        GameHistory.Read read = new GameHistory(TestPlatform.storage(), home, new Ticking()).games();
        assertEquals(1, read.games().size());
        assertEquals(2, read.messages().size(), read.messages().toString());
        assertTrue(read.messages().get(0).startsWith("history/2026-01-01T00-00-00.000Z-bad.ishido was damaged ("),
                read.messages().get(0));
        assertTrue(read.messages().get(1).contains("move 1 (f4)"), read.messages().get(1));
        assertTrue(read.messages().get(1).endsWith("set aside as 2026-01-02T00-00-00.000Z-cheat.ishido.damaged"));
        assertTrue(Files.exists(folder.resolve("2026-01-01T00-00-00.000Z-bad.ishido.damaged")), "kept, not deleted");
        assertEquals(List.of(), new GameHistory(TestPlatform.storage(), home, new Ticking()).games().messages(), "set aside once");
    }

    @Test
    void theReadingInStepsSaysHowFarItHasComeAndEndsAsTheWholeRead() throws Exception {
        GameHistory history = new GameHistory(TestPlatform.storage(), home, new Ticking());
        for (int seed = 1; seed <= 3; seed++) {
            Match solo = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")), new Game(DealCode.of(seed).deal(), Scoring.MODERN));
            playOut(solo);
            history.add(solo, Map.of());
        }
        Files.writeString(home.resolve("history/2026-01-01T00-00-00.000Z-bad.ishido"), "Scoring: Modern\nDeal: A1\n",
                StandardCharsets.UTF_8);
        GameHistory.Reading reading = new GameHistory(TestPlatform.storage(), home, new Ticking()).reading();
        assertEquals(-1, reading.total(), "not listed before its first step");
        assertFalse(reading.step(Slice.units(2)));
        assertEquals(2, reading.done());
        assertEquals(4, reading.total());
        assertFalse(reading.step(Slice.units(1)));
        assertTrue(reading.step(Slice.units(5)));
        assertEquals(3, reading.result().games().size());
        assertEquals(1, reading.result().messages().size(), "the damaged file set aside, as games() does");
        assertEquals(4, reading.done());
    }

    @Test
    void aNewerVersionsGameIsLeftInPlaceCountedAndNamed() throws Exception {
        String newer = keptOneRewritten(text -> text.replace("Format: 2\n", "Format: 99\n"));
        Path folder = home.resolve("history");
        for (int twice = 0; twice < 2; twice++) {
            GameHistory.Read read = new GameHistory(TestPlatform.storage(), home, new Ticking()).games();
            assertEquals(0, read.games().size());
            assertEquals(List.of(), read.messages(), "nothing damaged");
            assertEquals(List.of("history/" + newer), read.newer());
            assertEquals("1 game kept by a newer version of Ishido is left out: history/" + newer, read.newerMessage());
        }
        assertTrue(Files.exists(folder.resolve(newer)), "not renamed");
        assertFalse(Files.exists(folder.resolve(newer + ".damaged")));
    }

    @Test
    void aNewerVersionsGameWithoutAKeyThisVersionNeedsIsNamedNotSetAside() throws Exception {
        // A later format may write its moves otherwise: the record is still whole, only not this version's.
        String newer = keptOneRewritten(text -> text.replace("Format: 2\n", "Format: 3\n")
                .replaceAll("(?m)^Moves:.*\n", "Turns: a1 b2\n"));
        Path folder = home.resolve("history");
        assertFalse(Files.readString(folder.resolve(newer)).contains("Moves:"));
        GameHistory.Read read = new GameHistory(TestPlatform.storage(), home, new Ticking()).games();
        assertEquals(List.of(), read.messages(), "nothing damaged");
        assertEquals(List.of("history/" + newer), read.newer());
        assertTrue(Files.exists(folder.resolve(newer)), "not renamed");
        assertFalse(Files.exists(folder.resolve(newer + ".damaged")));
    }

    /** Keeps one finished game in the history, then rewrites its file (a Format 2 record) as given; its name. */
    private String keptOneRewritten(java.util.function.UnaryOperator<String> rewrite) throws Exception {
        GameHistory kept = new GameHistory(TestPlatform.storage(), home, new Ticking());
        Match solo = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")), new Game(DealCode.of(9).deal(), Scoring.MODERN));
        playOut(solo);
        kept.add(solo, Map.of());
        String name = kept.list().get(0);
        Path file = home.resolve("history").resolve(name);
        String text = Files.readString(file);
        assertTrue(text.contains("Format: 2\n"), text);
        Files.writeString(file, rewrite.apply(text), StandardCharsets.UTF_8);
        return name;
    }

    @Test
    void aSecondDamagedCopyOfTheSameNameKeepsTheFirst() throws Exception {
        Path folder = Files.createDirectories(home.resolve("history"));
        Path bad = folder.resolve("2026-01-01T00-00-00.000Z-bad.ishido");
        Files.writeString(bad, "first", StandardCharsets.UTF_8);
        new GameHistory(TestPlatform.storage(), home, new Ticking()).games();
        Files.writeString(bad, "second", StandardCharsets.UTF_8);
        GameHistory.Read read = new GameHistory(TestPlatform.storage(), home, new Ticking()).games();
        assertTrue(read.messages().get(0).endsWith("set aside as 2026-01-01T00-00-00.000Z-bad.ishido-2.damaged"),
                read.messages().toString());
        assertEquals("first", Files.readString(folder.resolve("2026-01-01T00-00-00.000Z-bad.ishido.damaged")));
        assertEquals("second", Files.readString(folder.resolve("2026-01-01T00-00-00.000Z-bad.ishido-2.damaged")));
    }

    @Test
    void twoWindowsWritingAtOnceLoseNothing() throws Exception {
        Clock stopped = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);
        GameHistory one = new GameHistory(TestPlatform.storage(), home, stopped);
        GameHistory two = new GameHistory(TestPlatform.storage(), home, stopped);
        Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")), new Game(DealCode.of(5).deal(), Scoring.MODERN));
        playOut(m);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<String>> added = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            GameHistory h = i % 2 == 0 ? one : two;
            added.add(pool.submit(() -> h.add(m, Map.of())));
        }
        for (Future<String> f : added) {
            f.get();
        }
        pool.shutdown();
        assertEquals(40, one.list().size(), "the same instant, yet every game has its own file");
        GameHistory.Read read = new GameHistory(TestPlatform.storage(), home, stopped).games();
        assertEquals(40, read.games().size());
        assertEquals(List.of(), read.messages());
    }

    @Test
    void noHistoryYetIsEmpty() throws IOException {
        GameHistory.Read read = new GameHistory(TestPlatform.storage(), home, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC)).games();
        assertTrue(read.games().isEmpty());
    }
}
