package ishido.iff;

import ishido.image.ColorCycle;
import ishido.image.ColorCycles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the colour ranges of an ILBM, Deluxe Paint's CRNG, Graphicraft's CCRT and Deluxe Paint IV's DRNG, into
 * {@link ColorCycle}s. Inactive ranges, which Deluxe Paint writes for every slot the painter left unused, are no
 * cycles and are passed over; a damaged active one (a rate of 0, registers past the picture's, low above high, a
 * chunk too short) is ignored with a word, never refused: the picture is still good without it.
 */
final class ColorRanges {
    /** CRNG and DRNG flag: the range cycles. */
    static final int ACTIVE = 1;
    /** CRNG flag: the range cycles from high to low. */
    static final int REVERSE = 2;
    static final int CRNG_BYTES = 8;
    static final int CCRT_BYTES = 14;
    /** A DRNG's DRange header before its cells. */
    static final int DRNG_HEADER = 8;
    private static final int TRUE_CELL_BYTES = 4;
    private static final int INDEX_CELL_BYTES = 2;

    /** A range as the file holds it, checked against the picture's registers once they are known. */
    private record Range(String id, int number, int[] cells, int rate, long micros, boolean reverse, String damage) {
    }

    private final List<Range> ranges = new ArrayList<>();
    /** The range chunks met so far, inactive ones too: a word names a range by its place in the file. */
    private int chunks;

    /** Takes one CRNG, CCRT or DRNG chunk. */
    void add(String id, byte[] file, int offset, int length) {
        int number = ++chunks;
        switch (id) {
            case "CRNG" -> crng(number, file, offset, length);
            case "CCRT" -> ccrt(number, file, offset, length);
            default -> drng(number, file, offset, length);
        }
    }

    private void crng(int number, byte[] f, int p, int length) {
        if (length < CRNG_BYTES) {
            ranges.add(damaged("CRNG", number, "the chunk is " + length + " bytes, not " + CRNG_BYTES));
            return;
        }
        int rate = word(f, p + 2);
        int flags = word(f, p + 4);
        if ((flags & ACTIVE) == 0) {
            return;
        }
        ranges.add(contiguous("CRNG", number, f[p + 6] & 0xFF, f[p + 7] & 0xFF, rate, 0, (flags & REVERSE) != 0));
    }

    private void ccrt(int number, byte[] f, int p, int length) {
        if (length < CCRT_BYTES) {
            ranges.add(damaged("CCRT", number, "the chunk is " + length + " bytes, not " + CCRT_BYTES));
            return;
        }
        int direction = (short) word(f, p);
        if (direction == 0) {
            return;
        }
        long micros = integer(f, p + 4) * 1_000_000L + integer(f, p + 8);
        ranges.add(contiguous("CCRT", number, f[p + 2] & 0xFF, f[p + 3] & 0xFF, 0, Math.max(micros, 0), direction < 0));
    }

