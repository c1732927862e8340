package ishido.image;

import java.util.Arrays;

/**
 * One colour cycle of a palette picture, as Deluxe Paint's CRNG, Graphicraft's CCRT and Deluxe Paint IV's DRNG
 * keep it: a ring of cells, each a colour register or (DRNG only) a colour of its own, turned one cell a step at the
 * file's rate, so that the pixels keep their indices and the registers change colour. On a forward step each
 * register takes the colour of the cell before it, the first the last's (the DRNG document's [1][3][8][2] example);
 * a reverse step goes the other way.
 */
public final class ColorCycle {
    /** The chunk a cycle came from, and so the one it is written back as when it still fits that chunk. */
    public enum Chunk {
        /** Deluxe Paint's range: registers low to high, a rate in 1/16384ths of a step per 60 Hz tick. */
        CRNG,
        /** Graphicraft's range: registers start to end, a time in microseconds between steps. */
        CCRT,
        /** Deluxe Paint IV's range: any registers in any order, and colours of its own among them. */
        DRNG
    }

    /** A CRNG or DRNG rate of this many is one step each 60 Hz tick (60 steps a second). */
    public static final int RATE_PER_TICK = 16384;
    /** The ticks a second of the NTSC vertical blank that the cycles count. */
    public static final int TICKS_PER_SECOND = 60;
    private static final long MICROS_PER_SECOND = 1_000_000L;
    /** Marks a cell that holds a colour (0xRRGGBB in its low 24 bits) rather than a register number. */
    private static final int COLOR_CELL = 1 << 24;

    private final Chunk chunk;
    private final int[] cells;
    /** CRNG and DRNG: the rate; CCRT: 0. */
    private final int rate;
    /** CCRT: the time between steps in microseconds; CRNG and DRNG: 0. */
    private final long micros;
    private final boolean reverse;

    private ColorCycle(Chunk chunk, int[] cells, int rate, long micros, boolean reverse) {
        if (cells.length < 2) {
            throw new IllegalArgumentException("a colour cycle has at least two cells, not " + cells.length);
        }
        if (chunk == Chunk.CCRT ? micros <= 0 : rate <= 0) {
            throw new IllegalArgumentException("a colour cycle needs a speed above 0");
        }
        this.chunk = chunk;
        this.cells = cells.clone();
        this.rate = rate;
        this.micros = micros;
        this.reverse = reverse;
    }

    /** Deluxe Paint's range of the registers low to high at {@code rate} (16384 = a step each tick). */
    public static ColorCycle range(int low, int high, int rate, boolean reverse) {
        return new ColorCycle(Chunk.CRNG, registers(low, high), rate, 0, reverse);
    }

    /** Graphicraft's range of the registers start to end, a step each {@code micros} microseconds. */
    public static ColorCycle timed(int start, int end, long micros, boolean reverse) {
        return new ColorCycle(Chunk.CCRT, registers(start, end), 0, micros, reverse);
    }

    /**
     * Deluxe Paint IV's range: {@code cells} in ring order, each a register number (0-255) or {@link #color} of a
     * colour; it holds at least one register.
     */
    public static ColorCycle cells(int[] cells, int rate) {
        boolean register = false;
        for (int c : cells) {
            register |= isRegister(c);
        }
        if (!register) {
            throw new IllegalArgumentException("a colour cycle turns at least one register");
        }
        return new ColorCycle(Chunk.DRNG, cells, rate, 0, false);
    }

    /** A cell holding the colour 0xRRGGBB, which passes through the registers of the cycle without one of its own. */
    public static int color(int rgb) {
        return COLOR_CELL | rgb & 0xFFFFFF;
    }

    /** Whether a cell is a register (its number) rather than a colour. */
    public static boolean isRegister(int cell) {
        return (cell & COLOR_CELL) == 0;
    }

