package ishido.art;

import java.util.Map;

/** Block capitals for the boards' titles, nine pixels tall with two-pixel strokes, cast like metal. */
final class Lettering {
    /** Rows of every glyph. */
    static final int HEIGHT = 9;
    /** Space between letters. */
    private static final int GAP = 2;
    /** Width of a space between words. */
    private static final int SPACE = 6;

    private static final Map<Character, String[]> GLYPHS = Map.ofEntries(
            Map.entry('A', new String[] {
                "..###..", ".##.##.", "##...##", "##...##", "##...##", "#######", "##...##", "##...##", "##...##"}),
            Map.entry('C', new String[] {
                ".#####.", "##...##", "##.....", "##.....", "##.....", "##.....", "##.....", "##...##", ".#####."}),
            Map.entry('E', new String[] {
                "#######", "##.....", "##.....", "##.....", "######.", "##.....", "##.....", "##.....", "#######"}),
            Map.entry('G', new String[] {
                ".#####.", "##...##", "##.....", "##.....", "##..###", "##...##", "##...##", "##...##", ".#####."}),
            Map.entry('H', new String[] {
                "##...##", "##...##", "##...##", "##...##", "#######", "##...##", "##...##", "##...##", "##...##"}),
            Map.entry('I', new String[] {
                "######", "..##..", "..##..", "..##..", "..##..", "..##..", "..##..", "..##..", "######"}),
            Map.entry('M', new String[] {
                "##...##", "###.###", "#######", "##.#.##", "##...##", "##...##", "##...##", "##...##", "##...##"}),
            Map.entry('N', new String[] {
                "##...##", "###..##", "####.##", "##.####", "##..###", "##...##", "##...##", "##...##", "##...##"}),
            Map.entry('P', new String[] {
                "######.", "##...##", "##...##", "##...##", "######.", "##.....", "##.....", "##.....", "##....."}),
            Map.entry('R', new String[] {
                "######.", "##...##", "##...##", "##...##", "######.", "##.##..", "##..##.", "##...##", "##...##"}),
            Map.entry('S', new String[] {
                ".#####.", "##...##", "##.....", "###....", ".#####.", "....###", ".....##", "##...##", ".#####."}));

    private Lettering() {
    }

    /** The width in pixels of a line of text. */
    static int width(String text) {
        int w = 0;
        for (int i = 0; i < text.length(); i++) {
            w += (text.charAt(i) == ' ' ? SPACE : glyph(text.charAt(i))[0].length()) + GAP;
        }
        return w - GAP;
    }

    /**
     * Draws text with its top-left at (x, y), each letter as {@link #drawGlyph} sets it, as on cast
     * metal.
     */
    static void draw(Canvas c, int x, int y, String text, int face, int light, int dark, int shadow) {
        for (int k = 0; k < text.length(); k++) {
            if (text.charAt(k) == ' ') {
                x += SPACE + GAP;
                continue;
            }
            String[] g = glyph(text.charAt(k));
            drawGlyph(c, x, y, g, face, light, dark, shadow);
            x += g[0].length() + GAP;
        }
    }

    /**
     * Sets one glyph ('#' = stroke) with its top-left at (x, y) in relief: a drop shadow one pixel to
     * the lower right (none for -1), the face, then light on the upper and left edges of each stroke and
     * dark on the lower ones. Both title fonts and hand-drawn titles share it, so all titles catch the
     * light alike.
     */
    static void drawGlyph(Canvas c, int x, int y, String[] g, int face, int light, int dark, int shadow) {
        if (shadow >= 0) {
            c.stamp(x + 1, y + 1, g, shadow);
        }
        c.stamp(x, y, g, face);
        for (int j = 0; j < g.length; j++) {
            for (int i = 0; i < g[j].length(); i++) {
                if (g[j].charAt(i) != '#') {
                    continue;
                }
                boolean top = j == 0 || g[j - 1].charAt(i) != '#';
                boolean left = i == 0 || g[j].charAt(i - 1) != '#';
                boolean bottom = j == g.length - 1 || g[j + 1].charAt(i) != '#';
                if (top || left) {
                    c.plot(x + i, y + j, light);
                } else if (bottom) {
                    c.plot(x + i, y + j, dark);
                }
            }
        }
    }

    private static String[] glyph(char ch) {
        String[] g = GLYPHS.get(ch);
        if (g == null) {
            throw new IllegalArgumentException("no title glyph for " + ch);
        }
        return g;
    }
}
