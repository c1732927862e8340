package ishido.gfx;

import java.util.Arrays;

/**
 * Where the frame last drawn shows its labelled gadgets (a button, a list's line), in the order they were drawn,
 * so what drives the game from outside (the page's browser tests, the screen reader's buttons) finds a gadget by its
 * label, not by fixed coordinates; and the lines of text a requester shows (its title, its lines), which the screen
 * reader's page reads out beside its buttons. Kept in arrays filled in place: drawing a frame allocates nothing.
 */
public final class GadgetMarks {
    private static final int MAX = 64;

    private final String[] labels = new String[MAX];
    private final int[] rects = new int[MAX * 4];
    private int count;
    private final String[] lines = new String[MAX];
    private int lineCount;
    /** Which marks are a picking list's lines (the finger's list in the page shows them large). */
    private final boolean[] listLine = new boolean[MAX];
    /** The picking list drawn last in the frame: its lines' area, the first line in view, rows, lines, the selected. */
    private final int[] list = new int[8];
    private boolean hasList;

    /** Notes a gadget drawn with this label at this rectangle; past {@value #MAX} in a frame, the rest are not noted. */
    public void mark(String label, int x, int y, int width, int height) {
        if (count < MAX) {
            labels[count] = label;
            rects[count * 4] = x;
            rects[count * 4 + 1] = y;
            rects[count * 4 + 2] = width;
            rects[count * 4 + 3] = height;
            count++;
        }
    }

    /**
     * Notes a picking list (a file requester's): the area of its lines, the first line in view, how many rows it
     * shows and lines it holds, and the selected line (-1 for none); its lines in view follow as {@link #markLine}.
     */
    public void list(int x, int y, int width, int height, int top, int rows, int size, int selected) {
        hasList = true;
        list[0] = x;
        list[1] = y;
        list[2] = width;
        list[3] = height;
        list[4] = top;
        list[5] = rows;
        list[6] = size;
        list[7] = selected;
    }

    /** Notes a line in view of the picking list last noted: a gadget as {@link #mark}, and one of the list's. */
    public void markLine(String label, int x, int y, int width, int height) {
        if (count < MAX) {
            listLine[count] = true;
        }
        mark(label, x, y, width, height);
    }

    /** Notes a line of text a requester shows (its title, a line of its text); past {@value #MAX}, not noted. */
    public void line(String text) {
        if (lineCount < MAX && !text.isEmpty()) {
            lines[lineCount++] = text;
        }
    }

    /** Forgets the marks before a frame is drawn afresh. */
    public void clear() {
        Arrays.fill(labels, 0, count, null);
        Arrays.fill(listLine, 0, count, false);
        hasList = false;
        count = 0;
        Arrays.fill(lines, 0, lineCount, null);
        lineCount = 0;
    }

    void copyFrom(GadgetMarks other) {
        System.arraycopy(other.labels, 0, labels, 0, MAX);
        System.arraycopy(other.rects, 0, rects, 0, rects.length);
        count = other.count;
        System.arraycopy(other.listLine, 0, listLine, 0, MAX);
        System.arraycopy(other.list, 0, list, 0, list.length);
        hasList = other.hasList;
        System.arraycopy(other.lines, 0, lines, 0, MAX);
        lineCount = other.lineCount;
    }

    /** The lines of text noted, one a line, in drawing order. */
    public String lines() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < lineCount; i++) {
            s.append(lines[i]).append('\n');
        }
        return s.toString();
    }

    /**
     * The picking list of the frame, or "" for none: a first line "list", its lines' area (x, y, width, height), the
     * first line in view, its rows, its lines and the selected line; then a line "line" a line in view with its
     * label, x, y, width and height; tab-separated.
     */
    public String listText() {
        if (!hasList) {
            return "";
        }
        StringBuilder s = new StringBuilder("list");
        for (int v : list) {
            s.append('\t').append(v);
        }
        s.append('\n');
        for (int i = 0; i < count; i++) {
            if (listLine[i]) {
                s.append("line\t").append(labels[i]);
                for (int k = 0; k < 4; k++) {
                    s.append('\t').append(rects[i * 4 + k]);
                }
                s.append('\n');
            }
        }
        return s.toString();
    }

    /** One line a gadget, in drawing order (the last drawn is on top): its label, x, y, width and height, tab-separated. */
    public String text() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < count; i++) {
            s.append(labels[i]);
            for (int k = 0; k < 4; k++) {
                s.append('\t').append(rects[i * 4 + k]);
            }
            s.append('\n');
        }
        return s.toString();
    }
}
