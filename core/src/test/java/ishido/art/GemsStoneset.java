package ishido.art;

import ishido.art.StonesetArt.Outline;
import ishido.image.IndexedImage;

/**
 * The "Gems" stoneset: six precious stones, each symbol a different cut with its own outline (round
 * brilliant, emerald cut, marquise, pear, heart, trillion) and facets lit from the top left.
 */
final class GemsStoneset {
    private static final int OUTLINE = StonesetArt.OUTLINE;
    private static final int WHITE = 2;
    /** First of the six body colours; their facet tones follow six entries later. */
    private static final int BASE = 3;
    private static final int FACET = BASE + 6;
    /**
     * The 16 colours. Lightness runs diamond, topaz, emerald, ruby, sapphire, onyx, with the hues
     * spread round the wheel. The dark stones' facet tone is lighter than their body, because on a
     * dark gem the facets show as reflections rather than as shade.
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x101, // 1 outline, and the shade of the dark stones
        0xFFF, // 2 sparkle, and the light of the light stones
        0xDEF, // 3 diamond
        0xEA1, // 4 topaz
        0x4B7, // 5 emerald, a bluish green: red-green eyes tell it from the ruby
        0xD12, // 6 ruby
        0x22B, // 7 sapphire
        0x222, // 8 onyx
        0x79B, // 9 diamond shade
        0x850, // 10 topaz shade
        0x053, // 11 emerald shade
        0x601, // 12 ruby shade
        0x78F, // 13 sapphire light
        0x778, // 14 onyx light
        0xF8A, // 15 ruby light: white facets on a ruby look like glass
    };

    /** Per stone colour: the light, body and shade facet pens, and the pen of the table's edge. */
    private static final int[][] TONES = {
        {WHITE, BASE, FACET, FACET},
        {WHITE, BASE + 1, FACET + 1, FACET + 1},
        {WHITE, BASE + 2, FACET + 2, FACET + 2},
        {15, BASE + 3, FACET + 3, 15},
        {FACET + 4, BASE + 4, OUTLINE, FACET + 4},
        {FACET + 5, BASE + 5, OUTLINE, FACET + 5},
    };

    /** Where the light comes from: the top left, as on Workbench. */
    private static final double LIGHT = Math.atan2(-1, -1);

    /** Facet tones, as indices into a stone colour's {@link #TONES}. */
    private static final int LIT = 0;
    private static final int BODY = 1;
    private static final int SHADE = 2;
    /** The edge round the table, where the facets meet it. */
    private static final int LINE = 3;

    /**
     * A cut: its outline, the centre its facets radiate from, how many facets ring the crown, how deep
     * the crown is before the flat table, and whether it is step cut (rings parallel to the edge).
     */
    private record Cut(Outline outline, double cx, double cy, int facets, int crown, boolean steps) {
    }

    private static final Cut ROUND = new Cut((x, y) -> sq(x - 9.5) + sq(y - 9.5) <= sq(9.4), 9.5, 9.5, 8, 4, false);

    /** A tall octagon: a rectangle with its corners cut off, as emeralds are cut. */
    private static final Cut EMERALD = new Cut((x, y) -> x >= 2 && x <= 17 && y >= 0 && y <= 19
            && x + y >= 5 && (17 - x) + y >= 3 && x + (19 - y) >= 5 && (17 - x) + (19 - y) >= 3,
            9.5, 9.5, 4, 4, true);

    /** A lens pointed at both ends, lying on the diagonal from the lower left to the upper right. */
    private static final Cut MARQUISE = new Cut((x, y) -> sq(x - 9.5 + 6.5) + sq(y - 9.5 + 6.5) <= sq(15.7)
            && sq(x - 9.5 - 6.5) + sq(y - 9.5 - 6.5) <= sq(15.7), 9.5, 9.5, 6, 3, false);

    /** A drop: a round belly below, drawn up to a point by its two tangents. */
    private static final Cut PEAR = new Cut((x, y) -> sq(x - 9.5) + sq(y - 11) <= sq(8)
            || (y >= 0 && y <= 5.2 && Math.abs(x - 9.5) <= 1.06 * y), 9.5, 11, 8, 3, false);

