package ishido.gfx;

import java.util.Arrays;

/**
 * The picture a front end last showed: the screen's pixels, its colours and where the pointer was.
 * A front end takes the composed screen each tick and presents a frame only when this says it
 * changed, so a board that waits for a move costs almost nothing to show.
 */
public final class ShownScreen {
    private final byte[] pixels = new byte[Framebuffer.WIDTH * Framebuffer.HEIGHT];
    private final int[] colors = new int[Palette.SIZE];
    private boolean pointerVisible;
    private int pointerX = -1;
    private int pointerY = -1;
    private boolean composed;

    /** Copies the composed screen when it differs from the one shown; true when it did (and the first time). */
    public boolean take(Framebuffer fb, boolean pointer, int px, int py) {
        boolean changed = !composed;
        if (pointer != pointerVisible || (pointer && (px != pointerX || py != pointerY))) {
            changed = true;
        }
        Palette palette = fb.palette();
        for (int i = 0; i < Palette.SIZE; i++) {
            int rgb = palette.rgb24(i);
            if (rgb != colors[i]) {
                colors[i] = rgb;
                changed = true;
            }
        }
        if (!Arrays.equals(fb.pixels(), pixels)) {
            System.arraycopy(fb.pixels(), 0, pixels, 0, pixels.length);
            changed = true;
        }
        pointerVisible = pointer;
        pointerX = px;
        pointerY = py;
        composed = true;
        return changed;
    }

    /** True once a screen has been taken. */
    public boolean composed() {
        return composed;
    }

    public byte[] pixels() {
        return pixels;
    }

    /** The colour registers as 24-bit RGB. */
    public int[] colors() {
        return colors;
    }

    public boolean pointerVisible() {
        return pointerVisible;
    }

    public int pointerX() {
        return pointerX;
    }

    public int pointerY() {
        return pointerY;
    }
}
