package ishido.art;

import ishido.image.IndexedImage;

/** The "Rameses" stoneset: inlaid tablets of lapis, turquoise, carnelian, gold, ivory and obsidian with hieroglyph-like signs. */
final class RamesesStoneset {
    private static final int OUTLINE = StonesetArt.OUTLINE;
    private static final int SHINE = StonesetArt.SHINE;
    /** First of the six base colours; their shades follow six entries later. */
    private static final int BASE = StonesetArt.BASE;
    private static final int SHADE = StonesetArt.SHADE;
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
        0xB31, // 5 carnelian, a deep red: red-green eyes tell it from the gold
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

    /** The tablet's top corners are rounded like a stela's; the bottom ones barely. */
    private static final double TOP_RADIUS = 6.5;
    private static final double BOTTOM_RADIUS = 2.0;

    private RamesesStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        String[] mask = stela(StonesetArt.STONE, TOP_RADIUS, BOTTOM_RADIUS);
        StonesetArt.drawSheet(c, s -> mask, 2, row -> StonesetArt.rowInks(row, GREY, INK[row], inkShadow(row)),
                // A pixel below the centre, where the stela's round top leaves the face its room.
                (sheet, x, y, row, s, inks) -> StonesetArt.drawCentred(sheet, x, y + 1, SYMBOLS[s], inks.ink(),
                        inks.inkShadow()));
        return c.image();
    }

    /**
     * Gold and ivory signs stand proud and cast a shade, as does the lapis sign on the gold tablet; the
     * other dark signs are cut in and catch the light below.
     */
    private static int inkShadow(int row) {
        int ink = INK[row];
        return ink == GOLD || ink == SHINE || row == 3 ? SHADE + row : SHINE;
    }

    /** A tablet filling a square of the given side, its top corners rounder than its bottom ones. */
    static String[] stela(int side, double top, double bottom) {
        return StonesetArt.mask((x, y) -> StonesetArt.insideRounded(x, y, side, y < side / 2.0 ? top : bottom));
    }
}
