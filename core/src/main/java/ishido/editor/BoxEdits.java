package ishido.editor;

import ishido.rules.Stone;
import java.util.function.UnaryOperator;

/**
 * A box of pixels dragged with Select, which may span stones (zoomed out, the edit box shows four): while it is
 * the selection, Cut, Copy, Paste, Erase and Flip/Rotate act on it, and it can become the brush. Its clip is
 * the editor's one clipboard, so a stone copied can be pasted into a box and a box into a stone.
 * Each command is one undo step.
 */
public final class BoxEdits {
    /** The stones' part of the sheet: a box stays out of the mask row. */
    private static final Region STONES = new Region(0, 0, Stone.SYMBOLS * Sheet.CELL, Stone.COLORS * Sheet.CELL);

    private final Editor editor;
    private Region box;

    BoxEdits(Editor editor) {
        this.editor = editor;
    }

    /** The selected box in sheet pixels, or null when the selection is a stone, column or row. */
    public Region box() {
        return box;
    }

    /** The box becomes the selection, cut down to the stones (the masks are edited through their templates). */
    void select(Region r) {
        box = r.x() < STONES.width() && r.y() < STONES.height() ? at(r.x(), r.y(), r.width(), r.height()) : null;
    }

    void clear() {
        box = null;
    }

    private Sheet sheet() {
        return editor.sheet();
    }

    public void copy() {
        if (box != null) {
            editor.areas().keep(new Clip(null, box.width(), sheet().read(box)));
        }
    }

    /** Copies the box, then clears it to see-through, as one step named Cut. */
    public void cut() {
        copy();
        erase("Cut");
    }

    public void erase() {
        erase("Erase");
    }

    private void erase(String label) {
        Region r = box;
        if (r != null) {
            editor.change(label, r, () -> sheet().fill(r, 0));
        }
    }

    /** True when there is a box and something to paste into it. */
    public boolean canPaste() {
        return box != null && editor.areas().clip() != null;
    }

    /**
     * Pastes the clipboard (a box, or a stone, column or row) with its top-left corner on the box's, every colour
     * as it is (T included), cut off at the stones' edge; the box becomes the pasted pixels.
     */
    public void paste() {
        if (!canPaste()) {
            return;
        }
        Clip c = editor.areas().clip();
        int w = c.width();
        int h = c.pixels().length / w;
        Region to = at(box.x(), box.y(), w, h);
        put("Paste", to, new Brush(w, h, c.pixels(), -1), to);
    }

    /** The w x h rectangle at (x, y), cut off at the stones' right and bottom edges. */
    private static Region at(int x, int y, int w, int h) {
        return new Region(x, y, Math.min(w, STONES.width() - x), Math.min(h, STONES.height() - y));
    }

    /** Flips or turns the box's pixels; a turned box keeps its top-left corner and trades its width for its height. */
    public void turn(AreaEdits.Turn t) {
        if (box == null) {
            return;
        }
        UnaryOperator<Brush> how = switch (t) {
            case FLIP_LEFT_RIGHT -> Brush::flipped;
            case FLIP_TOP_BOTTOM -> Brush::flippedVertically;
            case ROTATE -> Brush::rotated;
        };
        Brush turned = how.apply(new Brush(box.width(), box.height(), sheet().read(box), -1));
        Region to = at(box.x(), box.y(), turned.width(), turned.height());
        int right = Math.max(box.x() + box.width(), to.x() + to.width());
        int bottom = Math.max(box.y() + box.height(), to.y() + to.height());
        Region both = new Region(box.x(), box.y(), right - box.x(), bottom - box.y());
        Region old = box;
        put(t.label(), both, turned, to, old);
    }

    /** The box becomes the brush, colour 0 see-through. */
    public void toBrush() {
        if (box != null) {
            editor.brushFrom(box);
        }
    }

    /**
     * Writes the top-left of pixels at to, as one undo step over changed (clearing first, when given, what was
     * under the box before), and makes to the box.
     */
    private void put(String label, Region changed, Brush pixels, Region to, Region... clearFirst) {
        editor.change(label, changed, () -> {
            for (Region r : clearFirst) {
                sheet().fill(r, 0);
            }
            for (int y = 0; y < to.height(); y++) {
                for (int x = 0; x < to.width(); x++) {
                    sheet().set(to.x() + x, to.y() + y, pixels.get(x, y));
                }
            }
        });
        box = to;
    }
}
