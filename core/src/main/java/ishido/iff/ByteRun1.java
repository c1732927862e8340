package ishido.iff;

import java.io.ByteArrayOutputStream;

/** The ByteRun1 run-length coding of ILBM and PBM bodies (the Macintosh PackBits scheme), one row at a time. */
public final class ByteRun1 {
    /** The most bytes one control byte covers, both for literals and for repeats. */
    public static final int MAX_RUN = 128;
    /** The most output one input byte can give: a two-byte repeat of 128, used to bound memory before decoding. */
    public static final int MAX_EXPANSION = MAX_RUN / 2;

    private ByteRun1() {
    }

    /**
     * Unpacks exactly {@code count} bytes into {@code dst} from {@code src[pos..end)} and returns the position after
     * the last byte used. A run that would spill past the row is an error: rows are packed one by one in ILBM.
     */
    public static int unpack(byte[] src, int pos, int end, byte[] dst, int dstPos, int count) throws IffException {
        int out = 0;
        while (out < count) {
            if (pos >= end) {
                throw new IffException("ByteRun1 data ends " + (count - out) + " bytes short of a row");
            }
            int n = src[pos++];
            if (n >= 0) {
                int len = n + 1;
                if (out + len > count) {
                    throw new IffException("ByteRun1 literal of " + len + " bytes overruns the row by " + (out + len - count));
                }
                if (len > end - pos) {
                    throw new IffException("ByteRun1 literal of " + len + " bytes is cut off by the end of the BODY");
                }
                System.arraycopy(src, pos, dst, dstPos + out, len);
                pos += len;
                out += len;
            } else if (n != -128) {
                // -128 is a no-op by definition; any other negative n repeats the next byte 1 - n times.
                int len = 1 - n;
                if (out + len > count) {
                    throw new IffException("ByteRun1 repeat of " + len + " bytes overruns the row by " + (out + len - count));
                }
                if (pos >= end) {
                    throw new IffException("ByteRun1 repeat is cut off by the end of the BODY");
                }
                byte value = src[pos++];
                for (int i = 0; i < len; i++) {
                    dst[dstPos + out + i] = value;
                }
                out += len;
            }
        }
        return pos;
    }

    /** Packs {@code src[off..off+len)} as one row and appends the code to {@code out}. */
    public static void pack(byte[] src, int off, int len, ByteArrayOutputStream out) {
        int i = off;
        int end = off + len;
        while (i < end) {
            int run = 1;
            while (i + run < end && run < MAX_RUN && src[i + run] == src[i]) {
                run++;
            }
            // A repeat of two costs as much as a literal of two but would split a literal, so repeats start at three,
            // except for a pair that ends the row, where there is nothing left to split.
            if (run >= 3 || run == 2 && i + 2 == end) {
                out.write(1 - run);
                out.write(src[i]);
                i += run;
                continue;
            }
            int start = i;
            int n = 0;
            while (i < end && n < MAX_RUN) {
                if (i + 2 < end && src[i] == src[i + 1] && src[i] == src[i + 2]) {
                    break;
                }
                i++;
                n++;
            }
            out.write(n - 1);
            out.write(src, start, n);
        }
    }
}
