package ishido.screens.play;

import ishido.screens.editor.EditorScreen;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import java.nio.file.Path;

/**
 * The look of the play screen: the stoneset and the board in use, changed from the Choices menu or
 * the stoneset editor and remembered in the settings.
 */
final class PlayTheme {
    private final PlaySession session;
    private Stoneset stoneset;
    private BoardPicture board;

    PlayTheme(PlaySession session, Stoneset stoneset, BoardPicture board) {
        this.session = session;
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
        session.settings().set(Settings.STONESET, nameOrPath);
        if (session.settings().get(Settings.MATCHING_BOARD) && matching != null) {
            board = matching;
            session.settings().set(Settings.BOARD, nameOrPath);
        }
        session.saveSettings();
    }

    void editStoneset(Stoneset set, boolean offerLoad) {
        EditorScreen editor = new EditorScreen(set, session.userFolder(), session.host()::quit);
        session.machine().push(editor, EditorScreen.Edited.class, edited -> useEditedStoneset(edited.set(), edited.file()));
        if (offerLoad) {
            editor.offerLoad();
        }
    }

    /** The editor's Use: the new look goes on the stones in play; a set saved as it is becomes the one chosen. */
    private void useEditedStoneset(Stoneset set, Path file) {
        stoneset = set;
        if (file != null) {
            session.settings().set(Settings.STONESET, file.toString());
            session.saveSettings();
        }
        session.say("Stoneset: " + set.name() + ".");
    }

    void changeBoard(BoardPicture picture, String nameOrPath) {
        board = picture;
        session.settings().set(Settings.BOARD, nameOrPath);
        // The checkmark says what is in use: another board than the stoneset's own is not a matching one.
        session.settings().set(Settings.MATCHING_BOARD, session.settings().get(Settings.MATCHING_BOARD) && picture.name().equals(stoneset.name()));
        session.saveSettings();
    }
}
