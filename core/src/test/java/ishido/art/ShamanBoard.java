package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.art.BoardArt.SquareInks;
import ishido.image.IndexedImage;

/** The "Shaman" board: buckskin squares on a stretched, stitched hide, edged and titled in loom beadwork. */
final class ShamanBoard {
    /** Pens 0-3 are Intuition's; the rest are the board's own. */
    static final int[] PALETTE = {
        0xDCA, // 0 background: buckskin (menus, status line, pouch)
        0x210, // 1 shadow and text, charcoal beads
        0xFFE, // 2 shine
        0xD93, // 3 fill: ochre, also ochre beads
        0x310, // 4 leather, darkest: bead thread
        0x421, // 5 leather, dark
        0x632, // 6 leather
        0x843, // 7 leather, light
        0x987, // 8 Beyond face: weathered hide
        0x765, // 9 Beyond line
        0xCBA, // 10 Within face: fresh buckskin
        0xA98, // 11 Within line, Beyond light edge
        0xEDC, // 12 bone: Within light edge, scoreboard, bone beads, stitches
        0x2AA, // 13 turquoise beads
        0xB42, // 14 rust beads
        0x177, // 15 deep turquoise: bead shade
    };

    private static final int THREAD = 4;
    private static final int LEATHER_DARK = 5;
    private static final int LEATHER = 6;
    private static final int LEATHER_LIGHT = 7;
    private static final int BEYOND = 8;
    private static final int BEYOND_LINE = 9;
    private static final int WITHIN = 10;
    private static final int WITHIN_LINE = 11;
    private static final int BONE = 12;
    private static final int TURQUOISE = 13;
    private static final int RUST = 14;
    private static final int DEEP = 15;
    private static final int CHARCOAL = BoardArt.SHADOW;
    private static final int OCHRE = BoardArt.FILL;

    /** Beads are 2x2 pixels on a 3-pixel pitch, with the thread showing in the gap, as on a loom. */
    private static final int PITCH = 3;
    /** The beaded title band: its top edge, and its height in rows of beads. */
    private static final int BAND_Y = 1;
    private static final int BAND_ROWS = 5;
    /** Left edge of all beadwork round the grid, so that band and border share one loom pitch. */
    private static final int LOOM_X = BoardArt.GRID.x() - PITCH;

    /** The title in beads, 5 rows tall; letters are separated by one column of ground. */
    private static final String[][] TITLE = {
        {".###", "#...", ".##.", "...#", "###."},
        {"#..#", "#..#", "####", "#..#", "#..#"},
        {".##.", "#..#", "####", "#..#", "#..#"},
        {"#...#", "##.##", "#.#.#", "#...#", "#...#"},
        {".##.", "#..#", "####", "#..#", "#..#"},
        {"#..#", "##.#", "#.##", "#..#", "#..#"},
    };
    /** Length of one stepped diamond of the band's pattern, in beads. */
    private static final int MOTIF = 9;

