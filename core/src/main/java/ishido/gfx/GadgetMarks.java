package ishido.gfx;

import java.util.Arrays;

/**
 * Where the frame last drawn shows its labelled gadgets (a button, a list's line), in the order they were drawn,
 * so what drives the game from outside (the page's browser tests) finds a gadget by its label, not by fixed
 * coordinates. Kept in arrays filled in place: drawing a frame allocates nothing.
 */
public final class GadgetMarks {
    private static final int MAX = 64;

    private final String[] labels = new String[MAX];
    private final int[] rects = new int[MAX * 4];
    private int count;

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

    /** Forgets the marks before a frame is drawn afresh. */
    public void clear() {
        Arrays.fill(labels, 0, count, null);
        count = 0;
    }

    void copyFrom(GadgetMarks other) {
        System.arraycopy(other.labels, 0, labels, 0, MAX);
        System.arraycopy(other.rects, 0, rects, 0, rects.length);
        count = other.count;
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
