package ishido.iff;

/**
 * The BMHD chunk of an ILBM or PBM: size, position, depth, masking and compression of the picture, and the
 * pixel aspect and page size it was painted for.
 */
public record BitMapHeader(int width, int height, int x, int y, int planes, int masking, int compression, int pad,
        int transparentColor, int xAspect, int yAspect, int pageWidth, int pageHeight) {
    /** The size of the BMHD chunk's data. */
    public static final int SIZE = 20;

    public static final int MASK_NONE = 0;
    /** An extra bitplane after the colour planes of each row: 1 bits are opaque. */
    public static final int MASK_PLANE = 1;
    /** Pixels of colour {@code transparentColor} are see-through. */
    public static final int MASK_TRANSPARENT_COLOR = 2;
    /** DPaint's lasso masking: like a transparent colour for readers that do not lasso. */
    public static final int MASK_LASSO = 3;

    public static final int COMPRESSION_NONE = 0;
    public static final int COMPRESSION_BYTERUN1 = 1;

    /** Checks the ranges the chunk's bytes can hold, so that {@link #toBytes()} never truncates a field. */
    public BitMapHeader {
        checkRange("width", width, 0, 0xFFFF);
        checkRange("height", height, 0, 0xFFFF);
        checkRange("x", x, Short.MIN_VALUE, Short.MAX_VALUE);
        checkRange("y", y, Short.MIN_VALUE, Short.MAX_VALUE);
        checkRange("planes", planes, 0, 0xFF);
        checkRange("masking", masking, 0, 0xFF);
        checkRange("compression", compression, 0, 0xFF);
        checkRange("pad", pad, 0, 0xFF);
        checkRange("transparentColor", transparentColor, 0, 0xFFFF);
        checkRange("xAspect", xAspect, 0, 0xFF);
        checkRange("yAspect", yAspect, 0, 0xFF);
        checkRange("pageWidth", pageWidth, Short.MIN_VALUE, Short.MAX_VALUE);
        checkRange("pageHeight", pageHeight, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    private static void checkRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException("BMHD " + name + " out of range: " + value);
        }
    }

    /** Reads the 20 bytes of a BMHD chunk; longer chunks are accepted and their extra bytes ignored. */
    public static BitMapHeader parse(byte[] data, int offset, int length) throws IffException {
        if (length < SIZE) {
            throw new IffException("BMHD chunk is " + length + " bytes, " + SIZE + " expected");
        }
        int p = offset;
        return new BitMapHeader(u16(data, p), u16(data, p + 2), s16(data, p + 4), s16(data, p + 6),
                data[p + 8] & 0xFF, data[p + 9] & 0xFF, data[p + 10] & 0xFF, data[p + 11] & 0xFF,
                u16(data, p + 12), data[p + 14] & 0xFF, data[p + 15] & 0xFF, s16(data, p + 16), s16(data, p + 18));
    }

    /** Returns the chunk's 20 data bytes, big-endian as on the 68000. */
    public byte[] toBytes() {
        byte[] b = new byte[SIZE];
        put16(b, 0, width);
        put16(b, 2, height);
        put16(b, 4, x);
        put16(b, 6, y);
        b[8] = (byte) planes;
        b[9] = (byte) masking;
        b[10] = (byte) compression;
        b[11] = (byte) pad;
        put16(b, 12, transparentColor);
        b[14] = (byte) xAspect;
        b[15] = (byte) yAspect;
        put16(b, 16, pageWidth);
        put16(b, 18, pageHeight);
        return b;
    }

    /** Bytes in one row of one bitplane: the blitter works in 16-bit words, so rows are padded to a word. */
    public int rowBytes() {
        return ((width + 15) >> 4) << 1;
    }

    private static int u16(byte[] d, int p) {
        return (d[p] & 0xFF) << 8 | (d[p + 1] & 0xFF);
    }

    private static int s16(byte[] d, int p) {
        return (short) u16(d, p);
    }

    private static void put16(byte[] b, int p, int v) {
        b[p] = (byte) (v >> 8);
        b[p + 1] = (byte) v;
    }
}
