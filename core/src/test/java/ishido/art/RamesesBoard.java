package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;
import ishido.art.BoardArt.SquareInks;
import ishido.image.ColorCycle;
import ishido.image.ColorCycles;
import ishido.image.IndexedImage;

/**
 * The "Rameses" board: plaster squares set in layered sandstone, framed by a frieze of the Nile's water in zigzags,
 * as the tombs painted it, which flows round the board by colour cycling.
 */
final class RamesesBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own, the last three only the water's. */
    static final int[] PALETTE = {
        0xEDB, // 0 background: papyrus (menus, status line, scoreboard, pouch), Within light edge
        0x110, // 1 shadow and text
        0xFFE, // 2 shine
        0xDA4, // 3 fill: gold
        0x532, // 4 sandstone, darkest; Beyond line, the strata's seams
        0xA86, // 5 sandstone, dark
        0xCA7, // 6 sandstone
        0xDC9, // 7 sandstone, light; Beyond light edge
        0x987, // 8 Beyond face, Within line
        0xCB9, // 9 Within face
        0x238, // 10 lapis paint
        0xB32, // 11 red ochre paint
        0x960, // 12 gold, dark
        0x137, // 13 water, deep
        0x3A9, // 14 water, turquoise
        0x9DD, // 15 water, foam
    };

    private static final int STONE_DARKEST = 4;
    private static final int STONE_DARK = 5;
    private static final int STONE = 6;
    private static final int STONE_LIGHT = 7;
    private static final int BEYOND = 8;
    private static final int WITHIN = 9;
    private static final int LAPIS = 10;
    private static final int RED = 11;
    private static final int GOLD_DARK = 12;
    /** The Nile's water round the frieze: registers no other pixel uses, so that cycling them moves only it. */
    private static final int WATER = 13;
    private static final int WATER_SHADES = 3;
    /** How fast the water flows: Deluxe Paint's rate, 16384 a step each tick, so 2048 is 7.5 steps a second. */
    private static final int WATER_RATE = 2048;

    private static final FrameInks GOLD = new FrameInks(BoardArt.SHADOW, BoardArt.BACKGROUND, BoardArt.FILL, GOLD_DARK);

    /** The width of the frieze's band. */
    private static final int FRIEZE = 5;

    private static final String TITLE = "RAMESES";
    private static final int TITLE_Y = 5;

    private RamesesBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        sandstone(c);
        frieze(c);
        title(c);
        gridWell(c);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, STONE_LIGHT, STONE_DARKEST),
                new SquareInks(WITHIN, BoardArt.BACKGROUND, BEYOND));
        // A red painted line round the Within.
        BoardArt.drawWithinRule(c, RED);
        Panels.touchstone(c, GOLD, WITHIN, BEYOND);
        Panels.scoreAndPouch(c, GOLD, BoardArt.BACKGROUND, BoardArt.BACKGROUND);
        // The status line is a strip of papyrus.
        Panels.statusLine(c, BoardArt.SHADOW, STONE_DARK, BoardArt.SHINE);
        IndexedImage image = c.image();
        image.setCycles(ColorCycles.of(ColorCycle.range(WATER, WATER + WATER_SHADES - 1, WATER_RATE, false)));
        return image;
    }

    /** Thresholds of the sandstone's strata: a few dark seams, broad middle layers, pale streaks. */
    private static final double[] STRATA = {0.1, 0.35, 0.8};

    /** Sandstone laid down in gently wavy horizontal strata, with a sprinkle of grit. */
    private static void sandstone(Canvas c) {
        c.bands(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, (x, y) -> {
            double wave = 1.8 * Math.sin(x * 0.045 + y * 0.05) + 0.7 * Math.sin(x * 0.13 + 2.1);
            return 0.5 + 0.5 * Math.sin(y * 0.38 + wave);
        }, STRATA, STONE_DARKEST, STONE_DARK, STONE, STONE_LIGHT);
        c.speckle(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, STONE, STONE_DARK, 9, 3);
        c.speckle(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, STONE_LIGHT, STONE, 11, 4);
    }

    /** The frieze round the edge of the board: the Nile's water between black and gold rules. */
    private static void frieze(Canvas c) {
        int w = BoardArt.WIDTH;
        int h = BoardArt.HEIGHT;
        c.rect(0, 0, w, h, BoardArt.SHADOW);
        for (int t = 1; t <= FRIEZE; t++) {
            int x0 = t;
            int y0 = t;
            int x1 = w - 1 - t;
            int y1 = h - 1 - t;
            // Along the frieze as the water flows: clockwise, so that it runs round the board without a seam.
            for (int x = x0; x <= x1; x++) {
                c.plot(x, y0, water(x, t));
                c.plot(x, y1, water(2 * w + h - x, t));
            }
            for (int y = y0; y <= y1; y++) {
                c.plot(x0, y, water(2 * w + 2 * h - y, t));
                c.plot(x1, y, water(w + y, t));
            }
        }
        c.rect(FRIEZE + 1, FRIEZE + 1, w - 2 * FRIEZE - 2, h - 2 * FRIEZE - 2, BoardArt.SHADOW);
    }

    /**
     * The colour of the frieze at a position along its length and a depth across it: gold rules at its edges, and
     * between them chevrons of water whose shades follow one another along the flow, so that turning the shades'
     * registers moves the water on.
     */
    private static int water(int along, int depth) {
        if (depth == 1 || depth == FRIEZE) {
            return depth == 1 ? BoardArt.FILL : GOLD_DARK;
        }
        int chevron = Math.abs(depth - (FRIEZE + 1) / 2);
        return WATER + Math.floorMod((along + chevron) / 2, WATER_SHADES);
    }

    /** The title in a cartouche: a papyrus oval edged in black and gold, closed by a bar at its end. */
    private static void title(Canvas c) {
        int width = TitleLetters.width(TITLE);
        int x = BoardArt.titleX(width);
        int left = x - 8;
        int right = x + width + 7;
        int top = TITLE_Y - 3;
        int bottom = TITLE_Y + TitleLetters.HEIGHT + 2;
        oval(c, left - 1, top - 1, right + 1, bottom + 1, BoardArt.SHADOW);
        oval(c, left, top, right, bottom, BoardArt.FILL);
        oval(c, left + 1, top + 1, right - 1, bottom - 1, BoardArt.SHADOW);
        oval(c, left + 2, top + 2, right - 2, bottom - 2, BoardArt.BACKGROUND);
        c.fill(right + 2, top - 1, 2, bottom - top + 3, BoardArt.SHADOW);
        c.vline(right + 2, top, bottom, BoardArt.FILL);
        TitleLetters.draw(c, x, TITLE_Y, TITLE, LAPIS, LAPIS, BoardArt.SHADOW, -1);
        // Red sun discs between the frieze and the grid, three a side, lead the eye to the cartouche.
        for (int k = 0; k < 3; k++) {
            sunDisc(c, left - 16 - k * 14, TITLE_Y + 4);
            sunDisc(c, right + 10 + k * 14, TITLE_Y + 4);
        }
    }

    /** A rectangle with its ends rounded into half circles. */
    private static void oval(Canvas c, int x0, int y0, int x1, int y1, int color) {
        double r = (y1 - y0 + 1) / 2.0;
        double cy = y0 + r;
        c.fillCircle(x0 + r, cy, r, color);
        c.fillCircle(x1 + 1 - r, cy, r, color);
        c.fill((int) (x0 + r), y0, (int) (x1 - x0 + 1 - 2 * r) + 1, y1 - y0 + 1, color);
    }

    /** A small red sun disc edged in gold. */
    private static void sunDisc(Canvas c, int x, int y) {
        c.stamp(x, y, new String[] {
            "..ooo..",
            ".oRRRo.",
            "oRLRRRo",
            "oRRRRRo",
            "oRRRRdo",
            ".oRddo.",
            "..ooo..",
        }, "oRLd", GOLD_DARK, RED, BoardArt.FILL, BoardArt.SHADOW);
    }

    /** The grid sits in a well cut into the stone: shadowed above and left, lit below and right. */
    private static void gridWell(Canvas c) {
        Area g = BoardArt.GRID;
        c.fill(g.x() - 2, g.y() - 2, g.w() + 4, g.h() + 4, BoardArt.SHADOW);
        c.hline(g.x() - 1, g.right() + 2, g.bottom() + 2, STONE_LIGHT);
        c.vline(g.right() + 2, g.y() - 1, g.bottom() + 2, STONE_LIGHT);
        c.hline(g.x() - 1, g.right() + 1, g.y() - 1, STONE_DARKEST);
        c.vline(g.x() - 1, g.y() - 1, g.bottom() + 1, STONE_DARKEST);
    }
}
