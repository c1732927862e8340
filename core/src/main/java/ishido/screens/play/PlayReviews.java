package ishido.screens.play;

import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.MatchRecord;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.screens.review.ReviewJob;
import ishido.screens.review.ReviewScreen;
import ishido.screens.review.ReviewShelf;
import ishido.practice.Practice;
import ishido.screens.practice.PracticeScreen;
import ishido.store.PracticeLog;
import ishido.store.SavedGames;
import ishido.theme.Stoneset;
import ishido.work.Schedulers;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * The computer's review from the play screen: of the game just ended (Game Over's Review) or of a saved
 * game (File > Review Game...), shown over the board; the shelf keeps each review for the next time.
 */
final class PlayReviews {
    private final ReviewShelf shelf;
    private final Supplier<Match> current;
    private final PlayFiles files;
    private final Notices notices;
    private final Supplier<Machine> machine;
    private final Supplier<Stoneset> stoneset;
    /** Where the games a review reads are kept. */
    private final Storage storage;

    PlayReviews(Supplier<Match> current, PlayFiles files, Notices notices, Supplier<Machine> machine,
            Supplier<Stoneset> stoneset, Storage storage, Schedulers background) {
        this.storage = storage;
        this.shelf = new ReviewShelf(background);
        this.current = current;
        this.files = files;
        this.notices = notices;
        this.machine = machine;
        this.stoneset = stoneset;
    }

    /** Review on the Game Over requester: the game on the board, as it is (no record written and read back). */
    void reviewCurrent() {
        Match m = current.get();
        show(m, DealCode.of(m.game().deal()), "just played");
    }

    /** File > Review Game...: the file requester, then the game it names. */
    void askFile() {
        files.askOpen("Review Game", this::reviewFile);
    }

    void reviewFile(Path file) {
        GameRecord record;
        try {
            record = SavedGames.read(storage, file);
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            notices.tell("Review Game", file.getFileName() + " is " + e.getMessage() + ".");
            return;
        } catch (IOException e) {
            notices.tell("Review Game", "Could not read " + UserFiles.describe(file.getFileName(), e) + ".");
            return;
        } catch (IllegalArgumentException e) {
            notices.tell("Review Game", file.getFileName() + " is damaged: " + e.getMessage());
            return;
        }
        Match replayed;
        try {
            // Read as replay and Load Game read it: what they refuse is not reviewed either.
            replayed = MatchRecord.replay(record);
        } catch (IllegalMoveException | IllegalArgumentException e) {
            notices.tell("Review Game", "The game cannot be reviewed: " + e.getMessage());
            return;
        }
        show(replayed, DealCode.of(record), file.getFileName().toString());
    }

    private void show(Match match, DealCode code, String title) {
        Machine shownOn = machine.get();
        if (shownOn == null) {
            return;
        }
        ReviewJob job = shelf.job(match);
        if (job.review().turns().isEmpty()) {
            notices.tell("Review Game", "There is no move to review yet.");
            return;
        }
        // The deal's code leads the title, so a reviewed game can be played again with Play Deal...
        ReviewScreen screen = new ReviewScreen(job, stoneset.get(), code == null ? title : "Deal " + code + ": " + title);
        screen.practiseWith(practice -> new PracticeScreen(practice, stoneset.get(), result -> keepPractice(code, result)));
        shownOn.push(screen);
    }

    /** A practice's result, kept with the game history for the statistics. */
    private void keepPractice(DealCode code, Practice.Result result) {
        Path folder = files.historyFolder();
        if (folder == null) {
            return;
        }
        try {
            new PracticeLog(storage, folder, files.clock()).add(code, result);
        } catch (IOException e) {
            notices.tell("Practise", "Could not keep the result: " + UserFiles.describe(folder, e) + ".");
        }
    }
}
