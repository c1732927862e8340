package ishido.app;

import ishido.persist.DisplayOptions;

/**
 * Where the 320x200 screen lands in a window: the scaled size and the letterbox offsets. Integer
 * scaling keeps every screen line the same height; square pixels are then exact in both directions.
 */
public final class Viewport {
    private int x;
    private int y;
    private int width;
    private int height;

    /** Fits the screen into a surface of the given size. */
    public void fit(int surfaceWidth, int surfaceHeight, DisplayOptions options) {
        double shape = options.aspect().widthPerHeight();
        double sy;
        if (options.integerScaling()) {
            int lines = Math.max(1, surfaceHeight / 200);
            // Smaller whole steps until the width fits too.
            while (lines > 1 && 320 * lines * shape > surfaceWidth) {
                lines--;
            }
            sy = lines;
        } else {
            sy = Math.min(surfaceHeight / 200.0, surfaceWidth / (320.0 * shape));
        }
        width = Math.max(1, (int) Math.round(320 * sy * shape));
        height = Math.max(1, (int) Math.round(200 * sy));
        x = (surfaceWidth - width) / 2;
        y = (surfaceHeight - height) / 2;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** True when both directions scale by whole numbers, so nearest-neighbour is exact. */
    public boolean isExact() {
        return width % 320 == 0 && height % 200 == 0;
    }

    /** The screen column under a surface x coordinate, clamped to the screen. */
    public int toScreenX(double surfaceX) {
        return clamp((int) Math.floor((surfaceX - x) * 320.0 / width), 319);
    }

    /** The screen line under a surface y coordinate (y down), clamped to the screen. */
    public int toScreenY(double surfaceY) {
        return clamp((int) Math.floor((surfaceY - y) * 200.0 / height), 199);
    }

    private static int clamp(int v, int max) {
        return Math.max(0, Math.min(max, v));
    }
}
