package ishido.art;

import ishido.image.IndexedImage;
import java.util.List;

/**
 * The fixed layout of a board picture (grid, touchstone, scoreboard, pouch, status line) and the
 * drawing steps its themes share.
 */
public final class BoardArt {
    public static final int WIDTH = 320;
    public static final int HEIGHT = 200;
    /** Side of one square of the grid. */
    public static final int SQUARE = 20;
    public static final int COLUMNS = 12;
    public static final int ROWS = 8;

    /** Menu and requester pens: every board's colours 0-3 double as Intuition's pens. */
    public static final int BACKGROUND = 0;
    public static final int SHADOW = 1;
    public static final int SHINE = 2;
    public static final int FILL = 3;

    /** The 12x8 squares; the game puts stones at their top-left corners. */
    public static final Area GRID = new Area(8, 20, COLUMNS * SQUARE, ROWS * SQUARE);
    /** The well the touchstone lies in; the game draws the stone at (TOUCHSTONE_STONE_X, TOUCHSTONE_STONE_Y). */
    public static final Area TOUCHSTONE = new Area(272, 22, 24, 24);
    public static final int TOUCHSTONE_STONE_X = 274;
    public static final int TOUCHSTONE_STONE_Y = 24;
    /** Points are written on the upper part, the 4-Way count on the lower part, in pen 1. */
    public static final Area SCOREBOARD = new Area(256, 56, 56, 72);
    /** The game draws the pouch picture here. */
    public static final Area POUCH = new Area(256, 136, 56, 44);
    /** One line of text in pen 1 (messages, whose turn it is). */
    public static final Area STATUS_LINE = new Area(8, 186, 240, 8);
    /** The menu bar covers the top of the screen, in pens 0-3, while the right button is held. */
    public static final Area MENU_BAR = new Area(0, 0, WIDTH, 10);

    /** The one-pixel rule round the Within, on the grid lines that part it from the Beyond. */
    static final Area WITHIN_RULE = new Area(GRID.x() + SQUARE - 1, GRID.y() + SQUARE - 1,
            (COLUMNS - 2) * SQUARE + 1, (ROWS - 2) * SQUARE + 1);

    /** The built-in themes by name, in menu order; a new theme is one more entry here. */
    private static final Themes THEMES = new Themes("board")
            .add("Gems", GemsBoard::draw)
            .add("Inner Shapes", InnerShapesBoard::draw)
            .add("Magic", MagicBoard::draw)
            .add("Chungfu", ChungfuBoard::draw)
            .add("Ishido", IshidoBoard::draw)
            .add("Rameses", RamesesBoard::draw)
            .add("Runes", RunesBoard::draw)
            .add("Shaman", ShamanBoard::draw)
            .add("High Contrast", HighContrastBoard::draw);

    private BoardArt() {
    }

    /** The names of the built-in board themes, in menu order. */
    public static List<String> themes() {
        return THEMES.names();
    }

    /** Draws the built-in board of the given theme (case-insensitive). */
    public static IndexedImage create(String theme) {
        return THEMES.draw(theme);
    }

    /** The classic board: stone squares in a carved wood surround with gold trim. */
    public static IndexedImage ishido() {
        return IshidoBoard.draw();
    }

    public static int squareX(int column) {
        return GRID.x() + column * SQUARE;
    }

    public static int squareY(int row) {
        return GRID.y() + row * SQUARE;
    }

    /** Left edge of a title of the given width, centred over the grid so it lines up with the squares. */
    static int titleX(int width) {
        return GRID.x() + (GRID.w() - width) / 2;
    }

    /** Whether a square is in the Within (the inner 10x6) rather than the Beyond (the outer ring). */
    public static boolean isWithin(int column, int row) {
        return column >= 1 && column <= COLUMNS - 2 && row >= 1 && row <= ROWS - 2;
    }

