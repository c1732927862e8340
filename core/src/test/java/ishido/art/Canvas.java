package ishido.art;

import ishido.image.AmigaColor;
import ishido.image.IndexedImage;

/** A small pixel-art toolkit that draws palette indices into an {@link IndexedImage}, clipping at its edges. */
public final class Canvas {
    /** The 4x4 Bayer matrix: the ordered dither Deluxe Paint and most 1990 art used for smooth ramps. */
    private static final int[] BAYER4 = {
        0, 8, 2, 10,
        12, 4, 14, 6,
        3, 11, 1, 9,
        15, 7, 13, 5,
    };

    private final IndexedImage image;

    public Canvas(IndexedImage image) {
        this.image = image;
    }

    /** Makes a blank image of the given size whose palette is built from 12-bit colours. */
    public static Canvas blank(int width, int height, int... rgb12) {
        return new Canvas(new IndexedImage(width, height, palette(rgb12)));
    }

    /** Expands 12-bit colours (0x0RGB) to the 0xRRGGBB palette an {@link IndexedImage} holds. */
    public static int[] palette(int... rgb12) {
        int[] rgb24 = new int[rgb12.length];
        for (int i = 0; i < rgb12.length; i++) {
            rgb24[i] = AmigaColor.toRgb24(rgb12[i]);
        }
        return rgb24;
    }

    public IndexedImage image() {
        return image;
    }

    public int width() {
        return image.width();
    }

    public int height() {
        return image.height();
    }

