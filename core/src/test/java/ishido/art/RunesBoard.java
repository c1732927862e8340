package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;
import ishido.art.BoardArt.SquareInks;
import ishido.image.IndexedImage;

/** The "Runes" board: granite squares in dark timber, with a two-strand interlace carved along the top. */
final class RunesBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own. */
    static final int[] PALETTE = {
        0xBBA, // 0 background: pale granite (menus, status line, scoreboard, pouch)
        0x111, // 1 shadow and text
        0xFFF, // 2 shine
        0xC95, // 3 fill: worn brass
        0x100, // 4 timber, darkest
        0x321, // 5 timber, dark
        0x532, // 6 timber
        0x743, // 7 timber, light
        0x566, // 8 Beyond granite
        0x344, // 9 Beyond line
        0x899, // 10 Within granite
        0x677, // 11 Within line, Beyond light edge
        0xAAB, // 12 Within light edge
        0xDCA, // 13 bone: the interlace
        0x875, // 14 bone, shaded
        0xA22, // 15 runestone red paint
    };

    private static final int TIMBER_DARKEST = 4;
    private static final int TIMBER_DARK = 5;
    private static final int TIMBER = 6;
    private static final int TIMBER_LIGHT = 7;
    private static final int BEYOND = 8;
    private static final int BEYOND_LINE = 9;
    private static final int WITHIN = 10;
    private static final int WITHIN_LINE = 11;
    private static final int WITHIN_LIGHT = 12;
    private static final int BONE = 13;
    private static final int BONE_SHADE = 14;
    private static final int RED = 15;

    private static final FrameInks BRASS = new FrameInks(TIMBER_DARKEST, BONE, BoardArt.FILL, BONE_SHADE);

    private static final String TITLE = "RUNES";
    private static final int TITLE_Y = 5;
    /** The interlace band: its middle line, half its height and the length of one twist. */
    private static final double BAND_MIDDLE = 9.5;
    private static final double BAND_AMPLITUDE = 4.5;
    private static final double TWIST = 16;
    /** Half the thickness of a strand, and of its dark edge. */
    private static final double STRAND = 1.3;
    private static final double EDGE = 2.3;
    /** Height of one timber plank. */
    private static final int PLANK = 11;

    private RunesBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        timber(c);
        title(c);
        // The grid sits in a well cut into the timber, edged in brass.
        BoardArt.drawGridWell(c, TIMBER_DARKEST, BONE_SHADE, BoardArt.SHADOW, BoardArt.FILL);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, WITHIN_LINE, BEYOND_LINE),
                new SquareInks(WITHIN, WITHIN_LIGHT, WITHIN_LINE));
        granite(c);
        BoardArt.drawWithinRule(c, BEYOND_LINE);
        rightPanel(c);
        Panels.statusLine(c, TIMBER_DARKEST, BEYOND_LINE, BoardArt.SHINE);
        return c.image();
    }

    /** Thresholds of the timber's grain bands. */
    private static final double[] GRAIN = {0.12, 0.55, 0.92};

    /** Dark planks laid crosswise, each with its own grain and a black seam between them. */
    private static void timber(Canvas c) {
        c.bands(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, (x, y) -> {
            int plank = y / PLANK;
            double wave = 2.2 * Math.sin(x * 0.021 + plank * 1.9) + 0.8 * Math.sin(x * 0.07 + plank);
            return 0.5 + 0.5 * Math.sin(y * 1.1 + wave + plank * 2.3);
        }, GRAIN, TIMBER_DARKEST, TIMBER_DARK, TIMBER, TIMBER_LIGHT);
        for (int y = PLANK - 1; y < BoardArt.HEIGHT; y += PLANK) {
            c.hline(0, BoardArt.WIDTH - 1, y, TIMBER_DARKEST);
        }
        c.rect(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, TIMBER_DARKEST);
    }

    /**
     * The title carved in a granite plaque and painted red, as runestones were, with a two-strand
     * interlace running out from it on either side.
     */
    private static void title(Canvas c) {
        Area g = BoardArt.GRID;
        int width = TitleLetters.width(TITLE);
        int x = BoardArt.titleX(width);
        int left = x - 7;
        int right = x + width + 6;
        c.fill(g.x() - 3, 2, BoardArt.WIDTH - g.x(), 16, TIMBER_DARKEST);
        interlace(c, g.x() - 1, left - 5);
        interlace(c, right + 5, BoardArt.WIDTH - 4);
        c.fill(left, 2, right - left + 1, 16, WITHIN);
        c.speckle(left, 2, right - left + 1, 16, WITHIN, WITHIN_LINE, 7, 5);
        c.bevel(left, 2, right - left + 1, 16, 1, WITHIN_LIGHT, BEYOND_LINE);
        c.rect(left - 1, 1, right - left + 3, 18, BoardArt.SHADOW);
        // Cut letters: the groove's upper edge falls in shadow and its lower edge catches the light.
        TitleLetters.draw(c, x, TITLE_Y, TITLE, RED, BoardArt.SHADOW, RED, WITHIN_LIGHT);
    }

    /**
     * Two bone strands twisting round each other between two x positions; at each crossing the other
     * strand passes over, so the band reads as woven, and each strand is edged in black where it
     * passes over the other.
     */
    private static void interlace(Canvas c, int from, int to) {
        for (int x = from; x <= to; x++) {
            double phase = (x - from) * Math.PI / TWIST;
            double a = BAND_MIDDLE + BAND_AMPLITUDE * Math.sin(phase);
            double b = BAND_MIDDLE - BAND_AMPLITUDE * Math.sin(phase);
            // Which strand is on top changes at every crossing, at phase = k * pi.
            boolean aOnTop = Math.floorMod((int) Math.floor(phase / Math.PI + 0.5), 2) == 0;
            double top = aOnTop ? a : b;
            double under = aOnTop ? b : a;
            for (int y = 3; y <= 16; y++) {
                double py = y + 0.5;
                int pen = -1;
                if (Math.abs(py - under) <= STRAND) {
                    pen = py < under ? BONE : BONE_SHADE;
                }
                if (Math.abs(py - top) <= EDGE) {
                    pen = TIMBER_DARKEST;
                }
                if (Math.abs(py - top) <= STRAND) {
                    pen = py < top ? BONE : BONE_SHADE;
                }
                if (pen >= 0) {
                    c.plot(x, y, pen);
                }
            }
        }
    }

    /** A fine fleck in the granite, coarser in the Beyond, so both read as stone without being busy. */
    private static void granite(Canvas c) {
        Area g = BoardArt.GRID;
        c.speckle(g.x(), g.y(), g.w(), g.h(), BEYOND, BEYOND_LINE, 11, 6);
        c.speckle(g.x(), g.y(), g.w(), g.h(), BEYOND, WITHIN_LINE, 17, 7);
        c.speckle(g.x(), g.y(), g.w(), g.h(), WITHIN, WITHIN_LINE, 23, 8);
    }

    private static void rightPanel(Canvas c) {
        Panels.touchstone(c, BRASS, WITHIN, WITHIN_LINE);
        Area touch = BoardArt.TOUCHSTONE;
        for (int k = 0; k < 3; k++) {
            rivet(c, touch.x() - 13, touch.y() + 2 + k * 8);
            rivet(c, touch.right() + 9, touch.y() + 2 + k * 8);
        }
        Panels.scoreAndPouch(c, BRASS, BoardArt.BACKGROUND, BoardArt.BACKGROUND);
    }

    /** A round iron rivet head, lit from the top left. */
    private static void rivet(Canvas c, int x, int y) {
        c.stamp(x, y, new String[] {
            ".ooo.",
            "oLgGo",
            "ogGGo",
            "oGGdo",
            ".ooo.",
        }, "oLgGd", TIMBER_DARKEST, BoardArt.SHINE, WITHIN_LIGHT, WITHIN_LINE, BEYOND_LINE);
    }
}
