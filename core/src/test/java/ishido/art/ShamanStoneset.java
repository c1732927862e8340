package ishido.art;

import ishido.image.IndexedImage;

/** The "Shaman" stoneset: painted river pebbles in earth colours with six animal-spirit signs. */
final class ShamanStoneset {
    /** Palette index of the outline, also the dark paint of the light pebbles. */
    private static final int OUTLINE = StonesetArt.OUTLINE;
    /** Palette index of the wet shine on a pebble, also the light paint of the dark pebbles. */
    private static final int SHINE = StonesetArt.SHINE;
    /** First of the six base colours; their shades follow six entries later. */
    private static final int BASE = StonesetArt.BASE;
    private static final int SHADE = StonesetArt.SHADE;
    /** A warm grey for the charcoal pebble's lit edge, where the shine would glare. */
    private static final int ASH = 15;

    /**
     * The 16 colours. Lightness runs bone, ochre, turquoise, sage, rust, charcoal in clear steps, and
     * the hues sit apart (yellow-brown, cyan, green-grey, red-brown, neutral), so earth tones still
     * tell apart at a glance.
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x211, // 1 outline, dark paint
        0xFFE, // 2 shine, light paint
        0xB42, // 3 rust red
        0xDA3, // 4 ochre
        0x2AB, // 5 turquoise
        0x786, // 6 sage green
        0xEDC, // 7 bone white
        0x333, // 8 charcoal
        0x621, // 9 rust shade
        0x962, // 10 ochre shade
        0x168, // 11 turquoise shade
        0x454, // 12 sage shade
        0xA98, // 13 bone shade
        0x111, // 14 charcoal shade
        0x776, // 15 ash: the charcoal pebble's light
    };

    /** Paint per colour row: dark paint where the pebble is light, bone paint where it is dark. */
    private static final int[] INK = {SHINE, OUTLINE, OUTLINE, OUTLINE, OUTLINE, SHINE};

    /** Feather: a vane with two notches, its quill running down to the lower right. */
    static final String[] FEATHER = {
        "####.......",
        "#####......",
        "######.....",
        ".###.##....",
        "..######...",
        "..#.#####..",
        "...######..",
        "....####.#.",
        ".....##..#.",
        "..........#",
        "..........#",
    };

    /** Bear paw: a broad pad under four toes. */
    static final String[] PAW = {
        "...##.##...",
        "..###.###..",
        "..##...##..",
        "##.......##",
        "##..###..##",
        "...#####...",
        "..#######..",
        ".#########.",
        ".#########.",
        ".####.####.",
        "..##...##..",
    };

    /** Spiral: a thick line winding in from the top to a dot at the centre. */
    static final String[] SPIRAL = {
        "..#######..",
        ".##.....##.",
        "##.......##",
        "#...###...#",
        "#..##.##..#",
        "#..#...#..#",
        "#..#..##..#",
        "#..#.....##",
        "##.##...##.",
        ".##.#####..",
        "..##.......",
    };

    /** Sun: a disc with eight short rays. */
    static final String[] SUN = {
        ".....#.....",
        ".#...#...#.",
        "..#.....#..",
        "....###....",
        "...#####...",
        "##.#####.##",
        "...#####...",
        "....###....",
        "..#.....#..",
        ".#...#...#.",
        ".....#.....",
    };

    /** Fish: a plump body swimming left, with an eye and a forked tail. */
    static final String[] FISH = {
        "...........",
        "...........",
        "...........",
        "...####...#",
        ".#######.##",
        "##.#######.",
        "#########..",
        ".#######.##",
        "...####...#",
        "...........",
        "...........",
    };

    /** Arrow: flying up to the right, a barbed head on a stout shaft with fletching at its foot. */
    static final String[] ARROW = {
        "......#####",
        ".......####",
        "........###",
        ".......##.#",
        "......##..#",
        ".....##....",
        "#.#.##.....",
        "####.......",
        ".##........",
        "####.......",
        "#.#.#......",
    };

    static final String[][] SYMBOLS = {FEATHER, PAW, SPIRAL, SUN, FISH, ARROW};

    /** Where a symbol's top-left sits in its cell: centred on the face between the bevels. */
    private static final int SYMBOL_X = 3;
    private static final int SYMBOL_Y = 3;
    /** Corner radius of the pebble: rounder than a cut stone, still filling its square. */
    private static final double PEBBLE_RADIUS = 6;

    private ShamanStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        String[] mask = StonesetArt.roundedSquare(StonesetArt.STONE, PEBBLE_RADIUS);
        // Paint dries matt, so the signs cast no shade; a dark outline would only blur them at 1x.
        StonesetArt.drawSheet(c, s -> mask, 2, row -> StonesetArt.rowInks(row, ASH, INK[row], -1),
                StonesetArt.symbolsAt(SYMBOLS, SYMBOL_X, SYMBOL_Y));
        return c.image();
    }
}
