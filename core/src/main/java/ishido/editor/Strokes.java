package ishido.editor;

import ishido.gfx.Line;

/**
 * The pixel geometry of the editor's tools: the line between two pointer positions, rectangles and ellipses
 * in the box two corners span, outlined or filled, and the flood fill.
 */
final class Strokes {
    /** Added to an ellipse's radii: a little over the box's half size keeps its ends, less keeps its corners out. */
    private static final double ROUNDING = 0.3;

    /** Receives one pixel of a stroke. */
    interface Plot {
        void at(int x, int y);
    }

    /** Receives one pixel with the colour it is painted in (a brush's own colours). */
    public interface Paint {
        void at(int x, int y, int index);
    }

    /** Says whether a pixel belongs to the area being flooded (or to a filled shape). */
    interface Inside {
        boolean test(int x, int y);
    }

    private Strokes() {
    }

    /** Plots the 8-connected line from (x0, y0) to (x1, y1), both ends included (Bresenham). */
    static void line(int x0, int y0, int x1, int y1, Plot plot) {
        Line.plot(x0, y0, x1, y1, plot::at);
    }

    /** Plots the rectangle with corners (x0, y0) and (x1, y1), its edges only or filled. */
    static void rectangle(int x0, int y0, int x1, int y1, boolean filled, Plot plot) {
        shape(x0, y0, x1, y1, filled, (x, y) -> true, plot);
    }

    /**
     * Plots the ellipse inscribed in the box with corners (x0, y0) and (x1, y1): filled, every pixel whose centre
     * lies inside it; outlined, those of them that touch a pixel outside (an 8-connected ring without gaps).
     */
    static void ellipse(int x0, int y0, int x1, int y1, boolean filled, Plot plot) {
        double cx = (x0 + x1) / 2.0;
        double cy = (y0 + y1) / 2.0;
        double a = Math.abs(x1 - x0) / 2.0 + ROUNDING;
        double b = Math.abs(y1 - y0) / 2.0 + ROUNDING;
        shape(x0, y0, x1, y1, filled, (x, y) -> {
            double dx = (x - cx) / a;
            double dy = (y - cy) / b;
            return dx * dx + dy * dy <= 1.0;
        }, plot);
    }

    /** Plots the pixels of the box that are inside; outlined, only those with a 4-neighbour outside it or the box. */
    private static void shape(int x0, int y0, int x1, int y1, boolean filled, Inside inside, Plot plot) {
        int left = Math.min(x0, x1);
        int right = Math.max(x0, x1);
        int top = Math.min(y0, y1);
        int bottom = Math.max(y0, y1);
        Inside in = (x, y) -> x >= left && x <= right && y >= top && y <= bottom && inside.test(x, y);
        for (int y = top; y <= bottom; y++) {
            for (int x = left; x <= right; x++) {
                if (in.test(x, y) && (filled || !in.test(x - 1, y) || !in.test(x + 1, y) || !in.test(x, y - 1)
                        || !in.test(x, y + 1))) {
                    plot.at(x, y);
                }
            }
        }
    }

    /**
     * Plots the 4-connected pixels of a size x size square that are inside and reachable from (x, y); plotting
     * must take a pixel out of the inside, as painting it in the fill colour does.
     */
    static void flood(int size, int x, int y, Inside inside, Plot plot) {
        int[] stack = new int[size * size * 4 + 1];
        int n = 0;
        stack[n++] = y * size + x;
        while (n > 0) {
            int p = stack[--n];
            int px = p % size;
            int py = p / size;
            if (!inside.test(px, py)) {
                continue;
            }
            plot.at(px, py);
            if (px > 0) {
                stack[n++] = p - 1;
            }
            if (px < size - 1) {
                stack[n++] = p + 1;
            }
            if (py > 0) {
                stack[n++] = p - size;
            }
            if (py < size - 1) {
                stack[n++] = p + size;
            }
        }
    }
}
