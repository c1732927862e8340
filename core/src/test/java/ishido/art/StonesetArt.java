package ishido.art;

import ishido.image.IndexedImage;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The layout of a stoneset picture and the drawing steps its themes share: cells, column masks,
 * bevelled stone bodies and symbols stamped from ASCII art.
 */
public final class StonesetArt {
    /** Side of one stone cell in pixels. */
    public static final int CELL = 20;
    /** Columns of the sheet: one per symbol. */
    public static final int SYMBOLS = 6;
    /** Rows of stones: one per colour; the mask row comes after them. */
    public static final int COLORS = 6;
    /** The row of cells that holds the six column masks. */
    public static final int MASK_ROW = COLORS;
    public static final int WIDTH = SYMBOLS * CELL;
    public static final int HEIGHT = (COLORS + 1) * CELL;
    /** Stones are 19x19 at the cell's top-left so that a line of the board's grid shows between them. */
    public static final int STONE = CELL - 1;

    /**
     * The palette layout most stonesets share: 0 transparent, 1 the outline, 2 the shine, the six base
     * colours from 3 in row order and their shades six entries later; 15 is each theme's own.
     */
    static final int OUTLINE = 1;
    static final int SHINE = 2;
    static final int BASE = 3;
    static final int SHADE = BASE + COLORS;
    /** The face between the bevels that a symbol is centred on: the cell less the outline and shade. */
    static final int FACE = CELL - 3;

    /** The built-in themes by name, in menu order; a new theme is one more entry here. */
    private static final Themes THEMES = new Themes("stoneset")
            .add("Gems", GemsStoneset::draw)
            .add("Inner Shapes", InnerShapesStoneset::draw)
            .add("Magic", MagicStoneset::draw)
            .add("Chungfu", ChungfuStoneset::draw)
            .add("Ishido", IshidoStoneset::draw)
            .add("Rameses", RamesesStoneset::draw)
            .add("Runes", RunesStoneset::draw)
            .add("Shaman", ShamanStoneset::draw)
            .add("High Contrast", HighContrastStoneset::draw);

    private StonesetArt() {
    }

    /** The names of the built-in stoneset themes, in menu order. */
    public static List<String> themes() {
        return THEMES.names();
    }

    /** Draws the built-in stoneset of the given theme (case-insensitive). */
    public static IndexedImage create(String theme) {
        return THEMES.draw(theme);
    }

    /** The classic set: six colours far apart in hue and lightness, six bold symbols. */
    public static IndexedImage ishido() {
        return IshidoStoneset.draw();
    }

    /** Left edge of the cells of a symbol (column). */
    public static int cellX(int symbol) {
        return symbol * CELL;
    }

    /** Top edge of the cells of a colour (row); {@link #MASK_ROW} gives the mask row. */
    public static int cellY(int colorRow) {
        return colorRow * CELL;
    }

    /** Whether the mask of a symbol's column is set at (x, y) within the cell. */
    public static boolean inMask(IndexedImage set, int symbol, int x, int y) {
        return set.get(cellX(symbol) + x, cellY(MASK_ROW) + y) != 0;
    }

    /** Cuts one stone out as a 20x20 picture, with index 0 wherever the stone is not drawn. */
    public static IndexedImage stone(IndexedImage set, int colorRow, int symbol) {
        IndexedImage out = new IndexedImage(CELL, CELL, set.palette());
        for (int y = 0; y < CELL; y++) {
            for (int x = 0; x < CELL; x++) {
                if (inMask(set, symbol, x, y)) {
                    out.set(x, y, set.get(cellX(symbol) + x, cellY(colorRow) + y));
                }
            }
        }
        return out;
    }

    /**
     * Makes a cell-sized mask ('#' inside) of a square of the given side at the cell's top-left with
     * corners cut round; a radius of 0 gives a plain square.
     */
    public static String[] roundedSquare(int side, double radius) {
        return mask((x, y) -> insideRounded(x, y, side, radius));
    }

