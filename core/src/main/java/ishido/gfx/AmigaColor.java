package ishido.gfx;

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

    /** Builds 0x0RGB from three 4-bit guns. */
    public static int rgb12(int r, int g, int b) {
        return (r & 0xF) << 8 | (g & 0xF) << 4 | (b & 0xF);
    }
}