    private ShamanBoard() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        hide(c);
        titleBand(c);
        Area g = BoardArt.GRID;
        c.fill(g.x() - 3, g.y() - 3, g.w() + 6, g.h() + 6, THREAD);
        BoardArt.drawSquares(c, new SquareInks(BEYOND, WITHIN_LINE, BEYOND_LINE),
                new SquareInks(WITHIN, BONE, WITHIN_LINE));
        weathering(c);
        BoardArt.drawWithinRule(c, BEYOND_LINE);
        beadFrame(c, g, 0);
        rightPanel(c);
        Panels.statusLine(c, CHARCOAL, LEATHER_DARK, BoardArt.SHINE);
        return c.image();
    }

    /** Dark leather over the whole screen, mottled softly as a tanned hide is, and stitched at its edges. */
    private static void hide(Canvas c) {
        c.texture(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, (x, y) -> {
            double m = Math.sin(x * 0.045 + Math.sin(y * 0.07) * 1.8) + Math.sin(y * 0.06 - x * 0.021 + 1.3);
            return 0.5 + 0.22 * m;
        }, LEATHER_DARK, LEATHER, LEATHER_LIGHT);
        // A running stitch of bone-coloured sinew a little inside the edge, each stitch with its hole.
        int w = BoardArt.WIDTH;
        int h = BoardArt.HEIGHT;
        for (int x = 4; x < w - 4; x += 5) {
            stitch(c, x, h - 3, true);
        }
        for (int y = 20; y < h - 4; y += 5) {
            stitch(c, 2, y, false);
            stitch(c, w - 3, y, false);
        }
    }

    private static void stitch(Canvas c, int x, int y, boolean across) {
        if (across) {
            c.hline(x, x + 2, y, BONE);
            c.plot(x + 3, y, THREAD);
            c.hline(x, x + 2, y + 1, LEATHER_DARK);
        } else {
            c.vline(x, y, y + 2, BONE);
            c.plot(x, y + 3, THREAD);
            c.vline(x + 1, y, y + 2, LEATHER_DARK);
        }
    }

    /** Draws one 2x2 bead at a loom position, with its thread around it. */
    private static void bead(Canvas c, int x, int y, int color) {
        c.fill(x, y, 2, 2, color);
        // Turquoise is the one stone bead; its lower-right pixel takes a deeper shade.
        if (color == TURQUOISE) {
            c.plot(x + 1, y + 1, DEEP);
        }
    }

    /** The loom-beaded title band: the name in charcoal on bone, stepped diamonds either side. */
    private static void titleBand(Canvas c) {
        Area g = BoardArt.GRID;
        int columns = (g.w() + 6 + 1) / PITCH;
        int bandW = columns * PITCH - 1;
        c.rect(LOOM_X - 1, BAND_Y - 1, bandW + 2, BAND_ROWS * PITCH + 1, CHARCOAL);
        c.fill(LOOM_X, BAND_Y, bandW, BAND_ROWS * PITCH - 1, THREAD);
        int titleW = -1;
        for (String[] letter : TITLE) {
            titleW += letter[0].length() + 1;
        }
        // Two columns of ground on each side of the name, then the diamonds run out to the ends.
        int titleStart = (columns - titleW) / 2;
        int plainFrom = titleStart - 2;
        int plainTo = titleStart + titleW + 2;
        int[][] colors = new int[columns][BAND_ROWS];
        for (int col = 0; col < columns; col++) {
            for (int row = 0; row < BAND_ROWS; row++) {
                if (col >= plainFrom && col < plainTo) {
                    colors[col][row] = titleBead(col - titleStart, row);
                } else {
                    colors[col][row] = diamond(Math.floorMod(col - titleStart, MOTIF), row);
                }
            }
        }
        for (int col = 0; col < columns; col++) {
            for (int row = 0; row < BAND_ROWS; row++) {
                int x = LOOM_X + col * PITCH;
                int y = BAND_Y + row * PITCH;
                int k = colors[col][row];
                bead(c, x, y, k);
                // Beads of one colour sit tight against each other, so shapes read solid at 1x and the
                // thread shows only where the colour changes.
                if (col + 1 < columns && colors[col + 1][row] == k) {
                    c.vline(x + 2, y, y + 1, k == TURQUOISE ? DEEP : k);
                }
                if (row + 1 < BAND_ROWS && colors[col][row + 1] == k) {
                    c.hline(x, x + 1, y + 2, k == TURQUOISE ? DEEP : k);
                }
                if (col + 1 < columns && row + 1 < BAND_ROWS && colors[col + 1][row] == k
                        && colors[col][row + 1] == k && colors[col + 1][row + 1] == k) {
                    c.plot(x + 2, y + 2, k == TURQUOISE ? DEEP : k);
                }
            }
        }
    }

    private static int titleBead(int col, int row) {
        int x = 0;
        for (String[] letter : TITLE) {
            int w = letter[0].length();
            if (col >= x && col < x + w) {
                return letter[row].charAt(col - x) == '#' ? CHARCOAL : BONE;
            }
            x += w + 1;
        }
        return BONE;
    }

    /** A stepped diamond: rust heart, turquoise body, ochre rim, on bone. */
    private static int diamond(int p, int row) {
        int d = Math.abs(p - MOTIF / 2) + Math.abs(row - BAND_ROWS / 2);
        if (d == 0) {
            return RUST;
        }
        if (d <= 2) {
            return TURQUOISE;
        }
        if (d == 3) {
            return OCHRE;
        }
        return p == 0 ? RUST : BONE;
    }

    /**
     * A row of beads round an interior, in the 3 pixels outside it, on the board's loom pitch where
     * the size allows; the colours step round turquoise, bone, rust, bone.
     */
    private static void beadFrame(Canvas c, Area a, int phase) {
        int[] colors = {TURQUOISE, BONE, RUST, BONE};
        int x0 = a.x() - 3;
        int y0 = a.y() - 3;
        int w = a.w() + 6;
        int h = a.h() + 6;
        c.rect(x0 - 1, y0 - 1, w + 2, h + 2, CHARCOAL);
        int across = (w + 1) / PITCH;
        int down = (h + 1) / PITCH;
        int offX = (w - (across * PITCH - 1)) / 2;
        int offY = (h - (down * PITCH - 1)) / 2;
        for (int i = 0; i < across; i++) {
            int k = colors[Math.floorMod(i + phase, colors.length)];
            bead(c, x0 + offX + i * PITCH, y0, k);
            bead(c, x0 + offX + i * PITCH, y0 + h - 2, k);
        }
        for (int j = 1; j < down - 1; j++) {
            int k = colors[Math.floorMod(j + phase, colors.length)];
            bead(c, x0, y0 + offY + j * PITCH, k);
            bead(c, x0 + w - 2, y0 + offY + j * PITCH, k);
        }
    }

    /** Faint flecks in the Beyond's faces: old hide beside the Within's fresh buckskin. */
    private static void weathering(Canvas c) {
        Area g = BoardArt.GRID;
        c.speckle(g.x(), g.y(), g.w(), g.h(), BEYOND, BEYOND_LINE, 17, 3);
        c.speckle(g.x(), g.y(), g.w(), g.h(), BEYOND, WITHIN_LINE, 23, 4);
    }

    private static void rightPanel(Canvas c) {
        Area touch = BoardArt.TOUCHSTONE;
        beadedPanel(c, touch, 2, WITHIN);
        // The stone lies a little sunk in the well: a shadow on the well's upper and left sides.
        c.hline(touch.x(), touch.right(), touch.y(), WITHIN_LINE);
        c.vline(touch.x(), touch.y(), touch.bottom(), WITHIN_LINE);
        rosette(c, touch.x() - 14, touch.y() + 12);
        rosette(c, touch.right() + 15, touch.y() + 12);
        beadedPanel(c, BoardArt.SCOREBOARD, 1, BONE);
        beadedPanel(c, BoardArt.POUCH, 3, BoardArt.BACKGROUND);
    }

    /** A panel edged with a row of beads on their thread, its interior plain for the game to draw on. */
    private static void beadedPanel(Canvas c, Area a, int phase, int face) {
        c.fill(a.x() - 3, a.y() - 3, a.w() + 6, a.h() + 6, THREAD);
        beadFrame(c, a, phase);
        c.fill(a.x(), a.y(), a.w(), a.h(), face);
    }

    /** A small beaded rosette, rings of rust, turquoise and bone round an ochre heart. */
    private static void rosette(Canvas c, int cx, int cy) {
        c.stamp(cx - 5, cy - 5, new String[] {
            "...xxxxx...",
            "..xrrrrrx..",
            ".xrrTTTrrx.",
            "xrrTbbbTrrx",
            "xrTbbobbTrx",
            "xrTbooobTrx",
            "xrTbbobbTrx",
            "xrrTbbbddrx",
            ".xrrTTdrrx.",
            "..xrrrrrx..",
            "...xxxxx...",
        }, "xrTbod", CHARCOAL, RUST, TURQUOISE, BONE, OCHRE, DEEP);
    }
}
