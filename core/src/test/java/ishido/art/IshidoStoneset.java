package ishido.art;

import ishido.image.IndexedImage;

/** The classic "Ishido" stoneset: red, yellow, green, blue, white and black stones with six bold symbols. */
final class IshidoStoneset {
    /** Palette index of the outline, also the dark ink of the light stones. */
    private static final int OUTLINE = StonesetArt.OUTLINE;
    /** Palette index of the shine, also the light ink of the dark stones. */
    private static final int SHINE = StonesetArt.SHINE;
    /** First of the six base colours; their shades follow six entries later. */
    private static final int BASE = StonesetArt.BASE;
    private static final int SHADE = StonesetArt.SHADE;
    /** A soft grey for the black stone's bevel, where pure white would glare. */
    private static final int GREY = 15;

    /**
     * The 16 colours. Lightness runs white, yellow, green, red, blue, black with the hues spread round
     * the wheel, so that no two stones can be mistaken for each other (the original's black looked brown).
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x111, // 1 outline, dark ink
        0xFFF, // 2 shine, light ink
        0xD22, // 3 red
        0xFD3, // 4 yellow
        0x3B4, // 5 green
        0x36E, // 6 blue
        0xDDC, // 7 white (ivory)
        0x333, // 8 black (charcoal)
        0x811, // 9 red shade
        0xB80, // 10 yellow shade
        0x172, // 11 green shade
        0x138, // 12 blue shade
        0x998, // 13 white shade
        0x000, // 14 black shade
        0x777, // 15 grey: the black stone's light
    };

    /** Symbol ink per colour row: dark ink where the stone is light, light ink where it is dark. */
    private static final int[] INK = {SHINE, OUTLINE, OUTLINE, SHINE, OUTLINE, SHINE};

    /** Sun: a full disc. */
    static final String[] SUN = {
        "...#####...",
        "..#######..",
        ".#########.",
        "###########",
        "###########",
        "###########",
        "###########",
        "###########",
        ".#########.",
        "..#######..",
        "...#####...",
    };

    /** Moon: a crescent opening to the upper right. */
    static final String[] MOON = {
        "...###.....",
        "..###......",
        ".###.......",
        "####.......",
        "####.......",
        "####.......",
        "#####......",
        "######....#",
        ".#########.",
        "..#######..",
        "...#####...",
    };

    /** Mountain: a solid peak. */
    static final String[] MOUNTAIN = {
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
        "###########",
    };

    /** Water: two rolling waves. */
    static final String[] WATER = {
        "...........",
        ".##....##..",
        "####..####.",
        "#..####..##",
        "....##.....",
        "...........",
        ".##....##..",
        "####..####.",
        "#..####..##",
        "....##.....",
        "...........",
    };

    /** Cross: an upright cross of three-pixel arms. */
    static final String[] CROSS = {
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        "###########",
        "###########",
        "###########",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
    };

    /** Gate: an open diamond. */
    static final String[] GATE = {
        ".....#.....",
        "....###....",
        "...#####...",
        "..###.###..",
        ".###...###.",
        "###.....###",
        ".###...###.",
        "..###.###..",
        "...#####...",
        "....###....",
        ".....#.....",
    };

    static final String[][] SYMBOLS = {SUN, MOON, MOUNTAIN, WATER, CROSS, GATE};

    /** Where a symbol's top-left sits in its cell: centred on the face between the bevels. */
    private static final int SYMBOL_X = 3;
    private static final int SYMBOL_Y = 3;

    private IshidoStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        String[] mask = StonesetArt.roundedSquare(StonesetArt.STONE, 3.5);
        // Light symbols cast a shade; dark ones are cut in, so their lower edge catches the light.
        StonesetArt.drawSheet(c, s -> mask, 2,
                row -> StonesetArt.rowInks(row, GREY, INK[row], INK[row] == SHINE ? SHADE + row : SHINE),
                StonesetArt.symbolsAt(SYMBOLS, SYMBOL_X, SYMBOL_Y));
        return c.image();
    }
}
