package ishido.desktop;

import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.rules.Scoring;
import ishido.match.DealCode;
import ishido.screens.stats.CalendarScreen;
import ishido.screens.stats.StatsScreen;
import ishido.stats.DayCalendar;
import ishido.stats.StatsFilter;
import ishido.store.GameHistory;
import ishido.store.PuzzleLog;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;

/** The statistics screen for {@code screenshot --screen stats}: the kept games of the data folder, as the game shows them. */
final class StatsShot {
    private StatsShot() {
    }

    /**
     * The screen for --scoring (Modern by default), counting every mode of the player's games; a note on
     * what the history left out over it, as in the game.
     *
     * @throws IllegalArgumentException for an unknown scoring
     */
    static StatsScreen screen(Storage storage, ScreenRegistry.Scores o, Clock clock) throws IOException {
        return screen(storage, o, UserData.folder(), clock);
    }

    /** As {@link #screen(Storage, ScreenRegistry.Scores, Clock)}, on the history of a given data folder. */
    static StatsScreen screen(Storage storage, ScreenRegistry.Scores o, Path folder, Clock clock) throws IOException {
        Scoring scoring = o.scoring() != null ? Scoring.parse(o.scoring()) : Scoring.MODERN;
        GameHistory.Read read = new GameHistory(storage, folder, clock).games();
        StatsScreen screen = new StatsScreen(read.played(), new StatsFilter(null, scoring, false), () -> { })
                .withPuzzleRatings(new PuzzleLog(storage, folder, clock).read().history());
        screen.noteLeftOut(read);
        return screen;
    }

    /**
     * Scores > Deal Calendar... over the kept games of a data folder, on the clock's day, the best told in --scoring
     * (Modern by default); its Play and Close do nothing here.
     */
    static CalendarScreen calendar(Storage storage, ScreenRegistry.Scores o, Path folder, Clock clock) throws IOException {
        Scoring scoring = o.scoring() != null ? Scoring.parse(o.scoring()) : Scoring.MODERN;
        GameHistory.Read read = new GameHistory(storage, folder, clock).games();
        return new CalendarScreen(DayCalendar.of(read.played(), DayCalendar.dayOf(clock), scoring), scoring, new CalendarScreen.Actions() {
            @Override
            public void close() {
            }

            @Override
            public void play(DealCode code) {
            }
        });
    }
}
