package ishido.screens.play;

import ishido.ai.MasterGame;
import ishido.match.DealCode;
import ishido.persist.Storage;
import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.scores.Ranking;
import ishido.stats.PlayedGame;
import ishido.store.MasterScores;
import ishido.work.Failures;
import ishido.work.JobWatch;
import ishido.work.Scheduler;
import ishido.work.Work;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The Master's game on the deal of a game that ended, played in the background (its results kept in the
 * data folder), and what Game Over says of it: the Master's score and the verdict against the player's game.
 * Results and failures are handed on at the play screen's ticks, so a new game never races the worker.
 */
final class DealMaster {
    private final Notices notices;
    private final MasterScores masterScores;
    /** Where the Master plays (in the background, or in tests at once); null where it does not. */
    private Scheduler master;
    /** The Master's games under way, whose ends are handed on at the play screen's ticks. */
    private final JobWatch masterJobs = new JobWatch();
    /** The Master's results by deal and scoring in this session; a job under way has a null entry. */
    private final Map<String, MasterGame.Result> masters = new HashMap<>();
    /** The Master's rollouts per move: its full strength, or (tests) a little. */
    private long masterIterations = MasterGame.ITERATIONS;
    private String masterLine = "";
    /** The deal and scoring whose Master result Game Over waits for, and the player's game to set against it. */
    private String awaitingKey;
    private PlayedGame awaiting;
    private String masterVerdict = "";
    /** How far the Master's game Game Over waits for has got, while it plays; null otherwise. */
    private Progress awaitingProgress;
    /** The progress of each Master's game under way, by deal and scoring. */
    private final Map<String, Progress> progress = new HashMap<>();

    /**
     * The stones placed so far in a Master's game, written by the worker that plays it and read by Game Over's
     * line: "(playing this deal)" alone for 20-40 s looked stuck to a newcomer.
     */
    private static final class Progress {
        private volatile int placed;
    }

    DealMaster(Notices notices, Storage storage, Path userFolder) {
        this.notices = notices;
        this.masterScores = new MasterScores(storage, userFolder);
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

    /** Whether the Master plays at all in this run. */
    boolean plays() {
        return master != null;
    }

    /** One tick of the play screen: the Master's games that ended are shown, or their failure said. */
    void tick() {
        masterJobs.tick();
    }

    /**
     * Game Over's line under the Master's while it plays; it and the verdicts call it the computer, as "The Master"
     * alone meant nothing to a newcomer (the skill's name is learnt in Choices &gt; Computer Skill).
     */
    static final String PLAYING = "(the computer plays it too)";

    /** A weaker, quicker Master for tests (its results are kept apart by their budget). */
    void useMasterIterations(long iterations) {
        masterIterations = iterations;
    }

    /** The player's game on a coded deal ended: the Master plays the deal, unless it has already. */
    void start(DealCode code, Scoring scoring, PlayedGame player) {
        String key = code + " " + scoring;
        awaiting = player;
        awaitingKey = key;
        MasterGame.Result known = masters.get(key);
        awaitingProgress = progress.get(key);
        if (known == null && masters.containsKey(key)) {
            masterLine = String.format(PlayDeals.ROW, "The Master", "...");
            masterVerdict = PLAYING;
            return;
        }
        masters.put(key, null);
        if (known != null) {
            showMaster(known, player);
            return;
        }
        masterLine = String.format(PlayDeals.ROW, "The Master", "...");
        masterVerdict = PLAYING;
        long iterations = masterIterations;
        Progress made = new Progress();
        progress.put(key, made);
        awaitingProgress = made;
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
            return MasterGame.start(code.deal(), scoring, iterations, code.number(), n -> made.placed = n)
                    .then(played -> {
                try {
                    masterScores.put(code, scoring, iterations, played);
                } catch (IOException e) {
                    // Kept for this session only; the next one computes it again.
                }
                return played;
            });
        })), r -> {
            masters.put(key, r);
            progress.remove(key);
            if (key.equals(awaitingKey) && awaiting != null) {
                showMaster(r, awaiting);
            }
        }, e -> {
            // Not kept: the next game that ends on this deal asks the Master again.
            masters.remove(key);
            progress.remove(key);
            Failures.log("the Master's game on deal " + code, e);
            if (key.equals(awaitingKey)) {
                masterLine = String.format(PlayDeals.ROW, "The Master", "-");
                masterVerdict = "The Master could not play.";
            }
            // The strip holds 30 characters: the error itself is in the log.
            notices.say("The Master could not play.");
        });
    }

    private void showMaster(MasterGame.Result r, PlayedGame player) {
        masterLine = player.scoring() == Scoring.MODERN ? String.format(PlayDeals.ROW, "The Master", r.score())
                : String.format(PlayDeals.ROW, "Master left", r.stonesLeft());
        PlayedGame master = new PlayedGame(player.date(), player.mode(), player.scoring(), player.code(), r.score(),
                r.fourWays(), r.stonesLeft(), Game.End.POUCH_EMPTY, false, true);
        masterVerdict = Ranking.better(player.scoring(), player, master) ? "You beat the computer!"
                : Ranking.better(player.scoring(), master, player) ? "The computer wins." : "A tie with the computer.";
    }

    /** A new game: Game Over's Master lines belong to the last one. */
    void reset() {
        awaitingKey = null;
        awaitingProgress = null;
        masterLine = "";
        masterVerdict = "";
    }

    /** Game Over's lines that change while it is up: the Master's score and the verdict. */
    List<Supplier<String>> liveLines() {
        return List.of(this::masterLine, () -> masterVerdict);
    }

    /** The Master's line: its result, or while it plays the stones it has placed of the deal's ("12/66"). */
    private String masterLine() {
        Progress p = awaitingProgress;
        int placed = p == null ? 0 : p.placed;
        return PLAYING.equals(masterVerdict) && placed > 0
                ? String.format(PlayDeals.ROW, "The Master", placed + "/" + Game.TO_PLACE) : masterLine;
    }
}
