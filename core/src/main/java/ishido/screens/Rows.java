package ishido.screens;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.function.IntConsumer;

/**
 * A list of rows a player opens one of (Learn to Play's lessons, the puzzles' ways in): a click or a tap on a row,
 * the row's digit, or Up and Down to choose one and Return or Space to open it. The rows are numbered from 1; the
 * chosen one is framed in its own pen.
 */
public final class Rows {
    private final int x;
    private final int y;
    private final int width;
    private final int height;
    private final int count;
    private final IntConsumer open;
    private int selected = 1;

    /**
     * @param height each row's, in pixels
     * @param open   told the row to open
     */
    public Rows(int x, int y, int width, int height, int count, IntConsumer open) {
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
        this.count = count;
        this.open = open;
    }

    public int selected() {
        return selected;
    }

    /** Chooses a row without opening it. */
    public void select(int row) {
        selected = Math.max(1, Math.min(count, row));
    }

    /** The row under a point, or 0. */
    public int at(int px, int py) {
        if (px < x || px >= x + width || py < y) {
            return 0;
        }
        int n = (py - y) / height + 1;
        return n <= count ? n : 0;
    }

    /** The top of a row. */
    public int top(int row) {
        return y + (row - 1) * height;
    }

    /** The input the rows take; true when they took it. Opening a row chooses it. */
    public boolean input(InputEvent e) {
        int row = 0;
        if (e.isPress(InputEvent.LEFT_BUTTON)) {
            row = at(e.x(), e.y());
        } else if (e.isKey(Key.UP) || e.isKey(Key.DOWN)) {
            select(selected + (e.isKey(Key.UP) ? -1 : 1));
            return true;
        } else if (e.isKey(Key.ENTER) || e.isChar(' ')) {
            row = selected;
        } else {
            for (int n = 1; n <= count && n <= 9; n++) {
                if (e.isChar((char) ('0' + n))) {
                    row = n;
                }
            }
        }
        if (row == 0) {
            return false;
        }
        selected = row;
        open.accept(row);
        return true;
    }

    /** A row's frame, in the chosen pen for the chosen row, else the other, {@code gap} pixels short of the next. */
    public void frame(Framebuffer fb, int row, int gap, int chosenPen, int pen) {
        fb.frame(x, top(row), width, height - gap, row == selected ? chosenPen : pen);
    }
}
