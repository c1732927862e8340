package ishido.image;

import java.util.ArrayList;
import java.util.List;

/**
 * The colour cycles of a palette picture, and what its file held that could not be one (a damaged range, said in a
 * few words such as "colour range 2 (CRNG) ignored: its rate is 0"), so that whoever brings the picture in can say
 * it.
 */
public record ColorCycles(List<ColorCycle> cycles, List<String> ignored) {
    /** No cycles and nothing ignored: a PNG, or an ILBM without ranges. */
    public static final ColorCycles NONE = new ColorCycles(List.of(), List.of());

    public ColorCycles {
        cycles = List.copyOf(cycles);
        ignored = List.copyOf(ignored);
    }

    public static ColorCycles of(ColorCycle... cycles) {
        return new ColorCycles(List.of(cycles), List.of());
    }

    public boolean isEmpty() {
        return cycles.isEmpty();
    }

    public int size() {
        return cycles.size();
    }

    /**
     * Fills {@code registers} with {@code colors} (0xRRGGBB, black past their end) as the cycles have turned them by
     * the tick; registers below {@code fixedBelow} keep their colour.
     */
    public void turn(int[] colors, long tick, int[] registers, int fixedBelow) {
        for (int i = 0; i < registers.length; i++) {
            registers[i] = i < colors.length ? colors[i] : 0;
        }
        for (ColorCycle c : cycles) {
            c.turn(colors, tick, registers, fixedBelow);
        }
    }

    /** The same cycles for the palette put in another order, register r now {@code newIndex[r]}. */
    public ColorCycles renumbered(int[] newIndex) {
        List<ColorCycle> moved = new ArrayList<>();
        for (ColorCycle c : cycles) {
            moved.add(c.renumbered(newIndex));
        }
        return new ColorCycles(moved, ignored);
    }

    /** Those that turn only registers below {@code registers}: what a palette cut to that length keeps. */
    public ColorCycles within(int registers) {
        List<ColorCycle> kept = new ArrayList<>();
        for (ColorCycle c : cycles) {
            if (c.high() < registers) {
                kept.add(c);
            }
        }
        return new ColorCycles(kept, ignored);
    }

    /** Whether any cycle turns a register below {@code register}. */
    public boolean turnsBelow(int register) {
        for (ColorCycle c : cycles) {
            if (c.low() < register) {
                return true;
            }
        }
        return false;
    }

    /** "1 colour cycle", "2 colour cycles". */
    public static String count(int n) {
        return n + " colour cycle" + (n == 1 ? "" : "s");
    }
}
