package ishido.iff;

/**
 * The palette changes of a multipalette picture, line by line, as a SHAM, CTBL or PCHG chunk holds them: the copper
 * reloads colour registers as the beam moves down, so each line may show other colours. Built by
 * {@link #fourBitTable} (SHAM, CTBL) or {@link PaletteChanges#parse} (PCHG), applied as ilbmtoppm applies them.
 */
final class Multipalette {
    /** Bytes per line of a SHAM or CTBL table: sixteen 0x0RGB words, one per colour register. */
    private static final int FOUR_BIT_LINE = 32;
    /** Registers a SHAM or CTBL line sets: the OCS's sixteen. */
    private static final int FOUR_BIT_REGISTERS = 16;

    private final String id;
    /** Changes made before the first line (register, 0xRRGGBB pairs), or an empty array. */
    private final int[] initial;
    /** For each line, its changes as register, 0xRRGGBB pairs, or null when it changes nothing. */
    private final int[][] lines;
    /** Whether an interlaced picture changes colours on every second line only, with one table line per pair. */
    private final boolean pairsWhenLaced;

    Multipalette(String id, int[] initial, int[][] lines, boolean pairsWhenLaced) {
        this.id = id;
        this.initial = initial;
        this.lines = lines;
        this.pairsWhenLaced = pairsWhenLaced;
    }

    /** The chunk the changes came from: SHAM, CTBL or PCHG. */
    String id() {
        return id;
    }

    /**
     * Reads a SHAM (sliced HAM: a version word, then one line of sixteen 0x0RGB words per line, or per pair of lines
     * when interlaced) or CTBL (dynamic HAM or hires: the sixteen words for every line). A table longer than the
     * picture has lines is refused before it is allocated.
     */
    static Multipalette fourBitTable(String id, byte[] data, int offset, int length, int height)
            throws IffException {
        boolean sham = id.equals("SHAM");
        int start = offset + (sham ? 2 : 0);
        int tableBytes = length - (sham ? 2 : 0);
        if (tableBytes < 0) {
            throw new IffException("SHAM chunk is " + length + " bytes, too short for its version word");
        }
        int rows = tableBytes / FOUR_BIT_LINE;
        if (rows > height) {
            throw new IffException(id + " chunk has palettes for " + rows + " lines but the picture has " + height);
        }
        int[][] lines = new int[rows][];
        for (int row = 0; row < rows; row++) {
            int[] changes = new int[FOUR_BIT_REGISTERS * 2];
            for (int reg = 0; reg < FOUR_BIT_REGISTERS; reg++) {
                int p = start + row * FOUR_BIT_LINE + reg * 2;
                changes[reg * 2] = reg;
                changes[reg * 2 + 1] = rgb4((data[p] & 0xFF) << 8 | (data[p + 1] & 0xFF));
            }
            lines[row] = changes;
        }
        return new Multipalette(id, new int[0], lines, sham);
    }

    /** Expands a 0x0RGB word of 4-bit guns to 0xRRGGBB, each gun times 17. */
    static int rgb4(int word) {
        return ((word >> 8) & 0xF) * 0x110000 | ((word >> 4) & 0xF) * 0x1100 | (word & 0xF) * 0x11;
    }

    /** Applies the changes made before the first line; {@code registers} is how many registers the picture has. */
    void start(int[] palette, int registers) {
        apply(initial, palette, registers);
    }

    /** Applies the changes of line {@code row} (before its pixels are shown) to {@code palette}. */
    void update(int row, int[] palette, int registers, boolean laced) {
        int line = row;
        if (pairsWhenLaced && laced) {
            if ((row & 1) != 0) {
                return;
            }
            line = row / 2;
        }
        if (line < lines.length && lines[line] != null) {
            apply(lines[line], palette, registers);
        }
    }

    /** Changes of registers the picture does not have are ignored, as ilbmtoppm ignores them. */
    private static void apply(int[] changes, int[] palette, int registers) {
        int limit = Math.min(registers, palette.length);
        for (int i = 0; i < changes.length; i += 2) {
            if (changes[i] < limit) {
                palette[changes[i]] = changes[i + 1];
            }
        }
    }
}
