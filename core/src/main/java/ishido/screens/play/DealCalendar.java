package ishido.screens.play;

import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.screens.stats.CalendarScreen;
import ishido.stats.DayCalendar;
import ishido.stats.PlayedGame;
import ishido.store.Settings;
import java.util.List;

/**
 * Scores > Deal Calendar...: the deal of the day's last 60 days over the kept games, each day's deal played from
 * it as Play Deal plays a code (asking first while a game is under way). A run that keeps nothing shows every day
 * unplayed, each still playable.
 */
final class DealCalendar {
    /** The kept games, or null in a run without a data folder. */
    private final DealHistory history;

    private final PlayContext c;

    DealCalendar(PlayContext c, DealHistory history) {
        this.c = c;
        this.history = history;
    }

    /** The calendar over the game, once the kept games are read. */
    void show() {
        Machine machine = c.machine().get();
        if (machine == null) {
            return;
        }
        if (history == null) {
            show(machine, List.of());
            return;
        }
        history.read("Deal Calendar", true, read -> show(machine, read.played()));
    }

    private void show(Machine machine, List<PlayedGame> games) {
        DayCalendar calendar = DayCalendar.of(games, DayCalendar.dayOf(c.clock()), c.settings().get(Settings.SCORING));
        machine.push(new CalendarScreen(calendar, c.settings().get(Settings.SCORING), new CalendarScreen.Actions() {
            @Override
            public void close() {
                machine.pop();
            }

            @Override
            public void play(DealCode code) {
                machine.pop();
                c.play().accept(new PlayCommand.PlayDeal(code));
            }

            @Override
            public void say(String sentence) {
                c.host().say(sentence);
            }
        }));
    }
}
