package ishido.art;

import ishido.art.StonesetArt.StoneInks;
import ishido.image.IndexedImage;
import java.util.function.Consumer;

/**
 * The "Inner Shapes" stoneset: flat tiles in bold colours, each symbol a shape with another shape cut
 * out of it (circle in square, square in diamond, triangle in circle, star, ring, hexagon).
 */
final class InnerShapesStoneset {
    private static final int OUTLINE = StonesetArt.OUTLINE;
    private static final int WHITE = StonesetArt.SHINE;
    /** First of the six tile colours; their shades follow six entries later. */
    private static final int BASE = StonesetArt.BASE;
    private static final int SHADE = StonesetArt.SHADE;

    /**
     * The 16 colours. Lightness runs white, yellow, turquoise, red, blue, black, with the hues spread
     * round the wheel, as on a poster of the Bauhaus.
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x112, // 1 outline, dark ink
        0xFFF, // 2 shine, light ink
        0xEEE, // 3 white
        0xFC1, // 4 yellow
        0x1BB, // 5 turquoise
        0xD31, // 6 red
        0x23C, // 7 blue
        0x333, // 8 black
        0x99A, // 9 white shade
        0xB70, // 10 yellow shade
        0x077, // 11 turquoise shade
        0x710, // 12 red shade
        0x118, // 13 blue shade
        0x111, // 14 black shade
        0x777, // 15 grey: the black tile's light edge
    };

    /** Symbol ink per colour row: dark on the light tiles, white on the dark ones. */
    private static final int[] INK = {OUTLINE, OUTLINE, OUTLINE, WHITE, WHITE, WHITE};

    /** The middle of the tile's face, in continuous coordinates (a 19-pixel tile has its centre at 9.5). */
    private static final double MID = 9.5;

    /** Pens of the scratch picture a symbol is drawn in before it goes onto the tiles. */
    private static final int INKED = 1;
    private static final int HOLE = 2;

    /** Circle in square: a solid square with a round hole. */
    private static final Consumer<Canvas> SQUARE = s -> {
        s.fill(4, 4, 11, 11, INKED);
        s.fillCircle(MID, MID, 3.6, HOLE);
    };

    /** Square in diamond: a diamond standing on its point with a square hole. */
    private static final Consumer<Canvas> DIAMOND = s -> {
        s.fillPolygon(INKED, MID, 2.8, 16.2, MID, MID, 16.2, 2.8, MID);
        s.fill(8, 8, 3, 3, HOLE);
    };

    /** Triangle in circle: a thin ring round a solid triangle. */
    private static final Consumer<Canvas> TRIANGLE = s -> {
        s.fillCircle(MID, MID, 6.5, INKED);
        s.fillCircle(MID, MID, 5.2, HOLE);
        s.fillPolygon(INKED, MID, 5.6, 13.4, 12.4, 5.6, 12.4);
    };

    /** Star: five solid points, the one shape whose outline alone says what it is. */
    private static final Consumer<Canvas> STAR = s -> {
        double[] xy = new double[20];
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? 7.2 : 3.0;
            double a = -Math.PI / 2 + i * Math.PI / 5;
            xy[2 * i] = MID + r * Math.cos(a);
            xy[2 * i + 1] = MID + 0.6 + r * Math.sin(a);
        }
        s.fillPolygon(INKED, xy);
    };

    /** Ring: a thick ring round a dot, like a target. */
    private static final Consumer<Canvas> RING = s -> {
        s.fillCircle(MID, MID, 6.5, INKED);
        s.fillCircle(MID, MID, 4.3, HOLE);
        s.fillCircle(MID, MID, 2.0, INKED);
    };

    /** Hexagon: a flat-topped hexagon with a hexagonal hole, like a nut. */
    private static final Consumer<Canvas> HEXAGON = s -> {
        s.fillPolygon(INKED, hexagon(7.0));
        s.fillPolygon(HOLE, hexagon(3.9));
    };

    private static final Consumer<Canvas>[] SYMBOLS = symbols();

    private InnerShapesStoneset() {
    }

    @SuppressWarnings("unchecked")
    private static Consumer<Canvas>[] symbols() {
        return new Consumer[] {SQUARE, DIAMOND, TRIANGLE, STAR, RING, HEXAGON};
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        // A crisp square with barely rounded corners: a modern tile rather than a pebble.
        String[] mask = StonesetArt.roundedSquare(StonesetArt.STONE, 1.5);
        Canvas[] symbols = new Canvas[StonesetArt.SYMBOLS];
        for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
            symbols[s] = Canvas.blank(StonesetArt.CELL, StonesetArt.CELL, 0, 0, 0);
            SYMBOLS[s].accept(symbols[s]);
        }
        // Flat tiles: a bevel of one pixel all round.
        StonesetArt.drawSheet(c, s -> mask, 1, row -> StonesetArt.rowInks(row, 15, INK[row], SHADE + row),
                (sheet, x, y, row, s, inks) -> stampSymbol(sheet, x, y, symbols[s], inks));
        return c.image();
    }

    /**
     * Puts a symbol on a tile: light ink casts a one-pixel shade to the lower right so it stands out of
     * the tile; dark ink lies flat, as printed.
     */
    private static void stampSymbol(Canvas c, int x, int y, Canvas symbol, StoneInks inks) {
        boolean shadow = inks.ink() == WHITE;
        for (int j = 0; j < StonesetArt.CELL; j++) {
            for (int i = 0; i < StonesetArt.CELL; i++) {
                if (symbol.get(i, j) == INKED) {
                    c.plot(x + i, y + j, inks.ink());
                } else if (shadow && symbol.get(i - 1, j - 1) == INKED) {
                    c.plot(x + i, y + j, inks.inkShadow());
                }
            }
        }
    }

    private static double[] hexagon(double r) {
        double[] xy = new double[12];
        for (int i = 0; i < 6; i++) {
            double a = i * Math.PI / 3;
            xy[2 * i] = MID + r * Math.cos(a);
            xy[2 * i + 1] = MID + r * Math.sin(a);
        }
        return xy;
    }
}
