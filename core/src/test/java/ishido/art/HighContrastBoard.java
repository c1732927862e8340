package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;
import ishido.art.BoardArt.SquareInks;
import ishido.image.IndexedImage;

/** The "High Contrast" board: calm flat greys, a dark Beyond round a light Within, black grid lines. */
final class HighContrastBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own, all neutral greys. */
    static final int[] PALETTE = {
        0xBBB, // 0 background: light grey (menus, status line)
        0x000, // 1 shadow and text
        0xFFF, // 2 shine
        0xE90, // 3 fill: Okabe-Ito orange, the pouch's bag
        0x222, // 4 surround
        0x555, // 5 Beyond face
        0x777, // 6 Beyond light edge, frame face
        0x111, // 7 grid line
        0xCCC, // 8 Within face
        0xEEE, // 9 Within light edge, scoreboard and pouch ground
        0x444, // 10 frame shade
        0x999, // 11 frame light
        0x000, // 12 unused
        0x000, // 13 unused
        0x000, // 14 unused
        0x000, // 15 unused
    };

    private static final int SURROUND = 4;
    private static final int BEYOND = 5;
    private static final int BEYOND_LIGHT = 6;
    private static final int LINE = 7;
    private static final int WITHIN = 8;
    private static final int PAPER = 9;
    private static final int FRAME_DARK = 10;
    private static final int FRAME_LIGHT = 11;

    private static final FrameInks FRAME = new FrameInks(BoardArt.SHADOW, FRAME_LIGHT, BEYOND_LIGHT, FRAME_DARK);
    private static final String TITLE = "HIGH CONTRAST";
    /** The title's baseline sits in the top strip below the menu bar's band, clear of the grid's frame. */
    private static final int TITLE_Y = 7;

    private HighContrastBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        c.fill(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, SURROUND);
        Area g = BoardArt.GRID;
        // A white rule round the grid, then a black one, so the playing field stands clear of the surround.
        c.rect(g.x() - 2, g.y() - 2, g.w() + 3, g.h() + 3, BoardArt.SHINE);
        c.rect(g.x() - 1, g.y() - 1, g.w() + 1, g.h() + 1, LINE);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, BEYOND_LIGHT, LINE), new SquareInks(WITHIN, PAPER, LINE));
        // A black rule round the Within doubled by a white one outside it, readable on any screen.
        BoardArt.drawWithinRule(c, LINE);
        Area w = BoardArt.WITHIN_RULE;
        c.rect(w.x() - 1, w.y() - 1, w.w() + 2, w.h() + 2, BoardArt.SHINE);
        FontLettering.drawCentered(c, g.x() + g.w() / 2 + 1, TITLE_Y + 1, TITLE, BoardArt.SHADOW);
        FontLettering.drawCentered(c, g.x() + g.w() / 2, TITLE_Y, TITLE, BoardArt.SHINE);
        Panels.framed(c, BoardArt.TOUCHSTONE, FRAME, BEYOND);
        // The pouch lies on white, not pen 0, so the orange bag stands out by lightness as well as by colour.
        Panels.scoreAndPouch(c, FRAME, PAPER, PAPER);
        statusLine(c);
        return c.image();
    }

    /** A plain strip in pen 0 with a black edge, where the game writes one line of pen 1 text. */
    private static void statusLine(Canvas c) {
        Area s = BoardArt.STATUS_LINE;
        c.fill(s.x() - 2, s.y() - 2, s.w() + 4, s.h() + 4, BoardArt.BACKGROUND);
        c.rect(s.x() - 3, s.y() - 3, s.w() + 6, s.h() + 6, BoardArt.SHINE);
    }
}
