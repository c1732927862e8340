package ishido.gfx;

/** The pixels of a straight line between two points, for anything that plots pixels: plots, the editor's strokes. */
public final class Line {
    /** Receives one pixel of a line. */
    public interface Plot {
        void at(int x, int y);
    }

    private Line() {
    }

    /** Plots the 8-connected line from (x0, y0) to (x1, y1), both ends included (Bresenham). */
    public static void plot(int x0, int y0, int x1, int y1, Plot plot) {
        int dx = Math.abs(x1 - x0);
        int dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1;
        int sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        int x = x0;
        int y = y0;
        while (true) {
            plot.at(x, y);
            if (x == x1 && y == y1) {
                return;
            }
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y += sy;
            }
        }
    }
}
