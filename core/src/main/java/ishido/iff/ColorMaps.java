package ishido.iff;

/** Turns the colour map chunks of a picture (CMAP, or CMYK in its place) into 0xRRGGBB colour registers. */
final class ColorMaps {
    /** The most colour registers kept: an 8-plane picture has 256, and pixels can reach no further. */
    static final int MAX_COLORS = 256;
    /** BMHD flags bit: the CMAP holds full 8-bit values, so it is never taken for a 4-bit map. */
    static final int BMHD_FLAG_CMAP_OK = 0x80;

    private ColorMaps() {
    }

    /**
     * Converts CMAP bytes (red, green, blue per register; at most {@link #MAX_COLORS} kept) to 0xRRGGBB. Old writers
     * stored the OCS's 4-bit guns in the high nibble (0xF0 for full); unless the BMHD says the map is 8-bit, a map
     * whose bytes all have a zero low nibble is read that way and scaled as the Amiga shows it, v * 17.
     */
    static int[] colorMap(byte[] cmap, boolean eightBit) {
        int n = Math.min(cmap.length / 3, MAX_COLORS);
        boolean fourBit = !eightBit;
        for (int i = 0; i < n * 3 && fourBit; i++) {
            fourBit = (cmap[i] & 0x0F) == 0;
        }
        int[] colors = new int[n];
        for (int i = 0; i < n; i++) {
            int r = cmap[i * 3] & 0xFF;
            int g = cmap[i * 3 + 1] & 0xFF;
            int b = cmap[i * 3 + 2] & 0xFF;
            if (fourBit) {
                r = (r >> 4) * 17;
                g = (g >> 4) * 17;
                b = (b >> 4) * 17;
            }
            colors[i] = r << 16 | g << 8 | b;
        }
        return colors;
    }

    /**
     * Converts a CMYK chunk (cyan, magenta, yellow, black bytes per register) to the CMAP bytes it stands for, as
     * ilbmtoppm does: each gun is 255 minus its ink over the black, {@code 255 - min(255, c * (255 - k) / 255 + k)}.
     */
    static byte[] cmykToRgb(byte[] data, int offset, int length) {
        int n = Math.min(length / 4, MAX_COLORS);
        byte[] rgb = new byte[n * 3];
        for (int i = 0; i < n; i++) {
            int k = data[offset + i * 4 + 3] & 0xFF;
            for (int gun = 0; gun < 3; gun++) {
                int ink = data[offset + i * 4 + gun] & 0xFF;
                rgb[i * 3 + gun] = (byte) (255 - Math.min(255, ink * (255 - k) / 255 + k));
            }
        }
        return rgb;
    }

    /**
     * {@code n} greys from black to white, as ilbmtoppm shows a picture without a CMAP: rounded for a palette
     * picture (whose values it writes as they are, to be scaled to 8 bits), cut for HAM (which it scales itself).
     */
    static int[] greyRamp(int n, boolean rounded) {
        int[] colors = new int[n];
        for (int i = 0; i < n; i++) {
            int v = n == 1 ? 0 : (i * 255 + (rounded ? (n - 1) / 2 : 0)) / (n - 1);
            colors[i] = v << 16 | v << 8 | v;
        }
        return colors;
    }

    /**
     * Builds the 64 colours of Extra Half-Brite: the hardware ignores registers 32-63 of the CMAP and shows colour
     * i + 32 as colour i with each 8-bit gun shifted right by one, as ilbmtoppm does (0xFF gives 0x7F).
     */
    static int[] extraHalfBrite(int[] base) {
        int[] colors = new int[64];
        System.arraycopy(base, 0, colors, 0, Math.min(32, base.length));
        for (int i = 0; i < 32; i++) {
            colors[i + 32] = colors[i] >> 1 & 0x7F7F7F;
        }
        return colors;
    }

    /** Returns {@code colors}, or a copy grown with black registers to hold {@code size} entries. */
    static int[] atLeast(int[] colors, int size) {
        if (colors.length >= size) {
            return colors;
        }
        int[] grown = new int[size];
        System.arraycopy(colors, 0, grown, 0, colors.length);
        return grown;
    }
}
