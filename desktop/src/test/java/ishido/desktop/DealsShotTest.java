package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.Seat;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.screens.Golden;
import ishido.screens.play.PlayScreen;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.screens.stats.CalendarScreen;
import ishido.screens.stats.StatsScreen;
import ishido.store.GameHistory;
import ishido.testing.TestPlatform;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The screenshot runner's statistics (of a data folder's history) and Play Deal requester, against goldens. */
class DealsShotTest {
    @TempDir
    Path home;

    private static ScreenRegistry.Scores options(String... args) {
        return ScoresShotTest.options(args);
    }

    private static StatsScreen rendered(StatsScreen screen, String golden) throws Exception {
        Machine machine = new Machine(screen);
        machine.render();
        Golden.assertMatches(golden, machine.framebuffer().toImage());
        return screen;
    }

    @Test
    void noHistoryYet() throws Exception {
        StatsScreen screen = rendered(StatsShot.screen(TestPlatform.storage(), options(), home, PlayScreen.FIXED_CLOCK), "shot-stats-empty");
        assertEquals(0, screen.statistics().games());
    }

    @Test
    void aHistoryOfFortyGames() throws Exception {
        for (int i = 0; i < 40; i++) {
            // A game a minute, so the files sort in the order played.
            GameHistory history = new GameHistory(TestPlatform.storage(), home,
                    Clock.fixed(Instant.parse("2026-11-23T12:00:00Z").plusSeconds(60L * i), ZoneOffset.UTC));
            // Every deal played on the square with the most neighbours, or the first: different results.
            Match m = new Match(i % 9 == 4 ? GameMode.CHALLENGE : GameMode.SOLITAIRE,
                    i % 9 == 4 ? List.of(Seat.human("A"), Seat.human("B")) : List.of(Seat.human("Kim")),
                    new Game(DealCode.of(100 + i).deal(), Scoring.MODERN));
            while (!m.game().isOver()) {
                var legal = m.game().legalSquares();
                var best = legal.get(0);
                for (var s : legal) {
                    if (m.game().ways(s) > m.game().ways(best)) {
                        best = s;
                    }
                }
                m.place(i % 2 == 0 ? best : legal.get(legal.size() - 1));
            }
            history.add(m, Map.of());
        }
        Files.writeString(home.resolve("history/2026-01-01T00-00-00.000Z-zz.ishido"), "damaged");
        StatsScreen screen = StatsShot.screen(TestPlatform.storage(), options(), home, PlayScreen.FIXED_CLOCK);
        assertEquals(40, screen.statistics().games());
        assertTrue(screen.requesters().isActive(), "the damaged file is reported");
        screen.requesters().clear();
        rendered(screen, "shot-stats-full");
    }

    @Test
    void aNewerVersionsGamesAreNamedOverTheScreen() throws Exception {
        GameHistory history = new GameHistory(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK);
        // Two games alike, so the picture is the same whichever of the two is made the newer version's.
        for (int i = 0; i < 2; i++) {
            Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")), new Game(DealCode.of(7).deal(), Scoring.MODERN));
            while (!m.game().isOver()) {
                m.place(m.game().legalSquares().get(0));
            }
            history.add(m, Map.of());
        }
        Path folder = home.resolve("history");
        Path kept;
        try (var files = Files.list(folder)) {
            kept = files.sorted().findFirst().orElseThrow();
        }
        // Under a name of its own: a kept game's name ends in a random tag, and the picture shows the name.
        Path newer = folder.resolve("1990-06-01T12-00-00.000Z-newer.ishido");
        Files.writeString(newer, Files.readString(kept).replace("Format: 2\n", "Format: 99\n"));
        Files.delete(kept);
        StatsScreen screen = StatsShot.screen(TestPlatform.storage(), options(), home, PlayScreen.FIXED_CLOCK);
        assertEquals(1, screen.statistics().games());
        assertTrue(screen.requesters().isActive(), "the newer game is named");
        List<String> lines = screen.requesters().current().lines();
        assertTrue(lines.contains("A game kept by a newer version"), lines.toString());
        assertTrue(String.join("", lines).contains("history/" + newer.getFileName()), lines.toString());
        rendered(screen, "shot-stats-newer");
        assertTrue(Files.exists(newer), "left in place");
    }

    @Test
    void theDealCalendarOfAHistoryWithAStreak() throws Exception {
        LocalDate today = LocalDate.of(1990, 6, 1);
        // The deals of the days before today played on their days (a streak of three, after a gap a run of two),
        // and one caught up later; the played one Ancient only, which the Modern calendar names.
        int[][] played = {{1, 0}, {2, 0}, {3, 0}, {6, 0}, {7, 0}, {20, 12}};
        for (int[] p : played) {
            keepOnDay(today.minusDays(p[0]), p[1] == 0 ? today.minusDays(p[0]) : today.minusDays(p[1]), Scoring.MODERN);
        }
        keepOnDay(today.minusDays(40), today.minusDays(40), Scoring.ANCIENT);
        CalendarScreen screen = StatsShot.calendar(TestPlatform.storage(), options(), home, PlayScreen.FIXED_CLOCK);
        Machine machine = new Machine(screen);
        machine.post(InputEvent.key(Key.LEFT));
        machine.tick();
        assertEquals(today.minusDays(1), screen.chosen().date());
        machine.render();
        Golden.assertMatches("shot-calendar", machine.framebuffer().toImage());
        assertTrue(screen.result(screen.chosen()).startsWith("Best "), screen.result(screen.chosen()));
    }

    /** Keeps a game on the deal of the day, played on the date given, the first legal square each move. */
    private void keepOnDay(LocalDate day, LocalDate on, Scoring scoring) throws Exception {
        GameHistory history = new GameHistory(TestPlatform.storage(), home,
                Clock.fixed(on.atTime(12, 0).toInstant(ZoneOffset.UTC).plusSeconds(day.toEpochDay() % 600), ZoneOffset.UTC));
        Match m = new Match(GameMode.SOLITAIRE, List.of(Seat.human("Kim")), new Game(DealCode.ofDay(day).deal(), scoring));
        while (!m.game().isOver()) {
            m.place(m.game().legalSquares().get(0));
        }
        history.add(m, Map.of());
    }

    @Test
    void thePlayDealRequesterOverAGame() throws Exception {
        Path out = home.resolve("deal.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "play-deal", "--seed", "1990", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        GoldenPng.assertMatches("play-deal", out);
    }

    @Test
    void aWrongCodeIsExplained() throws Exception {
        Path script = home.resolve("typo.txt");
        Files.writeString(script, "type 7FNS-AFRR\nkey ENTER\n");
        Path out = home.resolve("typo.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "play-deal", "--seed", "1990", "--script",
                script.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        GoldenPng.assertMatches("play-deal-typo", out);
    }
}
