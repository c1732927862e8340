package ishido.screens.play;

import ishido.screens.editor.EditorScreen;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.StoneNames;
import ishido.theme.Stoneset;
import java.nio.file.Path;

/**
 * The look of the play screen: the stoneset and the board in use, changed from the Choices menu or
 * the stoneset editor and remembered in the settings.
 */
final class PlayTheme {
    private Stoneset stoneset;
    private BoardPicture board;

    private final PlayContext c;

    PlayTheme(PlayContext c, Stoneset stoneset, BoardPicture board) {
        this.c = c;
        this.stoneset = stoneset;
        this.board = board;
    }

    Stoneset stoneset() {
        return stoneset;
    }

    /** The words for the stoneset's stones, for every message that names a stone ("the red moon"). */
    StoneNames names() {
        return StoneNames.of(stoneset);
    }

    BoardPicture board() {
        return board;
    }

    /** Changes the stoneset (and, with Matching Board on, the board) for the rest of the session. */
    void changeStoneset(Stoneset set, String nameOrPath, BoardPicture matching) {
        stoneset = set;
        c.settings().set(Settings.STONESET, nameOrPath);
        if (c.settings().get(Settings.MATCHING_BOARD) && matching != null) {
            board = matching;
            c.settings().set(Settings.BOARD, nameOrPath);
        }
        c.settings().save();
    }

    void editStoneset(Stoneset set, boolean offerLoad) {
        EditorScreen editor = new EditorScreen(set, c.storage(), c.userFolder(), c.host()::quit).onBoard(board);
        c.machine().get().push(editor, EditorScreen.Edited.class, edited -> useEditedStoneset(edited.set(), edited.file()));
        if (offerLoad) {
            editor.offerLoad();
        }
    }

    /** The editor's Use: the new look goes on the stones in play; a set saved as it is becomes the one chosen. */
    private void useEditedStoneset(Stoneset set, Path file) {
        stoneset = set;
        if (file != null) {
            c.settings().set(Settings.STONESET, file.toString());
            c.settings().save();
        }
        c.notices().say("Stoneset: " + set.name() + ".");
    }

    void changeBoard(BoardPicture picture, String nameOrPath) {
        board = picture;
        c.settings().set(Settings.BOARD, nameOrPath);
        // The checkmark says what is in use: another board than the stoneset's own is not a matching one.
        c.settings().set(Settings.MATCHING_BOARD, c.settings().get(Settings.MATCHING_BOARD) && picture.name().equals(stoneset.name()));
        c.settings().save();
    }
}
