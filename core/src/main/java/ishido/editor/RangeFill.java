package ishido.editor;

/**
 * The range fill, as Deluxe Paint's: the touching pixels of the colour clicked, filled with the palette's range from
 * the chosen colour to the range's other end, in the direction and over the length the pointer is dragged, each
 * step of the range a band; with ordered (Bayer) dither the bands blend, without it they stay hard.
 */
public final class RangeFill {
    /** The 4x4 Bayer matrix: the order in which a band's pixels take the next colour as the fill moves on. */
    private static final int[][] BAYER = {{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};
    private static final int BAYER_LEVELS = 16;

    /** The range's other end, or -1 for none yet (the chosen colour alone). */
    private int end = -1;
    private boolean dither = true;

    /** The colour the range runs to from the chosen one; -1 when none has been given. */
    public int end() {
        return end;
    }

    public void setEnd(int index) {
        end = index;
    }

    public boolean dither() {
        return dither;
    }

    public void setDither(boolean on) {
        dither = on;
    }

    /** The fill as the Range Fill tool draws it while dragged: the stone as it was, then the range to the pointer. */
    void apply(Editor e, Stroke s, int x, int y) {
        Sheet sheet = e.sheet();
        sheet.write(s.region, s.before);
        Region v = s.region;
        int size = v.width();
        int from = sheet.get(v.x() + s.startX, v.y() + s.startY);
        boolean[] area = new boolean[size * size];
        Strokes.flood(size, s.startX, s.startY, (px, py) -> !area[py * size + px]
                && sheet.get(v.x() + px, v.y() + py) == from, (px, py) -> area[py * size + px] = true);
        int first = e.pen();
        int last = end < 0 ? first : end;
        int colours = Math.abs(last - first) + 1;
        int step = last >= first ? 1 : -1;
        double dx = x - s.startX;
        double dy = y - s.startY;
        double length = dx * dx + dy * dy;
        for (int py = 0; py < size; py++) {
            for (int px = 0; px < size; px++) {
                if (!area[py * size + px]) {
                    continue;
                }
                // How far along the drag the pixel lies, 0 at the press and 1 at the pointer.
                double t = length == 0 ? 0 : Math.max(0, Math.min(1, ((px - s.startX) * dx + (py - s.startY) * dy) / length));
                double at = t * (colours - 1);
                int k = (int) at;
                if (dither) {
                    k += (at - k) * BAYER_LEVELS > BAYER[py & 3][px & 3] + 0.5 ? 1 : 0;
                } else {
                    k = (int) Math.round(at);
                }
                e.mirrored(px, py, first + step * Math.min(k, colours - 1));
            }
        }
    }
}
