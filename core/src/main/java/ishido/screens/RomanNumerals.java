package ishido.screens;

import ishido.gfx.Framebuffer;

/**
 * The graphic scoreboard's numbers: Roman numerals as the manual lists them, with v, x and l for
 * 5000, 10,000 and 50,000, drawn as capitals under a bar.
 */
public final class RomanNumerals {
    private static final int[] VALUES = {50000, 10000, 5000, 1000, 500, 100, 50, 10, 5, 1};
    private static final char[] MARKS = {'l', 'x', 'v', 'M', 'D', 'C', 'L', 'X', 'V', 'I'};
    /** The greedy steps of {@link #of}, with the subtractive pairs that keep numbers short. */
    private static final long[] STEPS = {
        50000, 40000, 10000, 9000, 5000, 4000, 1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    private static final String[] STEP_MARKS = {
        "l", "xl", "x", "Mx", "v", "Mv", "M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
    /** Glyph width and height of the small capitals; a barred mark is two pixels taller. */
    static final int GLYPH_W = 6;
    static final int LINE_H = 8;
    private static final String[][] GLYPHS = {
        {".#.", ".#.", ".#.", ".#.", ".#."},
        {"#...#", "#...#", ".#.#.", ".#.#.", "..#.."},
        {"#...#", ".#.#.", "..#..", ".#.#.", "#...#"},
        {"#...", "#...", "#...", "#...", "####"},
        {"###.", "#..#", "#...", "#..#", "###."},
        {"###.", "#..#", "#..#", "#..#", "###."},
        {"#...#", "##.##", "#.#.#", "#...#", "#...#"},
    };

    private RomanNumerals() {
    }

    /** Writes a whole number in Roman marks (greedy, with subtractive pairs); 0 is an empty string. */
    public static String of(long n) {
        StringBuilder b = new StringBuilder();
        long rest = n;
        for (int i = 0; i < STEPS.length; i++) {
            // Beyond the largest mark it is repeated: the manual's marks stop at l, 50,000.
            while (rest >= STEPS[i]) {
                b.append(STEP_MARKS[i]);
                rest -= STEPS[i];
            }
        }
        return b.toString();
    }

    /** The value of a Roman string, for checking {@link #of}. */
    static long value(String roman) {
        long total = 0;
        for (int i = 0; i < roman.length(); i++) {
            long v = valueOf(roman.charAt(i));
            long next = i + 1 < roman.length() ? valueOf(roman.charAt(i + 1)) : 0;
            total += v < next ? -v : v;
        }
        return total;
    }

    private static long valueOf(char c) {
        for (int i = 0; i < MARKS.length; i++) {
            if (MARKS[i] == c) {
                return VALUES[i];
            }
        }
        throw new IllegalArgumentException("not a Roman mark: " + c);
    }

    /**
     * Draws the marks centred in a box, wrapping onto as many lines as fit; returns false (and draws
     * nothing) when they do not fit.
     */
    public static boolean draw(Framebuffer fb, String marks, int x, int y, int width, int lines, int pen) {
        int perLine = Math.max(1, width / GLYPH_W);
        int needed = (marks.length() + perLine - 1) / perLine;
        if (needed > lines) {
            return false;
        }
        for (int line = 0; line < needed; line++) {
            String part = marks.substring(line * perLine, Math.min(marks.length(), (line + 1) * perLine));
            int lx = x + (width - part.length() * GLYPH_W) / 2;
            int ly = y + line * LINE_H;
            for (int i = 0; i < part.length(); i++) {
                glyph(fb, part.charAt(i), lx + i * GLYPH_W, ly, pen);
            }
        }
        return true;
    }

    private static void glyph(Framebuffer fb, char c, int x, int y, int pen) {
        char upper = Character.toUpperCase(c);
        String[] rows = GLYPHS["IVXLCDM".indexOf(upper)];
        boolean barred = Character.isLowerCase(c);
        int top = y + 2;
        for (int r = 0; r < rows.length; r++) {
            for (int col = 0; col < rows[r].length(); col++) {
                if (rows[r].charAt(col) == '#') {
                    fb.set(x + col, top + r, pen);
                }
            }
        }
        if (barred) {
            fb.hline(x, y, rows[0].length(), pen);
        }
    }
}
