package ishido.gfx;

import ishido.assets.Assets;
import ishido.image.AmigaColor;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The mouse pointer: a 16-pixel-wide sprite of three colours (pens 1-3, 0 transparent) with a hot
 * spot, drawn over the screen by the presenter as the Amiga's sprite hardware would.
 */
public final class Pointer {
    public static final int WIDTH = 16;
    private static final String RESOURCE = "pointer.txt";

    private final int[] pens;
    private final int height;
    private final int hotX;
    private final int hotY;
    private final int[] colors;

    private Pointer(int[] pens, int height, int hotX, int hotY, int[] colors) {
        this.pens = pens;
        this.height = height;
        this.hotX = hotX;
        this.hotY = hotY;
        this.colors = colors;
    }

    /** The game's pointer, from the assets. */
    public static Pointer standard() {
        try (InputStream in = new ByteArrayInputStream(Assets.bytes(RESOURCE))) {
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads {@code hotspot X Y}, {@code colors 0xRGB 0xRGB 0xRGB}, then rows of 16 of {@code .123}. */
    public static Pointer read(InputStream in) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        int hotX = 0;
        int hotY = 0;
        int[] colors = new int[4];
        List<String> rows = new ArrayList<>();
        String line;
        while ((line = reader.readLine()) != null) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] w = t.split("\\s+");
            try {
                if (w[0].equals("hotspot") && w.length == 3) {
                    hotX = Integer.parseInt(w[1]);
                    hotY = Integer.parseInt(w[2]);
                } else if (w[0].equals("colors") && w.length == 4) {
                    for (int i = 0; i < 3; i++) {
                        colors[i + 1] = AmigaColor.toRgb24(Integer.decode(w[i + 1]));
                    }
                } else if (t.length() == WIDTH && t.matches("[.123]+")) {
                    rows.add(t);
                } else {
                    throw new IOException("pointer: cannot read the line '" + t + "'");
                }
            } catch (NumberFormatException e) {
                throw new IOException("pointer: bad number in '" + t + "'");
            }
        }
        if (rows.isEmpty() || rows.size() > 32) {
            throw new IOException("pointer: needs 1 to 32 rows of 16 pixels, has " + rows.size());
        }
        int[] pens = new int[WIDTH * rows.size()];
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < WIDTH; c++) {
                char ch = rows.get(r).charAt(c);
                pens[r * WIDTH + c] = ch == '.' ? 0 : ch - '0';
            }
        }
        return new Pointer(pens, rows.size(), hotX, hotY, colors);
    }

    public int height() {
        return height;
    }

    public int hotX() {
        return hotX;
    }

    public int hotY() {
        return hotY;
    }

    /** The pen (0 transparent, 1-3) of a sprite pixel. */
    public int pen(int x, int y) {
        return pens[y * WIDTH + x];
    }

    /** The colour of a pen as 0xRRGGBB. */
    public int color(int pen) {
        return colors[pen];
    }
}
