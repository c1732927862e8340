package ishido.screens.play;

import ishido.ai.MasterGame;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.MatchListener;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.practice.Practice;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.Ranking;
import ishido.screens.stats.StatsScreen;
import ishido.stats.PlayedGame;
import ishido.stats.StatsCsv;
import ishido.stats.StatsFilter;
import ishido.store.GameHistory;
import ishido.store.MasterScores;
import ishido.store.PracticeLog;
import ishido.store.Settings;
import ishido.ui.FileRequester;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextField;
import ishido.work.Failures;
import ishido.work.JobWatch;
import ishido.work.Scheduler;
import ishido.work.Work;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Deals, the history and the statistics at the play screen: Game > Play Deal... and Deal of the Day,
 * every ended game kept in the history, Scores > Statistics..., File > Export Statistics..., and what
 * Game Over adds: the deal's code, how a deal-of-the-day game compares with the player's best on it,
 * and the Master's score on the same deal, worked out in the background once the game has ended.
 */
final class PlayDeals implements MatchListener {
    /** Characters a code is typed in: eight, a dash and a space or two to spare. */
    private static final int CODE_FIELD_WIDTH = 12 * 8 + 4;
    /** The width of the result lines of Game Over, as GameOver writes them. */
    private static final String ROW = "%-12s%7s";

    private final Supplier<Match> match;
    private final KeptSettings settings;
    private final RequesterQueue requesters;
    private final Notices notices;
    private final Supplier<Machine> shownOn;
    /** Where the player's data is kept. */
    private final Storage storage;
    private final Path userFolder;
    private final GameHistory history;
    private final MasterScores masterScores;
    /** Where the Master plays (in the background, or in tests at once); null where it does not. */
    private Scheduler master;
    /** The Master's games under way, whose ends are handed on at the play screen's ticks. */
    private final JobWatch masterJobs = new JobWatch();
    private final Clock clock;
    private final PlaySeats seats;
    /** Starts the next game at once (with the deal {@link #nextDeal} gives). */
    private final Runnable newGame;
    /** The deal Play Deal or Deal of the Day chose for the next game, or null for a new shuffle. */
    private Deal chosen;
    /** The game last kept and the id it was kept under, so a game that ends again after Undo is kept once. */
    private Game kept;
    private String keptId;
    /** What Game Over says of the deal of the day, worked out before the game joined the history. */
    private List<String> dayLines = List.of();
    /** The Master's results by deal and scoring in this session; a job under way has a null entry. */
    private final Map<String, MasterGame.Result> masters = new HashMap<>();
    /** The Master's rollouts per move: its full strength, or (tests) a little. */
    private long masterIterations = MasterGame.ITERATIONS;
    private String masterLine = "";
    /** The deal and scoring whose Master result Game Over waits for, and the player's game to set against it. */
    private String awaitingKey;
    private PlayedGame awaiting;
    private String masterVerdict = "";

    PlayDeals(Supplier<Match> match, KeptSettings settings, RequesterQueue requesters, Notices notices,
            Supplier<Machine> shownOn, Storage storage, Path userFolder, Clock clock, PlaySeats seats, Runnable newGame) {
        this.match = match;
        this.settings = settings;
        this.requesters = requesters;
        this.notices = notices;
        this.shownOn = shownOn;
        this.storage = storage;
        this.userFolder = userFolder;
        this.clock = clock;
        this.seats = seats;
        this.newGame = newGame;
        this.history = userFolder == null ? null : new GameHistory(storage, userFolder, clock);
        this.masterScores = userFolder == null ? null : new MasterScores(storage, userFolder);
    }

    /**
     * Where the Master's games are played from now on (the one before stops): for the game, the background's
     * lowest-priority scheduler, which never keeps the program running; null: nowhere.
     */
    void useScheduler(Scheduler next) {
        masterJobs.cancelAll();
        if (master != null) {
            master.close();
        }
        master = next;
    }

    /** One tick of the play screen: the Master's games that ended are shown, or their failure said. */
    void tick() {
        masterJobs.tick();
    }

    /** A weaker, quicker Master for tests (its results are kept apart by their budget). */
    void useMasterIterations(long iterations) {
        masterIterations = iterations;
    }

    /** The code of the deal under way, or null for a hand-made deal. */
    DealCode code() {
        return DealCode.of(match.get().game().deal());
    }

    /** Game > Play Deal...: asks for a code; a wrong one is explained, the text kept to mend, and nothing else changes. */
    void askDeal() {
        requesters.show(playDealRequester());
    }

    Requester playDealRequester() {
        return playDealRequester(new TextField(CODE_FIELD_WIDTH, "", 12), null);
    }

