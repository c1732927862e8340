package ishido.screens.play;

import ishido.machine.Machine;
import ishido.persist.Storage;
import ishido.screens.editor.EditorScreen;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * The look of the play screen: the stoneset and the board in use, changed from the Choices menu or
 * the stoneset editor and remembered in the settings.
 */
final class PlayTheme {
    private final KeptSettings settings;
    private final Notices notices;
    /** Where the player's data is kept. */
    private final Storage storage;
    private final Path userFolder;
    /** The editor's Quit leaves the game. */
    private final Runnable quit;
    /** The machine showing the play screen, for the editor to go over it. */
    private final Supplier<Machine> machine;
    private Stoneset stoneset;
    private BoardPicture board;

    PlayTheme(KeptSettings settings, Notices notices, Storage storage, Path userFolder, Runnable quit,
            Supplier<Machine> machine, Stoneset stoneset, BoardPicture board) {
        this.settings = settings;
        this.notices = notices;
        this.storage = storage;
        this.userFolder = userFolder;
        this.quit = quit;
        this.machine = machine;
        this.stoneset = stoneset;
        this.board = board;
    }

    Stoneset stoneset() {
        return stoneset;
    }

    BoardPicture board() {
        return board;
    }

    /** Changes the stoneset (and, with Matching Board on, the board) for the rest of the session. */
    void changeStoneset(Stoneset set, String nameOrPath, BoardPicture matching) {
        stoneset = set;
        settings.set(Settings.STONESET, nameOrPath);
        if (settings.get(Settings.MATCHING_BOARD) && matching != null) {
            board = matching;
            settings.set(Settings.BOARD, nameOrPath);
        }
        settings.save();
    }

    void editStoneset(Stoneset set, boolean offerLoad) {
        EditorScreen editor = new EditorScreen(set, storage, userFolder, quit).onBoard(board);
        machine.get().push(editor, EditorScreen.Edited.class, edited -> useEditedStoneset(edited.set(), edited.file()));
        if (offerLoad) {
            editor.offerLoad();
        }
    }

    /** The editor's Use: the new look goes on the stones in play; a set saved as it is becomes the one chosen. */
    private void useEditedStoneset(Stoneset set, Path file) {
        stoneset = set;
        if (file != null) {
            settings.set(Settings.STONESET, file.toString());
            settings.save();
        }
        notices.say("Stoneset: " + set.name() + ".");
    }

    void changeBoard(BoardPicture picture, String nameOrPath) {
        board = picture;
        settings.set(Settings.BOARD, nameOrPath);
        // The checkmark says what is in use: another board than the stoneset's own is not a matching one.
        settings.set(Settings.MATCHING_BOARD, settings.get(Settings.MATCHING_BOARD) && picture.name().equals(stoneset.name()));
        settings.save();
    }
}
