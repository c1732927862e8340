package ishido.iff;

import java.util.Arrays;

/**
 * Reads a PCHG chunk (the palette change format of PCHGLib): a header, then, packed with {@link PchgHuffman} or not,
 * a bit mask of the lines that change colours followed by each such line's changes, either small (4-bit guns,
 * registers 0-31) or big (8-bit guns, any register).
 */
final class PaletteChanges {
    /** Size of the PCHG header: compression, flags, start line, line count, changed lines, min and max register,
     * most changes on a line (all 16-bit), total changes (32-bit). */
    private static final int HEADER = 20;
    /** Size of the header of packed data: the tree's size and the unpacked size. */
    private static final int PACKED_HEADER = 8;
    private static final int COMPRESSION_NONE = 0;
    private static final int COMPRESSION_HUFFMAN = 1;
    /** Flags bit: SmallLineChanges, registers 0-31 with 4-bit guns. */
    private static final int FLAG_12BIT = 1;
    /** Flags bit: BigLineChanges, any register with 8-bit guns. */
    private static final int FLAG_32BIT = 2;
    /** Bytes of one big change: register word, then alpha, red, blue and green bytes (in that order). */
    private static final int BIG_CHANGE = 6;
    /** The most changes one line may make: every register of an 8-plane picture twice over. */
    private static final int MAX_LINE_CHANGES = 512;

    private final byte[] data;
    private int pos;
    private final int end;
    private int totalLeft;

    private PaletteChanges(byte[] data, int pos, int end, long totalChanges) {
        this.data = data;
        this.pos = pos;
        this.end = end;
        this.totalLeft = (int) Math.min(Integer.MAX_VALUE, totalChanges);
    }

    /** Reads a PCHG chunk for a picture of {@code height} lines; changes for lines it does not have are refused. */
    static Multipalette parse(byte[] chunk, int offset, int length, int height) throws IffException {
        if (length < HEADER) {
            throw new IffException("PCHG chunk is " + length + " bytes, too short for its " + HEADER + "-byte header");
        }
        int compression = u16(chunk, offset);
        int flags = u16(chunk, offset + 2);
        int startLine = (short) u16(chunk, offset + 4);
        int lineCount = u16(chunk, offset + 6);
        int changedLines = u16(chunk, offset + 8);
        long totalChanges = u32(chunk, offset + 16);
        if ((flags & (FLAG_12BIT | FLAG_32BIT)) == 0) {
            throw new IffException("PCHG chunk of an unknown kind of change (flags " + flags + ")");
        }
        if (startLine + lineCount > height) {
            throw new IffException("PCHG chunk changes lines up to " + (startLine + lineCount) + " but the picture has "
                    + height);
        }
        int maskBytes = (lineCount + 31) / 32 * 4;
        byte[] body = chunk;
        int pos = offset + HEADER;
        int end = offset + length;
        if (compression == COMPRESSION_HUFFMAN) {
            if (end - pos < PACKED_HEADER) {
                throw new IffException("PCHG chunk ends in its compression header");
            }
            long treeBytes = u32(chunk, pos);
            long size = u32(chunk, pos + 4);
            pos += PACKED_HEADER;
            if (treeBytes > end - pos) {
                throw new IffException("PCHG Huffman tree of " + treeBytes + " bytes is longer than its chunk");
            }
            int packed = end - pos - (int) treeBytes;
            // Every byte costs at least one bit, and no picture needs more than a mask and full lines.
            long most = Math.min(8L * packed, maskBytes + (long) lineCount * (2 + BIG_CHANGE * MAX_LINE_CHANGES));
            if (size > most) {
                throw new IffException("PCHG chunk says it unpacks to " + size + " bytes, more than it can hold");
            }
            body = PchgHuffman.decode(chunk, pos, (int) treeBytes, chunk, pos + (int) treeBytes, end, (int) size);
            pos = 0;
            end = body.length;
        } else if (compression != COMPRESSION_NONE) {
            throw new IffException("PCHG compression " + compression + " is unknown (0 none and 1 Huffman are read)");
        }
        if (end - pos < maskBytes) {
            throw new IffException("PCHG chunk ends in its line mask");
        }
        PaletteChanges reader = new PaletteChanges(body, pos + maskBytes, end, totalChanges);
        return reader.lines(body, pos, startLine, lineCount, changedLines, (flags & FLAG_12BIT) != 0);
    }