    /** Makes a cell-sized mask ('#' inside) of the pixels whose centres lie inside an outline. */
    static String[] mask(Outline outline) {
        String[] rows = new String[CELL];
        for (int y = 0; y < CELL; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < CELL; x++) {
                row.append(outline.inside(x + 0.5, y + 0.5) ? '#' : '.');
            }
            rows[y] = row.toString();
        }
        return rows;
    }

    /** Whether a point lies in a square of the given side at the cell's top-left with corners of radius r. */
    static boolean insideRounded(double x, double y, int side, double r) {
        if (x > side || y > side) {
            return false;
        }
        double cx = Math.min(Math.max(x, r), side - r);
        double cy = Math.min(Math.max(y, r), side - r);
        double dx = x - cx;
        double dy = y - cy;
        return dx * dx + dy * dy <= r * r + 0.25;
    }

    /** Writes the same mask into all six columns of the mask row, in the given (non-zero) index. */
    public static void drawMasks(Canvas c, String[] mask, int index) {
        for (int s = 0; s < SYMBOLS; s++) {
            c.stamp(cellX(s), cellY(MASK_ROW), mask, index);
        }
    }

    /**
     * Draws a bevelled stone body inside a mask at a cell: a one-pixel outline on the mask's edge,
     * {@code lightWidth} rings of light on the upper-left and {@code shadeWidth} rings of shade on the
     * lower-right, the rest in the base colour. The light falls from the top left, as on Workbench.
     */
    public static void drawBody(Canvas c, int cx, int cy, String[] mask, StoneInks inks, int lightWidth,
            int shadeWidth) {
        double mid = (STONE - 1) / 2.0;
        paintStone(c, cx, cy, depths(mask), (x, y, d) -> {
            boolean upperLeft = (x - mid) + (y - mid) < 0;
            if (d == 0) {
                return inks.outline();
            } else if (upperLeft && d <= lightWidth) {
                return inks.light();
            } else if (!upperLeft && d <= shadeWidth) {
                return inks.shade();
            }
            return inks.base();
        });
    }

    /**
     * Paints every pixel of a stone at a cell, wherever the depths (see {@link #depths}) put it inside
     * the mask, in the pen the theme picks for it; bevels, facets and border patterns all start here.
     */
    static void paintStone(Canvas c, int cx, int cy, int[][] depth, StonePen pen) {
        for (int y = 0; y < CELL; y++) {
            for (int x = 0; x < CELL; x++) {
                int d = depth[y][x];
                if (d >= 0) {
                    c.plot(cx + x, cy + y, pen.at(x, y, d));
                }
            }
        }
    }

    /**
     * For each pixel of a mask, how many steps (4-neighbour) it lies inside the edge: 0 on the edge,
     * -1 outside. This lets any mask shape get an even outline and bevel.
     */
    static int[][] depths(String[] mask) {
        int[][] d = new int[CELL][CELL];
        for (int y = 0; y < CELL; y++) {
            for (int x = 0; x < CELL; x++) {
                d[y][x] = set(mask, x, y) ? Integer.MAX_VALUE : -1;
            }
        }
        boolean changed = true;
        for (int level = 0; changed; level++) {
            changed = false;
            for (int y = 0; y < CELL; y++) {
                for (int x = 0; x < CELL; x++) {
                    if (d[y][x] == Integer.MAX_VALUE && (lower(d, x - 1, y, level) || lower(d, x + 1, y, level)
                            || lower(d, x, y - 1, level) || lower(d, x, y + 1, level))) {
                        d[y][x] = level;
                        changed = true;
                    }
                }
            }
        }
        return d;
    }

    /** Whether a neighbour is outside the mask or was reached at an earlier level. */
    private static boolean lower(int[][] d, int x, int y, int level) {
        if (x < 0 || y < 0 || x >= CELL || y >= CELL) {
            return true;
        }
        return d[y][x] != Integer.MAX_VALUE && d[y][x] < level;
    }

    private static boolean set(String[] mask, int x, int y) {
        return y < mask.length && x < mask[y].length() && mask[y].charAt(x) == '#';
    }

    /**
     * Stamps a symbol ('#' = ink) with its top-left at (x, y), first in the shadow pen one pixel to the
     * lower right so that the symbol stands out of the stone; pass -1 for no shadow.
     */
    public static void drawSymbol(Canvas c, int x, int y, String[] symbol, int ink, int shadow) {
        if (shadow >= 0) {
            c.stamp(x + 1, y + 1, symbol, shadow);
        }
        c.stamp(x, y, symbol, ink);
    }

    /**
     * Stamps a symbol centred on the face between the bevels of the cell at (x, y), for themes whose
     * symbols differ in size.
     */
    static void drawCentred(Canvas c, int x, int y, String[] symbol, int ink, int shadow) {
        drawSymbol(c, x + (FACE - symbol[0].length()) / 2, y + (FACE - symbol.length) / 2, symbol, ink, shadow);
    }

    /**
     * The inks of a colour row in the shared palette layout. The last row is the darkest stone, whose
     * bevel takes {@code darkLight} because the shine would glare on it.
     */
    static StoneInks rowInks(int row, int darkLight, int ink, int inkShadow) {
        int light = row == COLORS - 1 ? darkLight : SHINE;
        return new StoneInks(OUTLINE, light, BASE + row, SHADE + row, ink, inkShadow);
    }

    /**
     * Draws the whole sheet of bevelled stones: in each symbol's column, every colour row's stone as a
     * body in the column's mask (light one ring wide, shade {@code shadeWidth}), the theme's face on it,
     * and the mask in the mask row.
     */
    static void drawSheet(Canvas c, IntFunction<String[]> masks, int shadeWidth, IntFunction<StoneInks> inks,
            StoneFace face) {
        for (int s = 0; s < SYMBOLS; s++) {
            String[] mask = masks.apply(s);
            for (int row = 0; row < COLORS; row++) {
                StoneInks rowInks = inks.apply(row);
                drawBody(c, cellX(s), cellY(row), mask, rowInks, 1, shadeWidth);
                face.draw(c, cellX(s), cellY(row), row, s, rowInks);
            }
            c.stamp(cellX(s), cellY(MASK_ROW), mask, OUTLINE);
        }
    }

    /** A face that stamps each column's symbol with its top-left at the same place in every cell. */
    static StoneFace symbolsAt(String[][] symbols, int dx, int dy) {
        return (c, x, y, row, s, inks) -> drawSymbol(c, x + dx, y + dy, symbols[s], inks.ink(), inks.inkShadow());
    }

    /** A stone's outline as a test on a pixel's centre (x + 0.5, y + 0.5) in cell coordinates. */
    @FunctionalInterface
    interface Outline {
        boolean inside(double x, double y);
    }

    /** Picks the pen of one pixel of a stone from its place in the cell and its depth inside the mask. */
    @FunctionalInterface
    interface StonePen {
        int at(int x, int y, int depth);
    }

    /** What a theme draws on a stone once its body is in: the symbol, and any glint or pits. */
    @FunctionalInterface
    interface StoneFace {
        void draw(Canvas c, int x, int y, int row, int symbol, StoneInks inks);
    }

    /** The palette indices one stone colour is drawn with. */
    public record StoneInks(int outline, int light, int base, int shade, int ink, int inkShadow) {
    }
}
