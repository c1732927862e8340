package ishido.screens.play;

import ishido.store.Settings;
import ishido.theme.BoardImport;
import ishido.theme.BoardPicture;
import ishido.ui.Button;
import ishido.ui.Requester;
import ishido.ui.TextLines;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Brings any picture in as the board, through requesters on the play screen (Boards > Other..., {@code --board
 * FILE}): asks how to fit a picture that is not 320x200, and when its colours were reduced to 16, says so and offers
 * to save the board in boards/.
 */
final class BoardImporting {
    /** File name endings shown when choosing a picture: ILBMs under their Amiga names, and PNGs. */
    static final List<String> EXTENSIONS = List.of("iff", "ilbm", "lbm", "board", "ham", "pic", "png");
    private static final String TITLE = "Boards";
    /** Characters a line of the save requester holds. */
    private static final int LINE = 37;

    private final PlayTheme theme;

    private final PlayContext c;

    BoardImporting(PlayContext c, PlayTheme theme) {
        this.c = c;
        this.theme = theme;
    }

    /** Reads {@code file} and makes it the board, asking what the player wants where there is a choice. */
    void start(Path file) {
        BoardImport.Source source;
        try {
            source = BoardImport.read(c.storage(), file);
        } catch (IOException e) {
            c.notices().tell(TITLE, "That board cannot be used: " + file.getFileName() + ": " + e.getMessage());
            return;
        }
        if (source.fitsScreen()) {
            use(file, source, BoardImport.Fit.CENTRE);
            return;
        }
        Requester[] holder = new Requester[1];
        Button centre = new Button("Centre", () -> {
            holder[0].close();
            use(file, source, BoardImport.Fit.CENTRE);
        });
        Button scale = new Button("Scale", () -> {
            holder[0].close();
            use(file, source, BoardImport.Fit.SCALE_NEAREST);
        });
        Button smooth = new Button("Smooth", () -> {
            holder[0].close();
            use(file, source, BoardImport.Fit.SCALE_AREA);
        });
        Button cancel = new Button("Cancel", () -> holder[0].close());
        holder[0] = new Requester.Builder(TITLE)
                .text(source.name() + " is " + source.width() + "x" + source.height() + ";")
                .text("a board is " + BoardPicture.WIDTH + "x" + BoardPicture.HEIGHT + ".")
                .text("Centre it, or scale it to fit")
                .text("(pixels, or smooth averaging)?")
                .buttons(centre, scale, smooth, cancel).build();
        c.requesters().show(holder[0]);
    }

    private void use(Path file, BoardImport.Source source, BoardImport.Fit fit) {
        BoardImport.Result result = BoardImport.make(source, fit);
        BoardPicture board = result.board();
        // Only a file that loads as a board as it is can be remembered for the next start.
        boolean asItIs = !result.reduced() && source.isBoard();
        theme.changeBoard(board, asItIs ? file.toString() : c.settings().get(Settings.BOARD));
        if (asItIs) {
            if (result.notes().isEmpty()) {
                c.notices().say("Board: " + board.name() + ".");
            } else {
                c.notices().tell(TITLE, "Board: " + board.name() + ": " + String.join("; ", result.notes()) + ".");
            }
            return;
        }
        // A board made of the picture (reduced, or centred or scaled to fit) is only kept if it is saved.
        List<String> lines = new ArrayList<>(result.reduced() ? List.of(board.name() + " is reduced to 16 colours",
                "of the Amiga's palette for the board.") : List.of(board.name() + " is fitted to the screen",
                "(" + switch (fit) {
                    case CENTRE -> "centred";
                    case SCALE_NEAREST -> "scaled";
                    case SCALE_AREA -> "scaled smoothly";
                } + ") for the board."));
        if (result.unreadable().isEmpty()) {
            lines.add("Save this board in your boards folder?");
        } else {
            // Said before the save is offered: a board saved is one the player will come back to.
            lines.addAll(TextLines.wrap("The game's own text will be hard to read on it ("
                    + String.join(", ", result.unreadable()) + ").", LINE));
            lines.add("Save this board anyway?");
        }
        c.requesters().show(Requester.message(TITLE, lines, "Save", "Not Now", yes -> {
                    if (yes) {
                        save(board);
                    }
                }));
    }

    private void save(BoardPicture board) {
        // A run without a data folder of its own saves in the storage's (the browser's volume in a page).
        Path folder = c.userFolder() != null ? c.userFolder() : c.storage().dataFolder();
        try {
            Path saved = BoardImport.save(c.storage(), board, folder);
            String name = saved.getFileName().toString();
            theme.changeBoard(board, name.substring(0, name.length() - ".iff".length()));
            c.notices().say("Saved as boards/" + name + ".");
        } catch (IOException e) {
            c.notices().tell(TITLE, "The board could not be saved: " + e.getMessage());
        }
    }
}
