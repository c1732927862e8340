package ishido.gfx;

/**
 * A rectangle of pixels: left, top, width and height. The one type for where things are on a surface:
 * a gadget, a requester, the screen in a window.
 */
public record Rect(int x, int y, int width, int height) {
    /** A rectangle of the given size centred in the 320x200 screen. */
    public static Rect centred(int width, int height) {
        return new Rect((Framebuffer.WIDTH - width) / 2, (Framebuffer.HEIGHT - height) / 2, width, height);
    }

    /** True when the point is inside: the left and top edges are, the right and bottom ones are not. */
    public boolean contains(int px, int py) {
        return px >= x && px < x + width && py >= y && py < y + height;
    }

    /** The column just right of the rectangle. */
    public int right() {
        return x + width;
    }

    /** The line just below the rectangle. */
    public int bottom() {
        return y + height;
    }
}
