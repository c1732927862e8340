package ishido.stats;

import ishido.match.DealCode;
import ishido.rules.Scoring;
import ishido.scores.Ranking;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The deal of the day's calendar: the last {@value #DAYS} days up to today (UTC, as {@link DealCode#ofDay} deals),
 * each with its deal and what the player made of it, and the streak of days whose deal was played on its day.
 *
 * <p>Only the player's own games count, never the computer's or a friend's. A day's deal played on a later day
 * shows its result but mends no streak: a streak is of days played, not of deals caught up. A game counts for the
 * day of its date, the day before or the day after, since a game's date is the player's and the deal's day is UTC's.
 */
public final class DayCalendar {
    /** The days the calendar shows, today the last. */
    public static final int DAYS = 60;

    /**
     * One day of the calendar.
     *
     * @param games the player's games on the day's deal, either scoring, whenever played
     * @param best the best of them by the scoring asked for, else the best by the other; null when none
     * @param onItsDay one of them was played on the day itself
     */
    public record Day(LocalDate date, DealCode code, int games, PlayedGame best, boolean onItsDay) {
        public boolean played() {
            return games > 0;
        }
    }

    private final List<Day> days;
    private final int streak;
    private final int longest;

    private DayCalendar(List<Day> days, int streak, int longest) {
        this.days = Collections.unmodifiableList(days);
        this.streak = streak;
        this.longest = longest;
    }

    /** The day it is for the deal of the day by the clock: UTC's, as {@link DealCode#today} deals. */
    public static LocalDate dayOf(Clock clock) {
        // LocalDate.now(Clock), not ofInstant: the browser's class library has the Java 8 API.
        return LocalDate.now(clock.withZone(ZoneOffset.UTC));
    }

    /** The calendar of the kept games (any order) on the day today is, each day's best by the scoring given. */
    public static DayCalendar of(List<PlayedGame> games, LocalDate today, Scoring scoring) {
        Map<String, List<PlayedGame>> byCode = new HashMap<>();
        for (PlayedGame g : games) {
            if (StatsFilter.Whose.of(g) == StatsFilter.Whose.YOURS && !g.code().isEmpty()) {
                byCode.computeIfAbsent(g.code(), k -> new ArrayList<>()).add(g);
            }
        }
        List<Day> days = new ArrayList<>(DAYS);
        for (int i = DAYS - 1; i >= 0; i--) {
            LocalDate date = today.minusDays(i);
            DealCode code = DealCode.ofDay(date);
            List<PlayedGame> on = byCode.getOrDefault(code.toString(), List.of());
            days.add(new Day(date, code, on.size(), best(on, scoring), on.stream().anyMatch(g -> near(g.date(), date))));
        }
        Set<LocalDate> played = daysPlayed(games);
        return new DayCalendar(days, streak(played, today), longest(played));
    }

    /** The streak on the day today is: as {@link #streak()}, of the kept games alone. */
    public static int streak(List<PlayedGame> games, LocalDate today) {
        return streak(daysPlayed(games), today);
    }

    /** The best game by the scoring, else by the other scoring; null for none. */
    private static PlayedGame best(List<PlayedGame> on, Scoring scoring) {
        PlayedGame best = null;
        PlayedGame other = null;
        for (PlayedGame g : on) {
            if (g.scoring() == scoring) {
                best = best == null || Ranking.better(scoring, g, best) ? g : best;
            } else {
                other = other == null || Ranking.better(g.scoring(), g, other) ? g : other;
            }
        }
        return best != null ? best : other;
    }

    private static boolean near(LocalDate played, LocalDate day) {
        return !played.isBefore(day.minusDays(1)) && !played.isAfter(day.plusDays(1));
    }

    /** The days whose deal the player played on its day: for each own game, the day of its date or either side whose deal it is. */
    private static Set<LocalDate> daysPlayed(List<PlayedGame> games) {
        Set<LocalDate> days = new TreeSet<>();
        for (PlayedGame g : games) {
            if (StatsFilter.Whose.of(g) != StatsFilter.Whose.YOURS || g.code().isEmpty()) {
                continue;
            }
            for (int d = -1; d <= 1; d++) {
                LocalDate day = g.date().plusDays(d);
                if (DealCode.ofDay(day).toString().equals(g.code())) {
                    days.add(day);
                }
            }
        }
        return days;
    }

    /** Days in a row played up to today, or up to yesterday while today's deal waits: a streak lasts the day out. */
    private static int streak(Set<LocalDate> played, LocalDate today) {
        LocalDate day = played.contains(today) ? today : today.minusDays(1);
        int n = 0;
        while (played.contains(day)) {
            n++;
            day = day.minusDays(1);
        }
        return n;
    }

    private static int longest(Set<LocalDate> played) {
        int longest = 0;
        int run = 0;
        LocalDate last = null;
        for (LocalDate d : played) {
            run = last != null && d.equals(last.plusDays(1)) ? run + 1 : 1;
            longest = Math.max(longest, run);
            last = d;
        }
        return longest;
    }

    /** The days, the oldest first, today the last. */
    public List<Day> days() {
        return days;
    }

    /** Today, the last day. */
    public Day today() {
        return days.get(DAYS - 1);
    }

    /** Days in a row whose deal was played on its day, up to today (or yesterday, while today's is not played yet). */
    public int streak() {
        return streak;
    }

    /** The longest streak there ever was in the kept games. */
    public int longest() {
        return longest;
    }
}
