package ishido.iff;

/**
 * Decodes Hold And Modify of 3 to 8 planes, as ilbmtoppm does for any number of them (the hardware has HAM6 and
 * HAM8). The top two planes of a pixel say what its low planes hold: a colour register (code 0), or a new blue (1),
 * red (2) or green (3) for the colour of the pixel on its left, which at the start of every line is colour 0. The new
 * value replaces the gun's high bits and the low bits of the gun before stay.
 */
final class HamDecoder {
    private HamDecoder() {
    }

    /**
     * Decodes the BODY; {@code colors} are the registers (a CMAP's 8-bit values, or greys without one), of which the
     * first {@code registers} exist for palette changes; a register past the end of {@code colors} gives black.
     * With a {@link Multipalette}, each line's changes are made to the registers before the line is decoded.
     * (ilbmtoppm starts each line from black, where the display starts it from colour 0; the two agree whenever
     * colour 0 is black, as in nearly every HAM picture and every one ppmtoilbm writes.)
     */
    static int[] decode(PlanarBody body, BitMapHeader h, int[] colors, Multipalette changes, boolean laced,
            byte[] mask) throws IffException {
        int width = h.width();
        int bits = h.planes() - 2;
        int valueMask = (1 << bits) - 1;
        int shift = 8 - bits;
        int keep = (1 << shift) - 1;
        int[] registers = colors.clone();
        if (changes != null) {
            changes.start(registers, colors.length);
        }
        int[] argb = new int[width * h.height()];
        int[] values = new int[width];
        for (int y = 0; y < h.height(); y++) {
            if (changes != null) {
                changes.update(y, registers, colors.length, laced);
            }
            body.readPlanes(h.planes(), values);
            int base = y * width;
            body.readMask(mask, base);
            int start = registers.length > 0 ? registers[0] : 0;
            int r = start >> 16 & 0xFF;
            int g = start >> 8 & 0xFF;
            int b = start & 0xFF;
            for (int x = 0; x < width; x++) {
                int v = values[x];
                int value = v & valueMask;
                switch (v >> bits) {
                    case 0 -> {
                        int c = value < registers.length ? registers[value] : 0;
                        r = c >> 16 & 0xFF;
                        g = c >> 8 & 0xFF;
                        b = c & 0xFF;
                    }
                    case 1 -> b = b & keep | value << shift;
                    case 2 -> r = r & keep | value << shift;
                    default -> g = g & keep | value << shift;
                }
                argb[base + x] = PlanarBody.alpha(mask, base + x) | r << 16 | g << 8 | b;
            }
        }
        return argb;
    }
}
