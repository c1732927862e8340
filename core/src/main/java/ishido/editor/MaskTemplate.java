package ishido.editor;

/**
 * The shapes a column's mask can be given with one click, each drawn by geometry on the 19x19 stone (the
 * cell less the line of board grid that shows between stones) and sampled at pixel centres.
 */
public enum MaskTemplate {
    CIRCLE("Circle"), SQUARE("Square"), DIAMOND("Diamond"), HEXAGON("Hexagon"),
    SHIELD("Shield"), DROP("Drop"), HEART("Heart"), STAR("Star"),
    OCTAGON("Octagon"), ROUNDED("Rounded Square"), TRIANGLE("Triangle"), CROSS("Cross"),
    MOON("Moon"), PENTAGON("Pentagon"), LEAF("Leaf"), FLOWER("Flower");

    /** Side of the shape: a stone is one pixel short of its cell. */
    public static final int SIDE = Sheet.CELL - 1;
    private static final double HALF = SIDE / 2.0;

    private final String label;

    MaskTemplate(String label) {
        this.label = label;
    }

    /** The shapes sampled once, after the constants exist (a switch on this cannot run in the constructor). */
    private static final class Sampled {
        static final boolean[][] INSIDE = new boolean[values().length][SIDE * SIDE];

        static {
            for (MaskTemplate t : values()) {
                for (int y = 0; y < SIDE; y++) {
                    for (int x = 0; x < SIDE; x++) {
                        INSIDE[t.ordinal()][y * SIDE + x] = t.contains((x + 0.5 - HALF) / HALF, (y + 0.5 - HALF) / HALF);
                    }
                }
            }
        }
    }

    public String label() {
        return label;
    }

    /** True where the shape covers pixel (x, y) of a cell; the cell's last row and column are always outside. */
    public boolean covers(int x, int y) {
        return x >= 0 && y >= 0 && x < SIDE && y < SIDE && Sampled.INSIDE[ordinal()][y * SIDE + x];
    }

    /** The shape at (u, v), both -1..1 from the stone's centre, v growing downwards. */
    private boolean contains(double u, double v) {
        double au = Math.abs(u);
        double av = Math.abs(v);
        return switch (this) {
            case CIRCLE -> u * u + v * v <= 0.98 * 0.98;
            case SQUARE -> au <= 0.86 && av <= 0.86;
            case DIAMOND -> au + av <= 1.02;
            case HEXAGON -> av <= 0.87 && au + av * 0.577 <= 1.0;
            case SHIELD -> v >= -0.9 && (v <= 0.05 ? au <= 0.86 : au <= 0.86 * Math.sqrt(Math.max(0, 1 - square((v - 0.05) / 0.93))));
            case DROP -> u * u + square(v - 0.32) <= 0.62 * 0.62 || (v < 0.32 && v >= -1 && au <= 0.62 * (v + 1) / 1.32);
            case HEART -> heart(u * 1.22, -v * 1.22 + 0.18);
            case STAR -> polygon(u, v, 5, 1.0, 0.45, -Math.PI / 2);
            case OCTAGON -> au <= 0.92 && av <= 0.92 && au + av <= 1.32;
            case ROUNDED -> roundedSquare(au, av, 0.92, 0.38);
            case TRIANGLE -> v <= 0.8 && v >= -0.95 && au <= (v + 0.95) / 1.75;
            case CROSS -> (au <= 0.34 && av <= 0.96) || (av <= 0.34 && au <= 0.96);
            case MOON -> u * u + v * v <= 0.96 * 0.96 && square(u - 0.42) + square(v + 0.22) > 0.7 * 0.7;
            case PENTAGON -> polygon(u, v + 0.06, 5, 1.02, 1.02 * Math.cos(Math.PI / 5), -Math.PI / 2);
            case LEAF -> square(u - 0.62) + square(v - 0.62) <= 1.5 * 1.5 && square(u + 0.62) + square(v + 0.62) <= 1.5 * 1.5;
            case FLOWER -> Math.sqrt(u * u + v * v) <= 0.72 + 0.27 * Math.cos(4 * Math.atan2(v, u));
        };
    }

    private static double square(double d) {
        return d * d;
    }

    private static boolean heart(double x, double y) {
        double a = x * x + y * y - 1;
        return a * a * a - x * x * y * y * y <= 0;
    }

    private static boolean roundedSquare(double au, double av, double half, double radius) {
        if (au > half || av > half) {
            return false;
        }
        double dx = au - (half - radius);
        double dy = av - (half - radius);
        return dx <= 0 || dy <= 0 || dx * dx + dy * dy <= radius * radius;
    }

    /**
     * A regular star or polygon of n points: outer radius r1 at the points, r2 between them (r2 = r1 cos(pi/n)
     * gives the plain polygon), the first point at angle start.
     */
    private static boolean polygon(double u, double v, int n, double r1, double r2, double start) {
        double[] xs = new double[2 * n];
        double[] ys = new double[2 * n];
        for (int i = 0; i < 2 * n; i++) {
            double r = i % 2 == 0 ? r1 : r2;
            double a = start + Math.PI * i / n;
            xs[i] = r * Math.cos(a);
            ys[i] = r * Math.sin(a);
        }
        boolean in = false;
        for (int i = 0, j = xs.length - 1; i < xs.length; j = i++) {
            if ((ys[i] > v) != (ys[j] > v) && u < (xs[j] - xs[i]) * (v - ys[i]) / (ys[j] - ys[i]) + xs[i]) {
                in = !in;
            }
        }
        return in;
    }
}
