package ishido.art;

import ishido.image.IndexedImage;

/**
 * The "Magic" stoneset: a sorcerer's charms (star, moon, eye, potion, crystal ball, lightning) on
 * pebbles in six deep colours that still lie far apart in lightness.
 */
final class MagicStoneset {
    private static final int OUTLINE = StonesetArt.OUTLINE;
    private static final int SHINE = StonesetArt.SHINE;
    /** First of the six pebble colours; their shades follow six entries later. */
    private static final int BASE = StonesetArt.BASE;
    private static final int SHADE = StonesetArt.SHADE;
    /** A blue glow for the midnight pebble's bevel, where white would glare. */
    private static final int GLOW = 15;

    /**
     * The 16 colours. Lightness runs moonstone, gold, jade, magenta, violet, midnight, one step apart
     * each, so the deep colours of a wizard's robe do not run into each other.
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x102, // 1 outline, dark ink
        0xFFF, // 2 shine, light ink
        0xDDF, // 3 moonstone
        0xEB3, // 4 gold
        0x4C8, // 5 jade, a touch blue: protanopes tell it from the amber
        0xD28, // 6 magenta
        0x62B, // 7 violet
        0x124, // 8 midnight
        0x88B, // 9 moonstone shade
        0x951, // 10 gold shade
        0x264, // 11 jade shade
        0x714, // 12 magenta shade
        0x315, // 13 violet shade
        0x012, // 14 midnight shade
        0x47B, // 15 glow
    };

    /** Symbol ink per colour row: dark ink where the pebble is light, light ink where it is dark. */
    private static final int[] INK = {OUTLINE, OUTLINE, OUTLINE, SHINE, SHINE, SHINE};

    /** Star: five points. */
    static final String[] STAR = {
        ".....#.....",
        "....###....",
        "....###....",
        "###########",
        ".#########.",
        "..#######..",
        "...#####...",
        "..#######..",
        "..###.###..",
        ".###...###.",
        ".#.......#.",
    };

    /** Moon: a crescent opening to the right. */
    static final String[] MOON = {
        "....####...",
        "..####.....",
        ".####......",
        ".###.......",
        "####.......",
        "####.......",
        "####.......",
        ".###.......",
        ".####......",
        "..####.....",
        "....####...",
    };

    /** Eye: an open eye with a round pupil. */
    static final String[] EYE = {
        "...........",
        "..#######..",
        ".##.....##.",
        "##..###..##",
        "#..#####..#",
        "#..#####..#",
        "##..###..##",
        ".##.....##.",
        "..#######..",
        "...........",
        "...........",
    };

    /** Potion: a round-bellied flask with a long neck and a glint on the glass. */
    static final String[] POTION = {
        "..#######..",
        "....###....",
        "....###....",
        "....###....",
        "...#####...",
        "..##.####..",
        ".##.######.",
        "###########",
        "###########",
        ".#########.",
        "..#######..",
    };

    /** Crystal ball: an orb with a glint, floating over its cushion. */
    static final String[] ORB = {
        "...#####...",
        "..#######..",
        ".##..#####.",
        ".#.#######.",
        ".#########.",
        ".#########.",
        "..#######..",
        "...#####...",
        "...........",
        "..#######..",
        ".#########.",
    };

    /** Lightning: a bolt striking down to the left. */
    static final String[] BOLT = {
        "....######.",
        "...######..",
        "..######...",
        ".######....",
        ".#########.",
        ".....####..",
        "....####...",
        "...####....",
        "..###......",
        ".##........",
        "#..........",
    };

    static final String[][] SYMBOLS = {STAR, MOON, EYE, POTION, ORB, BOLT};

    /** Where a symbol's top-left sits in its cell: centred on the face between the bevels. */
    private static final int SYMBOL_X = 3;
    private static final int SYMBOL_Y = 3;

    private MagicStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        // Well rounded corners: worn pebbles from a wizard's pouch rather than cut tiles.
        String[] mask = StonesetArt.roundedSquare(StonesetArt.STONE, 5.5);
        // Light symbols cast a shade; dark ones are cut in, so their lower edge catches the light.
        StonesetArt.drawSheet(c, s -> mask, 2,
                row -> StonesetArt.rowInks(row, GLOW, INK[row], INK[row] == SHINE ? SHADE + row : SHINE),
                StonesetArt.symbolsAt(SYMBOLS, SYMBOL_X, SYMBOL_Y));
        return c.image();
    }
}
