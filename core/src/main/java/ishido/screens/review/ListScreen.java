package ishido.screens.review;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Screen;
import ishido.screens.Rows;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import java.util.List;

/**
 * A list of rows on the review's paper, one opened at a time, with buttons under it (Help &gt; Learn to Play's
 * lessons, Game &gt; Puzzles...'s ways in): a button takes its click first, then the rows their clicks, taps, digits,
 * arrows and Return ({@link Rows}); Esc goes back; any other key is the screen's own ({@link #key}).
 */
public abstract class ListScreen extends PaperScreen {
    protected final Rows rows;

    /** @param rowHeight each row's, in pixels; count: the rows, numbered from 1 */
    protected ListScreen(Stoneset stoneset, int x, int y, int width, int rowHeight, int count) {
        super(stoneset);
        rows = new Rows(x, y, width, rowHeight, count, this::open);
    }

    /** Opens a row, from 1: the screen pushed over the list, or the list itself where the row changes it. */
    public abstract Screen open(int row);

    /** The buttons under the list. */
    protected abstract List<Button> buttons();

    /** A key of the screen's own (a button's letter), after the buttons, the rows and Esc have passed it over. */
    protected void key(InputEvent e) {
    }

    @Override
    public final void input(InputEvent e) {
        for (Button b : buttons()) {
            if (b.mouse(e)) {
                return;
            }
        }
        if (rows.input(e)) {
            return;
        }
        if (e.isKey(Key.ESCAPE)) {
            exit();
        } else {
            key(e);
        }
    }
}