    /** The requester with a field, and under it the reason the code typed in it was refused, or nothing. */
    private Requester playDealRequester(TextField field, String reason) {
        Requester.Builder b = new Requester.Builder("Play Deal")
                .text("Type the code of a deal,")
                .text("such as " + DealCode.ofDay(java.time.LocalDate.of(1990, 6, 1)) + ":")
                .space()
                .textEntry(field, "Play", "Cancel", this::play, () -> { });
        if (reason != null) {
            b.text(reason);
        }
        return b.build();
    }

    private void play(String typed) {
        DealCode code;
        try {
            code = DealCode.parse(typed);
        } catch (IllegalArgumentException e) {
            // The requester comes back with the text as typed and the reason under it.
            String reason = e.getMessage();
            requesters.show(playDealRequester(new TextField(CODE_FIELD_WIDTH, typed, 12).toMend(),
                    Character.toUpperCase(reason.charAt(0)) + reason.substring(1) + "."));
            return;
        }
        playOn(code, "Play Deal");
    }

    /** Game > Deal of the Day: today's deal (UTC), the same for everyone. */
    void playDealOfTheDay() {
        playOn(DealCode.today(clock), "Deal of the Day");
    }

    /**
     * A new game on the deal in the mode New Game plays, after asking while a game is under way; a
     * tournament deals its own shuffle, so there the player is told to choose another mode.
     */
    void playOn(DealCode code, String title) {
        if (seats.nextMode() == GameMode.TOURNAMENT) {
            notices.tell(title, "A tournament plays its own shuffle. Choose Solitaire, Cooperative or Challenge"
                    + " in the Game menu to play deal " + code + ".");
            return;
        }
        Game now = match.get().game();
        Runnable start = () -> {
            chosen = code.deal();
            newGame.run();
        };
        if (!now.isOver() && now.placed() > 0) {
            notices.confirm(title, List.of("End this game and play", "deal " + code + "?"), "OK", start);
        } else {
            start.run();
        }
    }

    /** The deal of the next game: the one chosen by code, else a coded deal from the random bits. */
    Deal nextDeal(long bits) {
        Deal next = chosen != null ? chosen : DealCode.fromBits(bits).deal();
        chosen = null;
        return next;
    }

    /** Scores > Statistics...: the statistics screen over the game, counting the kept games. */
    void showStatistics() {
        Machine machine = shownOn.get();
        if (history == null || machine == null) {
            notices.tell("Statistics", "No games are kept in this run.");
            return;
        }
        GameHistory.Read read = readHistory();
        if (read == null) {
            return;
        }
        List<Practice.Result> practice = new ArrayList<>();
        try {
            for (PracticeLog.Entry e : new PracticeLog(storage, history.folder(), clock).entries()) {
                practice.add(e.result());
            }
        } catch (IOException e) {
            // The practice log is an extra: the statistics of the games show without it.
        }
        StatsScreen screen = new StatsScreen(read.played(),
                new StatsFilter(null, settings.get(Settings.SCORING), false), machine::pop, practice);
        screen.noteLeftOut(read);
        machine.push(screen);
    }

    /** File > Export Statistics...: every kept game as CSV, to a file the player chooses. */
    void askExport() {
        if (history == null) {
            notices.tell("Export Statistics", "No games are kept in this run.");
            return;
        }
        FileRequester f = new FileRequester(storage, "Export Statistics", FileRequester.Mode.SAVE, userFolder, List.of("csv"),
                PlayFiles.volumes(storage, userFolder), requesters, this::export);
        f.fileField().setText("statistics.csv");
        requesters.show(f.requester());
    }

    void export(Path file) {
        GameHistory.Read read = readHistory();
        if (read == null) {
            return;
        }
        try {
            storage.write(file, StatsCsv.write(read.played()).getBytes(StandardCharsets.UTF_8));
            int games = read.games().size();
            notices.say("Exported " + games + (games == 1 ? " game: " : " games: ") + file.getFileName());
        } catch (IOException e) {
            notices.tell("Export Statistics", "The statistics could not be written: "
                    + UserFiles.describe(file.getFileName(), e) + ".");
        }
    }

    private GameHistory.Read readHistory() {
        try {
            return history.games();
        } catch (IOException e) {
            notices.tell("Statistics", "The history could not be read: " + UserFiles.reason(e) + ".");
            return null;
        }
    }

    /**
     * A game ended: it joins the history (again, in place, if it ends anew after Undo), the deal of the
     * day is compared with the best before it, and the Master starts on the deal.
     */
    @Override
    public void gameEnded(Game.End end) {
        Match m = match.get();
        Game game = m.game();
        DealCode code = DealCode.of(game.deal());
        if (history == null) {
            return;
        }
        PlayedGame now = PlayedGame.of(m, java.time.LocalDate.now(clock));
        if (game != kept) {
            dayLines = code != null && code.equals(DealCode.today(clock)) ? dayComparison(now) : List.of();
        }
        keep(m, game);
        if (code != null && master != null) {
            startMaster(code, game.scoring(), now);
        }
    }

