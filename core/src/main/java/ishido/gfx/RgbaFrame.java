package ishido.gfx;

/**
 * Turns the screen into true colour for a front end: each pixel's colour register looked up as 24-bit
 * RGB, and the pointer sprite laid over it as the Amiga's sprite hardware would. The desktop's
 * presenter uploads the result as a texture, the browser's puts it on a canvas; they differ only in
 * how a pixel's four bytes are packed into an int, which the {@link Packing} says.
 */
public final class RgbaFrame {
    /** How red, green, blue and an opaque alpha go into one int. */
    public enum Packing {
        /** R in the top byte, A in the bottom: RGBA bytes when the ints are written big-endian (LibGDX's Pixmap). */
        RGBA_BIG_ENDIAN,
        /** A in the top byte, R in the bottom: RGBA bytes when the ints are written little-endian (a canvas's ImageData). */
        RGBA_LITTLE_ENDIAN;

        /** Packs a 24-bit 0xRRGGBB colour, fully opaque. */
        public int pack(int rgb24) {
            if (this == RGBA_BIG_ENDIAN) {
                return rgb24 << 8 | 0xFF;
            }
            return 0xFF00_0000 | (rgb24 & 0xFF) << 16 | (rgb24 & 0xFF00) | (rgb24 >>> 16 & 0xFF);
        }
    }

    private final Packing packing;
    private final Pointer pointer;
    private final int[] pixels = new int[Framebuffer.WIDTH * Framebuffer.HEIGHT];
    private final int[] lookup = new int[256];
    private final int[] pointerColors = new int[4];

    /** A frame that packs its pixels one way, with the given pointer sprite. */
    public RgbaFrame(Packing packing, Pointer pointer) {
        this.packing = packing;
        this.pointer = pointer;
        for (int pen = 1; pen < 4; pen++) {
            pointerColors[pen] = packing.pack(pointer.color(pen));
        }
    }

    /** The converted pixels, row by row from the top left, one int each; reused from frame to frame. */
    public int[] pixels() {
        return pixels;
    }

    /**
     * Converts one frame: screen pixels as colour registers, the registers (24-bit RGB each) as packed
     * colours, and the pointer with its hot spot at (pointerX, pointerY) when visible.
     */
    public int[] convert(byte[] screen, int[] colors, boolean pointerVisible, int pointerX, int pointerY) {
        for (int i = 0; i < colors.length; i++) {
            lookup[i] = packing.pack(colors[i]);
        }
        for (int i = 0; i < screen.length; i++) {
            pixels[i] = lookup[screen[i] & 0xFF];
        }
        if (pointerVisible) {
            overlayPointer(pointerX - pointer.hotX(), pointerY - pointer.hotY());
        }
        return pixels;
    }

    private void overlayPointer(int left, int top) {
        for (int y = 0; y < pointer.height(); y++) {
            int sy = top + y;
            if (sy < 0 || sy >= Framebuffer.HEIGHT) {
                continue;
            }
            for (int x = 0; x < Pointer.WIDTH; x++) {
                int sx = left + x;
                int pen = pointer.pen(x, y);
                if (pen != 0 && sx >= 0 && sx < Framebuffer.WIDTH) {
                    pixels[sy * Framebuffer.WIDTH + sx] = pointerColors[pen];
                }
            }
        }
    }
}
