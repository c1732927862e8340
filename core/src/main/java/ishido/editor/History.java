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
