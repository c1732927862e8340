package ishido.iff;

/**
 * Decodes a palette picture (planar or chunky, EHB too) whose colours change from line to line: with a palette per
 * line it has no one palette, so it comes out as true-colour pixels, exactly as ilbmtoppm gives them.
 */
final class MultipaletteDecoder {
    private MultipaletteDecoder() {
    }

    /**
     * Decodes the BODY; {@code colors} holds a register for every pixel value (past the CMAP's end, black), of which
     * the first {@code registers} take palette changes. A pixel of the transparent colour (BMHD masking 2 or 3) or
     * see-through in the mask plane gets alpha 0.
     */
    static int[] decode(PlanarBody body, BitMapHeader h, boolean chunky, int[] colors, int registers,
            Multipalette changes, boolean laced, byte[] mask) throws IffException {
        int width = h.width();
        int[] palette = colors.clone();
        changes.start(palette, registers);
        int transparent = h.masking() == BitMapHeader.MASK_TRANSPARENT_COLOR || h.masking() == BitMapHeader.MASK_LASSO
                ? h.transparentColor() : -1;
        int[] argb = new int[width * h.height()];
        int[] values = new int[width];
        byte[] row = chunky ? new byte[width + (width & 1)] : null;
        for (int y = 0; y < h.height(); y++) {
            changes.update(y, palette, registers, laced);
            int base = y * width;
            if (chunky) {
                body.readRow(row);
                for (int x = 0; x < width; x++) {
                    values[x] = row[x] & 0xFF;
                }
            } else {
                body.readPlanes(h.planes(), values);
                body.readMask(mask, base);
            }
            for (int x = 0; x < width; x++) {
                int v = values[x];
                int alpha = v == transparent ? 0 : PlanarBody.alpha(mask, base + x);
                argb[base + x] = alpha | palette[v];
            }
        }
        return argb;
    }
}