    private static int[] registers(int low, int high) {
        if (low < 0 || high > 255 || low >= high) {
            throw new IllegalArgumentException("a range of registers runs from a lower to a higher one of 0-255, not "
                    + low + "-" + high);
        }
        int[] cells = new int[high - low + 1];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = low + i;
        }
        return cells;
    }

    public Chunk chunk() {
        return chunk;
    }

    /** The cells in ring order, as {@link #cells(int[], int)} takes them. */
    public int[] cellList() {
        return cells.clone();
    }

    /** The CRNG or DRNG rate (16384 = a step each tick); 0 for a CCRT cycle. */
    public int rate() {
        return rate;
    }

    /** The CCRT time between steps in microseconds; 0 for a CRNG or DRNG cycle. */
    public long micros() {
        return micros;
    }

    public boolean reverse() {
        return reverse;
    }

    /** Whether its cells are registers low to high, one after another, as a CRNG or CCRT holds them. */
    public boolean contiguous() {
        for (int i = 0; i < cells.length; i++) {
            if (!isRegister(cells[i]) || cells[i] != cells[0] + i) {
                return false;
            }
        }
        return true;
    }

    /** The lowest and highest register it turns. */
    public int low() {
        int low = Integer.MAX_VALUE;
        for (int c : cells) {
            low = isRegister(c) ? Math.min(low, c) : low;
        }
        return low;
    }

    public int high() {
        int high = -1;
        for (int c : cells) {
            high = isRegister(c) ? Math.max(high, c) : high;
        }
        return high;
    }

    /** Whether it turns the register. */
    public boolean turns(int register) {
        for (int c : cells) {
            if (c == register) {
                return true;
            }
        }
        return false;
    }

    /** The steps it has taken by the tick: the Amiga adds the rate at every vertical blank and steps at 16384. */
    public long steps(long tick) {
        return chunk == Chunk.CCRT ? tick * MICROS_PER_SECOND / (TICKS_PER_SECOND * micros)
                : tick * rate / RATE_PER_TICK;
    }

    /** Its steps a second, for saying how fast it turns. */
    public double stepsPerSecond() {
        return chunk == Chunk.CCRT ? (double) MICROS_PER_SECOND / micros
                : (double) rate * TICKS_PER_SECOND / RATE_PER_TICK;
    }

    /**
     * Writes into {@code registers} the colours its registers show at the tick, taken from {@code colors} (the
     * picture's palette as 0xRRGGBB, unturned); registers below {@code fixedBelow} keep their colour, though the
     * colours of their cells still travel round the ring. A register past the end of {@code colors} shows black.
     */
    public void turn(int[] colors, long tick, int[] registers, int fixedBelow) {
        int n = cells.length;
        int shift = (int) (steps(tick) % n);
        for (int i = 0; i < n; i++) {
            int cell = cells[i];
            if (!isRegister(cell) || cell < fixedBelow || cell >= registers.length) {
                continue;
            }
            int from = cells[Math.floorMod(reverse ? i + shift : i - shift, n)];
            registers[cell] = isRegister(from) ? (from < colors.length ? colors[from] : 0) : from & 0xFFFFFF;
        }
    }

    /** The same cycle with each register r renumbered {@code newIndex[r]}, for a palette put in another order. */
    public ColorCycle renumbered(int[] newIndex) {
        int[] moved = cells.clone();
        for (int i = 0; i < moved.length; i++) {
            moved[i] = isRegister(moved[i]) ? newIndex[moved[i]] : moved[i];
        }
        ColorCycle c = new ColorCycle(chunk, moved, rate, micros, reverse);
        // A range no longer in order is no CRNG or CCRT any more: it is kept as DRNG, which holds any order.
        return c.contiguous() || chunk == Chunk.DRNG ? c : c.asCells();
    }

    /** The same ring as Deluxe Paint IV's cells: a reverse cycle's cells in the other order, the speed as a rate. */
    public ColorCycle asCells() {
        int[] ring = cells.clone();
        if (reverse) {
            // Turning the other way is the same as the cells in the other order, read from the same first cell.
            for (int i = 1, j = ring.length - 1; i < j; i++, j--) {
                int t = ring[i];
                ring[i] = ring[j];
                ring[j] = t;
            }
        }
        int r = rate > 0 ? rate
                : (int) Math.max(1, Math.round((double) RATE_PER_TICK * MICROS_PER_SECOND / (TICKS_PER_SECOND * micros)));
        return new ColorCycle(Chunk.DRNG, ring, r, 0, false);
    }

    /** Says which registers it turns, as a player reads it: "4-11", or "4, 9, 2" for cells out of order. */
    public String registersText() {
        if (contiguous()) {
            return cells[0] + "-" + cells[cells.length - 1];
        }
        StringBuilder sb = new StringBuilder();
        for (int c : cells) {
            if (isRegister(c)) {
                sb.append(sb.length() == 0 ? "" : ", ").append(c);
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColorCycle c && chunk == c.chunk && rate == c.rate && micros == c.micros
                && reverse == c.reverse && Arrays.equals(cells, c.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + chunk.hashCode() + rate + Long.hashCode(micros) + (reverse ? 1 : 0);
    }

    @Override
    public String toString() {
        return chunk + " " + registersText() + (reverse ? " reverse" : "") + " at "
                + (chunk == Chunk.CCRT ? micros + " us" : "rate " + rate);
    }
}
