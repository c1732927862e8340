package ishido.iff;

/**
 * Decodes the planar true-colour ILBMs: deep pictures (each line holds the planes of red, then green, then blue, least
 * significant plane first, then maybe alpha, then the mask plane) and DCOL direct-colour pictures, which are the same
 * with a number of planes of its own for each gun. Guns of other than 8 bits are scaled to 8 bits as netpbm does:
 * first to the largest gun's range, then to 0-255, each step rounded.
 */
final class DeepDecoder {
    /** The most planes per gun of a deep or direct-colour picture, as netpbm reads them: 16. */
    static final int MAX_GUN_PLANES = 16;

    private final int red;
    private final int green;
    private final int blue;
    private final int alpha;
    private final boolean keepAlpha;

    /**
     * A decoder for pictures of the given planes per gun; {@code alpha} planes follow blue, and give the pixels'
     * alpha only when {@code keepAlpha} (else they are read and ignored).
     */
    DeepDecoder(int red, int green, int blue, int alpha, boolean keepAlpha) {
        this.red = red;
        this.green = green;
        this.blue = blue;
        this.alpha = alpha;
        this.keepAlpha = keepAlpha;
    }

    /** A decoder for a DCOL picture of the given planes per gun, which must add up to the BMHD's planes. */
    static DeepDecoder directColor(int red, int green, int blue, int planes) throws IffException {
        String guns = red + ":" + green + ":" + blue;
        for (int gun : new int[] {red, green, blue}) {
            if (gun < 1 || gun > MAX_GUN_PLANES) {
                throw new IffException("DCOL of " + guns + " planes: each gun has 1-" + MAX_GUN_PLANES);
            }
        }
        if (red + green + blue != planes) {
            throw new IffException("DCOL of " + guns + " planes does not match the BMHD's " + planes + " planes");
        }
        return new DeepDecoder(red, green, blue, 0, false);
    }

    int planes() {
        return red + green + blue + alpha;
    }

    int[] decode(PlanarBody body, BitMapHeader h, byte[] mask) throws IffException {
        int width = h.width();
        int top = Math.max((1 << red) - 1, Math.max((1 << green) - 1, (1 << blue) - 1));
        int[] argb = new int[width * h.height()];
        int[] r = new int[width];
        int[] g = new int[width];
        int[] b = new int[width];
        int[] a = new int[width];
        for (int y = 0; y < h.height(); y++) {
            body.readPlanes(red, r);
            body.readPlanes(green, g);
            body.readPlanes(blue, b);
            body.readPlanes(alpha, a);
            int base = y * width;
            body.readMask(mask, base);
            for (int x = 0; x < width; x++) {
                int opacity = PlanarBody.alpha(mask, base + x);
                if (keepAlpha && opacity != 0) {
                    opacity = scale(a[x], alpha, (1 << alpha) - 1) << 24;
                }
                argb[base + x] = opacity | scale(r[x], red, top) << 16 | scale(g[x], green, top) << 8
                        | scale(b[x], blue, top);
            }
        }
        return argb;
    }

    /**
     * The 8-bit value of value {@code v} of a gun of {@code bits} bits, by way of the range 0-{@code top} (computed
     * per pixel: a table for 16-bit guns would take a quarter of a megabyte per gun).
     */
    private static int scale(int v, int bits, int top) {
        if (bits == 8 && top == 255) {
            return v;
        }
        int max = (1 << bits) - 1;
        int common = roundDiv(v * (long) top, max);
        return roundDiv(common * 255L, top);
    }

    private static int roundDiv(long a, long b) {
        return (int) ((a + b / 2) / b);
    }
}
