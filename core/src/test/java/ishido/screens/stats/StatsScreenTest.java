package ishido.screens.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import ishido.gfx.Font;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.screens.Golden;
import ishido.stats.PlayedGame;
import ishido.stats.StatsFilter;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The statistics screen, empty and full, against reference images; the filters and leaving it. */
class StatsScreenTest {
    /**
     * 140 games, oldest first, the same on every run: mostly Modern Solitaire getting better with time,
     * some Challenge, Ancient and computer-played games, every seventh helped.
     */
    public static List<PlayedGame> sample() {
        SplitMix64 r = new SplitMix64(24);
        List<PlayedGame> games = new ArrayList<>();
        LocalDate day = LocalDate.of(2026, 8, 1);
        for (int i = 0; i < 140; i++) {
            int fourWays = Math.min(14, r.nextInt(3 + i / 20) + (i > 100 ? 2 : 0));
            int left = r.nextInt(4) == 0 ? 0 : r.nextInt(20);
            if (i >= 125) {
                left = 0;
            }
            long score = 40L * (20 + r.nextInt(30 + i)) * (1L << Math.min(fourWays, 6)) / 4 + (left == 0 ? 1000 : 0);
            GameMode mode = i % 11 == 3 ? GameMode.CHALLENGE : GameMode.SOLITAIRE;
            Scoring scoring = i % 13 == 5 ? Scoring.ANCIENT : Scoring.MODERN;
            games.add(new PlayedGame(day.plusDays(i / 3), mode, scoring, "", scoring == Scoring.ANCIENT ? 0 : score,
                    fourWays, left, left == 0 ? Game.End.POUCH_EMPTY : Game.End.NO_LEGAL_SQUARE, i % 7 == 0,
                    i % 17 == 9));
        }
        return games;
    }

    private static final class Host implements StatsScreen.Actions {
        int closed;

        @Override
        public void close() {
            closed++;
        }
    }

    @Test
    void noGamesYet() throws IOException {
        Golden.assertScreen("stats-empty", new StatsScreen(List.of(), StatsFilter.ALL, new Host()), "");
    }

    @Test
    void aSeasonOfSolitaire() throws IOException {
        StatsScreen screen = new StatsScreen(sample(), new StatsFilter(GameMode.SOLITAIRE, Scoring.MODERN, false), new Host());
        Golden.assertScreen("stats-full", screen, "");
    }

    @Test
    void threeGamesFillThePlotsWidth() throws IOException {
        List<PlayedGame> three = sample().subList(0, 3);
        Golden.assertScreen("stats-few", new StatsScreen(three, StatsFilter.ALL, new Host()), "");
        StatsScreen bars = new StatsScreen(three, StatsFilter.ALL, new Host());
        bars.toggleBars();
        Golden.assertScreen("stats-few-bars", bars, "");
    }

    @Test
    void theScoresAsBars() throws IOException {
        StatsScreen screen = new StatsScreen(sample(), new StatsFilter(null, Scoring.MODERN, false), new Host());
        screen.toggleBars();
        Golden.assertScreen("stats-bars", screen, "");
    }

    @Test
    void theShareOfMistakesFoundOverTime() throws IOException {
        List<ishido.practice.Practice.Result> practice = new java.util.ArrayList<>();
        for (int i = 0; i < 30; i++) {
            int asked = 3 + i % 5;
            practice.add(new ishido.practice.Practice.Result(Math.min(asked, i / 6 + i % 3), asked));
        }
        StatsScreen screen = new StatsScreen(sample(), new StatsFilter(null, Scoring.MODERN, false), new Host(), practice);
        screen.toggleBars();
        screen.toggleBars();
        Golden.assertScreen("stats-found", screen, "");
    }

    @Test
    void thePuzzleRatingOverTime() throws IOException {
        List<ishido.puzzle.Glicko> ratings = new java.util.ArrayList<>();
        ishido.puzzle.Glicko player = ishido.puzzle.Glicko.NEW;
        for (int i = 0; i < 40; i++) {
            // Some won, some lost, against puzzles a little above the player's rating: up, then settling.
            player = player.after(new ishido.puzzle.Glicko(player.rating() + 60, 90, 0.06), i % 3 == 2 ? 0 : 1);
            ratings.add(player);
        }
        StatsScreen screen = new StatsScreen(sample(), new StatsFilter(null, Scoring.MODERN, false), new Host())
                .withPuzzleRatings(ratings);
        for (int i = 0; i < 3; i++) {
            screen.toggleBars();
        }
        Golden.assertScreen("stats-puzzle-rating", screen, "");
        StatsScreen none = new StatsScreen(sample(), new StatsFilter(null, Scoring.MODERN, false), new Host());
        for (int i = 0; i < 3; i++) {
            none.toggleBars();
        }
        Golden.assertScreen("stats-puzzle-rating-none", none, "");
    }

    @Test
    void theCycleGadgetsChangeWhatIsCountedAndAClickElsewhereLeaves() {
        Host host = new Host();
        StatsScreen screen = new StatsScreen(sample(), StatsFilter.ALL, host);
        Machine machine = new Machine(screen);
        assertNull(screen.filter().mode());
        assertEquals(Scoring.MODERN, screen.filter().scoring(), "Modern and Ancient scores are never mixed");
        int all = screen.statistics().games();
        click(machine, 20, 25);
        assertEquals(GameMode.SOLITAIRE, screen.filter().mode());
        click(machine, 130, 25);
        assertEquals(Scoring.ANCIENT, screen.filter().scoring());
        click(machine, 220, 25);
        assertEquals(true, screen.filter().computer());
        click(machine, 130, 25);
        assertEquals(Scoring.MODERN, screen.filter().scoring());
        int computers = screen.statistics().games();
        // i % 17 == 9 for i < 140: 9, 26, 43, 60, 77, 94, 111, 128, none of them Ancient (i % 13 == 5) or Challenge (i % 11 == 3).
        assertEquals(8, computers);
        assertEquals(0, host.closed);
        click(machine, 160, 120);
        assertEquals(1, host.closed);
        machine.post(InputEvent.key(Key.ESCAPE));
        machine.tick();
        assertEquals(2, host.closed);
        assertEquals(true, all > computers);
    }

    private static void click(Machine machine, int x, int y) {
        machine.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
        machine.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
        machine.tick();
    }

    @Test
    void theTallest4WaysBarsCountNeverRunsIntoItsTitle() {
        assertEquals("top 34", StatsScreen.fourWaysTop(Font.standard(), 34));
        assertEquals("140", StatsScreen.fourWaysTop(Font.standard(), 140));
        assertEquals("20000", StatsScreen.fourWaysTop(Font.standard(), 20000), "'top 20000' ran into '4-Ways'");
        assertEquals("", StatsScreen.fourWaysTop(Font.standard(), 0));
    }
}