    private void keep(Match m, Game game) {
        try {
            if (game == kept && keptId != null) {
                storage.delete(history.folder().resolve(keptId));
            }
            keptId = history.add(m, settings.recordLines());
            kept = game;
        } catch (IOException e) {
            notices.say("History not kept: " + UserFiles.reason(e));
        }
    }

    /** Today's deal against the player's own best on it before this game (same scoring, not the computer's). */
    private List<String> dayComparison(PlayedGame now) {
        GameHistory.Read read = readHistory();
        if (read == null || now.computer()) {
            return List.of("", "The deal of the day");
        }
        PlayedGame best = null;
        for (PlayedGame g : read.played()) {
            if (g.code().equals(now.code()) && g.scoring() == now.scoring() && !g.computer()
                    && (best == null || better(g, best))) {
                best = g;
            }
        }
        List<String> lines = new ArrayList<>(List.of("", "The deal of the day"));
        if (best == null) {
            lines.add("Your first game on it.");
        } else {
            lines.add(String.format(ROW, "Your best", now.scoring() == Scoring.MODERN ? best.score() : best.stonesLeft() + " left"));
            lines.add(better(now, best) ? "A new best!" : "Not better than your best.");
        }
        return lines;
    }

    /** The better of two games on a deal is the high-score table's. */
    private static boolean better(PlayedGame a, PlayedGame b) {
        return Ranking.better(a.scoring(), a, b);
    }

    private void startMaster(DealCode code, Scoring scoring, PlayedGame player) {
        String key = code + " " + scoring;
        awaiting = player;
        awaitingKey = key;
        MasterGame.Result known = masters.get(key);
        if (known == null && masters.containsKey(key)) {
            masterLine = String.format(ROW, "The Master", "...");
            masterVerdict = "(playing this deal)";
            return;
        }
        masters.put(key, null);
        if (known != null) {
            showMaster(known, player);
            return;
        }
        masterLine = String.format(ROW, "The Master", "...");
        masterVerdict = "(playing this deal)";
        long iterations = masterIterations;
        masterJobs.watch(master.start(Work.later(() -> {
            MasterGame.Result kept = null;
            try {
                kept = masterScores.get(code, scoring, iterations);
            } catch (IOException | RuntimeException e) {
                // Computed again below.
            }
            if (kept != null) {
                return Work.done(kept);
            }
            return MasterGame.start(code.deal(), scoring, iterations, code.number()).then(played -> {
                try {
                    masterScores.put(code, scoring, iterations, played);
                } catch (IOException e) {
                    // Kept for this session only; the next one computes it again.
                }
                return played;
            });
        })), r -> {
            masters.put(key, r);
            if (key.equals(awaitingKey) && awaiting != null) {
                showMaster(r, awaiting);
            }
        }, e -> {
            // Not kept: the next game that ends on this deal asks the Master again.
            masters.remove(key);
            Failures.log("the Master's game on deal " + code, e);
            if (key.equals(awaitingKey)) {
                masterLine = String.format(ROW, "The Master", "-");
                masterVerdict = "The Master could not play.";
            }
            // The strip holds 30 characters: the error itself is in the log.
            notices.say("The Master could not play.");
        });
    }

    private void showMaster(MasterGame.Result r, PlayedGame player) {
        masterLine = player.scoring() == Scoring.MODERN ? String.format(ROW, "The Master", r.score())
                : String.format(ROW, "Master left", r.stonesLeft());
        PlayedGame master = new PlayedGame(player.date(), player.mode(), player.scoring(), player.code(), r.score(),
                r.fourWays(), r.stonesLeft(), Game.End.POUCH_EMPTY, false, true);
        masterVerdict = better(player, master) ? "You beat the Master!"
                : better(master, player) ? "The Master wins." : "A tie with the Master.";
    }

    /** A new game: Game Over's additions belong to the last one. */
    void reset() {
        awaitingKey = null;
        masterLine = "";
        masterVerdict = "";
        dayLines = List.of();
    }

    /** The lines Game Over adds under the result: the deal's code, and the deal of the day's comparison. */
    List<String> gameOverLines() {
        List<String> lines = new ArrayList<>();
        DealCode code = code();
        if (code != null) {
            lines.add("");
            lines.add(String.format("%-10s%9s", "Deal", code));
        }
        lines.addAll(dayLines);
        return lines;
    }

    /** Game Over's lines that change while it is up: the Master's score and the verdict (none in a run that keeps nothing). */
    List<Supplier<String>> gameOverLiveLines() {
        if (master == null || history == null || code() == null) {
            return List.of();
        }
        return List.of(() -> masterLine, () -> masterVerdict);
    }

    /** The screen has gone: the Master stops. */
    void close() {
        useScheduler(null);
    }
}
