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
    /** A plain gadget (a button): its mark has no kind field. */
    public static final char BUTTON = ' ';
    /** A picking list's line (the finger's list in the page shows them large). */
    public static final char LIST_LINE = 'l';
    /** A check box, checked or not. */
    public static final char CHECKED = 'x';
    public static final char UNCHECKED = 'o';
    /** A cycle gadget, labelled with its choice: a press moves it on. */
    public static final char CYCLE = 'y';
    /** A radio button, the chosen one or another. */
    public static final char CHOSEN = 'r';
    public static final char OPTION = 'q';
    /** A slider's step down or up, labelled with its value. */
    public static final char LOWER = '-';
    public static final char HIGHER = '+';

    /** What kind of gadget each mark is (BUTTON for most). */
    private final char[] kinds = new char[MAX];
    /** The picking list drawn last in the frame: its lines' area, the first line in view, rows, lines, the selected. */
    private final int[] list = new int[8];
    private boolean hasList;
    /** The texts drawn in the frame (by the standard font) and where, for a screen reader: at most MAX_TEXTS. */
    private static final int MAX_TEXTS = 256;
    private final String[] texts = new String[MAX_TEXTS];
    private final int[] textAt = new int[MAX_TEXTS * 2];
    private int textCount;
    /** The play screen's status line, or null. */
    private String status;

    /** Notes a gadget drawn with this label at this rectangle; past {@value #MAX} in a frame, the rest are not noted. */
    public void mark(String label, int x, int y, int width, int height) {
        mark(BUTTON, label, x, y, width, height);
    }

    /** As {@link #mark(String, int, int, int, int)} for a gadget of this kind (a check box, a radio button ...). */
    public void mark(char kind, String label, int x, int y, int width, int height) {
        if (count < MAX) {
            kinds[count] = kind;
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
        mark(LIST_LINE, label, x, y, width, height);
    }

    /** Notes a text the font drew with its top-left corner here; past {@value #MAX_TEXTS} a frame, not noted. */
    public void drawn(int x, int y, String text) {
        if (textCount < MAX_TEXTS && !text.isBlank()) {
            texts[textCount] = text;
            textAt[textCount * 2] = x;
            textAt[textCount * 2 + 1] = y;
            textCount++;
        }
    }

    /**
     * The texts the frame drew in reading order, for a screen reader: a line of the screen at a time (the texts drawn
     * at one height, left to right, two spaces between), top to bottom.
     */
    public java.util.List<String> drawnLines() {
        Integer[] order = new Integer[textCount];
        for (int i = 0; i < textCount; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> textAt[a * 2 + 1] != textAt[b * 2 + 1]
                ? Integer.compare(textAt[a * 2 + 1], textAt[b * 2 + 1]) : Integer.compare(textAt[a * 2], textAt[b * 2]));
        java.util.List<String> out = new java.util.ArrayList<>();
        StringBuilder line = new StringBuilder();
        int y = Integer.MIN_VALUE;
        for (int i : order) {
            if (textAt[i * 2 + 1] != y && line.length() > 0) {
                out.add(line.toString());
                line.setLength(0);
            }
            y = textAt[i * 2 + 1];
            line.append(line.length() > 0 ? "  " : "").append(texts[i].strip());
        }
        if (line.length() > 0) {
            out.add(line.toString());
        }
        return out;
    }

    /**
     * Notes the play screen's status line: the page's reader mirrors it and the tests read it ({@link #lines}), but
     * {@link #words} leaves it out, the play screen's narrator saying what happens there.
     */
    public void status(String text) {
        status = text;
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
        hasList = false;
        status = null;
        Arrays.fill(texts, 0, textCount, null);
        textCount = 0;
        count = 0;
        Arrays.fill(lines, 0, lineCount, null);
        lineCount = 0;
    }

    void copyFrom(GadgetMarks other) {
        System.arraycopy(other.labels, 0, labels, 0, MAX);
        System.arraycopy(other.rects, 0, rects, 0, rects.length);
        count = other.count;
        System.arraycopy(other.kinds, 0, kinds, 0, MAX);
        System.arraycopy(other.list, 0, list, 0, list.length);
        hasList = other.hasList;
        status = other.status;
        System.arraycopy(other.texts, 0, texts, 0, MAX_TEXTS);
        System.arraycopy(other.textAt, 0, textAt, 0, textAt.length);
        textCount = other.textCount;
        System.arraycopy(other.lines, 0, lines, 0, MAX);
        lineCount = other.lineCount;
    }

    /** The lines of text noted (the status line first), one a line, in drawing order. */
    public String lines() {
        StringBuilder s = new StringBuilder();
        if (status != null && !status.isEmpty()) {
            s.append(status).append('\n');
        }
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
            if (kinds[i] == LIST_LINE) {
                s.append("line\t").append(labels[i]);
                for (int k = 0; k < 4; k++) {
                    s.append('\t').append(rects[i * 4 + k]);
                }
                s.append('\n');
            }
        }
        return s.toString();
    }

    /**
     * One line a gadget, in drawing order (the last drawn is on top): its label, x, y, width and height, and for a
     * gadget other than a button its kind (one of the letters above), tab-separated.
     */
    public String text() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < count; i++) {
            s.append(labels[i]);
            for (int k = 0; k < 4; k++) {
                s.append('\t').append(rects[i * 4 + k]);
            }
            if (kinds[i] != BUTTON) {
                s.append('\t').append(kinds[i]);
            }
            s.append('\n');
        }
        return s.toString();
    }

    /**
     * What the frame shows in words, for a screen reader: its lines of text (a requester's title and lines, a
     * screen's), then its gadgets, each as it is ("Sounds, checked", "Modern, a cycle", "75 %, higher"), one a line.
     */
    public String words() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < lineCount; i++) {
            s.append(lines[i]).append('\n');
        }
        return gadgetWords(s, true);
    }

    /** The gadgets that have a state, in words ("Sounds, checked"), one a line: what the drawn texts do not say. */
    public String states() {
        return gadgetWords(new StringBuilder(), false);
    }

    private String gadgetWords(StringBuilder s, boolean buttons) {
        for (int i = 0; i < count; i++) {
            if (!buttons && (kinds[i] == BUTTON || kinds[i] == LIST_LINE)) {
                continue;
            }
            s.append(labels[i]).append(switch (kinds[i]) {
                case CHECKED -> ", checked";
                case UNCHECKED -> ", not checked";
                case CYCLE -> ", a cycle";
                case CHOSEN -> ", chosen";
                case LOWER -> ", lower";
                case HIGHER -> ", higher";
                default -> "";
            }).append('\n');
        }
        return s.toString();
    }
}
