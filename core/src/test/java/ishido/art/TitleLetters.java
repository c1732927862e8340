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
            Map.entry('D', new String[] {
                "#######..",
                "###..###.",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###..###.",
                "#######..",
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
            Map.entry('I', new String[] {
                "#######",
                "..###..",
                "..###..",
                "..###..",
                "..###..",
                "..###..",
                "..###..",
                "..###..",
                "#######",
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
            Map.entry('O', new String[] {
                ".#######.",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                "###...###",
                ".#######.",
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
     * Sets a word with its top-left at (x, y) in relief, each letter as {@link Lettering#drawGlyph} sets
     * it. For letters cut into a surface rather than cast, pass the light as {@code dark} and a deep tone
     * as {@code light}.
     */
    static void draw(Canvas c, int x, int y, String word, int face, int light, int dark, int shadow) {
        for (int k = 0; k < word.length(); k++) {
            String[] g = glyph(word.charAt(k));
            Lettering.drawGlyph(c, x, y, g, face, light, dark, shadow);
            x += g[0].length() + GAP;
        }
    }
}
