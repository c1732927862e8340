package ishido.art;

import ishido.art.BoardArt.Area;
import ishido.image.IndexedImage;
import java.util.Locale;

/**
 * The board template for players who paint their own boards: a 320x200 16-colour picture showing the
 * grid with its Beyond and Within, the areas the game draws into, and which colours are the menu pens.
 */
public final class BoardTemplate {
    /** Pens 0-3 as Workbench has them, so a painter sees at once which colours the menus take. */
    static final int[] PALETTE = {
        0xAAA, // 0 menu background
        0x000, // 1 menu shadow and text
        0xFFF, // 2 menu shine
        0x68B, // 3 menu fill
        0x334, // 4 free ground: paint anything here
        0x556, // 5 Beyond
        0x99A, // 6 Within
        0x112, // 7 grid line
        0xF43, // 8 outline of a reserved area
        0xFD4, // 9 labels
        0x445, // 10 hatching of the menu bar's band
        0xCCC, // 11 plain interiors
        0x000, // 12 free
        0x000, // 13 free
        0x000, // 14 free
        0x000, // 15 free
    };

    private static final int FREE = 4;
    private static final int BEYOND = 5;
    private static final int WITHIN = 6;
    private static final int LINE = 7;
    private static final int RESERVED = 8;
    private static final int LABEL = 9;
    private static final int HATCH = 10;
    private static final int PLAIN = 11;

    /** Width of one letter of the small font, with its gap. */
    private static final int SMALL_ADVANCE = 4;
    /** Line pitch of the small font. */
    private static final int SMALL_LINE = 6;
    /** Line pitch of haloed notes: one row of the ground shows between their halos. */
    private static final int NOTE_LINE = 8;

    /** The letters of the small 3x5 font, each five rows of three pixels in one string. */
    private static final String SMALL_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.,:()/=' ";
    private static final String[] SMALL_GLYPHS = {
        ".#.#.#####.##.#", "##.#.###.#.###.", ".###..#..#...##", "##.#.##.##.###.", "####..##.#..###",
        "####..##.#..#..", ".###..#.##.#.##", "#.##.#####.##.#", "###.#..#..#.###", "..#..#..##.#.#.",
        "#.##.###.#.##.#", "#..#..#..#..###", "#.########.##.#", "##.#.##.##.##.#", ".#.#.##.##.#.#.",
        "##.#.###.#..#..", ".#.#.##.###..##", "##.#.###.#.##.#", ".###...#...###.", "###.#..#..#..#.",
        "#.##.##.##.####", "#.##.##.##.#.#.", "#.##.########.#", "#.##.#.#.#.##.#", "#.##.#.#..#..#.",
        "###..#.#.#..###", "####.##.##.####", ".#.##..#..#.###", "##...#.#.#..###", "##...#.#...###.",
        "#.##.####..#..#", "####..##...###.", ".###..####.####", "###..#.#..#..#.", "####.#####.####",
        "####.####..###.", "......###......", ".............#.", "..........#.#..", "....#.....#....",
        ".#.#..#..#...#.", ".#...#..#..#.#.", "..#..#.#.#..#..", "...###...###...", ".#..#..........",
        "...............",
    };

    private BoardTemplate() {
    }

    /** Draws the template. */
    public static IndexedImage draw() {
        Canvas c = Canvas.blank(BoardArt.WIDTH, BoardArt.HEIGHT, PALETTE);
        c.fill(0, 0, BoardArt.WIDTH, BoardArt.HEIGHT, FREE);
        menuBar(c);
        topStrip(c);
        grid(c);
        rightPanel(c);
        statusStrip(c);
        return c.image();
    }

