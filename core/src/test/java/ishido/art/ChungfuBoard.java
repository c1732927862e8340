package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;
import ishido.art.BoardArt.SquareInks;
import ishido.image.IndexedImage;

/** The "Chungfu" board: celadon squares in red lacquer, gold trim and a gold window lattice. */
final class ChungfuBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own. */
    static final int[] PALETTE = {
        0xEED, // 0 background: rice paper (menus, status line, scoreboard, pouch)
        0x100, // 1 shadow and text: ink
        0xFFF, // 2 shine
        0xEB3, // 3 fill: gold
        0x200, // 4 lacquer, black-red
        0x600, // 5 lacquer, dark
        0x911, // 6 lacquer
        0xC32, // 7 lacquer sheen
        0x787, // 8 Beyond face, Within line
        0x454, // 9 Beyond line
        0xAB9, // 10 Within face
        0x9A8, // 11 Beyond light edge
        0xCDB, // 12 Within light edge
        0x960, // 13 gold, dark
        0xFE9, // 14 gold, light
        0x3A6, // 15 jade
    };

    private static final int LACQUER_BLACK = 4;
    private static final int LACQUER_DARK = 5;
    private static final int LACQUER = 6;
    private static final int SHEEN = 7;
    private static final int BEYOND = 8;
    private static final int BEYOND_LINE = 9;
    private static final int WITHIN = 10;
    private static final int BEYOND_LIGHT = 11;
    private static final int WITHIN_LIGHT = 12;
    private static final int GOLD_DARK = 13;
    private static final int GOLD_LIGHT = 14;
    private static final int JADE = 15;

    private static final FrameInks GOLD = new FrameInks(LACQUER_BLACK, GOLD_LIGHT, BoardArt.FILL, GOLD_DARK);

    /** One tile of the window lattice, a squared spiral that links with its neighbours into a fret. */
    private static final String[] LATTICE = {
        "#######.",
        "#.......",
        "#.#####.",
        "#.#...#.",
        "#.#.#.#.",
        "#...#.#.",
        "#####.#.",
        "......#.",
    };

    /** A cash coin with its square hole, to flank the title. */
    private static final String[] COIN = {
        "..ooo..",
        ".oGGGo.",
        "oGo.oGo",
        "oG...Go",
        "oGo.odo",
        ".oGddo.",
        "..ooo..",
    };

    private static final String TITLE = "CHUNGFU";
    private static final int TITLE_Y = 5;
    /** The title band's edges and the edge of the right panel's lattice. */
    private static final int BAND_TOP = 2;
    private static final int BAND_BOTTOM = 17;
    private static final int PANEL_X = 252;

    private ChungfuBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        lacquer(c);
        lattice(c, PANEL_X, 18, BoardArt.WIDTH - PANEL_X - 3, 166);
        outerTrim(c);
        title(c);
        // The grid sits in a gold-edged well of black lacquer, so deep that no further shadow shows.
        BoardArt.drawGridWell(c, LACQUER_BLACK, GOLD_DARK, LACQUER_BLACK, GOLD_LIGHT, BoardArt.FILL);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, BEYOND_LIGHT, BEYOND_LINE),
                new SquareInks(WITHIN, WITHIN_LIGHT, BEYOND));
        BoardArt.drawWithinRule(c, GOLD_DARK);
        rightPanel(c);
        Panels.statusLine(c, LACQUER_BLACK, GOLD_DARK, BoardArt.SHADOW, BoardArt.SHINE);
        return c.image();
    }

    /** Red lacquer with a broad, soft sheen across it, as a lamp lights a polished surface. */
    private static void lacquer(Canvas c) {
        c.texture(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, (x, y) -> {
            double sheen = Math.sin((x + y * 1.6) * 0.018);
            return 0.42 + 0.22 * sheen * sheen * sheen;
        }, LACQUER_DARK, LACQUER, SHEEN);
    }

    /** The gold window lattice: dark gold frets, lit on their upper edges, over black lacquer. */
    private static void lattice(Canvas c, int x, int y, int w, int h) {
        c.fill(x, y, w, h, LACQUER_BLACK);
        for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
                int tx = Math.floorMod(i - 3, LATTICE.length);
                int ty = Math.floorMod(j - 1, LATTICE.length);
                if (LATTICE[ty].charAt(tx) == '#') {
                    int above = Math.floorMod(ty - 1, LATTICE.length);
                    c.plot(x + i, y + j, LATTICE[above].charAt(tx) == '#' ? GOLD_DARK : BoardArt.FILL);
                }
            }
        }
        c.rect(x - 1, y - 1, w + 2, h + 2, BoardArt.FILL);
        c.rect(x - 2, y - 2, w + 4, h + 4, LACQUER_BLACK);
    }

    /** A fine gold line round the whole board, inside a black edge. */
    private static void outerTrim(Canvas c) {
        c.rect(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, LACQUER_BLACK);
        c.rect(1, 1, BoardArt.WIDTH - 2, BoardArt.HEIGHT - 2, GOLD_DARK);
        c.hline(2, BoardArt.WIDTH - 3, 1, BoardArt.FILL);
        c.vline(1, 2, BoardArt.HEIGHT - 3, BoardArt.FILL);
    }

    private static void title(Canvas c) {
        Area g = BoardArt.GRID;
        int x0 = g.x() - 3;
        int x1 = BoardArt.WIDTH - 4;
        c.fill(x0, BAND_TOP, x1 - x0 + 1, BAND_BOTTOM - BAND_TOP + 1, LACQUER_BLACK);
        c.hline(x0, x1, BAND_TOP, GOLD_DARK);
        c.hline(x0, x1, BAND_BOTTOM, BoardArt.FILL);
        int width = TitleLetters.width(TITLE);
        int x = BoardArt.titleX(width);
        // Fret bands run out from the title to the band's ends, broken by a coin on either side.
        fretBand(c, x0 + 3, x - 16, BAND_TOP + 4);
        fretBand(c, x + width + 16, x1 - 3, BAND_TOP + 4);
        coin(c, x - 12, BAND_TOP + 4);
        coin(c, x + width + 5, BAND_TOP + 4);
        TitleLetters.draw(c, x, TITLE_Y, TITLE, BoardArt.FILL, GOLD_LIGHT, GOLD_DARK, LACQUER);
    }

    /** A band of the lattice seven pixels high between two x positions. */
    private static void fretBand(Canvas c, int from, int to, int y) {
        for (int x = from; x <= to; x++) {
            for (int j = 0; j < 7; j++) {
                int tx = Math.floorMod(x - from, LATTICE.length);
                if (LATTICE[j].charAt(tx) == '#') {
                    c.plot(x, y + j, j == 0 || LATTICE[j - 1].charAt(tx) != '#' ? BoardArt.FILL : GOLD_DARK);
                }
            }
        }
    }

    private static void coin(Canvas c, int x, int y) {
        c.stamp(x, y, COIN, "oGd", GOLD_DARK, GOLD_LIGHT, BoardArt.FILL);
    }

    private static void rightPanel(Canvas c) {
        Panels.touchstone(c, GOLD, WITHIN, BEYOND);
        // Jade tassels hang beside the touchstone like a lantern's.
        Area touch = BoardArt.TOUCHSTONE;
        tassel(c, touch.x() - 11, touch.y() - 2);
        tassel(c, touch.right() + 8, touch.y() - 2);
        Panels.scoreAndPouch(c, GOLD, BoardArt.BACKGROUND, BoardArt.BACKGROUND);
    }

    /** A jade bead on a gold cord with a red silk tassel. */
    private static void tassel(Canvas c, int x, int y) {
        c.stamp(x, y, new String[] {
            "..g..",
            "..g..",
            "..g..",
            ".oJo.",
            "oJLJo",
            "oJJdo",
            ".oJo.",
            "..g..",
            ".ggg.",
            ".rRr.",
            ".rRr.",
            "rRrRr",
            "rRrRr",
            "rRrRr",
            "r.r.r",
        }, "gJLdorR", BoardArt.FILL, JADE, BoardArt.SHINE, BEYOND_LINE, LACQUER_BLACK, LACQUER, SHEEN);
    }
}
