package ishido.gfx;

import ishido.assets.Assets;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * A monospaced 8x8 bitmap font in the manner of the Amiga's Topaz, read from the project's text
 * format: {@code glyph N} followed by eight rows of {@code #} (ink) and {@code .} (paper).
 */
public final class Font {
    public static final int WIDTH = 8;
    public static final int HEIGHT = 8;
    private static final String RESOURCE = "fonts/ishido8.txt";
    private static final int GLYPHS = 256;

    private static Font standard;

    /** One byte per row, bit 7 the leftmost pixel; null for a glyph the font lacks. */
    private final byte[][] rows = new byte[GLYPHS][];

    private Font() {
    }

    /** The game's font, loaded once from the assets. */
    public static synchronized Font standard() {
        if (standard == null) {
            try (InputStream in = new ByteArrayInputStream(Assets.bytes(RESOURCE))) {
                standard = read(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return standard;
    }

    /** Reads a font in the text format; a malformed file gives an IOException naming the line. */
    public static Font read(InputStream in) throws IOException {
        Font font = new Font();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line;
        int lineNo = 0;
        while ((line = reader.readLine()) != null) {
            lineNo++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] words = t.split("\\s+");
            if (!words[0].equals("glyph") || words.length < 2) {
                throw new IOException("font line " + lineNo + ": expected 'glyph N'");
            }
            int code;
            try {
                code = Integer.parseInt(words[1]);
            } catch (NumberFormatException e) {
                throw new IOException("font line " + lineNo + ": bad glyph number '" + words[1] + "'");
            }
            if (code < 0 || code >= GLYPHS) {
                throw new IOException("font line " + lineNo + ": glyph " + code + " is out of range");
            }
            byte[] glyph = new byte[HEIGHT];
            for (int r = 0; r < HEIGHT; r++) {
                String row = reader.readLine();
                lineNo++;
                if (row == null || row.strip().length() != WIDTH) {
                    throw new IOException("font line " + lineNo + ": glyph " + code + " needs 8 rows of 8 pixels");
                }
                row = row.strip();
                int bits = 0;
                for (int c = 0; c < WIDTH; c++) {
                    if (row.charAt(c) == '#') {
                        bits |= 0x80 >> c;
                    }
                }
                glyph[r] = (byte) bits;
            }
            font.rows[code] = glyph;
        }
        return font;
    }

    public boolean has(char c) {
        return c < GLYPHS && rows[c] != null;
    }

    /** Width of a text in pixels. */
    public int width(String text) {
        return text.length() * WIDTH;
    }

    /** Draws text with its top-left corner at (x, y), ink only: the paper stays as it was. */
    public void draw(Framebuffer fb, int x, int y, String text, int pen) {
        fb.gadgets().drawn(x, y, text);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            byte[] glyph = has(c) ? rows[c] : rows['?'];
            if (glyph != null) {
                for (int r = 0; r < HEIGHT; r++) {
                    int bits = glyph[r] & 0xFF;
                    for (int b = 0; b < WIDTH; b++) {
                        if ((bits & (0x80 >> b)) != 0) {
                            fb.set(x + b, y + r, pen);
                        }
                    }
                }
            }
            x += WIDTH;
        }
    }

    /** Draws text centred on x. */
    public void drawCentered(Framebuffer fb, int centerX, int y, String text, int pen) {
        draw(fb, centerX - width(text) / 2, y, text, pen);
    }
}