    /** The band the menu bar covers while the right button is held: hatched, since whatever is there hides. */
    private static void menuBar(Canvas c) {
        Area m = BoardArt.MENU_BAR;
        c.texture(m.x(), m.y(), m.w(), m.h(), (x, y) -> (x + y) % 4 == 0 ? 1 : 0, FREE, HATCH);
        c.rect(m.x(), m.y(), m.w(), m.h(), RESERVED);
        small(c, 3, 3, "MENU BAR  Y 0-9: HIDDEN WHILE THE RIGHT BUTTON IS HELD", LABEL);
    }

    private static void topStrip(Canvas c) {
        Area g = BoardArt.GRID;
        FontLettering.draw(c, g.x(), 11, "BOARD TEMPLATE", BoardArt.SHINE);
        small(c, g.x() + FontLettering.width("BOARD TEMPLATE") + 6, 12, "TOP STRIP Y 10-19: TITLE", LABEL);
    }

    private static void grid(Canvas c) {
        Area g = BoardArt.GRID;
        c.rect(g.x() - 1, g.y() - 1, g.w() + 2, g.h() + 2, RESERVED);
        BoardArt.drawSquares(c, new BoardArt.SquareInks(BEYOND, BEYOND, LINE),
                new BoardArt.SquareInks(WITHIN, WITHIN, LINE));
        int x0 = BoardArt.squareX(1) - 1;
        int y0 = BoardArt.squareY(1) - 1;
        int x1 = BoardArt.squareX(BoardArt.COLUMNS - 1) - 1;
        int y1 = BoardArt.squareY(BoardArt.ROWS - 1) - 1;
        c.rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1, LABEL);
        // The squares of the Beyond named in their corners, as a chessboard's edge is, so a painter can
        // find a square the rules speak of; the Within stays clear for the notes.
        for (int row = 0; row < BoardArt.ROWS; row++) {
            for (int col = 0; col < BoardArt.COLUMNS; col++) {
                if (!BoardArt.isWithin(col, row)) {
                    String name = (char) ('A' + col) + Integer.toString(row + 1);
                    small(c, BoardArt.squareX(col) + 2, BoardArt.squareY(row) + 2, name, LINE);
                }
            }
        }
        small(c, g.x() + 24, BoardArt.squareY(0) + 10, "GRID 12X8 SQUARES OF 20X20 AT X 8 Y 20", BoardArt.SHINE);
        small(c, g.x() + 24, BoardArt.squareY(BoardArt.ROWS - 1) + 10, "BEYOND: THE OUTER RING, DARKER",
                BoardArt.SHINE);

