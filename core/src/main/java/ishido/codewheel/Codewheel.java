package ishido.codewheel;

import java.util.List;

/**
 * The codewheel: three discs turning about one centre, the one model behind the code check, the
 * wheel on the screen and the printed wheel.
 *
 * <p>The outer disc and the middle ring carry patterns on their rims, the inner disc words on its rim
 * and windows in its interior, each labelled with a word. Each window is a slot with two openings: the
 * outer one shows a digit printed on the middle ring, the inner one, nearer the centre, a digit printed
 * on the outer disc, seen through the middle ring's hole. The two read from the rim inwards make the
 * number. Because the middle ring is turned against the outer disc and the inner disc against both, the
 * outer digit depends on the first pattern and the first word, the ring's digit on the second pattern
 * and the first word, and both on the window: the answer depends on all four prompts.
 */
public final class Codewheel {
    /** Positions round every disc: each rim carries this many patterns or words. */
    public static final int SECTORS = 6;
    /** Windows in the inner disc, at every other sector, half a sector on from the rim words. */
    public static final int WINDOWS = 3;

    /** Radii as fractions of the outer disc's, shared by the screen and the printed wheel. */
    public static final double MIDDLE_RADIUS = 0.84;
    public static final double INNER_RADIUS = 0.68;
    /** The middle ring's hole, through which the outer disc's digits show. */
    public static final double HOLE_RADIUS = 0.29;
    public static final double OUTER_PATTERN_RADIUS = 0.92;
    public static final double MIDDLE_PATTERN_RADIUS = 0.76;
    public static final double EDGE_WORD_RADIUS = 0.49;
    /** Centres of a window's two openings: over the middle ring, and over the outer disc. */
    public static final double TENS_RADIUS = 0.36;
    public static final double UNITS_RADIUS = 0.23;

    private static final List<String> EDGE_WORDS = List.of(
            "RIVER", "CRANE", "CLOUD", "BELL", "FLAME", "STONE");
    private static final List<String> WINDOW_WORDS = List.of("DAWN", "SEED", "LAKE");
    /** The ring's digits by sector: distinct, and never 0, so no answer starts with a zero. */
    private static final int[] MIDDLE_DIGITS = {7, 3, 9, 1, 6, 4};
    /** The outer disc's digits by sector: distinct, so turning the outer disc always changes them. */
    private static final int[] OUTER_DIGITS = {5, 0, 8, 3, 9, 6};

    /** The codewheel of this game, the one printed by the codewheel command. */
    public static final Codewheel STANDARD = new Codewheel();

    private Codewheel() {
    }

    /** A position brought into 0 to SECTORS - 1. */
    public static int sector(int position) {
        return Math.floorMod(position, SECTORS);
    }

    /** The angle of a position, in degrees clockwise from the top. */
    public static double degrees(double position) {
        return position * 360.0 / SECTORS;
    }

    public List<Emblem> outerPatterns() {
        return Emblems.OUTER;
    }

    public List<Emblem> middlePatterns() {
        return Emblems.MIDDLE;
    }

    public List<String> edgeWords() {
        return EDGE_WORDS;
    }

    public List<String> windowWords() {
        return WINDOW_WORDS;
    }

    /** The sector of the inner disc a window sits at. */
    public int windowSector(int window) {
        return window * (SECTORS / WINDOWS);
    }

    /** The digit printed at a sector of the middle ring, seen through a window's outer opening. */
    public int middleDigit(int sector) {
        return MIDDLE_DIGITS[sector(sector)];
    }

    /** The digit printed at a sector of the outer disc, seen through a window's inner opening. */
    public int outerDigit(int sector) {
        return OUTER_DIGITS[sector(sector)];
    }

    /** The sector of a disc that lies at a position (0 to SECTORS - 1, clockwise from the top) in a setting. */
    public static int sectorAt(Disc disc, int position, Setting setting) {
        return sector(position - setting.rotation(disc));
    }

    /** The number a window shows in a setting: the ring's digit, then the outer disc's. */
    public int reading(Setting setting, int window) {
        int position = windowSector(window) + setting.inner();
        return 10 * middleDigit(sectorAt(Disc.MIDDLE, position, setting))
                + outerDigit(sectorAt(Disc.OUTER, position, setting));
    }

    /**
     * What a player does with the paper wheel, starting from a setting: leaves the outer disc, turns the
     * middle ring until the second pattern is under the first, and the inner disc until the first word is
     * under both.
     */
    public Setting solve(Challenge c, Setting from) {
        int at = c.outerPattern() + from.outer();
        return new Setting(from.outer(), at - c.middlePattern(), at - c.edgeWord());
    }

    /** The number the challenge asks for: the one in the labelled window once the wheel is set. */
    public int answer(Challenge c) {
        return reading(solve(c, Setting.HOME), c.window());
    }

    /** True when the typed text is the answer: digits only, leading zeros and spaces round it allowed. */
    public boolean check(Challenge c, String typed) {
        String t = typed.strip();
        if (t.isEmpty() || t.length() > 6 || !t.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return false;
        }
        return Integer.parseInt(t) == answer(c);
    }
}
