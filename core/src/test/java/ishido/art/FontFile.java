package ishido.art;

import ishido.image.IndexedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/** Reads the text format of the 8x8 font strictly, so that the tests catch a malformed glyph. */
final class FontFile {
    static final String RESOURCE = "/ishido/fonts/ishido8.txt";

    /** Code point to 8 rows of 8 bits, bit 7 = the leftmost pixel. */
    final Map<Integer, int[]> glyphs = new TreeMap<>();

    static FontFile load() {
        try (InputStream in = FontFile.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("font resource missing: " + RESOURCE);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static FontFile parse(String text) {
        FontFile font = new FontFile();
        String[] lines = text.split("\n", -1);
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            if (line.isEmpty() || line.startsWith("#")) {
                i++;
                continue;
            }
            if (!line.startsWith("glyph ")) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected 'glyph N': " + line);
            }
            int code = Integer.parseInt(line.substring(6).trim());
            int[] rows = new int[8];
            for (int r = 0; r < 8; r++) {
                int n = i + 1 + r;
                String row = n < lines.length ? lines[n] : "";
                if (!row.matches("[#.]{8}")) {
                    throw new IllegalArgumentException("line " + (n + 1) + ": glyph " + code + " row " + r
                            + " must be 8 of '#' or '.': " + row);
                }
                for (int c = 0; c < 8; c++) {
                    if (row.charAt(c) == '#') {
                        rows[r] |= 0x80 >> c;
                    }
                }
            }
            if (font.glyphs.put(code, rows) != null) {
                throw new IllegalArgumentException("glyph " + code + " defined twice");
            }
            i += 9;
        }
        return font;
    }

    boolean ink(int code, int x, int y) {
        return (glyphs.get(code)[y] & (0x80 >> x)) != 0;
    }

    /** Draws text in one pen, skipping paper, 8 pixels a character. */
    void draw(IndexedImage img, int x, int y, String text, int pen) {
        for (int k = 0; k < text.length(); k++) {
            int[] g = glyphs.getOrDefault((int) text.charAt(k), glyphs.get((int) '?'));
            for (int r = 0; r < 8; r++) {
                for (int c = 0; c < 8; c++) {
                    int px = x + k * 8 + c;
                    int py = y + r;
                    if ((g[r] & (0x80 >> c)) != 0 && px >= 0 && py >= 0 && px < img.width() && py < img.height()) {
                        img.set(px, py, pen);
                    }
                }
            }
        }
    }
}
