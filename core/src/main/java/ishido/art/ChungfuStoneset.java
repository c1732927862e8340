package ishido.art;

import ishido.art.StonesetArt.StoneInks;
import ishido.gfx.IndexedImage;

/** The "Chungfu" stoneset: lacquer, jade, porcelain and ink tiles cut as octagons, with Chinese-inspired emblems. */
final class ChungfuStoneset {
    private static final int OUTLINE = 1;
    private static final int SHINE = 2;
    /** First of the six base colours; their shades follow six entries later. */
    private static final int BASE = 3;
    private static final int SHADE = BASE + 6;
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

    /** The face between the bevels that an emblem is centred on: the cell less the outline and shade. */
    private static final int FACE = 17;
    /** How far the octagon's corners are cut back. */
    private static final double CORNER = 4.5;

    private ChungfuStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        String[] mask = octagon(StonesetArt.STONE, CORNER);
        for (int row = 0; row < StonesetArt.COLORS; row++) {
            int light = row == 5 ? WHITE_SHADE : SHINE;
            StoneInks inks = new StoneInks(OUTLINE, light, BASE + row, SHADE + row, INK[row], SHADE + row);
            for (int s = 0; s < StonesetArt.SYMBOLS; s++) {
                int x = StonesetArt.cellX(s);
                int y = StonesetArt.cellY(row);
                StonesetArt.drawBody(c, x, y, mask, inks, 1, 2);
                // A glint on the lacquer's upper left, where a lamp would catch it.
                c.plot(x + 3, y + 2, light);
                c.plot(x + 2, y + 3, light);
                String[] symbol = SYMBOLS[s];
                StonesetArt.drawSymbol(c, x + (FACE - symbol[0].length()) / 2, y + (FACE - symbol.length) / 2,
                        symbol, inks.ink(), inkShadow(row, inks));
            }
        }
        StonesetArt.drawMasks(c, mask, OUTLINE);
        return c.image();
    }

    /** Light emblems cast a shade on the face; dark ones are inlaid, so no shade shows. */
    private static int inkShadow(int row, StoneInks inks) {
        return inks.ink() == GOLD || inks.ink() == SHINE ? inks.shade() : -1;
    }

    /** An octagon filling a square of the given side at the cell's top-left, corners cut by {@code cut}. */
    static String[] octagon(int side, double cut) {
        String[] rows = new String[StonesetArt.CELL];
        for (int y = 0; y < StonesetArt.CELL; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < StonesetArt.CELL; x++) {
                double px = x + 0.5;
                double py = y + 0.5;
                boolean inside = px < side && py < side && px + py >= cut && (side - px) + py >= cut
                        && px + (side - py) >= cut && (side - px) + (side - py) >= cut;
                row.append(inside ? '#' : '.');
            }
            rows[y] = row.toString();
        }
        return rows;
    }
}
