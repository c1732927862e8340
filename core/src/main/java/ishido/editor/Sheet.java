package ishido.editor;

import ishido.image.AmigaColor;
import ishido.image.IndexedImage;
import ishido.theme.Stoneset;
import ishido.rules.Stone;

/**
 * The stoneset being edited: the 120x140 sheet of palette indices (36 stones, then the six column masks in
 * the seventh row) and its 16 colours as 12-bit Amiga values, colour 0 being transparent.
 */
public final class Sheet {
    public static final int COLORS = 16;
    public static final int CELL = Stoneset.CELL;
    /** The cell row that holds the column masks. */
    public static final int MASK_ROW = Stone.COLORS;
    /** The index mask pixels are written in; any non-zero index means "inside". */
    public static final int MASK_PEN = 1;
    /**
     * The colours of a new stoneset: transparent, black, white, then twelve clear hues and greys a designer
     * can tell apart on any board.
     */
    private static final int[] NEW_PALETTE = {
        0x888, 0x000, 0xFFF, 0xD22, 0xF80, 0xEE2, 0x2A3, 0x063, 0x2BD, 0x24D, 0x92C, 0xF9B, 0x852, 0x444, 0xBBB, 0xDA3};

    private final byte[] pixels = new byte[Stoneset.WIDTH * Stoneset.HEIGHT];
    private final int[] palette = new int[COLORS];

    private Sheet() {
    }

    /** A new stoneset: every stone transparent, every mask the whole 19x19 stone, the editor's palette. */
    public static Sheet blank() {
        Sheet s = new Sheet();
        System.arraycopy(NEW_PALETTE, 0, s.palette, 0, COLORS);
        for (int col = 0; col < Stone.SYMBOLS; col++) {
            for (int y = 0; y < CELL - 1; y++) {
                for (int x = 0; x < CELL - 1; x++) {
                    s.set(col * CELL + x, MASK_ROW * CELL + y, MASK_PEN);
                }
            }
        }
        return s;
    }

    /** The sheet of a checked stoneset; palette entries past its CMAP are black. */
    public static Sheet of(Stoneset set) {
        return of(set.image());
    }

    /**
     * The sheet of a 120x140 picture of at most 16 colours whose masks need not be whole yet (one loaded to be
     * mended); palette entries past its CMAP are black.
     */
    public static Sheet of(IndexedImage image) {
        if (image.width() != Stoneset.WIDTH || image.height() != Stoneset.HEIGHT || image.maxIndex() >= COLORS) {
            throw new IllegalArgumentException("not a stoneset picture: " + image.width() + "x" + image.height()
                    + ", colours up to " + image.maxIndex());
        }
        Sheet s = new Sheet();
        System.arraycopy(image.pixels(), 0, s.pixels, 0, s.pixels.length);
        for (int i = 0; i < COLORS && i < image.paletteSize(); i++) {
            s.palette[i] = AmigaColor.toRgb12(image.color(i));
        }
        return s;
    }

    public Sheet copy() {
        Sheet s = new Sheet();
        System.arraycopy(pixels, 0, s.pixels, 0, pixels.length);
        System.arraycopy(palette, 0, s.palette, 0, COLORS);
        return s;
    }

    public int get(int x, int y) {
        return pixels[y * Stoneset.WIDTH + x];
    }

    public void set(int x, int y, int index) {
        if (index < 0 || index >= COLORS) {
            throw new IllegalArgumentException("a stoneset colour is 0-15, not " + index);
        }
        pixels[y * Stoneset.WIDTH + x] = (byte) index;
    }

    /** The pixel (x, y) of the stone cell at (column, row). */
    public int stone(int column, int row, int x, int y) {
        return get(column * CELL + x, row * CELL + y);
    }

    /** True where a column's mask is set. */
    public boolean inMask(int column, int x, int y) {
        return get(column * CELL + x, MASK_ROW * CELL + y) != 0;
    }

    /** The index a stone shows at (x, y): its pixel inside the mask, 0 (see-through) outside. */
    public int visible(int column, int row, int x, int y) {
        return inMask(column, x, y) ? stone(column, row, x, y) : 0;
    }

    /** Colour i as 0x0RGB. */
    public int color(int i) {
        return palette[i];
    }

    public void setColor(int i, int rgb12) {
        palette[i] = rgb12 & 0xFFF;
    }

    public int[] palette() {
        return palette.clone();
    }

    public void setPalette(int[] rgb12) {
        for (int i = 0; i < COLORS; i++) {
            palette[i] = rgb12[i] & 0xFFF;
        }
    }

    /** Copies out a region's pixels, row by row. */
    public byte[] read(Region r) {
        byte[] out = new byte[r.width() * r.height()];
        for (int row = 0; row < r.height(); row++) {
            System.arraycopy(pixels, (r.y() + row) * Stoneset.WIDTH + r.x(), out, row * r.width(), r.width());
        }
        return out;
    }

    /** Writes pixels read from a region of the same size back at another region. */
    public void write(Region r, byte[] data) {
        if (data.length != r.width() * r.height()) {
            throw new IllegalArgumentException("pixels for " + r + " do not fit: " + data.length);
        }
        for (int row = 0; row < r.height(); row++) {
            System.arraycopy(data, row * r.width(), pixels, (r.y() + row) * Stoneset.WIDTH + r.x(), r.width());
        }
    }

    /** Fills a region with one index. */
    public void fill(Region r, int index) {
        for (int y = r.y(); y < r.y() + r.height(); y++) {
            for (int x = r.x(); x < r.x() + r.width(); x++) {
                set(x, y, index);
            }
        }
    }

    /** The sheet as a 16-colour picture with colour 0 marked transparent, as SPEC section 4 has it. */
    public IndexedImage toImage() {
        int[] rgb = new int[COLORS];
        for (int i = 0; i < COLORS; i++) {
            rgb[i] = AmigaColor.toRgb24(palette[i]);
        }
        IndexedImage image = new IndexedImage(Stoneset.WIDTH, Stoneset.HEIGHT, rgb);
        System.arraycopy(pixels, 0, image.pixels(), 0, pixels.length);
        image.setTransparentIndex(0);
        return image;
    }

    /**
     * The sheet as a stoneset the game can play with.
     *
     * @throws IllegalArgumentException when a column has no mask
     */
    public Stoneset toStoneset(String name) {
        return Stoneset.of(name, toImage());
    }
}
