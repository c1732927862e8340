package ishido.editor;

import ishido.image.AmigaColor;
import java.util.Arrays;

/**
 * The stoneset's 16 colours: one set by its three 0-15 values, a range spread between two colours as Deluxe
 * Paint's Spread does, two colours swapped together with their pixels, and the palette requester's live
 * editing kept or taken back as one undo step.
 */
public final class PaletteEdits {
    private final Editor editor;
    private int[] editBefore;

    PaletteEdits(Editor editor) {
        this.editor = editor;
    }

    private Sheet sheet() {
        return editor.sheet();
    }

    /** Sets one colour as an undo step of its own. */
    public void setColor(int index, int rgb12) {
        begin();
        sheet().setColor(index, rgb12);
        commit();
    }

    /** The palette requester opens: colours may now change live, to be kept or taken back as one step. */
    public void begin() {
        editBefore = sheet().palette();
    }

    /** Keeps the colours changed since {@link #begin} as one undo step. */
    public void commit() {
        if (editBefore != null && !Arrays.equals(editBefore, sheet().palette())) {
            editor.recordPalette("Palette", editBefore, null, null);
        }
        editBefore = null;
    }

    /** Takes back the colours changed since {@link #begin}. */
    public void cancel() {
        if (editBefore != null) {
            sheet().setPalette(editBefore);
        }
        editBefore = null;
    }

    /**
     * Spread: the colours strictly between registers a and b become even steps from a's colour to b's, each
     * gun rounded to its nearest 0-15 value. One undo step; nothing happens when a and b are neighbours.
     */
    public void spread(int a, int b) {
        int from = Math.min(a, b);
        int to = Math.max(a, b);
        if (to - from < 2) {
            return;
        }
        int[] before = sheet().palette();
        int c0 = sheet().color(from);
        int c1 = sheet().color(to);
        for (int i = from + 1; i < to; i++) {
            double t = (i - from) / (double) (to - from);
            sheet().setColor(i, AmigaColor.rgb12(mix(c0 >> 8, c1 >> 8, t), mix(c0 >> 4, c1 >> 4, t), mix(c0, c1, t)));
        }
        if (!Arrays.equals(before, sheet().palette())) {
            editor.recordPalette("Spread", before, null, null);
        }
    }

    private static int mix(int a, int b, double t) {
        return (int) Math.round((a & 0xF) + ((b & 0xF) - (a & 0xF)) * t);
    }

    /**
     * Swaps registers a and b and every pixel of the stones in them, so the stones look the same and the two
     * colours change places in the palette (to group a set's colours). Colour 0 stays see-through: it cannot
     * be swapped. One undo step.
     */
    public void swap(int a, int b) {
        if (a == b || a == 0 || b == 0) {
            return;
        }
        int[] before = sheet().palette();
        Region stones = new Region(0, 0, Region.SHEET.width(), Sheet.MASK_ROW * Sheet.CELL);
        byte[] pixelsBefore = sheet().read(stones);
        for (int y = 0; y < stones.height(); y++) {
            for (int x = 0; x < stones.width(); x++) {
                int v = sheet().get(x, y);
                sheet().set(x, y, v == a ? b : v == b ? a : v);
            }
        }
        int ca = sheet().color(a);
        sheet().setColor(a, sheet().color(b));
        sheet().setColor(b, ca);
        editor.recordPalette("Swap", before, stones, pixelsBefore);
    }
}
