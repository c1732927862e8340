package ishido.app;

import ishido.gfx.Rect;
import ishido.store.DisplayOptions;

/**
 * Where the 320x200 screen lands in a window: the scaled size and the letterbox offsets. Integer
 * scaling keeps every screen line the same height; square pixels are then exact in both directions.
 */
public final class Viewport {
    /** Where the screen lands on the surface. */
    private Rect area = new Rect(0, 0, 0, 0);

    /** Fits the screen into a surface of the given size. */
    public void fit(int surfaceWidth, int surfaceHeight, DisplayOptions options) {
        double shape = options.aspect().widthPerHeight();
        double sy;
        if (options.integerScaling()) {
            int lines = Math.max(1, surfaceHeight / 200);
            // Smaller whole steps until the width fits too, measured as the whole pixels it will take:
            // 320 NTSC pixels at 2x are 533.3 wide, and a window made 533 wide for them must count as fitting.
            while (lines > 1 && scaledWidth(lines, shape) > surfaceWidth) {
                lines--;
            }
            sy = lines;
        } else {
            sy = Math.min(surfaceHeight / 200.0, surfaceWidth / (320.0 * shape));
        }
        int width = Math.max(1, scaledWidth(sy, shape));
        int height = Math.max(1, (int) Math.round(200 * sy));
        area = new Rect((surfaceWidth - width) / 2, (surfaceHeight - height) / 2, width, height);
    }

    /** The width in whole surface pixels of 320 screen columns at a scale and pixel shape. */
    private static int scaledWidth(double scale, double shape) {
        return (int) Math.round(320 * scale * shape);
    }

    /**
     * The largest window scale, at most the one asked for and at least 1, whose window fits in a screen
     * area of the given size; a 3200x2000 window on a 1280x800 screen would open partly off the screen.
     */
    public static int windowScaleFitting(DisplayOptions options, int areaWidth, int areaHeight) {
        double shape = options.aspect().widthPerHeight();
        int scale = options.windowScale();
        while (scale > 1 && (scaledWidth(scale, shape) > areaWidth || 200 * scale > areaHeight)) {
            scale--;
        }
        return Math.max(1, scale);
    }

    /** Where the screen lands on the surface. */
    public Rect area() {
        return area;
    }

    public int x() {
        return area.x();
    }

    public int y() {
        return area.y();
    }

    public int width() {
        return area.width();
    }

    public int height() {
        return area.height();
    }

    /** True when both directions scale by whole numbers, so nearest-neighbour is exact. */
    public boolean isExact() {
        return area.width() % 320 == 0 && area.height() % 200 == 0;
    }

    /**
     * The screen column under a surface pixel, clamped to the screen. The pixel's centre counts, so
     * when a screen is narrower than 320 pixels (NTSC at 1x) the pointer still reaches both edge columns.
     */
    public int toScreenX(double surfaceX) {
        return clamp((int) Math.floor((surfaceX + 0.5 - area.x()) * 320.0 / area.width()), 319);
    }

    /** The screen line under a surface pixel (y down), by its centre, clamped to the screen. */
    public int toScreenY(double surfaceY) {
        return clamp((int) Math.floor((surfaceY + 0.5 - area.y()) * 200.0 / area.height()), 199);
    }

    private static int clamp(int v, int max) {
        return Math.max(0, Math.min(max, v));
    }
}
