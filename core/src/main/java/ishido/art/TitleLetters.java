package ishido.art;

import java.util.Map;

/** Bold capitals, nine pixels high, for the titles that boards carry in their top strip. */
final class TitleLetters {
    /** Rows of every letter. */
    static final int HEIGHT = 9;
    /** Space between letters. */
    static final int GAP = 3;

    private static final Map<Character, String[]> GLYPHS = Map.ofEntries(
            Map.entry('A', new String[] {
                "..#####..",
                ".###.###.",
                "###...###",
                "###...###",
                "###...###",
                "#########",
                "###...###",
                "###...###",
                "###...###",
            }),
            Map.entry('C', new String[] {
                ".#######.",
                "###...###",
                "###......",
                "###......",
                "###......",
                "###......",
                "###......",
                "###...###",
                ".#######.",
            }),
            Map.entry('E', new String[] {
                "########",
                "###.....",
                "###.....",
                "###.....",
                "#######.",
                "###.....",
                "###.....",
                "###.....",
                "########",
            }),
            Map.entry('F', new String[] {
                "########",
                "###.....",
                "###.....",
                "###.....",
                "#######.",
                "###.....",
                "###.....",
                "###.....",
                "###.....",
            }),
            Map.entry('G', new String[] {
                ".#######.",
                "###...###",
                "###......",
                "###......",
                "###..####",
                "###...###",
                "###...###",
                "###...###",
                ".#######.",
            }),
            Map.entry('H', new String[] {
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "#########",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
            }),
            Map.entry('M', new String[] {
                "###...###",
                "####.####",
                "#########",
                "###.#.###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
            }),
            Map.entry('N', new String[] {
                "###...###",
                "####..###",
                "####..###",
                "#####.###",
                "###.#####",
                "###..####",
                "###..####",
                "###...###",
                "###...###",
            }),
            Map.entry('R', new String[] {
                "########.",
                "###...###",
                "###...###",
                "###...###",
                "########.",
                "###.###..",
                "###..###.",
                "###...###",
                "###...###",
            }),
            Map.entry('S', new String[] {
                ".#######.",
                "###...###",
                "###......",
                "####.....",
                ".#######.",
                ".....####",
                "......###",
                "###...###",
                ".#######.",
            }),
            Map.entry('U', new String[] {
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                ".#######.",
            }));

    private TitleLetters() {
    }

    static String[] glyph(char letter) {
        String[] g = GLYPHS.get(letter);
        if (g == null) {
            throw new IllegalArgumentException("no title letter " + letter);
        }
        return g;
    }

    /** The width in pixels of a word set in these letters. */
    static int width(String word) {
        int w = -GAP;
        for (int i = 0; i < word.length(); i++) {
            w += glyph(word.charAt(i))[0].length() + GAP;
        }
        return w;
    }

    /**
     * Sets a word with its top-left at (x, y) in relief: a drop shadow one pixel to the lower right, the
     * face, then the light on upper and left edges and the dark on lower ones. For letters cut into a
     * surface rather than cast, pass the light as {@code dark} and a deep tone as {@code light}.
     */
    static void draw(Canvas c, int x, int y, String word, int face, int light, int dark, int shadow) {
        for (int k = 0; k < word.length(); k++) {
            String[] g = glyph(word.charAt(k));
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
                    boolean bottom = j == g.length - 1 || g[j + 1].charAt(i) != '#';
                    boolean left = i == 0 || g[j].charAt(i - 1) != '#';
                    if (top || left) {
                        c.plot(x + i, y + j, light);
                    } else if (bottom) {
                        c.plot(x + i, y + j, dark);
                    }
                }
            }
            x += g[0].length() + GAP;
        }
    }
}
