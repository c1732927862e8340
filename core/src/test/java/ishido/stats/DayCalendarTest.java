package ishido.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.match.DealCode;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The deal of the day's calendar: its 60 days, each day's best, and the streak of days played on their day. */
class DayCalendarTest {
    private static final LocalDate TODAY = LocalDate.of(2026, 12, 3);

    /** The player's game on the deal of day, played on the date given. */
    private static PlayedGame on(LocalDate day, LocalDate played, long score) {
        return new PlayedGame(played, GameMode.SOLITAIRE, Scoring.MODERN, DealCode.ofDay(day).toString(), score, 1, 3,
                Game.End.NO_LEGAL_SQUARE, false, false);
    }

    private static PlayedGame onItsDay(LocalDate day, long score) {
        return on(day, day, score);
    }

    @Test
    void sixtyDaysEndingTodayEachWithItsDealAndItsBest() {
        List<PlayedGame> games = new ArrayList<>();
        games.add(onItsDay(TODAY.minusDays(10), 500));
        games.add(on(TODAY.minusDays(10), TODAY.minusDays(4), 900));
        DayCalendar c = DayCalendar.of(games, TODAY, Scoring.MODERN);
        assertEquals(DayCalendar.DAYS, c.days().size());
        assertEquals(TODAY.minusDays(59), c.days().get(0).date());
        assertEquals(TODAY, c.today().date());
        assertEquals(DealCode.ofDay(TODAY), c.today().code());
        assertFalse(c.today().played());
        assertNull(c.today().best());
        DayCalendar.Day d = c.days().get(49);
        assertEquals(TODAY.minusDays(10), d.date());
        assertEquals(2, d.games());
        assertEquals(900, d.best().score(), "the best, though played later");
        assertTrue(d.onItsDay());
        DayCalendar.Day later = DayCalendar.of(List.of(on(TODAY.minusDays(20), TODAY, 40)), TODAY, Scoring.MODERN)
                .days().get(39);
        assertTrue(later.played());
        assertFalse(later.onItsDay(), "caught up 20 days later");
    }

    @Test
    void theStreakCountsDaysPlayedOnTheirDayUpToTodayOrYesterday() {
        List<PlayedGame> games = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            games.add(onItsDay(TODAY.minusDays(i), 100));
        }
        // Earlier, a run of six broken by a day caught up later.
        for (int i = 10; i < 16; i++) {
            games.add(onItsDay(TODAY.minusDays(i), 100));
        }
        games.add(on(TODAY.minusDays(5), TODAY, 100));
        DayCalendar c = DayCalendar.of(games, TODAY, Scoring.MODERN);
        assertEquals(4, c.streak(), "today's deal still waits: the streak lasts the day out");
        assertEquals(6, c.longest());
        games.add(onItsDay(TODAY, 100));
        assertEquals(5, DayCalendar.streak(games, TODAY));
        assertEquals(0, DayCalendar.streak(games, TODAY.plusDays(2)), "a day missed ends it");
        // A game dated a day off its deal's UTC day (the player's time zone) still counts for the day.
        assertEquals(1, DayCalendar.streak(List.of(on(TODAY, TODAY.plusDays(1), 5)), TODAY));
    }

    @Test
    void onlyThePlayersOwnGamesCount() {
        PlayedGame computer = new PlayedGame(TODAY, GameMode.SOLITAIRE, Scoring.MODERN, DealCode.ofDay(TODAY).toString(),
                100, 1, 3, Game.End.NO_LEGAL_SQUARE, false, true);
        PlayedGame friend = new PlayedGame(TODAY, GameMode.SOLITAIRE, Scoring.MODERN, DealCode.ofDay(TODAY).toString(),
                100, 1, 3, Game.End.NO_LEGAL_SQUARE, false, false, false, true);
        DayCalendar c = DayCalendar.of(List.of(computer, friend), TODAY, Scoring.MODERN);
        assertFalse(c.today().played());
        assertEquals(0, c.streak());
    }

    @Test
    void aDayPlayedOnlyInTheOtherScoringShowsThatBest() {
        PlayedGame ancient = new PlayedGame(TODAY, GameMode.SOLITAIRE, Scoring.ANCIENT, DealCode.ofDay(TODAY).toString(),
                0, 2, 7, Game.End.NO_LEGAL_SQUARE, false, false);
        PlayedGame modern = onItsDay(TODAY, 300);
        DayCalendar c = DayCalendar.of(List.of(ancient, modern), TODAY, Scoring.ANCIENT);
        assertEquals(Scoring.ANCIENT, c.today().best().scoring());
        c = DayCalendar.of(List.of(ancient), TODAY, Scoring.MODERN);
        assertEquals(Scoring.ANCIENT, c.today().best().scoring());
    }
}
