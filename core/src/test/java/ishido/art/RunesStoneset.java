package ishido.art;

import ishido.image.IndexedImage;

/** The "Runes" stoneset: rough-hewn painted stones, each column its own shape, with a rune carved in. */
final class RunesStoneset {
    private static final int OUTLINE = StonesetArt.OUTLINE;
    /** Bone-white paint: the light stones' highlight and the filling of runes on dark stones. */
    private static final int PAINT = StonesetArt.SHINE;
    private static final int BASE = StonesetArt.BASE;
    private static final int SHADE = StonesetArt.SHADE;
    /** The charcoal stone's bevel, where bone-white would glare. */
    private static final int GREY = 15;

    /**
     * The 16 colours. Lightness runs bone, ice, ochre, moss, blood, charcoal, a step apart, and warm
     * and cool hues alternate.
     */
    static final int[] PALETTE = {
        0x000, // 0 transparent
        0x111, // 1 outline, the groove of a carved rune
        0xFFE, // 2 highlight, paint
        0xB12, // 3 blood red
        0x495, // 4 moss green, a bluish one: red-green eyes tell it from the red and orange
        0x8CF, // 5 ice blue
        0xD92, // 6 ochre
        0xEDB, // 7 bone
        0x334, // 8 charcoal
        0x601, // 9 blood shade
        0x362, // 10 moss shade
        0x48A, // 11 ice shade
        0x851, // 12 ochre shade
        0xA97, // 13 bone shade
        0x112, // 14 charcoal shade
        0x778, // 15 grey: the charcoal's light
    };

    /** Rune treatment per colour row: painted bone-white into dark stones, cut dark into light ones. */
    private static final int[] INK = {PAINT, PAINT, OUTLINE, OUTLINE, OUTLINE, PAINT};

    /** Tiwaz: an arrow pointing up. */
    static final String[] TIWAZ = {
        "....##....",
        "...####...",
        "..######..",
        ".##.##.##.",
        "##..##..##",
        "#...##...#",
        "....##....",
        "....##....",
        "....##....",
        "....##....",
        "....##....",
        "....##....",
    };

    /** Gebo: a cross of two diagonals. */
    static final String[] GEBO = {
        "##......##",
        "###....###",
        ".##....##.",
        "..##..##..",
        "...####...",
        "....##....",
        "....##....",
        "...####...",
        "..##..##..",
        ".##....##.",
        "###....###",
        "##......##",
    };

    /** Sowilo: the sun's zigzag. */
    static final String[] SOWILO = {
        "......##..",
        ".....##...",
        "....##....",
        "...##.....",
        "..##......",
        "..#######.",
        "..#######.",
        "......##..",
        ".....##...",
        "....##....",
        "...##.....",
        "..##......",
    };

    /** Othala: a diamond standing on two crossed legs. */
    static final String[] OTHALA = {
        "....##....",
        "...####...",
        "..##..##..",
        ".##....##.",
        "##......##",
        ".##....##.",
        "..##..##..",
        "...####...",
        "..######..",
        ".##....##.",
        "##......##",
        "#........#",
    };

    /** Uruz: a stave with a long sloping shoulder down to a shorter leg. */
    static final String[] URUZ = {
        "###.......",
        "#####.....",
        "##.###....",
        "##..###...",
        "##...###..",
        "##....###.",
        "##.....##.",
        "##.....##.",
        "##.....##.",
        "##.....##.",
        "##.....##.",
        "##.....##.",
    };

    /** Fehu: a stave with two branches rising to the right. */
    static final String[] FEHU = {
        "##....##..",
        "##...##...",
        "##..##..##",
        "##.##..##.",
        "####..##..",
        "###..##...",
        "##.##.....",
        "####......",
        "###.......",
        "##........",
        "##........",
        "##........",
    };

    static final String[][] SYMBOLS = {TIWAZ, GEBO, SOWILO, OTHALA, URUZ, FEHU};

    /**
     * How far each column's stone is chipped at its corners, as pairs (along x, along y) for the top-left,
     * top-right, bottom-right and bottom-left corner: every stone gets its own rough outline.
     */
    private static final double[][] CHIPS = {
        {4, 3, 3, 5, 5, 3, 2, 3},
        {3, 5, 5, 3, 3, 4, 4, 2},
        {5, 4, 2, 2, 4, 5, 3, 4},
        {2, 3, 4, 4, 2, 3, 5, 5},
        {4, 5, 3, 3, 5, 4, 3, 2},
        {3, 3, 5, 4, 3, 2, 4, 5},
    };

    private static final int SYMBOL_X = 4;
    private static final int SYMBOL_Y = 3;

    private RunesStoneset() {
    }

    static IndexedImage draw() {
        Canvas c = Canvas.blank(StonesetArt.WIDTH, StonesetArt.HEIGHT, PALETTE);
        // A cut groove is dark with its lower edge lit; paint sits in the groove with its shade below.
        StonesetArt.drawSheet(c, s -> chipped(StonesetArt.STONE, CHIPS[s]), 2,
                row -> StonesetArt.rowInks(row, GREY, INK[row], INK[row] == PAINT ? SHADE + row : PAINT),
                (sheet, x, y, row, s, inks) -> {
                    // A few pits in the face, so the stones read as stone and not as enamel.
                    sheet.speckle(x + 2, y + 2, 15, 15, inks.base(), inks.shade(), 11, s * 7 + row);
                    StonesetArt.drawSymbol(sheet, x + SYMBOL_X, y + SYMBOL_Y, SYMBOLS[s], inks.ink(), inks.inkShadow());
                });
        return c.image();
    }

    /** A square of the given side with its four corners chipped off at the given sizes. */
    static String[] chipped(int side, double[] chips) {
        Canvas m = Canvas.blank(StonesetArt.CELL, StonesetArt.CELL, 0x000, 0xFFF);
        m.fillPolygon(1,
                chips[0], 0, side - chips[2], 0,
                side, chips[3], side, side - chips[5],
                side - chips[4], side, chips[6], side,
                0, side - chips[7], 0, chips[1]);
        return StonesetArt.mask((x, y) -> m.get((int) x, (int) y) == 1);
    }
}