    /** Two lobes above and a point below. */
    private static final Cut HEART = new Cut((x, y) -> sq(x - 5.2) + sq(y - 5.6) <= sq(5.2)
            || sq(x - 13.8) + sq(y - 5.6) <= sq(5.2)
            || (y >= 5.6 && Math.abs(x - 9.5) <= 9.3 * (19 - y) / 12.8), 9.5, 8.5, 8, 3, false);

    /** A triangle with gently bowed sides. */
    private static final Cut TRILLION = new Cut(GemsStoneset::insideTrillion, 9.5, 11.5, 6, 3, false);

    private static final Cut[] CUTS = {ROUND, EMERALD, MARQUISE, PEAR, HEART, TRILLION};

    private GemsStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
            Cut cut = CUTS[s];
            // The stone is 19 pixels square, so no cut may spill into the grid line beside it.
            String[] mask = StonesetArt.mask((x, y) -> x < StonesetArt.STONE && y < StonesetArt.STONE
                    && cut.outline().inside(x, y));
            int[][] depth = StonesetArt.depths(mask);
            for (int row = 0; row < StonesetArt.COLORS; row++) {
                drawGem(c, StonesetArt.cellX(s), StonesetArt.cellY(row), cut, depth, row);
            }
            c.stamp(StonesetArt.cellX(s), StonesetArt.cellY(StonesetArt.MASK_ROW), mask, OUTLINE);
        }
        return c.image();
    }

    private static void drawGem(Canvas c, int x0, int y0, Cut cut, int[][] depth, int row) {
        StonesetArt.paintStone(c, x0, y0, depth, (x, y, d) -> d == 0 ? OUTLINE : TONES[row][tone(cut, x, y, d)]);
        sparkle(c, x0 + (int) cut.cx() - 3, y0 + (int) cut.cy() - 3, TONES[row][LIT]);
    }

    /** Which tone a pixel of the crown or table takes, from the direction its facet faces. */
    private static int tone(Cut cut, int x, int y, int d) {
        double dx = x + 0.5 - cut.cx();
        double dy = y + 0.5 - cut.cy();
        if (cut.steps()) {
            // An emerald cut is a stack of rectangular steps: concentric edges, the top step lit.
            if (d == 2 || d == 5) {
                return LINE;
            }
            if (d == 1 && Math.abs(dy) > 7) {
                return dy < 0 ? LIT : SHADE;
            }
            return BODY;
        }
        if (d == cut.crown() + 1) {
            return LINE;
        }
        if (d > cut.crown()) {
            return BODY;
        }
        double sector = 2 * Math.PI / cut.facets();
        boolean inner = d > (cut.crown() + 1) / 2;
        // Inner facets sit half a facet round from the outer ones, so the crown reads as a star.
        double turn = inner && !cut.steps() ? sector / 2 : 0;
        double a = Math.atan2(dy, dx) - turn + sector / 2;
        double centre = Math.floor(a / sector) * sector + turn;
        double light = Math.cos(centre - LIGHT);
        if (inner) {
            // Light passing through the stone comes back off its far side, so the inner facets shine
            // opposite the outer ones.
            light = -light;
        }
        if (light > 0.8) {
            return LIT;
        }
        return light < -0.5 ? SHADE : BODY;
    }

    /** A four-pointed star of light, three pixels across. */
    private static void sparkle(Canvas c, int x, int y, int pen) {
        c.plot(x, y, pen);
        c.plot(x - 1, y, pen);
        c.plot(x + 1, y, pen);
        c.plot(x, y - 1, pen);
        c.plot(x, y + 1, pen);
    }

    /** Inside a triangle (apex up) whose sides bow outwards by a parabola. */
    private static boolean insideTrillion(double x, double y) {
        double[] v = {9.5, 0.2, 18.9, 17.2, 0.1, 17.2};
        for (int i = 0; i < 3; i++) {
            double ax = v[2 * i];
            double ay = v[2 * i + 1];
            double bx = v[(2 * i + 2) % 6];
            double by = v[(2 * i + 3) % 6];
            double len = Math.hypot(bx - ax, by - ay);
            // Distance inwards (the vertices run clockwise on screen) and position along the side.
            double inward = ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / len;
            double t = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / (len * len);
            double bow = t > 0 && t < 1 ? 1.8 * 4 * t * (1 - t) : 0;
            if (inward < -bow) {
                return false;
            }
        }
        return true;
    }

    private static double sq(double v) {
        return v * v;
    }
}
