package ishido.gfx;

import ishido.image.AmigaColor;
import java.util.Arrays;

/**
 * The 32 colour registers of the emulated screen, each a 12-bit Amiga colour (0x0RGB). Registers
 * 0-15 hold the board's colours, 16-31 the stoneset's.
 */
public final class Palette {
    public static final int SIZE = 32;
    /** First register of the stoneset's colours. */
    public static final int STONESET_BASE = 16;

    private final int[] registers = new int[SIZE];

    public int get(int register) {
        return registers[register];
    }

    public void set(int register, int rgb12) {
        registers[register] = rgb12 & 0xFFF;
    }

    /** Loads up to 16 colours (0xRRGGBB, reduced to 12 bits) into the registers from base on. */
    public void load(int base, int[] rgb24) {
        for (int i = 0; i < 16; i++) {
            registers[base + i] = i < rgb24.length ? AmigaColor.toRgb12(rgb24[i]) : 0;
        }
    }

    /** The register shown as 0xRRGGBB. */
    public int rgb24(int register) {
        return AmigaColor.toRgb24(registers[register]);
    }

    /** All 32 registers as 0xRRGGBB, for writing pictures. */
    public int[] toRgb24() {
        int[] out = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            out[i] = rgb24(i);
        }
        return out;
    }

    /**
     * The register whose colour is nearest a 12-bit colour, so that something drawn over a screen can use
     * the screen's colours instead of changing them.
     */
    public int nearest(int rgb12) {
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        for (int i = 0; i < SIZE; i++) {
            int dr = (registers[i] >> 8) - (rgb12 >> 8 & 0xF);
            int dg = (registers[i] >> 4 & 0xF) - (rgb12 >> 4 & 0xF);
            int db = (registers[i] & 0xF) - (rgb12 & 0xF);
            // Green weighs most and blue least, as the eye judges brightness.
            int d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (d < bestDistance) {
                best = i;
                bestDistance = d;
            }
        }
        return best;
    }

    public void copyFrom(Palette other) {
        System.arraycopy(other.registers, 0, registers, 0, SIZE);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Palette p && Arrays.equals(registers, p.registers);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(registers);
    }
}
