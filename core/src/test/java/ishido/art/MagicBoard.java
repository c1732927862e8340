package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.FrameInks;
import ishido.art.BoardArt.SquareInks;
import ishido.image.IndexedImage;

/**
 * The "Magic" board: a starry night sky, gold runes round the title and the touchstone, mauve
 * squares and parchment panels, as on a wizard's desk at midnight.
 */
final class MagicBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own. */
    static final int[] PALETTE = {
        0xDCA, // 0 background: parchment (menus, status line, pouch, scoreboard)
        0x102, // 1 shadow and text
        0xFFF, // 2 shine, white stars
        0xDA4, // 3 fill: gold
        0x012, // 4 night, darkest
        0x124, // 5 night, dark
        0x236, // 6 night
        0x448, // 7 night, glow near the horizon
        0x545, // 8 Beyond face
        0x323, // 9 Beyond line
        0x98A, // 10 Within face
        0x767, // 11 Within line, Beyond light edge
        0xBAC, // 12 Within light edge
        0x852, // 13 gold, dark
        0x9BF, // 14 blue stars
        0xFE9, // 15 gold, light
    };

    private static final int NIGHT_DARKEST = 4;
    private static final int NIGHT_DARK = 5;
    private static final int NIGHT = 6;
    private static final int NIGHT_GLOW = 7;
    private static final int BEYOND = 8;
    private static final int BEYOND_LINE = 9;
    private static final int WITHIN = 10;
    private static final int WITHIN_LINE = 11;
    private static final int WITHIN_LIGHT = 12;
    private static final int GOLD_DARK = 13;
    private static final int STAR_BLUE = 14;
    private static final int GOLD_LIGHT = 15;

    private static final FrameInks GOLD = new FrameInks(NIGHT_DARKEST, GOLD_LIGHT, BoardArt.FILL, GOLD_DARK);

    private static final String TITLE = "MAGIC";
    private static final int TITLE_Y = 5;

    /** Our own runes, 5x7, one-pixel strokes cut at angles as if carved with a knife. */
    private static final String[][] RUNES = {
        {"#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"},
        {"..#..", ".#.#.", "#...#", ".#.#.", "..#..", "..#..", "..#.."},
        {"#.#.#", "#.#.#", ".###.", "..#..", "..#..", "..#..", "..#.."},
        {"#...#", "##.##", "#.#.#", "#...#", "#...#", "#...#", "#...#"},
        {"#....", "##...", "#.#..", "#..#.", "#.#..", "##...", "#...."},
        {"..#..", "..#..", "#.#.#", ".###.", "..#..", ".#.#.", "#...#"},
    };

    /** Where the larger stars twinkle, in the patches of sky the panels leave free. */
    private static final int[][] TWINKLES = {{262, 5}, {305, 12}, {290, 188}, {312, 50}, {256, 186}, {3, 190}};

    private MagicBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        sky(c);
        title(c);
        // The squares lie in a gold-lipped well: dark above and left, lit below and right.
        BoardArt.drawGridWell(c, NIGHT_DARKEST, GOLD_DARK, BoardArt.SHADOW, BoardArt.FILL);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, WITHIN_LINE, BEYOND_LINE),
                new SquareInks(WITHIN, WITHIN_LIGHT, WITHIN_LINE));
        // A fine gold rule round the Within: the circle the spell is cast in.
        BoardArt.drawWithinRule(c, GOLD_DARK);
        rightPanel(c);
        // The status line is a strip of parchment sunk in gold.
        Panels.statusLine(c, NIGHT_DARKEST, GOLD_DARK, GOLD_LIGHT);
        return c.image();
    }

    /** The night: darkest overhead, a faint glow low down, and stars of three colours. */
    private static void sky(Canvas c) {
        c.texture(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, (x, y) -> {
            double drift = 0.08 * Math.sin(x * 0.04 + y * 0.02);
            return y / (double) BoardArt.HEIGHT * 0.85 + drift;
        }, NIGHT_DARKEST, NIGHT_DARK, NIGHT, NIGHT_GLOW);
        for (int pen : new int[] {NIGHT_DARKEST, NIGHT_DARK, NIGHT}) {
            c.speckle(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, pen, BoardArt.SHINE, 97, 5);
            c.speckle(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, pen, STAR_BLUE, 71, 6);
            c.speckle(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, pen, GOLD_LIGHT, 173, 7);
        }
        for (int[] t : TWINKLES) {
            twinkle(c, t[0], t[1]);
        }
    }

    /** A four-pointed star: a white heart with blue rays. */
    private static void twinkle(Canvas c, int x, int y) {
        c.plot(x - 2, y, STAR_BLUE);
        c.plot(x + 2, y, STAR_BLUE);
        c.plot(x, y - 2, STAR_BLUE);
        c.plot(x, y + 2, STAR_BLUE);
        c.plot(x - 1, y, BoardArt.SHINE);
        c.plot(x + 1, y, BoardArt.SHINE);
        c.plot(x, y - 1, BoardArt.SHINE);
        c.plot(x, y + 1, BoardArt.SHINE);
        c.plot(x, y, BoardArt.SHINE);
    }

    /** The name in gold, between two rows of runes on a dark band, with a crescent moon at the left. */
    private static void title(Canvas c) {
        int w = Lettering.width(TITLE);
        int x = BoardArt.titleX(w);
        int bandY = TITLE_Y - 3;
        int bandH = Lettering.HEIGHT + 6;
        c.fill(BoardArt.GRID.x() - 3, bandY, BoardArt.GRID.w() + 6, bandH, NIGHT_DARKEST);
        c.hline(BoardArt.GRID.x() - 3, BoardArt.GRID.right() + 3, bandY, GOLD_DARK);
        c.hline(BoardArt.GRID.x() - 3, BoardArt.GRID.right() + 3, bandY + bandH - 1, GOLD_DARK);
        Lettering.draw(c, x, TITLE_Y, TITLE, BoardArt.FILL, GOLD_LIGHT, GOLD_DARK, NIGHT);
        // Runes run out from the title to both ends of the band, spaced like an inscription.
        int step = 9;
        int k = 0;
        for (int rx = x - 12; rx > BoardArt.GRID.x() + 12; rx -= step) {
            c.stamp(rx - 4, TITLE_Y + 1, RUNES[k++ % RUNES.length], GOLD_DARK);
        }
        for (int rx = x + w + 8; rx < BoardArt.GRID.right() - 4; rx += step) {
            c.stamp(rx, TITLE_Y + 1, RUNES[k++ % RUNES.length], GOLD_DARK);
        }
        moon(c, BoardArt.GRID.x() + 2, TITLE_Y - 1);
    }

    /** A small crescent moon, 9 pixels tall, lit gold. */
    private static void moon(Canvas c, int x, int y) {
        c.stamp(x, y, new String[] {
            "..LLL.",
            ".LGG..",
            "LGG...",
            "LGG...",
            "LGG...",
            "LGG...",
            "LGG...",
            ".dGG..",
            "..ddd.",
            "......",
            "......",
        }, "LGd", GOLD_LIGHT, BoardArt.FILL, GOLD_DARK);
    }

    private static void rightPanel(Canvas c) {
        Panels.touchstone(c, GOLD, WITHIN, WITHIN_LINE);
        // Two columns of runes guard the touchstone.
        Area touch = BoardArt.TOUCHSTONE;
        for (int k = 0; k < 3; k++) {
            c.stamp(touch.x() - 14, touch.y() - 1 + k * 9, RUNES[k], GOLD_DARK);
            c.stamp(touch.right() + 9, touch.y() - 1 + k * 9, RUNES[5 - k], GOLD_DARK);
        }
        Panels.scoreAndPouch(c, GOLD, BoardArt.BACKGROUND, BoardArt.BACKGROUND);
    }
}
