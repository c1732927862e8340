package ishido.art;

import ishido.image.IndexedImage;

/** The "Chungfu" stoneset: lacquer, jade, porcelain and ink tiles cut as octagons, with Chinese-inspired emblems. */
final class ChungfuStoneset {
    private static final int OUTLINE = StonesetArt.OUTLINE;
    private static final int SHINE = StonesetArt.SHINE;
    /** First of the six base colours; their shades follow six entries later. */
    private static final int BASE = StonesetArt.BASE;
    private static final int SHADE = StonesetArt.SHADE;
    private static final int RED = BASE;
    private static final int BLUE = BASE + 3;
    private static final int RED_SHADE = SHADE;
    private static final int WHITE_SHADE = SHADE + 4;
    /** Gold leaf, the emblem of the red and the black lacquer. */
    private static final int GOLD = 15;

    /**
     * The 16 colours. Lightness runs white jade, imperial yellow, jade green, lacquer red, porcelain blue,
     * ink black, each a step apart, and the hues go round the wheel.
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x110, // 1 outline, black ink
        0xFFF, // 2 shine
        0xD22, // 3 lacquer red
        0xFC2, // 4 imperial yellow
        0x3B6, // 5 jade green
        0x35C, // 6 porcelain blue
        0xEEE, // 7 white jade
        0x222, // 8 ink black
        0x801, // 9 red shade, seal red
        0xC80, // 10 yellow shade
        0x174, // 11 green shade
        0x137, // 12 blue shade
        0x9A9, // 13 white shade, the black's bevel
        0x000, // 14 black shade
        0xFD6, // 15 gold leaf
    };

    /**
     * Emblem ink per colour row: gold on the lacquers, seal red on yellow, blue on white as on porcelain,
     * white on blue, black on jade.
     */
    private static final int[] INK = {GOLD, RED_SHADE, OUTLINE, SHINE, BLUE, GOLD};

    /** Yin and yang: a disc of two swirling halves, each with a dot of the other. */
    static final String[] YINYANG = {
        "....#####....",
        "..##.....##..",
        ".#....#...##.",
        ".#...###..##.",
        "#........####",
        "#........####",
        "#......######",
        "#...#########",
        "#...#########",
        ".#.##...####.",
        ".#####.#####.",
        "..#########..",
        "....#####....",
    };

    /** Lotus: pointed petals rising from a flat pad. */
    static final String[] LOTUS = {
        ".....#.....",
        "....###....",
        ".#..###..#.",
        ".##.###.##.",
        ".###.#.###.",
        ".####.####.",
        "..###.###..",
        "...........",
        "###########",
        ".#########.",
        "...........",
    };

    /** Lantern: a ribbed paper lantern between two caps, with a tassel. */
    static final String[] LANTERN = {
        ".....#.....",
        "...#####...",
        "...........",
        ".##.###.##.",
        "###.###.###",
        "###.###.###",
        "###.###.###",
        ".##.###.##.",
        "...........",
        "...#####...",
        "....###....",
    };

    /** Fan: a folding fan opened upwards, its ribs meeting at the pivot. */
    static final String[] FAN = {
        "...#####...",
        ".####.####.",
        "#####.#####",
        "..###.###..",
        "#.###.###.#",
        "##.##.##.##",
        "###..#..###",
        "####.#.####",
        "...#####...",
        "....###....",
        "....###....",
    };

    /** Bamboo: a stalk parted at its joints, with a leaf on either side. */
    static final String[] BAMBOO = {
        "....###....",
        "....###..##",
        "....###.###",
        "....###.##.",
        "...........",
        "....###....",
        ".##.###....",
        "###.###....",
        "##..###....",
        "...........",
        "....###....",
    };

    /** Cloud: three rounded lobes with a curl, flat below. */
    static final String[] CLOUD = {
        "....###....",
        "...#####...",
        ".###...###.",
        "####.#..###",
        "###..##.###",
        "####....###",
        "###########",
        ".#########.",
    };

    static final String[][] SYMBOLS = {YINYANG, LOTUS, LANTERN, FAN, BAMBOO, CLOUD};

    /** How far the octagon's corners are cut back. */
    private static final double CORNER = 4.5;

    private ChungfuStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        String[] mask = octagon(StonesetArt.STONE, CORNER);
        StonesetArt.drawSheet(c, s -> mask, 2, row -> StonesetArt.rowInks(row, WHITE_SHADE, INK[row], inkShadow(row)),
                (sheet, x, y, row, s, inks) -> {
                    // A glint on the lacquer's upper left, where a lamp would catch it.
                    sheet.plot(x + 3, y + 2, inks.light());
                    sheet.plot(x + 2, y + 3, inks.light());
                    StonesetArt.drawCentred(sheet, x, y, SYMBOLS[s], inks.ink(), inks.inkShadow());
                });
        return c.image();
    }

    /** Light emblems cast a shade on the face; dark ones are inlaid, so no shade shows. */
    private static int inkShadow(int row) {
        return INK[row] == GOLD || INK[row] == SHINE ? SHADE + row : -1;
    }

    /** An octagon filling a square of the given side at the cell's top-left, corners cut by {@code cut}. */
    static String[] octagon(int side, double cut) {
        return StonesetArt.mask((x, y) -> x < side && y < side && x + y >= cut && (side - x) + y >= cut
                && x + (side - y) >= cut && (side - x) + (side - y) >= cut);
    }
}
