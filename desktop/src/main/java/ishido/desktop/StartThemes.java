package ishido.desktop;

import ishido.persist.Storage;
import ishido.screens.opening.GameStart;
import ishido.screens.play.PlayScreen;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import ishido.ui.Requester;
import ishido.ui.TextLines;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The stoneset and board the game starts with, and why the ones the command line named were not used. */
record StartThemes(Stoneset stoneset, BoardPicture board, BoardArgument boardArgument, List<Warning> warnings) {
    /** Characters a line of the requester that says why a --stoneset or --board was not used holds. */
    private static final int WARNING_WIDTH = 34;

    /** A requester's title and text, said at start-up over the play screen. */
    record Warning(String title, String text) {
        /** Shows it in a requester over the play screen, to be read when the board appears. */
        void show(PlayScreen play) {
            play.requesters().show(Requester.message(title, TextLines.wrap(text, WARNING_WIDTH), "OK", null,
                    yes -> { }));
        }
    }

    /** Shows each warning in a requester over the play screen. */
    void tell(PlayScreen play) {
        for (Warning w : warnings) {
            w.show(play);
        }
    }

    /**
     * Chooses the stoneset and board to start with: the ones the command line names, else the ones in the settings,
     * else the default theme. A named one the game cannot use does not stop it: it starts with its own, and says
     * why, as the Stonesets and Boards requesters keep the set they had.
     *
     * @throws IOException only when not even the default theme can be loaded
     */
    static StartThemes choose(Storage storage, String stonesetArgument, String boardArgument,
            Settings settings) throws IOException {
        List<Warning> warnings = new ArrayList<>();
        Stoneset stoneset = null;
        if (stonesetArgument != null) {
            try {
                stoneset = Catalog.stoneset(storage, stonesetArgument);
            } catch (IOException e) {
                stoneset = GameStart.stoneset(storage, settings);
                warnings.add(new Warning("Stonesets", "--stoneset " + stonesetArgument + ": "
                        + reason(stonesetArgument, e) + ". The game starts with " + stoneset.name() + "."));
            }
        }
        BoardArgument board = new BoardArgument(null, null);
        if (boardArgument != null) {
            try {
                board = BoardArgument.of(storage, boardArgument);
            } catch (IOException e) {
                BoardPicture own = GameStart.board(storage, settings);
                warnings.add(new Warning("Boards", "--board " + boardArgument + ": "
                        + reason(boardArgument, e) + ". The game starts with " + own.name() + "."));
                board = new BoardArgument(own, null);
            }
        }
        return new StartThemes(stoneset != null ? stoneset : GameStart.stoneset(storage, settings),
                board.board() != null ? board.board() : GameStart.board(storage, settings),
                board, warnings);
    }

    /** A loader's message without the file name it starts with when that is the argument, said already. */
    private static String reason(String argument, IOException e) {
        String message = e.getMessage();
        return message.startsWith(argument + ": ") ? message.substring(argument.length() + 2) : message;
    }
}
