package ishido.screens.play;

import ishido.match.MatchView;
import ishido.persist.Storage;
import ishido.persist.UserFiles;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.store.GameUnderWay;
import ishido.store.Settings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Keeps the game under way in the data folder after every move, undo or new game (any mode, with its timer
 * and tournament, as Save Game writes it), and forgets it once the game has no stone yet, or is over and has
 * been offered to the high scores (a game kept at its end comes back at Game Over, so a reload or a quit before
 * the name never loses its entry); while Choices &gt; Resume Game at Start is on. With it off, only an ended game
 * owing its entry is kept, until the entry: the high scores are the player's whatever the choice. It looks once a
 * tick whether the match changed, so a game loaded in place of another is followed too.
 */
final class UnderWayKeeper {
    private final Supplier<MatchView> match;
    private final Supplier<GameRecord> record;
    private final Settings settings;
    private final Storage storage;
    private final Path folder;
    private final Notices notices;
    /** The ended game has not been entered in the high scores yet. */
    private final BooleanSupplier scoreOwed;
    private Game seenGame;
    private int seenPlays;
    private boolean seenOver;
    private boolean seenOwed;
    /** The player has been told once that the game cannot be kept; not again at every move. */
    private boolean failed;
    /** Another tab holds the game under way: this one writes nothing over it. */
    private boolean paused;
    /** The file kept last is an ended game owing its entry: kept even with Resume Game at Start off, until then. */
    private boolean keptOwedEnd;

    UnderWayKeeper(Supplier<MatchView> match, Supplier<GameRecord> record, Settings settings, Storage storage, Path folder,
            Notices notices, BooleanSupplier scoreOwed) {
        this.match = match;
        this.scoreOwed = scoreOwed;
        this.record = record;
        this.settings = settings;
        this.storage = storage;
        this.folder = folder;
        this.notices = notices;
        seen();
    }

    /** Takes the match as it stands as kept already (at the start, or once a kept game is resumed). */
    void seen() {
        MatchView m = match.get();
        seenGame = m.game();
        seenPlays = m.plays().size();
        seenOver = m.game().isOver();
        seenOwed = scoreOwed.getAsBoolean();
        keptOwedEnd = seenOver && seenOwed;
    }

    /** Another tab holds the game under way (true) or this one took it (false, the match taken as kept). */
    void pause(boolean elsewhere) {
        paused = elsewhere;
        seen();
    }

    /** Once a tick: writes the game when a move, an undo or a new game changed it. */
    void tick() {
        MatchView m = match.get();
        if (folder == null || paused || m.game() == seenGame && m.plays().size() == seenPlays && m.game().isOver() == seenOver
                && scoreOwed.getAsBoolean() == seenOwed) {
            return;
        }
        boolean hadOwedEnd = keptOwedEnd;
        seen();
        boolean owedEnd = keptOwedEnd;
        boolean resumes = settings.get(Settings.RESUME_AT_START);
        if (!resumes && !owedEnd && !hadOwedEnd) {
            return;
        }
        try {
            if (seenOver && !seenOwed || seenPlays == 0 || !resumes && !owedEnd) {
                GameUnderWay.forget(storage, folder);
            } else {
                GameUnderWay.keep(storage, folder, record.get());
            }
            failed = false;
        } catch (IOException e) {
            if (!failed) {
                failed = true;
                notices.say("Not kept: " + UserFiles.reason(e));
            }
        }
    }
}
