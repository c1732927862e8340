package ishido.art;

import ishido.art.StonesetArt.StoneInks;
import ishido.gfx.IndexedImage;

/** The classic "Ishido" stoneset: red, yellow, green, blue, white and black stones with six bold symbols. */
final class IshidoStoneset {
    /** Palette index of the outline, also the dark ink of the light stones. */
    private static final int OUTLINE = 1;
    /** Palette index of the shine, also the light ink of the dark stones. */
    private static final int SHINE = 2;
    /** First of the six base colours; their shades follow six entries later. */
    private static final int BASE = 3;
    private static final int SHADE = BASE + 6;
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
        for (int row = 0; row < StonesetArt.COLORS; row++) {
            int light = row == 5 ? GREY : SHINE;
            // Light symbols cast a shade; dark ones are cut in, so their lower edge catches the light.
            int inkShadow = INK[row] == SHINE ? SHADE + row : SHINE;
            StoneInks inks = new StoneInks(OUTLINE, light, BASE + row, SHADE + row, INK[row], inkShadow);
            for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
                int x = StonesetArt.cellX(s);
                int y = StonesetArt.cellY(row);
                StonesetArt.drawBody(c, x, y, mask, inks, 1, 2);
                StonesetArt.drawSymbol(c, x + SYMBOL_X, y + SYMBOL_Y, SYMBOLS[s], inks.ink(), inks.inkShadow());
            }
        }
        StonesetArt.drawMasks(c, mask, OUTLINE);
        return c.image();
    }
}
