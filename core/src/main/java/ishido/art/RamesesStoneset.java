package ishido.art;

import ishido.art.StonesetArt.StoneInks;
import ishido.gfx.IndexedImage;

/** The "Rameses" stoneset: inlaid tablets of lapis, turquoise, carnelian, gold, ivory and obsidian with hieroglyph-like signs. */
final class RamesesStoneset {
    private static final int OUTLINE = 1;
    private static final int SHINE = 2;
    /** First of the six base colours; their shades follow six entries later. */
    private static final int BASE = 3;
    private static final int SHADE = BASE + 6;
    private static final int LAPIS = BASE;
    private static final int GOLD = BASE + 3;
    /** A warm grey for the obsidian's bevel, where white would glare. */
    private static final int GREY = 15;

    /**
     * The 16 colours. Lightness runs ivory, gold, turquoise, carnelian, lapis, obsidian, a step apart,
     * with the hues spread round the wheel.
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x110, // 1 outline
        0xFFE, // 2 shine
        0x23B, // 3 lapis
        0x3CB, // 4 turquoise
        0xD52, // 5 carnelian
        0xFC3, // 6 gold
        0xEEC, // 7 ivory
        0x222, // 8 obsidian
        0x116, // 9 lapis shade
        0x177, // 10 turquoise shade
        0x821, // 11 carnelian shade
        0xB70, // 12 gold shade
        0xAA8, // 13 ivory shade
        0x000, // 14 obsidian shade
        0x776, // 15 grey: the obsidian's light
    };

    /** Sign ink per colour row: gold on lapis and obsidian, lapis on gold, ivory on carnelian, black elsewhere. */
    private static final int[] INK = {GOLD, OUTLINE, SHINE, LAPIS, OUTLINE, GOLD};

    /** Ankh: a loop above a cross. */
    static final String[] ANKH = {
        "...#####...",
        "..##...##..",
        "..##...##..",
        "..##...##..",
        "...##.##...",
        "###########",
        "###########",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
    };

    /** Eye: a painted eye under its brow, with a drop line below. */
    static final String[] EYE = {
        ".#########.",
        "...........",
        "..#######..",
        ".#.......#.",
        "#...###...#",
        "#...###...#",
        ".#.......#.",
        "..#######..",
        "....#......",
        "....#......",
    };

    /** Scarab: a beetle seen from above, wing cases parted, legs out. */
    static final String[] SCARAB = {
        "....###....",
        ".#..###..#.",
        "..#######..",
        ".#.##.##.#.",
        "#..##.##..#",
        "...##.##...",
        ".#.##.##.#.",
        "..#######..",
        ".#.#####.#.",
        "#...###...#",
        "...........",
    };

    /** Pyramid: a stepped pyramid, as the oldest were built. */
    static final String[] PYRAMID = {
        "....###....",
        "....###....",
        "...#####...",
        "...#####...",
        "..#######..",
        "..#######..",
        ".#########.",
        ".#########.",
        "###########",
        "###########",
    };

    /** Feather: a plume leaning to the right, its quill down the middle. */
    static final String[] FEATHER = {
        "........###",
        "......#####",
        ".....###.##",
        "....###.###",
        "...###.###.",
        "..###.###..",
        "..##.###...",
        ".##.###....",
        ".##.##.....",
        "..##.......",
        ".#.........",
    };

    /** Sun disc: a disc held between two horns. */
    static final String[] SUN = {
        "##.......##",
        ".#..###..#.",
        ".#.#####.#.",
        ".#.#####.#.",
        ".#.#####.#.",
        "..#.###.#..",
        "...#...#...",
        "....###....",
    };

    static final String[][] SYMBOLS = {ANKH, EYE, SCARAB, PYRAMID, FEATHER, SUN};

    /** The face between the bevels that a sign is centred on: the cell less the outline and shade. */
    private static final int FACE = 17;
    /** The tablet's top corners are rounded like a stela's; the bottom ones barely. */
    private static final double TOP_RADIUS = 6.5;
    private static final double BOTTOM_RADIUS = 2.0;

    private RamesesStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        String[] mask = stela(StonesetArt.STONE, TOP_RADIUS, BOTTOM_RADIUS);
        for (int row = 0; row < StonesetArt.COLORS; row++) {
            int light = row == 5 ? GREY : SHINE;
            int ink = INK[row];
            // Gold and ivory signs stand proud and cast a shade; dark ones are cut in and catch the light below.
            int inkShadow = ink == GOLD || ink == SHINE ? SHADE + row : SHINE;
            if (row == 3) {
                inkShadow = SHADE + row;
            }
            StoneInks inks = new StoneInks(OUTLINE, light, BASE + row, SHADE + row, ink, inkShadow);
            for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
                int x = StonesetArt.cellX(s);
                int y = StonesetArt.cellY(row);
                StonesetArt.drawBody(c, x, y, mask, inks, 1, 2);
                String[] symbol = SYMBOLS[s];
                StonesetArt.drawSymbol(c, x + (FACE - symbol[0].length()) / 2, y + 1 + (FACE - symbol.length) / 2,
                        symbol, inks.ink(), inks.inkShadow());
            }
        }
        StonesetArt.drawMasks(c, mask, OUTLINE);
        return c.image();
    }

    /** A tablet filling a square of the given side, its top corners rounder than its bottom ones. */
    static String[] stela(int side, double top, double bottom) {
        String[] rows = new String[StonesetArt.CELL];
        for (int y = 0; y < StonesetArt.CELL; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < StonesetArt.CELL; x++) {
                double px = x + 0.5;
                double py = y + 0.5;
                double r = py < side / 2.0 ? top : bottom;
                boolean inside = false;
                if (px < side && py < side) {
                    double cx = Math.min(Math.max(px, r), side - r);
                    double cy = Math.min(Math.max(py, r), side - r);
                    inside = (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r + 0.25;
                }
                row.append(inside ? '#' : '.');
            }
            rows[y] = row.toString();
        }
        return rows;
    }
}
