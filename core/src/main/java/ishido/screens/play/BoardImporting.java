package ishido.screens.play;

import ishido.persist.UserData;
import ishido.store.Settings;
import ishido.theme.BoardImport;
import ishido.theme.BoardPicture;
import ishido.ui.Button;
import ishido.ui.Requester;
import java.io.IOException;
import java.nio.file.Path;
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

    private BoardImporting() {
    }

    /** Reads {@code file} and makes it the board, asking what the player wants where there is a choice. */
    static void start(PlayCommands p, Path file) {
        BoardImport.Source source;
        try {
            source = BoardImport.read(file);
        } catch (IOException e) {
            p.tell(TITLE, "That board cannot be used: " + file.getFileName() + ": " + e.getMessage());
            return;
        }
        if (source.fitsScreen()) {
            use(p, file, source, BoardImport.Fit.CENTRE);
            return;
        }
        Requester[] holder = new Requester[1];
        Button centre = new Button("Centre", () -> {
            holder[0].close();
            use(p, file, source, BoardImport.Fit.CENTRE);
        });
        Button scale = new Button("Scale", () -> {
            holder[0].close();
            use(p, file, source, BoardImport.Fit.SCALE_NEAREST);
        });
        Button smooth = new Button("Smooth", () -> {
            holder[0].close();
            use(p, file, source, BoardImport.Fit.SCALE_AREA);
        });
        Button cancel = new Button("Cancel", () -> holder[0].close());
        holder[0] = new Requester.Builder(TITLE)
                .text(source.name() + " is " + source.width() + "x" + source.height() + ";")
                .text("a board is " + BoardPicture.WIDTH + "x" + BoardPicture.HEIGHT + ".")
                .text("Centre it, or scale it to fit")
                .text("(pixels, or smooth averaging)?")
                .buttons(centre, scale, smooth, cancel).build();
        p.requesters().show(holder[0]);
    }

    private static void use(PlayCommands p, Path file, BoardImport.Source source, BoardImport.Fit fit) {
        BoardImport.Result result = BoardImport.make(source, fit);
        BoardPicture board = result.board();
        // Only a file that loads as a board as it is can be remembered for the next start.
        boolean asItIs = !result.reduced() && source.isBoard();
        p.theme().changeBoard(board, asItIs ? file.toString() : p.settings().get(Settings.BOARD));
        if (!result.reduced()) {
            p.say("Board: " + board.name() + ".");
            return;
        }
        p.requesters().show(Requester.message(TITLE, List.of(
                board.name() + " is reduced to 16 colours",
                "of the Amiga's palette for the board.",
                "Save this board in your boards folder?"), "Save", "Not Now", yes -> {
                    if (yes) {
                        save(p, board);
                    }
                }));
    }

    private static void save(PlayCommands p, BoardPicture board) {
        Path folder = p.userFolder() != null ? p.userFolder() : UserData.folder();
        try {
            Path saved = BoardImport.save(board, folder);
            String name = saved.getFileName().toString();
            p.theme().changeBoard(board, name.substring(0, name.length() - ".iff".length()));
            p.say("Saved as boards/" + name + ".");
        } catch (IOException e) {
            p.tell(TITLE, "The board could not be saved: " + e.getMessage());
        }
    }
}
