package ishido.screens.play;

import ishido.match.DealCode;
import ishido.match.MatchListener;
import ishido.match.MatchView;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.Scoring;
import ishido.scores.Ranking;
import ishido.stats.DayCalendar;
import ishido.stats.PlayedGame;
import ishido.store.GameHistory;
import ishido.work.Scheduler;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Deals at the play screen, one job a part: the deal codes ({@link DealChoice}), the history
 * ({@link DealHistory}), statistics and export ({@link DealStatistics}) and the Master's game
 * ({@link DealMaster}). Here a game's end reaches them, and Game Over gets its lines: the deal's code,
 * how a deal-of-the-day game compares with the player's best on it, and the Master's score on the deal.
 */
final class PlayDeals implements MatchListener {
    /** The width of the result lines of Game Over, as GameOver writes them. */
    static final String ROW = "%-12s%7s";

    private final DealChoice choice;
    /** The kept games and the Master, or null in a run without a data folder (which keeps nothing). */
    private final DealHistory history;
    private final DealMaster master;
    private final DealStatistics statistics;
    private final DealCalendar calendar;
    /** Whether the game that ended is on the deal of the day, which Game Over compares with the player's best. */
    private boolean onDay;
    /**
     * What Game Over says of the deal of the day under its heading, two lines: filled in once the kept games are
     * read (a quarter second or seconds later, for thousands), which Game Over's live lines show.
     */
    private String dayBest = "";
    private String dayVerdict = "";
    /** The streak the game on the deal of the day made, counted when the kept games are read; 0 until then. */
    private int dayStreak;
    /** Counts the comparisons asked for and the games begun, so a read that ends late fills in only its own game's. */
    private int dayReads;

    private final PlayContext c;

    PlayDeals(PlayContext c) {
        this.c = c;
        this.choice = new DealChoice(c);
        this.history = c.userFolder() == null ? null : new DealHistory(c);
        this.master = c.userFolder() == null ? null : new DealMaster(c.notices(), c.storage(), c.userFolder());
        this.statistics = new DealStatistics(c, history);
        this.calendar = new DealCalendar(c, history);
    }

    /** Scores > Deal Calendar.... */
    DealCalendar calendar() {
        return calendar;
    }

    /** The streak of days the deal of the day was played, for Share: filled in with Game Over's lines, else 0. */
    int dayStreak() {
        return dayStreak;
    }

    /** Game > Play Deal... and Deal of the Day. */
    DealChoice choice() {
        return choice;
    }

    /** Scores > Statistics... and File > Export Statistics.... */
    DealStatistics statistics() {
        return statistics;
    }

    /** The record key of a game kept under way at its end: the id its end was kept under in the history. */
    static final String KEPT_AS = "Kept As";

    /** The keys the game under way's record adds: the history's id of its end, once it has ended and been kept. */
    Map<String, String> underWayKeys() {
        String id = history == null ? null : history.keptId(c.now().game());
        return id == null ? Map.of() : Map.of(KEPT_AS, id);
    }

    /** A game kept under way came back (a reload, a tab's Take Over): an end it had is its kept one. */
    void resumed(GameRecord record) {
        if (history != null && c.now().game().isOver()) {
            history.keptAs(c.now().game(), record.get(KEPT_AS));
        }
    }

    /** The Master's games for Game Over, or null in a run that keeps nothing. */
    DealMaster master() {
        return master;
    }

    /**
     * A game ended: it joins the history (again, in place, if it ends anew after Undo), the deal of the
     * day is compared with the best before it, and the Master starts on the deal.
     */
    @Override
    public void gameEnded(Game.End end) {
        if (history == null) {
            return;
        }
        MatchView m = c.now();
        Game game = m.game();
        DealCode code = DealCode.of(game.deal());
        PlayedGame now = PlayedGame.of(m, LocalDate.now(c.clock()));
        boolean first = !history.isKept(game);
        history.keep(m);
        if (first) {
            onDay = code != null && code.equals(DealCode.today(c.clock()));
            dayBest = "";
            dayVerdict = "";
            if (onDay && !now.computer()) {
                compareWithTheDaysBest(game, now);
            }
        }
        if (code != null && master.plays()) {
            master.start(code, game.scoring(), now);
        }
    }

    /**
     * Today's deal against the player's own best on it before this game (same scoring, not the computer's), from
     * the kept games but the one just kept; read in the background where there is one, the lines filled in then.
     */
    private void compareWithTheDaysBest(Game game, PlayedGame now) {
        String justKept = history.keptId(game);
        int asked = ++dayReads;
        dayBest = "(reading the kept games)";
        history.read("The deal of the day", false, read -> {
            if (asked != dayReads) {
                return;
            }
            dayStreak = DayCalendar.streak(read.played(), DayCalendar.dayOf(c.clock()));
            PlayedGame best = null;
            for (GameHistory.Kept k : read.games()) {
                PlayedGame g = k.game();
                if (!k.id().equals(justKept) && g.code().equals(now.code()) && g.scoring() == now.scoring()
                        && !g.computer() && (best == null || Ranking.better(g.scoring(), g, best))) {
                    best = g;
                }
            }
            if (best == null) {
                dayBest = "Your first game on it.";
                dayVerdict = "";
            } else {
                dayBest = String.format(ROW, "Your best", now.scoring() == Scoring.MODERN ? best.score()
                        : best.stonesLeft() + " left");
                dayVerdict = Ranking.better(now.scoring(), now, best) ? "A new best!" : "Not better than your best.";
            }
        });
    }

    /** One tick of the play screen: the Master's games that ended are shown. */
    void tick() {
        if (master != null) {
            master.tick();
        }
        if (history != null) {
            history.tick();
        }
    }

    /** A new game: Game Over's additions belong to the last one. */
    @Override
    public void gameBegan() {
        if (master != null) {
            master.reset();
        }
        onDay = false;
        dayBest = "";
        dayVerdict = "";
        dayStreak = 0;
        dayReads++;
    }

    /** The lines Game Over adds under the result: the deal's code, and the deal of the day's comparison. */
    List<String> gameOverLines() {
        List<String> lines = new ArrayList<>();
        DealCode code = choice.code();
        if (code != null) {
            lines.add("");
            lines.add(String.format("%-10s%9s", "Deal", code));
        }
        if (onDay) {
            lines.add("");
            lines.add("The deal of the day");
        }
        return lines;
    }

    /**
     * Game Over's lines that change while it is up: the deal of the day's comparison, read meanwhile, and the
     * Master's (none in a run that keeps nothing or on a hand-made deal).
     */
    List<Supplier<String>> gameOverLiveLines() {
        List<Supplier<String>> lines = new ArrayList<>();
        if (onDay) {
            lines.add(() -> dayBest);
            lines.add(() -> dayVerdict);
        }
        if (master != null && master.plays() && choice.code() != null) {
            lines.addAll(master.liveLines());
        }
        return lines;
    }

    /** Where the kept games are read from now on (for Game Over, Statistics, Export): the background's. */
    void useScheduler(Scheduler next) {
        if (history != null) {
            history.useScheduler(next);
        }
    }

    /** The screen has gone: the Master stops. */
    void close() {
        if (master != null) {
            master.useScheduler(null);
        }
        useScheduler(null);
    }
}