    private Range contiguous(String id, int number, int low, int high, int rate, long micros, boolean reverse) {
        if (low > high) {
            return damaged(id, number, "its low register " + low + " is above its high " + high);
        }
        int[] cells = new int[high - low + 1];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = low + i;
        }
        return new Range(id, number, cells, rate, micros, reverse, null);
    }

    private void drng(int number, byte[] f, int p, int length) {
        if (length < DRNG_HEADER) {
            ranges.add(damaged("DRNG", number, "the chunk is " + length + " bytes, not at least " + DRNG_HEADER));
            return;
        }
        int min = f[p] & 0xFF;
        int max = f[p + 1] & 0xFF;
        int rate = word(f, p + 2);
        int flags = word(f, p + 4);
        int colors = f[p + 6] & 0xFF;
        int registers = f[p + 7] & 0xFF;
        if ((flags & ACTIVE) == 0) {
            return;
        }
        if (min > max) {
            ranges.add(damaged("DRNG", number, "its first cell " + min + " is above its last " + max));
            return;
        }
        int needed = DRNG_HEADER + colors * TRUE_CELL_BYTES + registers * INDEX_CELL_BYTES;
        if (length < needed) {
            ranges.add(damaged("DRNG", number, "its " + colors + " colours and " + registers + " registers need "
                    + needed + " bytes, the chunk has " + length));
            return;
        }
        // Cells the file leaves empty are no part of the ring; the ring is the cells it fills, in cell order.
        int[] byCell = new int[max - min + 1];
        boolean[] filled = new boolean[byCell.length];
        int q = p + DRNG_HEADER;
        for (int i = 0; i < colors + registers; i++) {
            boolean color = i < colors;
            int cell = f[q] & 0xFF;
            if (cell < min || cell > max) {
                ranges.add(damaged("DRNG", number, "its cell " + cell + " lies outside " + min + "-" + max));
                return;
            }
            byCell[cell - min] = color ? ColorCycle.color((f[q + 1] & 0xFF) << 16 | (f[q + 2] & 0xFF) << 8
                    | f[q + 3] & 0xFF) : f[q + 1] & 0xFF;
            filled[cell - min] = true;
            q += color ? TRUE_CELL_BYTES : INDEX_CELL_BYTES;
        }
        int[] ring = new int[byCell.length];
        int n = 0;
        for (int i = 0; i < byCell.length; i++) {
            if (filled[i]) {
                ring[n++] = byCell[i];
            }
        }
        ranges.add(new Range("DRNG", number, Arrays.copyOf(ring, n), rate, 0, false, null));
    }

    private static Range damaged(String id, int number, String why) {
        return new Range(id, number, null, 0, 0, false, why);
    }

    /**
     * The cycles of a picture of {@code registers} colour registers, and a word for each active range that is
     * damaged; a range of one register, which turns nothing, is passed over.
     */
    ColorCycles cycles(int registers) {
        List<ColorCycle> cycles = new ArrayList<>();
        List<String> ignored = new ArrayList<>();
        for (Range r : ranges) {
            String damage = r.damage != null ? r.damage : damage(r, registers);
            if (damage != null) {
                ignored.add("colour range " + r.number + " (" + r.id + ") ignored: " + damage);
                continue;
            }
            long turning = Arrays.stream(r.cells).filter(ColorCycle::isRegister).count();
            if (r.cells.length < 2 || turning == 0) {
                continue;
            }
            cycles.add(switch (r.id) {
                case "CRNG" -> ColorCycle.range(r.cells[0], r.cells[r.cells.length - 1], r.rate, r.reverse);
                case "CCRT" -> ColorCycle.timed(r.cells[0], r.cells[r.cells.length - 1], r.micros, r.reverse);
                default -> ColorCycle.cells(r.cells, r.rate);
            });
        }
        return new ColorCycles(cycles, ignored);
    }

    /** What is wrong with an active range of a picture of {@code registers} registers, or null. */
    private static String damage(Range r, int registers) {
        if (r.id.equals("CCRT") ? r.micros == 0 : r.rate <= 0) {
            return r.id.equals("CCRT") ? "its time between steps is 0" : "its rate is " + r.rate;
        }
        for (int c : r.cells) {
            if (ColorCycle.isRegister(c) && c >= registers) {
                return "its register " + c + " is past the picture's " + registers + " colours";
            }
        }
        return null;
    }

    /** Whether the file had any range that cycles or was meant to. */
    boolean isEmpty() {
        return ranges.isEmpty();
    }

    private static int word(byte[] b, int p) {
        return (b[p] & 0xFF) << 8 | b[p + 1] & 0xFF;
    }

    private static long integer(byte[] b, int p) {
        return (long) (b[p] & 0xFF) << 24 | (b[p + 1] & 0xFF) << 16 | (b[p + 2] & 0xFF) << 8 | b[p + 3] & 0xFF;
    }
}