        int cx = g.x() + g.w() / 2;
        int ty = BoardArt.squareY(1) + 6;
        int tx = x0 + 16;
        haloed(c, cx - FontLettering.width("WITHIN") / 2, ty, "WITHIN", true);
        String[] notes = {
            "THE INNER 10X6, LIGHTER THAN THE BEYOND",
            "A STONE IS DRAWN 19X19 AT ITS SQUARE'S TOP",
            "LEFT, SO THE SQUARE'S RIGHT AND BOTTOM",
            "LINE SHOWS BETWEEN STONES",
        };
        for (int i = 0; i < notes.length; i++) {
            haloed(c, tx, ty + 14 + i * NOTE_LINE, notes[i], false);
        }
        legend(c, tx, ty + 52);
    }

    /**
     * Writes pen 1 text over the grid with a one-pixel halo of the plain colour round every letter, so
     * that it reads across the grid lines without hiding them elsewhere.
     */
    private static void haloed(Canvas c, int x, int y, String text, boolean large) {
        int w = large ? FontLettering.width(text) : text.length() * SMALL_ADVANCE;
        int h = large ? 8 : 5;
        IndexedImage scratch = new IndexedImage(w + 2, h + 2, c.image().palette());
        Canvas s = new Canvas(scratch);
        if (large) {
            FontLettering.draw(s, 1, 1, text, BoardArt.SHADOW);
        } else {
            small(s, 1, 1, text, BoardArt.SHADOW);
        }
        for (int j = 0; j < h + 2; j++) {
            for (int i = 0; i < w + 2; i++) {
                if (s.get(i, j) != BoardArt.SHADOW) {
                    boolean near = false;
                    for (int dy = -1; dy <= 1; dy++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            near |= s.get(i + dx, j + dy) == BoardArt.SHADOW;
                        }
                    }
                    if (near) {
                        c.plot(x - 1 + i, y - 1 + j, PLAIN);
                    }
                }
            }
        }
        c.blit(scratch, 0, 0, w + 2, h + 2, x - 1, y - 1, 0);
    }

    /** Swatches of colours 0-3 with what the menus and requesters use them for. */
    private static void legend(Canvas c, int x, int y) {
        haloed(c, x, y, "COLOURS 0-3 ARE THE MENU PENS:", false);
        String[] uses = {"BACKGROUND", "SHADOW, TEXT", "SHINE", "FILL"};
        for (int pen = 0; pen < uses.length; pen++) {
            int sx = x + (pen % 2) * 84;
            int sy = y + 9 + (pen / 2) * 11;
            c.fill(sx, sy, 7, 7, pen);
            c.rect(sx - 1, sy - 1, 9, 9, BoardArt.SHADOW);
            haloed(c, sx + 12, sy + 1, pen + " " + uses[pen], false);
        }
        haloed(c, x, y + 34, "COLOURS 4-15 ARE THE BOARD'S OWN", false);
    }

    private static void rightPanel(Canvas c) {
        Area t = BoardArt.TOUCHSTONE;
        reserve(c, t, WITHIN);
        small(c, t.x() + 2, t.y() + 6, "TOUCH", LINE);
        small(c, t.x() + 2, t.y() + 12, "STONE", LINE);
        small(c, t.x() - 19, t.y() - 10, "WELL X 272 Y 22", LABEL);

        Area s = BoardArt.SCOREBOARD;
        reserve(c, s, PLAIN);
        lines(c, s, "SCOREBOARD", "", "PLAIN AND", "LIGHT: PEN 1", "TEXT ON IT", "", "X 256-311", "Y 56-127");
        Area p = BoardArt.POUCH;
        reserve(c, p, PLAIN);
        lines(c, p, "POUCH", "PLAIN: A BAG", "IN PENS 1", "AND 3 GOES", "HERE", "X 256 Y 136");
    }

    private static void statusStrip(Canvas c) {
        Area s = BoardArt.STATUS_LINE;
        Area strip = new Area(s.x(), s.y() - 2, s.w(), s.h() + 4);
        reserve(c, strip, BoardArt.BACKGROUND);
        small(c, s.x() + 3, s.y() + 2, "STATUS STRIP X 8-247 Y 184-195: ONE LINE OF PEN 1 TEXT",
                BoardArt.SHADOW);
    }

    /** Fills an area the game draws into and outlines it just outside, where a frame may go. */
    private static void reserve(Canvas c, Area a, int ground) {
        c.fill(a.x(), a.y(), a.w(), a.h(), ground);
        c.rect(a.x() - 1, a.y() - 1, a.w() + 2, a.h() + 2, RESERVED);
    }

    private static void lines(Canvas c, Area a, String... text) {
        for (int i = 0; i < text.length; i++) {
            small(c, a.x() + 2, a.y() + 3 + i * SMALL_LINE, text[i], BoardArt.SHADOW);
        }
    }

    /** Writes text in the small 3x5 font; letters it lacks are left out as spaces. */
    static void small(Canvas c, int x, int y, String text, int pen) {
        String t = text.toUpperCase(Locale.ROOT);
        for (int i = 0; i < t.length(); i++) {
            int k = SMALL_KEYS.indexOf(t.charAt(i));
            if (k >= 0) {
                String g = SMALL_GLYPHS[k];
                for (int p = 0; p < g.length(); p++) {
                    if (g.charAt(p) == '#') {
                        c.plot(x + i * SMALL_ADVANCE + p % 3, y + p / 3, pen);
                    }
                }
            }
        }
    }
}
