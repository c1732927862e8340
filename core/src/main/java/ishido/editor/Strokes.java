package ishido.editor;

import ishido.gfx.Line;

/** The pixel geometry of the editor's tools: the freehand line between two pointer positions, and the flood fill. */
final class Strokes {
    /** Receives one pixel of a stroke. */
    interface Plot {
        void at(int x, int y);
    }

    /** Says whether a pixel belongs to the area being flooded. */
    interface Inside {
        boolean test(int x, int y);
    }

    private Strokes() {
    }

    /** Plots the 8-connected line from (x0, y0) to (x1, y1), both ends included (Bresenham). */
    static void line(int x0, int y0, int x1, int y1, Plot plot) {
        Line.plot(x0, y0, x1, y1, plot::at);
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