    /**
     * Draws every square as a quiet tile: its face, a one-pixel light edge on the top and left, and
     * the grid line on the right and bottom, which is what shows in the gap beside a stone.
     */
    public static void drawSquares(Canvas c, SquareInks beyond, SquareInks within) {
        for (int row = 0; row < ROWS; row++) {
            for (int col = 0; col < COLUMNS; col++) {
                SquareInks inks = isWithin(col, row) ? within : beyond;
                int x = squareX(col);
                int y = squareY(row);
                c.fill(x, y, SQUARE, SQUARE, inks.face());
                c.hline(x, x + SQUARE - 2, y, inks.light());
                c.vline(x, y, y + SQUARE - 2, inks.light());
                c.hline(x, x + SQUARE - 1, y + SQUARE - 1, inks.line());
                c.vline(x + SQUARE - 1, y, y + SQUARE - 1, inks.line());
            }
        }
    }

    /**
     * Sinks the grid into a well three pixels wide: the ground, a rim along its outer top and left
     * edges, lit lips along its bottom and right (outermost first, one pixel further in each), and a
     * shadow line just above and left of the squares, so the grid reads as lying lower than the board.
     */
    static void drawGridWell(Canvas c, int ground, int rim, int shadow, int... lips) {
        Area g = GRID;
        c.fill(g.x() - 3, g.y() - 3, g.w() + 6, g.h() + 6, ground);
        c.hline(g.x() - 3, g.right() + 3, g.y() - 3, rim);
        c.vline(g.x() - 3, g.y() - 3, g.bottom() + 3, rim);
        for (int k = 0; k < lips.length; k++) {
            int d = 3 - k;
            c.hline(g.x() - 2, g.right() + d, g.bottom() + d, lips[k]);
            c.vline(g.right() + d, g.y() - 2, g.bottom() + d, lips[k]);
        }
        c.hline(g.x() - 1, g.right() + 1, g.y() - 1, shadow);
        c.vline(g.x() - 1, g.y() - 1, g.bottom() + 1, shadow);
    }

    /** Draws the rule round the Within, so the scoring area reads at once. */
    static void drawWithinRule(Canvas c, int pen) {
        c.rect(WITHIN_RULE.x(), WITHIN_RULE.y(), WITHIN_RULE.w(), WITHIN_RULE.h(), pen);
    }

    /**
     * Draws a frame around an interior rectangle, from the inside out: a sunken edge, a raised bevelled
     * moulding of the given width, and a dark outline.
     */
    public static void frame(Canvas c, Area interior, FrameInks inks, int moulding) {
        int x = interior.x();
        int y = interior.y();
        int w = interior.w();
        int h = interior.h();
        int t = moulding + 2;
        c.fill(x - t, y - t, w + 2 * t, h + 2 * t, inks.face());
        c.rect(x - t, y - t, w + 2 * t, h + 2 * t, inks.outline());
        c.bevel(x - t + 1, y - t + 1, w + 2 * t - 2, h + 2 * t - 2, 1, inks.light(), inks.dark());
        // The inner edge is the moulding seen from the other side: dark above and left, lit below and right.
        c.bevel(x - 1, y - 1, w + 2, h + 2, 1, inks.dark(), inks.light());
    }

    /**
     * Sets a small round cabochon, 5x5, in its rim with the top left lit by a glint and a shaded
     * lower right, as themes stud their titles and panels with gems.
     */
    static void drawCabochon(Canvas c, int x, int y, int rim, int stone, int glint, int shade) {
        c.stamp(x, y, new String[] {
            ".ooo.",
            "oSLSo",
            "oSSSo",
            "oSSdo",
            ".ooo.",
        }, "oSLd", rim, stone, glint, shade);
    }

    /** A rectangle of the screen. */
    public record Area(int x, int y, int w, int h) {
        public int right() {
            return x + w - 1;
        }

        public int bottom() {
            return y + h - 1;
        }

        public boolean contains(int px, int py) {
            return px >= x && py >= y && px < x + w && py < y + h;
        }
    }

    /** The palette indices of one kind of square. */
    public record SquareInks(int face, int light, int line) {
    }

    /** The palette indices of a frame moulding. */
    public record FrameInks(int outline, int light, int face, int dark) {
    }
}
