package ishido.image;

/** Conversions between the Amiga's 12-bit colours (4 bits per gun) and 24-bit RGB. */
public final class AmigaColor {
    private AmigaColor() {
    }

    /** Expands 0x0RGB to 0xRRGGBB: the OCS shows a 4-bit gun value v as v * 17. */
    public static int toRgb24(int rgb12) {
        int r = (rgb12 >> 8) & 0xF;
        int g = (rgb12 >> 4) & 0xF;
        int b = rgb12 & 0xF;
        return (r * 17) << 16 | (g * 17) << 8 | b * 17;
    }

    /** Reduces 0xRRGGBB to 0x0RGB by keeping the high nibble of each gun, as the OCS does with CMAP bytes. */
    public static int toRgb12(int rgb24) {
        return ((rgb24 >> 20) & 0xF) << 8 | ((rgb24 >> 12) & 0xF) << 4 | ((rgb24 >> 4) & 0xF);
    }

    /**
     * Reduces 0xRRGGBB to the nearest 0x0RGB, each gun rounded to the closest of the sixteen levels v * 17: the
     * best 12-bit stand-in for a 24-bit colour, where {@link #toRgb12} keeps what the hardware would show.
     */
    public static int nearestRgb12(int rgb24) {
        return rgb12(nearestGun(rgb24 >> 16 & 0xFF), nearestGun(rgb24 >> 8 & 0xFF), nearestGun(rgb24 & 0xFF));
    }

    /** Rounds an 8-bit gun value to the nearest 4-bit level. */
    public static int nearestGun(int v8) {
        return (v8 + 8) / 17;
    }

    /** Builds 0x0RGB from three 4-bit guns. */
    public static int rgb12(int r, int g, int b) {
        return (r & 0xF) << 8 | (g & 0xF) << 4 | (b & 0xF);
    }
}
