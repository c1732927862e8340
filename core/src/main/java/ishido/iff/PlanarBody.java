package ishido.iff;

import java.util.Arrays;

/**
 * Reads a BODY row by row: the plane rows of an ILBM (interleaved, plane 0 first, then the mask plane) or the chunky
 * rows of a PBM, packed with ByteRun1 or stored as they are. Every decoder of planar pictures reads through it.
 */
final class PlanarBody {
    private final BitMapHeader header;
    private final byte[] data;
    private final int end;
    private final byte[] planeRow;
    private int pos;

    PlanarBody(BitMapHeader header, byte[] data, int offset, int length) {
        this.header = header;
        this.data = data;
        this.end = offset + length;
        this.pos = offset;
        this.planeRow = new byte[header.rowBytes()];
    }

    /**
     * Checks, before any pixel memory is taken, that a BODY of {@code length} bytes can hold {@code planes} plane
     * rows (plus the mask plane, if any) for every line, so that a tiny damaged file cannot ask for a huge picture.
     */
    static void checkSize(BitMapHeader h, int planes, int length) throws IffException {
        int rows = planes + (h.masking() == BitMapHeader.MASK_PLANE ? 1 : 0);
        long needed = (long) h.rowBytes() * rows * h.height();
        long available = h.compression() == BitMapHeader.COMPRESSION_NONE
                ? length : (long) length * ByteRun1.MAX_EXPANSION;
        if (needed > available) {
            throw new IffException("BODY of " + length + " bytes is too small for a " + h.width() + "x"
                    + h.height() + " picture of " + h.planes() + " planes");
        }
    }

    /** Reads one row of {@code row.length} bytes of one plane, or of chunky pixels. */
    void readRow(byte[] row) throws IffException {
        if (header.compression() == BitMapHeader.COMPRESSION_BYTERUN1) {
            pos = ByteRun1.unpack(data, pos, end, row, 0, row.length);
            return;
        }
        if (end - pos < row.length) {
            throw new IffException("BODY ends in the middle of a row");
        }
        System.arraycopy(data, pos, row, 0, row.length);
        pos += row.length;
    }

    /** Reads the next {@code planes} plane rows into {@code values}, one value per pixel, plane 0 in bit 0. */
    void readPlanes(int planes, int[] values) throws IffException {
        Arrays.fill(values, 0);
        for (int plane = 0; plane < planes; plane++) {
            readRow(planeRow);
            int bit = 1 << plane;
            for (int x = 0; x < values.length; x++) {
                if ((planeRow[x >> 3] & (0x80 >> (x & 7))) != 0) {
                    values[x] |= bit;
                }
            }
        }
    }

    /** Reads the mask plane of the current line, if the picture has one, into {@code mask} from {@code base}. */
    void readMask(byte[] mask, int base) throws IffException {
        if (header.masking() == BitMapHeader.MASK_PLANE) {
            readRow(planeRow);
            if (mask != null) {
                for (int x = 0; x < header.width(); x++) {
                    mask[base + x] = (byte) ((planeRow[x >> 3] >> (7 - (x & 7))) & 1);
                }
            }
        }
    }

    /** The alpha bits of a true-colour pixel: see-through where the mask plane says so, else opaque. */
    static int alpha(byte[] mask, int i) {
        return mask != null && mask[i] == 0 ? 0 : 0xFF000000;
    }
}
