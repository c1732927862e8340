package ishido.ui;

import ishido.assets.Assets;
import ishido.gfx.Framebuffer;
import java.util.ArrayList;
import java.util.List;

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

    /**
     * A glyph kept in the assets (an asset's name, as {@code yinyang.txt}): rows of {@code 1} (ink) and {@code .}, lines starting with {@code #}
     * being comments; returned as rows of {@code #} and {@code .}.
     */
    static String[] load(String asset) {
        List<String> rows = new ArrayList<>();
        for (String line : Assets.text(asset).split("\n")) {
            String row = line.strip();
            if (!row.isEmpty() && !row.startsWith("#")) {
                rows.add(row.replace('1', '#'));
            }
        }
        return rows.toArray(new String[0]);
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
