package ishido.ui;

import ishido.gfx.Framebuffer;

/** Small pictures of the toolkit (ticks, arrows, the Amiga key) drawn from rows of {@code #} and {@code .}. */
final class Glyphs {
    /** The right Amiga key as Intuition shows it beside menu shortcuts: an outlined A. */
    static final String[] AMIGA_KEY = {
        "#########", "#...#...#", "#..#.#..#", "#.#...#.#", "#.#####.#", "#.#...#.#", "#########"};
    static final String[] ARROW_UP = {"...#...", "..###..", ".#####.", "#######"};
    static final String[] ARROW_DOWN = {"#######", ".#####.", "..###..", "...#..."};
    static final String[] SUBMENU = {"##...", ".##..", "..##.", ".##..", "##..."};
    static final String[] CHECK = {
        ".......#", "......##", "#....##.", "##..##..", ".####...", "..##...."};

    private Glyphs() {
    }

    static void stamp(Framebuffer fb, int x, int y, String[] rows, int pen) {
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) {
                if (rows[r].charAt(c) == '#') {
                    fb.set(x + c, y + r, pen);
                }
            }
        }
    }
}
