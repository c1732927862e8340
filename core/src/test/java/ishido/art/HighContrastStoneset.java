package ishido.art;

import ishido.art.StonesetArt.StonePen;
import ishido.image.IndexedImage;

/**
 * The "High Contrast" stoneset for colour-blind players: six colours of the Okabe-Ito palette spread
 * over the whole range of lightness, six bold silhouettes, and a border pattern per colour, so that
 * every stone can be told even in greyscale.
 */
final class HighContrastStoneset {
    private static final int OUTLINE = StonesetArt.OUTLINE;
    private static final int WHITE = 2;

    /**
     * The 16 colours: black, blue, vermillion, sky blue and yellow of Okabe and Ito rounded to 12 bits,
     * and white. Their lightness runs 0.13, 0.36, 0.45, 0.64, 0.88, 1.0, and the hues avoid the
     * red-green axis that most colour-blind eyes lose.
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x000, // 1 outline, dark ink
        0xFFF, // 2 white: light ink and the white stone
        0x222, // 3 black stone
        0x07B, // 4 blue
        0xD50, // 5 vermillion
        0x5BE, // 6 sky blue
        0xFE4, // 7 yellow
        0x000, // 8 unused
        0x000, // 9 unused
        0x000, // 10 unused
        0x000, // 11 unused
        0x000, // 12 unused
        0x000, // 13 unused
        0x000, // 14 unused
        0x000, // 15 unused
    };

    /** Body colour per colour row, from darkest to lightest. */
    private static final int[] BODY = {3, 4, 5, 6, 7, WHITE};
    /** Symbol and border ink per row: white on the three dark stones, black on the three light. */
    private static final int[] INK = {WHITE, WHITE, WHITE, OUTLINE, OUTLINE, OUTLINE};

    /** How far into each corner the notches of {@link Cue#NOTCHED} reach, in steps along both edges. */
    private static final int NOTCH = 5;

    /** The border pattern each colour row carries besides its colour, so colour never has to be seen. */
    enum Cue {
        /** No mark: the black stone. */
        PLAIN,
        /** Dots all round, one pixel in from the outline. */
        DOTTED,
        /** A solid line just inside the outline. */
        SOLID,
        /** The four corners inked away, so the stone reads as an octagon. */
        NOTCHED,
        /** A second line inside the outline, with a gap between. */
        DOUBLE,
        /** A short bar at the middle of each side. */
        TICKS;

        /** Whether the cue inks a pixel of the stone, given its distance in from the edge. */
        boolean inks(int x, int y, int depth) {
            int edge = StonesetArt.STONE - 1;
            boolean corner = Math.min(x, edge - x) + Math.min(y, edge - y) <= NOTCH;
            boolean middle = Math.abs(x - edge / 2) <= 1 || Math.abs(y - edge / 2) <= 1;
            return switch (this) {
                case PLAIN -> false;
                case DOTTED -> depth == 2 && (x + y) % 2 == 0;
                case SOLID -> depth == 1;
                case NOTCHED -> corner;
                case DOUBLE -> depth == 2;
                case TICKS -> middle && (depth == 1 || depth == 2);
            };
        }
    }

    /** The cue of each colour row: neighbours in lightness get the most different patterns. */
    static final Cue[] CUES = {Cue.PLAIN, Cue.DOTTED, Cue.SOLID, Cue.NOTCHED, Cue.DOUBLE, Cue.TICKS};

    /** Disc: a full circle. */
    static final String[] DISC = {
        "...#####...",
        ".#########.",
        ".#########.",
        "###########",
        "###########",
        "###########",
        "###########",
        "###########",
        ".#########.",
        ".#########.",
        "...#####...",
    };

    /** Triangle: a solid peak on a broad base. */
    static final String[] TRIANGLE = {
        ".....#.....",
        ".....#.....",
        "....###....",
        "....###....",
        "...#####...",
        "...#####...",
        "..#######..",
        "..#######..",
        ".#########.",
        ".#########.",
        "###########",
    };

    /** Plus: an upright cross of three-pixel arms, the same as the Ishido set's cross. */
    static final String[] PLUS = IshidoStoneset.CROSS;

    /** Frame: a square with a square hole, the one hollow shape. */
    static final String[] FRAME = {
        "###########",
        "###########",
        "###########",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###########",
        "###########",
        "###########",
    };

    /** Heart: two lobes over a point. */
    static final String[] HEART = {
        "...........",
        ".###...###.",
        "#####.#####",
        "###########",
        "###########",
        "###########",
        ".#########.",
        "..#######..",
        "...#####...",
        "....###....",
        ".....#.....",
    };

    /** Bars: two thick horizontal bars, the one shape open at the sides. */
    static final String[] BARS = {
        "...........",
        "###########",
        "###########",
        "###########",
        "###########",
        "...........",
        "...........",
        "###########",
        "###########",
        "###########",
        "###########",
    };

    static final String[][] SYMBOLS = {DISC, TRIANGLE, PLUS, FRAME, HEART, BARS};

    /** Flat stones have no bevel, so the symbol sits in the very middle, a pixel clear of the border cue. */
    private static final int SYMBOL_X = 4;
    private static final int SYMBOL_Y = 4;
    /** Only a slight rounding: square stones show their border pattern best. */
    private static final double CORNER_RADIUS = 2.5;

    private HighContrastStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        String[] mask = StonesetArt.roundedSquare(StonesetArt.STONE, CORNER_RADIUS);
        int[][] depth = StonesetArt.depths(mask);
        for (int row = 0; row < StonesetArt.COLORS; row++) {
            StonePen pen = flatPen(row);
            for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
                int x0 = StonesetArt.cellX(s);
                int y0 = StonesetArt.cellY(row);
                StonesetArt.paintStone(c, x0, y0, depth, pen);
                StonesetArt.drawSymbol(c, x0 + SYMBOL_X, y0 + SYMBOL_Y, SYMBOLS[s], INK[row], -1);
            }
        }
        StonesetArt.drawMasks(c, mask, OUTLINE);
        return c.image();
    }

    /** Flat stones have no bevel: only the outline, and the row's border cue in its ink on its body colour. */
    private static StonePen flatPen(int row) {
        return (x, y, d) -> d == 0 ? OUTLINE : CUES[row].inks(x, y, d) ? INK[row] : BODY[row];
    }
}