    /**
     * Walks the line mask from {@code startLine}: each set bit (high bit first) is a line with changes, up to
     * {@code changedLines} of them; changes for lines above the picture set its starting colours.
     */
    private Multipalette lines(byte[] mask, int maskPos, int startLine, int lineCount, int changedLines,
            boolean small) throws IffException {
        int rows = Math.max(0, startLine + lineCount);
        int[][] lines = new int[rows][];
        int[] initial = new int[0];
        int left = changedLines;
        for (int i = 0; i < lineCount && left > 0; i++) {
            if ((mask[maskPos + (i >> 3)] & (0x80 >> (i & 7))) == 0) {
                continue;
            }
            int[] changes = small ? smallLine() : bigLine();
            int row = startLine + i;
            if (row < 0) {
                int[] joined = Arrays.copyOf(initial, initial.length + changes.length);
                System.arraycopy(changes, 0, joined, initial.length, changes.length);
                initial = joined;
            } else {
                lines[row] = changes;
            }
            left--;
        }
        return new Multipalette("PCHG", initial, lines, false);
    }

    /** A SmallLineChanges: counts of changes to registers 0-15 and 16-31, then a word each: the register's low four bits, then 4-bit red, green, blue. */
    private int[] smallLine() throws IffException {
        need(2, "SmallLineChanges");
        int low = data[pos] & 0xFF;
        int high = data[pos + 1] & 0xFF;
        pos += 2;
        int count = low + high;
        int[] changes = new int[count * 2];
        for (int i = 0; i < count; i++) {
            need(2, "SmallLineChanges");
            take();
            int word = u16(data, pos);
            pos += 2;
            changes[i * 2] = (word >> 12) + (i >= low ? 16 : 0);
            changes[i * 2 + 1] = Multipalette.rgb4(word);
        }
        return changes;
    }

    /** A BigLineChanges: a count, then per change a register word and alpha, red, blue, green bytes. */
    private int[] bigLine() throws IffException {
        need(2, "BigLineChanges");
        int count = u16(data, pos);
        pos += 2;
        if (count > MAX_LINE_CHANGES) {
            throw new IffException("PCHG line of " + count + " changes; at most " + MAX_LINE_CHANGES + " are read");
        }
        int[] changes = new int[count * 2];
        for (int i = 0; i < count; i++) {
            need(BIG_CHANGE, "BigLineChanges");
            take();
            changes[i * 2] = u16(data, pos);
            int r = data[pos + 3] & 0xFF;
            int b = data[pos + 4] & 0xFF;
            int g = data[pos + 5] & 0xFF;
            changes[i * 2 + 1] = r << 16 | g << 8 | b;
            pos += BIG_CHANGE;
        }
        return changes;
    }

    private void need(int bytes, String what) throws IffException {
        if (end - pos < bytes) {
            throw new IffException("PCHG chunk ends in its " + what);
        }
    }

    /** Counts one change against the header's total, which ilbmtoppm holds to as well. */
    private void take() throws IffException {
        if (totalLeft-- <= 0) {
            throw new IffException("PCHG chunk has more changes than its header's total");
        }
    }

    private static int u16(byte[] d, int p) {
        return (d[p] & 0xFF) << 8 | (d[p + 1] & 0xFF);
    }

    private static long u32(byte[] d, int p) {
        return (long) u16(d, p) << 16 | u16(d, p + 2);
    }
}
