package ishido.theme;

import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.image.IndexedImage;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * A stoneset picture (120x140, 16 colours, colour 0 transparent): the 6x6 stones in 20x20 cells,
 * column = symbol and row = colour, and in the seventh row the six column masks.
 */
public final class Stoneset {
    public static final int WIDTH = 120;
    public static final int HEIGHT = 140;
    public static final int CELL = 20;

    private final String name;
    private final IndexedImage image;

    private Stoneset(String name, IndexedImage image) {
        this.name = name;
        this.image = image;
    }

    /**
     * Checks a picture against the stoneset format.
     *
     * @throws IllegalArgumentException naming the first problem found
     */
    public static Stoneset of(String name, IndexedImage image) {
        if (image.width() != WIDTH || image.height() != HEIGHT) {
            throw new IllegalArgumentException("a stoneset is " + WIDTH + "x" + HEIGHT + " pixels, '" + name
                    + "' is " + image.width() + "x" + image.height());
        }
        if (image.paletteSize() > 16 || image.maxIndex() > 15) {
            throw new IllegalArgumentException("a stoneset has at most 16 colours, '" + name + "' uses more");
        }
        List<Integer> empty = emptyMasks(image);
        if (!empty.isEmpty()) {
            throw new IllegalArgumentException("stoneset '" + name + "': column " + empty.get(0) + " has no mask"
                    + " (paint one in the seventh row, or mend it in the stoneset editor)");
        }
        return new Stoneset(name, image);
    }

    /** The columns (1-6) whose mask in the seventh row is empty, so that their stones would not show at all. */
    public static List<Integer> emptyMasks(IndexedImage image) {
        List<Integer> empty = new ArrayList<>();
        for (int col = 0; col < Stone.SYMBOLS; col++) {
            if (maskArea(image, col) == 0) {
                empty.add(col + 1);
            }
        }
        return empty;
    }

    private static int maskArea(IndexedImage image, int column) {
        int area = 0;
        for (int y = 0; y < CELL; y++) {
            for (int x = 0; x < CELL; x++) {
                if (image.get(column * CELL + x, 6 * CELL + y) != 0) {
                    area++;
                }
            }
        }
        return area;
    }

    public String name() {
        return name;
    }

    public IndexedImage image() {
        return image;
    }

    /** True where a stone of this symbol column is opaque at (x, y) of its cell: inside the mask and not colour 0. */
    public boolean opaque(Stone stone, int x, int y) {
        int mx = stone.symbol() * CELL + x;
        return image.get(mx, 6 * CELL + y) != 0 && image.get(mx, stone.color() * CELL + y) != 0;
    }

    /** Draws a stone with its cell's top-left corner at (x, y), in the stoneset's registers 16-31. */
    public void draw(Framebuffer fb, Stone stone, int x, int y) {
        int sx = stone.symbol() * CELL;
        int sy = stone.color() * CELL;
        for (int py = 0; py < CELL; py++) {
            for (int px = 0; px < CELL; px++) {
                int v = image.get(sx + px, sy + py);
                if (v != 0 && image.get(sx + px, 6 * CELL + py) != 0) {
                    fb.set(x + px, y + py, Palette.STONESET_BASE + v);
                }
            }
        }
    }
}
