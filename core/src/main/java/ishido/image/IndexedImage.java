package ishido.image;

import java.util.Arrays;

/**
 * A picture of palette indices with its colour map, as an ILBM or indexed PNG holds it, and the colour cycles an ILBM
 * may give its registers.
 */
public final class IndexedImage {
    private final int width;
    private final int height;
    private final byte[] pixels;
    private int[] palette;
    /** The palette index drawn as see-through (an ILBM transparentColor, a PNG tRNS entry), or -1. */
    private int transparentIndex = -1;
    private ColorCycles cycles = ColorCycles.NONE;

    /** Makes a blank image (all index 0) with the given palette of 0xRRGGBB colours. */
    public IndexedImage(int width, int height, int[] palette) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("image size must be positive: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        this.pixels = new byte[width * height];
        this.palette = palette.clone();
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The colour map as 0xRRGGBB values; index i is the colour of pixel value i. */
    public int[] palette() {
        return palette.clone();
    }

    public int paletteSize() {
        return palette.length;
    }

    public int color(int index) {
        return palette[index];
    }

    public void setPalette(int[] palette) {
        this.palette = palette.clone();
    }

    /** Returns the index that is see-through, or -1 when every index is opaque. */
    public int transparentIndex() {
        return transparentIndex;
    }

    /** Marks one palette index as see-through; -1 makes every index opaque. */
    public void setTransparentIndex(int index) {
        if (index < -1 || index > 255) {
            throw new IllegalArgumentException("transparent index must be -1 or 0-255: " + index);
        }
        this.transparentIndex = index;
    }

    /** The colour cycles of its registers (Deluxe Paint's ranges), none for most pictures. */
    public ColorCycles cycles() {
        return cycles;
    }

    public void setCycles(ColorCycles cycles) {
        this.cycles = cycles;
    }

    public int get(int x, int y) {
        return pixels[y * width + x] & 0xFF;
    }

    public void set(int x, int y, int index) {
        pixels[y * width + x] = (byte) index;
    }

    /** The pixel array itself, row by row, for fast readers and writers. */
    public byte[] pixels() {
        return pixels;
    }

    /** Returns the largest pixel value used, or -1 for no pixels. */
    public int maxIndex() {
        int max = -1;
        for (byte p : pixels) {
            max = Math.max(max, p & 0xFF);
        }
        return max;
    }

    public IndexedImage copy() {
        IndexedImage c = new IndexedImage(width, height, palette);
        System.arraycopy(pixels, 0, c.pixels, 0, pixels.length);
        c.transparentIndex = transparentIndex;
        c.cycles = cycles;
        return c;
    }

    /**
     * Compares size, pixels and palette; the transparent index and the cycles are properties of the file, compared
     * apart.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof IndexedImage other && width == other.width && height == other.height
                && Arrays.equals(pixels, other.pixels) && Arrays.equals(palette, other.palette);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(pixels) + Arrays.hashCode(palette);
    }
}
