package ishido.screens.play;

import ishido.machine.Machine;
import ishido.match.DealCode;
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
    private final Supplier<GameRecord> current;
    private final PlayFiles files;
    private final Notices notices;
    private final Supplier<Machine> machine;
    private final Supplier<Stoneset> stoneset;
    /** Where the games a review reads are kept. */
    private final Storage storage;

    PlayReviews(Supplier<GameRecord> current, PlayFiles files, Notices notices, Supplier<Machine> machine,
            Supplier<Stoneset> stoneset, Storage storage, Schedulers background) {
        this.storage = storage;
        this.shelf = new ReviewShelf(background);
        this.current = current;
        this.files = files;
        this.notices = notices;
        this.machine = machine;
        this.stoneset = stoneset;
    }

    /** Review on the Game Over requester: the game on the board. */
    void reviewCurrent() {
        show(current.get(), "just played");
    }

    /** File > Review Game...: the file requester, then the game it names. */
    void askFile() {
        files.askOpen("Review Game", this::reviewFile);
    }

    void reviewFile(Path file) {
        try {
            show(SavedGames.read(storage, file), file.getFileName().toString());
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            notices.tell("Review Game", file.getFileName() + " is " + e.getMessage() + ".");
        } catch (IOException e) {
            notices.tell("Review Game", "Could not read " + UserFiles.describe(file.getFileName(), e) + ".");
        } catch (IllegalArgumentException e) {
            notices.tell("Review Game", file.getFileName() + " is damaged: " + e.getMessage());
        }
    }

    private void show(GameRecord record, String title) {
        Machine shownOn = machine.get();
        if (shownOn == null) {
            return;
        }
        ReviewJob job;
        try {
            job = shelf.job(record);
        } catch (IllegalMoveException | IllegalArgumentException e) {
            notices.tell("Review Game", "The game cannot be reviewed: " + e.getMessage());
            return;
        }
        if (job.review().turns().isEmpty()) {
            notices.tell("Review Game", "There is no move to review yet.");
            return;
        }
        // The deal's code leads the title, so a reviewed game can be played again with Play Deal...
        DealCode code = DealCode.of(record);
        ReviewScreen screen = new ReviewScreen(job, stoneset.get(), code == null ? title : "Deal " + code + ": " + title);
        screen.practiseWith(practice -> new PracticeScreen(practice, stoneset.get(), result -> keepPractice(record, result)));
        shownOn.push(screen);
    }

    /** A practice's result, kept with the game history for the statistics. */
    private void keepPractice(GameRecord record, Practice.Result result) {
        Path folder = files.historyFolder();
        if (folder == null) {
            return;
        }
        try {
            new PracticeLog(storage, folder, files.clock()).add(record, result);
        } catch (IOException e) {
            notices.tell("Practise", "Could not keep the result: " + UserFiles.describe(folder, e) + ".");
        }
    }
}
