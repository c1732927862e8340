package ishido.screens.oracle;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.oracle.Augury;
import ishido.oracle.AuguryFile;
import ishido.persist.Storage;
import ishido.ui.Button;
import ishido.ui.FileRequester;
import ishido.ui.ListView;
import ishido.ui.Picture;
import ishido.ui.Pens;
import ishido.ui.RadioGroup;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextField;
import ishido.ui.TextLines;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** The Oracle's requesters: the question, the augury with its hexagram, and the Save requester. */
public final class OracleRequesters {
    /** Characters per line of the augury's scrolling text. */
    public static final int TEXT_COLUMNS = 34;
    /** Lines of the augury's text shown at once. */
    public static final int TEXT_ROWS = 10;
    /** The longest question the requester takes. */
    public static final int QUESTION_LENGTH = 120;
    /** Width of the question's text field. */
    private static final int FIELD_WIDTH = 250;
    /** Room for the scroll arrows and the frame beside the text. */
    private static final int LIST_CHROME = 6 + 13;
    /** Space between the hexagram and its name. */
    private static final int NAME_GAP = 10;

    private OracleRequesters() {
    }

    /** "What is your question?": Return or OK keeps what was typed. */
    public static Requester question(String current, Consumer<String> onKept) {
        // Return in the field, and OK, keep the question; there is no Cancel.
        return new Requester.Builder("The Oracle")
                .text("What is your question?")
                .space()
                .textEntry(new TextField(FIELD_WIDTH, current, QUESTION_LENGTH), "OK", null, onKept, null)
                .build();
    }

    /** The lines of the augury's scrolling text: the question, a blank line, then the augury. */
    public static List<String> lines(Augury a) {
        List<String> lines = new ArrayList<>();
        lines.addAll(TextLines.wrap(a.question().isBlank() ? "No question was asked." : "You asked: " + a.question().strip(), TEXT_COLUMNS));
        lines.add("");
        lines.addAll(TextLines.wrap(a.text(), TEXT_COLUMNS));
        return lines;
    }

    /** The augury: its hexagram drawn with number and name, and its text; Save and OK. */
    public static Requester augury(Augury a, Runnable onSave) {
        int width = TEXT_COLUMNS * Font.WIDTH + LIST_CHROME;
        Picture heading = new Picture(width, HexagramPicture.HEIGHT, (Framebuffer fb, int[] at) -> {
            HexagramPicture.draw(fb, a.hexagram(), at[0], at[1]);
            int tx = at[0] + HexagramPicture.WIDTH + NAME_GAP;
            int ty = at[1] + (HexagramPicture.HEIGHT - 3 * (Font.HEIGHT + 4)) / 2;
            Font.standard().draw(fb, tx, ty, "Hexagram " + a.hexagram().number(), Pens.TEXT);
            Font.standard().draw(fb, tx, ty + Font.HEIGHT + 4, a.hexagram().name(), Pens.TEXT);
            Font.standard().draw(fb, tx, ty + 2 * (Font.HEIGHT + 4), a.hexagram().english(), Pens.TEXT);
        });
        ListView text = new ListView(width, TEXT_ROWS, false).setLines(lines(a));
        Requester[] holder = new Requester[1];
        Runnable ok = () -> holder[0].close();
        holder[0] = new Requester.Builder("The Oracle of the Stones")
                .add(heading)
                .add(text)
                .buttons(new Button("Save", onSave), new Button("OK", ok))
                .keys(ok, ok)
                .build();
        return holder[0];
    }

    /**
     * The Save requester: the game's file requester with a choice of Replace or Append; the file and
     * the choice go to onChosen. The file offered is the one automatic saving adds to. Appending to a file that exists does not ask first.
     */
    public static FileRequester save(Storage storage, Path start, List<FileRequester.Volume> volumes, RequesterQueue queue,
            BiConsumer<Path, AuguryFile.Mode> onChosen) {
        RadioGroup how = new RadioGroup(List.of("Replace", "Append"), 1);
        FileRequester f = new FileRequester(storage, "Save Augury", FileRequester.Mode.SAVE, start, List.of(AuguryFile.EXTENSION), volumes,
                queue, how, () -> how.selected() == 0,
                path -> onChosen.accept(path, how.selected() == 0 ? AuguryFile.Mode.REPLACE : AuguryFile.Mode.APPEND));
        // The file the automatic saving keeps, so one book of auguries grows unless the player names another.
        f.fileField().setText(AuguryFile.AUTOMATIC);
        return f;
    }
}
