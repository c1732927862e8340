package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;
import ishido.art.BoardArt.SquareInks;
import ishido.image.IndexedImage;

/** The classic "Ishido" board: grey stone squares set in dark carved wood, with gold trim. */
final class IshidoBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own. */
    static final int[] PALETTE = {
        0xAA9, // 0 background: light stone grey (menus, status line, pouch)
        0x111, // 1 shadow and text
        0xFFE, // 2 shine
        0xDA4, // 3 fill: gold
        0x210, // 4 wood, darkest
        0x431, // 5 wood, dark
        0x642, // 6 wood
        0x953, // 7 wood, light
        0x665, // 8 Beyond face
        0x443, // 9 Beyond line
        0x998, // 10 Within face
        0x776, // 11 Within line, Beyond light edge
        0xBBA, // 12 Within light edge
        0x862, // 13 gold, dark
        0xEDB, // 14 parchment (scoreboard), gold highlight
        0x4A8, // 15 jade
    };

    private static final int WOOD_DARKEST = 4;
    private static final int WOOD_DARK = 5;
    private static final int WOOD = 6;
    private static final int WOOD_LIGHT = 7;
    private static final int BEYOND = 8;
    private static final int BEYOND_LINE = 9;
    private static final int WITHIN = 10;
    private static final int WITHIN_LINE = 11;
    private static final int WITHIN_LIGHT = 12;
    private static final int GOLD_DARK = 13;
    private static final int PARCHMENT = 14;
    private static final int JADE = 15;

    private static final FrameInks GOLD = new FrameInks(WOOD_DARKEST, PARCHMENT, BoardArt.FILL, GOLD_DARK);

    private static final String TITLE = "ISHIDO";
    private static final int TITLE_Y = 5;

    private IshidoBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        wood(c, 0, 0, BoardArt.WIDTH, BoardArt.HEIGHT);
        title(c);
        // The grid sits in a well: dark above and left of it, lit gold below and right.
        BoardArt.drawGridWell(c, WOOD_DARKEST, GOLD_DARK, BoardArt.SHADOW, BoardArt.FILL);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, WITHIN_LINE, BEYOND_LINE),
                new SquareInks(WITHIN, WITHIN_LIGHT, WITHIN_LINE));
        granite(c);
        // A fine dark rule round the Within.
        BoardArt.drawWithinRule(c, BEYOND_LINE);
        rightPanel(c);
        Panels.statusLine(c, WOOD_DARKEST, BoardArt.FILL, BoardArt.SHADOW, BoardArt.SHINE);
        return c.image();
    }

    /** Thresholds of the wood's grain bands: thin dark lines, broad middle tones, rare light streaks. */
    private static final double[] GRAIN = {0.08, 0.45, 0.93};

    /** Dark wood whose grain runs in long wavy bands, cut cleanly as a painter would draw them. */
    private static void wood(Canvas c, int x, int y, int w, int h) {
        c.bands(x, y, w, h, (px, py) -> {
            double wave = 2.6 * Math.sin(px * 0.031 + py * 0.13) + 0.9 * Math.sin(px * 0.083 + 1.7);
            return 0.5 + 0.5 * Math.sin(py * 0.72 + wave);
        }, GRAIN, WOOD_DARKEST, WOOD_DARK, WOOD, WOOD_LIGHT);
    }

    private static void title(Canvas c) {
        int width = TitleLetters.width(TITLE);
        int x = BoardArt.titleX(width);
        // A dark carved band behind the title, with gold rules running out to the frame's edges.
        int bandY = TITLE_Y - 3;
        int bandH = TitleLetters.HEIGHT + 6;
        c.fill(BoardArt.GRID.x() - 2, bandY, BoardArt.GRID.w() + 4, bandH, WOOD_DARKEST);
        c.hline(BoardArt.GRID.x() - 2, BoardArt.GRID.right() + 2, bandY, GOLD_DARK);
        c.hline(BoardArt.GRID.x() - 2, BoardArt.GRID.right() + 2, bandY + bandH - 1, BoardArt.FILL);
        c.dither(BoardArt.GRID.x() - 2, bandY + 1, BoardArt.GRID.w() + 4, 1, WOOD_DARKEST, WOOD_DARK, 8);
        for (int k = 0; k < 3; k++) {
            jewel(c, x - 14 - k * 12, TITLE_Y + 2);
            jewel(c, x + width + 9 + k * 12, TITLE_Y + 2);
        }
        // Cast gold letters: light on the upper edges of each stroke, dark gold on the lower.
        TitleLetters.draw(c, x, TITLE_Y, TITLE, BoardArt.FILL, PARCHMENT, GOLD_DARK, WOOD_DARK);
    }

    /** A small jade cabochon set in the dark wood. */
    private static void jewel(Canvas c, int x, int y) {
        BoardArt.drawCabochon(c, x, y, WOOD_DARKEST, JADE, BoardArt.SHINE, BEYOND_LINE);
    }

    /** A faint fleck in the Beyond's faces, rough stone beside the Within's polished squares. */
    private static void granite(Canvas c) {
        Area g = BoardArt.GRID;
        c.speckle(g.x(), g.y(), g.w(), g.h(), BEYOND, BEYOND_LINE, 13, 1);
        c.speckle(g.x(), g.y(), g.w(), g.h(), BEYOND, WITHIN_LINE, 21, 2);
    }

    private static void rightPanel(Canvas c) {
        Panels.touchstone(c, GOLD, WITHIN, WITHIN_LINE);
        Area touch = BoardArt.TOUCHSTONE;
        for (int k = 0; k < 3; k++) {
            jewel(c, touch.x() - 16, touch.y() + 2 + k * 8);
            jewel(c, touch.right() + 12, touch.y() + 2 + k * 8);
        }
        Panels.scoreAndPouch(c, GOLD, PARCHMENT, BoardArt.BACKGROUND);
    }
}
