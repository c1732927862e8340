package ishido.screens.play;

import ishido.ai.MasterGame;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.MatchView;
import ishido.match.MatchRecord;
import ishido.persist.UserFiles;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.screens.review.ReviewJob;
import ishido.screens.review.ReviewScreen;
import ishido.screens.review.ReviewShelf;
import ishido.practice.Practice;
import ishido.screens.practice.PracticeScreen;
import ishido.store.MasterScores;
import ishido.store.PracticeLog;
import ishido.work.Schedulers;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The computer's review from the play screen: of the game just ended (Game Over's Review) or of a saved
 * game (File > Review Game...), shown over the board; the shelf keeps each review for the next time.
 */
final class PlayReviews {
    private final ReviewShelf shelf;
    private final PlayFiles files;

    private final PlayContext c;

    PlayReviews(PlayContext c, PlayFiles files, Schedulers background) {
        this.c = c;
        this.shelf = new ReviewShelf(background);
        this.files = files;
    }

    /**
     * The review of a match from the session's shelf (the one made before for the same game, stopped or done),
     * its analysis in the background when started: a challenge's Watch reviews both games so.
     */
    ReviewJob job(MatchView match) {
        return shelf.job(match);
    }

    /** Review on the Game Over requester: the game on the board, as it is (no record written and read back). */
    void reviewCurrent() {
        MatchView m = c.now();
        show(m, DealCode.of(m.game().deal()), "just played");
    }

    /** File > Review Game...: the file requester, then the game it names. */
    void askFile() {
        files.askOpen("Review Game", this::reviewFile);
    }

    void reviewFile(Path file) {
        GameRecord record = files.read(file, "Review Game");
        if (record == null) {
            return;
        }
        MatchView replayed;
        try {
            // Read as replay and Load Game read it: what they refuse is not reviewed either.
            replayed = MatchRecord.replay(record);
        } catch (IllegalMoveException | IllegalArgumentException e) {
            c.notices().tell("Review Game", "The game cannot be reviewed: " + e.getMessage());
            return;
        }
        show(replayed, DealCode.of(record), file.getFileName().toString());
    }

    private void show(MatchView match, DealCode code, String title) {
        Machine shownOn = c.machine().get();
        if (shownOn == null) {
            return;
        }
        ReviewJob job = shelf.job(match);
        if (job.review().turns().isEmpty()) {
            c.notices().tell("Review Game", "There is no move to review yet.");
            return;
        }
        // The deal's code leads the title, so a reviewed game can be played again with Play Deal...
        ReviewScreen screen = new ReviewScreen(job, c.stoneset().get(), code == null ? title : "Deal " + code + ": " + title);
        screen.practiseWith(practice -> new PracticeScreen(practice, c.stoneset().get(), result -> keepPractice(code, result)));
        screen.master(keptMaster(code, match.game().scoring()));
        shownOn.push(screen);
    }

    /** What the Master made of the deal, as the game kept it when it was played (Beat the Master), or null. */
    private MasterGame.Result keptMaster(DealCode code, Scoring scoring) {
        Path history = files.historyFolder();
        if (code == null || history == null) {
            return null;
        }
        try {
            return new MasterScores(c.storage(), history.getParent()).get(code, scoring, MasterGame.ITERATIONS);
        } catch (IOException e) {
            // The summary then says the Master's score is not known.
            return null;
        }
    }

    /** A practice's result, kept with the game history for the statistics. */
    private void keepPractice(DealCode code, Practice.Result result) {
        Path folder = files.historyFolder();
        if (folder == null) {
            return;
        }
        try {
            new PracticeLog(c.storage(), folder, files.clock()).add(code, result);
        } catch (IOException e) {
            c.notices().tell("Practise", "Could not keep the result: " + UserFiles.describe(folder, e) + ".");
        }
    }
}
