package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;

/** The right-hand panels and the status line, which every board lays out alike and draws in its own inks. */
final class Panels {
    /**
     * Width of the moulding round the right-hand panels: the frame is then four pixels deep, and the
     * eight pixels the layout leaves between scoreboard and pouch hold two frames exactly.
     */
    private static final int MOULDING = 2;

    private Panels() {
    }

    /** Frames an area with a bevelled moulding and fills its interior. */
    static void framed(Canvas c, Area a, FrameInks frame, int face) {
        BoardArt.frame(c, a, frame, MOULDING);
        c.fill(a.x(), a.y(), a.w(), a.h(), face);
    }

    /**
     * Frames the touchstone's well and fills it; the stone lies a little sunk in it, so a shadow line
     * runs along the well's upper and left sides.
     */
    static void touchstone(Canvas c, FrameInks frame, int face, int shadow) {
        Area touch = BoardArt.TOUCHSTONE;
        framed(c, touch, frame, face);
        c.hline(touch.x(), touch.right(), touch.y(), shadow);
        c.vline(touch.x(), touch.y(), touch.bottom(), shadow);
    }

    /** Frames the scoreboard and the pouch alike and fills their grounds, which the game draws on. */
    static void scoreAndPouch(Canvas c, FrameInks frame, int score, int pouch) {
        framed(c, BoardArt.SCOREBOARD, frame, score);
        framed(c, BoardArt.POUCH, frame, pouch);
    }

    /** The status line with its outline the same all round; see the other statusLine. */
    static void statusLine(Canvas c, int outline, int dark, int light) {
        statusLine(c, outline, outline, dark, light);
    }

    /**
     * The sunken strip the game writes one line of pen 1 text into: pen 0 with a one-pixel bevel (dark
     * above and left, light below and right) in an outline whose bottom edge is the {@code ledge} pen,
     * as if the ledge under the strip caught the light.
     */
    static void statusLine(Canvas c, int outline, int ledge, int dark, int light) {
        Area s = BoardArt.STATUS_LINE;
        int x = s.x() - 2;
        int y = s.y() - 2;
        int w = s.w() + 4;
        int h = s.h() + 4;
        c.fill(x - 1, y - 1, w + 2, h + 2, outline);
        c.fill(x, y, w, h, BoardArt.BACKGROUND);
        c.bevel(x, y, w, h, 1, dark, light);
        c.hline(x - 1, x + w, y + h, ledge);
    }
}