    public boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < image.width() && y < image.height();
    }

    public void plot(int x, int y, int c) {
        if (inside(x, y)) {
            image.set(x, y, c);
        }
    }

    /** Returns the pixel at (x, y), or -1 outside the image. */
    public int get(int x, int y) {
        return inside(x, y) ? image.get(x, y) : -1;
    }

    public void fill(int x, int y, int w, int h, int c) {
        for (int j = y; j < y + h; j++) {
            for (int i = x; i < x + w; i++) {
                plot(i, j, c);
            }
        }
    }

    public void hline(int x0, int x1, int y, int c) {
        for (int x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) {
            plot(x, y, c);
        }
    }

    public void vline(int x, int y0, int y1, int c) {
        for (int y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) {
            plot(x, y, c);
        }
    }

    /** Draws the one-pixel outline of a rectangle. */
    public void rect(int x, int y, int w, int h, int c) {
        hline(x, x + w - 1, y, c);
        hline(x, x + w - 1, y + h - 1, c);
        vline(x, y, y + h - 1, c);
        vline(x + w - 1, y, y + h - 1, c);
    }

    /**
     * Draws a bevel of the given thickness inside the rectangle: light on the top and left, dark on the
     * bottom and right, as Intuition does with its gadgets (swap the pens for a sunken edge).
     */
    public void bevel(int x, int y, int w, int h, int thickness, int light, int dark) {
        for (int t = 0; t < thickness; t++) {
            int x0 = x + t;
            int y0 = y + t;
            int x1 = x + w - 1 - t;
            int y1 = y + h - 1 - t;
            hline(x0, x1, y0, light);
            vline(x0, y0, y1, light);
            hline(x0 + 1, x1, y1, dark);
            vline(x1, y0 + 1, y1, dark);
        }
    }

    /** Fills a rectangle with an ordered dither of two colours; level 0 is all {@code a}, 16 all {@code b}. */
    public void dither(int x, int y, int w, int h, int a, int b, int level) {
        for (int j = y; j < y + h; j++) {
            for (int i = x; i < x + w; i++) {
                plot(i, j, ditherPick(i, j, a, b, level));
            }
        }
    }

    /** Picks one of two colours for a pixel of an ordered dither of the given level (0..16). */
    public static int ditherPick(int x, int y, int a, int b, int level) {
        return BAYER4[(y & 3) * 4 + (x & 3)] < level ? b : a;
    }

    /**
     * Fills a rectangle with a vertical ramp through the given colours, dithering between neighbours,
     * so that few palette entries still give a smooth gradient.
     */
    public void gradient(int x, int y, int w, int h, int... ramp) {
        texture(x, y, w, h, (px, py) -> h == 1 ? 0 : (py - y) / (double) (h - 1), ramp);
    }

    /** A field of values 0..1 over the picture, for textures such as wood grain or marble. */
    @FunctionalInterface
    public interface Field {
        double at(int x, int y);
    }

    /**
     * Fills a rectangle from a field of values 0..1 mapped onto a ramp of colours, dithering between
     * neighbouring colours of the ramp so that a few palette entries give soft textures.
     */
    public void texture(int x, int y, int w, int h, Field field, int... ramp) {
        int steps = (ramp.length - 1) * 16;
        for (int j = y; j < y + h; j++) {
            for (int i = x; i < x + w; i++) {
                double v = Math.max(0, Math.min(1, field.at(i, j)));
                int pos = (int) Math.round(v * steps);
                int seg = Math.min(pos / 16, ramp.length - 2);
                plot(i, j, ditherPick(i, j, ramp[seg], ramp[seg + 1], pos - seg * 16));
            }
        }
    }

    /**
     * Fills a rectangle from a field of values 0..1 cut into bands at the given thresholds, without
     * dither: colour k where the value is below thresholds[k], the last colour above them all. Bands
     * of a wavy field give wood grain or marble veins with clean edges.
     */
    public void bands(int x, int y, int w, int h, Field field, double[] thresholds, int... colors) {
        for (int j = y; j < y + h; j++) {
            for (int i = x; i < x + w; i++) {
                double v = field.at(i, j);
                int k = 0;
                while (k < thresholds.length && v >= thresholds[k]) {
                    k++;
                }
                plot(i, j, colors[k]);
            }
        }
    }

    /**
     * Fills an ellipse; coordinates are continuous (pixel x covers x..x+1) and a pixel is set when its
     * centre lies inside, so a centre of 10.0 gives an even-sized shape and 10.5 an odd-sized one.
     */
    public void fillEllipse(double cx, double cy, double rx, double ry, int c) {
        for (int y = (int) Math.floor(cy - ry); y <= (int) Math.ceil(cy + ry); y++) {
            for (int x = (int) Math.floor(cx - rx); x <= (int) Math.ceil(cx + rx); x++) {
                double dx = (x + 0.5 - cx) / rx;
                double dy = (y + 0.5 - cy) / ry;
                if (dx * dx + dy * dy <= 1.0) {
                    plot(x, y, c);
                }
            }
        }
    }

    /** Fills a circle in the same continuous coordinates as {@link #fillEllipse}. */
    public void fillCircle(double cx, double cy, double r, int c) {
        fillEllipse(cx, cy, r, r, c);
    }

    /** Draws a one-pixel line with Bresenham's algorithm. */
    public void line(int x0, int y0, int x1, int y1, int c) {
        int dx = Math.abs(x1 - x0);
        int dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1;
        int sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        while (true) {
            plot(x0, y0, c);
            if (x0 == x1 && y0 == y1) {
                return;
            }
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x0 += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y0 += sy;
            }
        }
    }

    /**
     * Fills a polygon given as x0, y0, x1, y1 ... in continuous coordinates (pixel x covers x..x+1),
     * using the even-odd rule: a pixel is set when its centre lies inside.
     */
    public void fillPolygon(int c, double... xy) {
        int n = xy.length / 2;
        double minY = Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            minY = Math.min(minY, xy[2 * i + 1]);
            maxY = Math.max(maxY, xy[2 * i + 1]);
        }
        double[] xs = new double[n];
        for (int y = (int) Math.floor(minY); y <= (int) Math.ceil(maxY); y++) {
            double sy = y + 0.5;
            int count = 0;
            for (int i = 0; i < n; i++) {
                double ax = xy[2 * i];
                double ay = xy[2 * i + 1];
                double bx = xy[2 * ((i + 1) % n)];
                double by = xy[2 * ((i + 1) % n) + 1];
                if ((ay <= sy && by > sy) || (by <= sy && ay > sy)) {
                    xs[count++] = ax + (sy - ay) * (bx - ax) / (by - ay);
                }
            }
            java.util.Arrays.sort(xs, 0, count);
            for (int k = 0; k + 1 < count; k += 2) {
                for (int x = (int) Math.ceil(xs[k] - 0.5); x + 0.5 <= xs[k + 1]; x++) {
                    plot(x, y, c);
                }
            }
        }
    }

    /**
     * Stamps an ASCII-art bitmap: each row is a string, each character is looked up in {@code keys}
     * and drawn in the colour at the same position of {@code colors}; characters not in {@code keys}
     * (such as '.') leave the pixel alone.
     */
    public void stamp(int x, int y, String[] rows, String keys, int... colors) {
        for (int j = 0; j < rows.length; j++) {
            String row = rows[j];
            for (int i = 0; i < row.length(); i++) {
                int k = keys.indexOf(row.charAt(i));
                if (k >= 0) {
                    plot(x + i, y + j, colors[k]);
                }
            }
        }
    }

    /** Stamps a bitmap in one colour wherever it has a '#'. */
    public void stamp(int x, int y, String[] rows, int c) {
        stamp(x, y, rows, "#", c);
    }

    /** Replaces one colour by another inside a rectangle, e.g. to recolour a stamped shape. */
    public void replace(int x, int y, int w, int h, int from, int to) {
        for (int j = y; j < y + h; j++) {
            for (int i = x; i < x + w; i++) {
                if (get(i, j) == from) {
                    plot(i, j, to);
                }
            }
        }
    }

    /**
     * Draws an outline of one pixel in colour {@code c} around every pixel of colour {@code of} inside
     * the rectangle, on the pixels (of colour {@code onto}) that touch it orthogonally.
     */
    public void outline(int x, int y, int w, int h, int of, int onto, int c) {
        boolean[] mark = new boolean[w * h];
        for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
                if (get(x + i, y + j) == onto && (get(x + i - 1, y + j) == of || get(x + i + 1, y + j) == of
                        || get(x + i, y + j - 1) == of || get(x + i, y + j + 1) == of)) {
                    mark[j * w + i] = true;
                }
            }
        }
        for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
                if (mark[j * w + i]) {
                    plot(x + i, y + j, c);
                }
            }
        }
    }

    /**
     * Sprinkles colour {@code c} over the pixels of colour {@code onto} in a rectangle, one in
     * {@code oneIn} on average, at positions fixed by the seed so the picture is the same every time.
     */
    public void speckle(int x, int y, int w, int h, int onto, int c, int oneIn, int seed) {
        for (int j = y; j < y + h; j++) {
            for (int i = x; i < x + w; i++) {
                if (get(i, j) == onto && Math.floorMod(hash(i, j, seed), oneIn) == 0) {
                    plot(i, j, c);
                }
            }
        }
    }

    /** A well-mixed integer hash of a position, for repeatable noise. */
    public static int hash(int x, int y, int seed) {
        int h = x * 0x27d4eb2d ^ y * 0x165667b1 ^ seed * 0x9e3779b9;
        h ^= h >>> 15;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        return h ^ (h >>> 16);
    }

    /** Copies a rectangle of another image here, skipping pixels of index {@code transparent} (-1 copies all). */
    public void blit(IndexedImage src, int sx, int sy, int w, int h, int dx, int dy, int transparent) {
        for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
                int p = src.get(sx + i, sy + j);
                if (p != transparent) {
                    plot(dx + i, dy + j, p);
                }
            }
        }
    }
}
