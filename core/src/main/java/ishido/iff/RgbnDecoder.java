package ishido.iff;

/**
 * Decodes the BODY of Impulse's FORM RGBN and FORM RGB8 (BMHD compression 4): runs of one colour across rows. An
 * RGBN run is a word of 4-bit red, green, blue, the genlock bit and a 3-bit count; an RGB8 run is red, green and blue
 * bytes and a byte of the genlock bit and a 7-bit count. A count of 0 is followed by a count byte and, if that is 0
 * too, a count word; a run whose counts are all 0 is skipped. The genlock bit marks see-through pixels.
 */
final class RgbnDecoder {
    /** The BMHD compression of both forms. */
    private static final int COMPRESSION = 4;
    /** BMHD planes of RGBN: 4 bits of red, green and blue and the genlock bit. */
    private static final int RGBN_PLANES = 13;
    /** BMHD planes of RGB8: 8 bits of red, green and blue and the genlock bit. */
    private static final int RGB8_PLANES = 25;
    /** The most pixels one byte of BODY can stand for: a count word of 65535 after five bytes of RGBN. */
    static final int MAX_PIXELS_PER_BYTE = 65535 / 5 + 1;

    private final boolean rgb8;
    private final byte[] data;
    private final int start;
    private final int end;
    private int pos;
    private int rgb;
    private boolean genlock;
    private boolean anyGenlock;

    RgbnDecoder(boolean rgb8, byte[] data, int offset, int length) {
        this.rgb8 = rgb8;
        this.data = data;
        this.start = offset;
        this.end = offset + length;
    }

    /**
     * Checks the BMHD (compression 4, the form's planes) and that the BODY could cover the picture, then decodes it
     * into 0xAARRGGBB and {@code mask}.
     */
    int[] decode(BitMapHeader h, byte[] mask) throws IffException {
        String kind = rgb8 ? "RGB8" : "RGBN";
        int planes = rgb8 ? RGB8_PLANES : RGBN_PLANES;
        if (h.compression() != COMPRESSION) {
            throw new IffException(kind + " with BMHD compression " + h.compression() + " (" + COMPRESSION
                    + " expected)");
        }
        if (h.planes() != planes) {
            throw new IffException(kind + " of " + h.planes() + " planes (" + planes + " expected)");
        }
        int pixels = h.width() * h.height();
        if ((long) (end - start) * MAX_PIXELS_PER_BYTE < pixels) {
            throw new IffException("BODY of " + (end - start) + " bytes is too small for a " + h.width() + "x"
                    + h.height() + " " + kind + " picture");
        }
        return decode(pixels, mask);
    }

    /**
     * Decodes {@code pixels} pixels into 0xAARRGGBB and {@code mask} (1 opaque, 0 see-through); a pixel whose run
     * has the genlock bit is see-through, with alpha 0. The runs are first counted without storing a pixel, so a small
     * damaged BODY that cannot cover the picture is refused before its memory is taken.
     */
    private int[] decode(int pixels, byte[] mask) throws IffException {
        run(pixels, null, null);
        int[] argb = new int[pixels];
        run(pixels, argb, mask);
        return argb;
    }

    /** Whether any pixel decoded had the genlock bit, so that the picture needs its mask. */
    boolean genlocked() {
        return anyGenlock;
    }

    private void run(int pixels, int[] argb, byte[] mask) throws IffException {
        pos = start;
        int done = 0;
        while (done < pixels) {
            int count = Math.min(nextRun(done, pixels), pixels - done);
            if (argb != null) {
                int color = (genlock ? 0 : 0xFF000000) | rgb;
                anyGenlock |= genlock;
                for (int i = done; i < done + count; i++) {
                    argb[i] = color;
                    mask[i] = (byte) (genlock ? 0 : 1);
                }
            }
            done += count;
        }
    }

    /** Reads runs until one with a count above 0 and returns that count; its colour is left in the fields. */
    private int nextRun(int done, int pixels) throws IffException {
        while (true) {
            int count;
            if (rgb8) {
                need(4, done, pixels);
                rgb = (data[pos] & 0xFF) << 16 | (data[pos + 1] & 0xFF) << 8 | (data[pos + 2] & 0xFF);
                genlock = (data[pos + 3] & 0x80) != 0;
                count = data[pos + 3] & 0x7F;
                pos += 4;
            } else {
                need(2, done, pixels);
                int word = (data[pos] & 0xFF) << 8 | (data[pos + 1] & 0xFF);
                rgb = Multipalette.rgb4(word >> 4);
                genlock = (word & 0x8) != 0;
                count = word & 0x7;
                pos += 2;
            }
            if (count == 0) {
                need(1, done, pixels);
                count = data[pos++] & 0xFF;
                if (count == 0) {
                    need(2, done, pixels);
                    count = (data[pos] & 0xFF) << 8 | (data[pos + 1] & 0xFF);
                    pos += 2;
                }
            }
            if (count > 0) {
                return count;
            }
        }
    }

    private void need(int bytes, int done, int pixels) throws IffException {
        if (end - pos < bytes) {
            throw new IffException((rgb8 ? "RGB8" : "RGBN") + " BODY of " + (end - start) + " bytes ends after "
                    + done + " of the picture's " + pixels + " pixels");
        }
    }
}
