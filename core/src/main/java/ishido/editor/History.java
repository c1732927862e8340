package ishido.editor;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The editor's undo and redo: each step keeps the pixels of the rectangle a change touched, before and after,
 * and the palette when the change was to colours; a new change forgets what could be redone.
 */
final class History {
    /** Steps kept; the oldest is forgotten past this (a whole-sheet step is about 34 KB). */
    static final int MAX_LEVELS = 256;

    /** One undoable step; region null for a palette-only change, palettes null for a pixels-only one. */
    record Change(String label, Region region, byte[] before, byte[] after, int[] paletteBefore, int[] paletteAfter) {
        /**
         * A pixels-only step keeping just the smallest rectangle of r whose pixels differ between before and
         * after (r's pixels, row by row), or null when nothing changed.
         */
        static Change of(String label, Region r, byte[] before, byte[] after) {
            int left = r.width();
            int top = r.height();
            int right = -1;
            int bottom = -1;
            for (int y = 0; y < r.height(); y++) {
                for (int x = 0; x < r.width(); x++) {
                    if (before[y * r.width() + x] != after[y * r.width() + x]) {
                        left = Math.min(left, x);
                        right = Math.max(right, x);
                        top = Math.min(top, y);
                        bottom = Math.max(bottom, y);
                    }
                }
            }
            if (right < 0) {
                return null;
            }
            Region changed = new Region(r.x() + left, r.y() + top, right - left + 1, bottom - top + 1);
            return new Change(label, changed, crop(r, before, changed), crop(r, after, changed), null, null);
        }

        private static byte[] crop(Region from, byte[] pixels, Region to) {
            byte[] out = new byte[to.width() * to.height()];
            for (int y = 0; y < to.height(); y++) {
                System.arraycopy(pixels, (to.y() - from.y() + y) * from.width() + to.x() - from.x(), out, y * to.width(),
                        to.width());
            }
            return out;
        }
    }

    private final Deque<Change> undo = new ArrayDeque<>();
    private final Deque<Change> redo = new ArrayDeque<>();
    /** Counts every push, undo, redo and clear: the work is what it was only while this stays the same. */
    private long moves;

    void push(Change c) {
        moves++;
        undo.push(c);
        redo.clear();
        while (undo.size() > MAX_LEVELS) {
            undo.removeLast();
        }
    }

    /** Keeps the pixels of the smallest rectangle of r that changed, as one step (none when nothing did). */
    void pushPixels(String label, Region r, byte[] before, byte[] after) {
        Change c = Change.of(label, r, before, after);
        if (c != null) {
            push(c);
        }
    }

    /** Undoes the last change on the sheet; returns its name, or null when there is none. */
    String undo(Sheet sheet) {
        Change c = undo();
        return c == null ? null : restore(sheet, c, c.before(), c.paletteBefore());
    }

    /** Does the last change undone again on the sheet; returns its name, or null. */
    String redo(Sheet sheet) {
        Change c = redo();
        return c == null ? null : restore(sheet, c, c.after(), c.paletteAfter());
    }

    private static String restore(Sheet sheet, Change c, byte[] pixels, int[] palette) {
        if (c.region() != null) {
            sheet.write(c.region(), pixels);
        }
        if (palette != null) {
            sheet.setPalette(palette);
        }
        return c.label();
    }

    /** The change to undo, moved to the redo side, or null. */
    Change undo() {
        Change c = undo.poll();
        if (c != null) {
            moves++;
            redo.push(c);
        }
        return c;
    }

    /** The change to redo, moved back to the undo side, or null. */
    Change redo() {
        Change c = redo.poll();
        if (c != null) {
            moves++;
            undo.push(c);
        }
        return c;
    }

    /** The last change made and not undone: it identifies the state of the work. */
    Change top() {
        return undo.peek();
    }

    Change nextRedo() {
        return redo.peek();
    }

    int depth() {
        return undo.size();
    }

    long moves() {
        return moves;
    }

    void clear() {
        moves++;
        undo.clear();
        redo.clear();
    }
}
