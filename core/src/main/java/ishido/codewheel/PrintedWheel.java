package ishido.codewheel;

import ishido.image.IndexedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The codewheel laid out for printing on an A4 sheet at 300 dpi: the outer disc, the middle ring and the
 * inner disc side by side, each with its cut line, the centre marks for the pin, the windows and the
 * ring's hole shaded to be cut out, and the instructions underneath. Words and digits are set in a
 * real typeface, turned to face the rim as on a paper wheel.
 */
public final class PrintedWheel {
    /** A4 at 300 dots per inch. */
    public static final int WIDTH = 2480;
    public static final int HEIGHT = 3508;
    /** The outer disc's radius on the sheet, in pixels (63.5 mm). */
    static final int RADIUS = 750;
    /** Where the three pieces' centres lie. */
    static final int OUTER_X = WIDTH / 2;
    static final int OUTER_Y = 110 + RADIUS;
    static final int ROW_Y = OUTER_Y + RADIUS + 90 + (int) (RADIUS * Codewheel.MIDDLE_RADIUS);
    static final int MIDDLE_X = 90 + (int) (RADIUS * Codewheel.MIDDLE_RADIUS);
    static final int INNER_X = WIDTH - 90 - (int) (RADIUS * Codewheel.INNER_RADIUS);
    /** Capital heights of the rim words, the digits, the window words and the instructions. */
    private static final int WORD_SIZE = 46;
    private static final int DIGIT_SIZE = 62;
    private static final int LABEL_SIZE = 38;
    /** The rule under a 6 or a 9: its gap below the digit and its thickness, both in sheet pixels. */
    private static final int UNDERLINE_GAP = 6;
    private static final int UNDERLINE = 6;
    private static final int TEXT_SIZE = 30;
    /** One pixel of an emblem on paper. */
    private static final int EMBLEM_CELL = 10;
    /** A window's opening on paper, wide and tall. */
    private static final int OPENING_W = 96;
    private static final int OPENING_H = 96;

    private static final int WHITE = 0xFFFFFF;
    private static final int INK = 0x111122;
    private static final int RED = 0xBB2222;
    private static final int CUT = 0x666666;
    private static final int SHADE = 0xBBBBBB;
    private static final int OUTER_PAPER = 0xEEDDBB;
    private static final int MIDDLE_PAPER = 0xCCDDEE;
    private static final int INNER_PAPER = 0xFFFBEE;

    static final List<String> INSTRUCTIONS = List.of(
            "Cut out the three pieces on their dashed lines, then the ring's hole and the inner disc's grey windows.",
            "Pin them through the centre marks: the outer disc at the bottom, the ring on it, the inner disc on top.",
            "Turn the ring until the second pattern on the screen is under the first,",
            "and the inner disc until the first word is under both patterns.",
            "The window of the second word shows the number: read its two digits from the rim inwards.");

    private final Codewheel wheel;
    private final Typeface type;
    private final int[] rgb = new int[WIDTH * HEIGHT];

    private PrintedWheel(Codewheel wheel, Typeface type) {
        this.wheel = wheel;
        this.type = type;
        java.util.Arrays.fill(rgb, WHITE);
    }

    /** Draws the sheet; its palette holds every shade the anti-aliased type needs. */
    public static IndexedImage draw(Codewheel wheel, Typeface type) {
        PrintedWheel p = new PrintedWheel(wheel, type);
        p.outer();
        p.middle();
        p.inner();
        p.instructions();
        return p.toImage();
    }

    private void outer() {
        disc(OUTER_X, OUTER_Y, RADIUS, OUTER_PAPER);
        for (int k = 0; k < Codewheel.SECTORS; k++) {
            emblem(OUTER_X, OUTER_Y, k, Codewheel.OUTER_PATTERN_RADIUS, wheel.outerPatterns().get(k));
            tick(OUTER_X, OUTER_Y, k + 0.5, Codewheel.OUTER_PATTERN_RADIUS);
            rotated(digit(type, wheel.outerDigit(k)), OUTER_X, OUTER_Y, k + 0.5, Codewheel.UNITS_RADIUS, INK);
        }
        centreMark(OUTER_X, OUTER_Y);
    }

    private void middle() {
        disc(MIDDLE_X, ROW_Y, RADIUS * Codewheel.MIDDLE_RADIUS, MIDDLE_PAPER);
        shadedHole(MIDDLE_X, ROW_Y, RADIUS * Codewheel.HOLE_RADIUS);
        for (int k = 0; k < Codewheel.SECTORS; k++) {
            emblem(MIDDLE_X, ROW_Y, k, Codewheel.MIDDLE_PATTERN_RADIUS, wheel.middlePatterns().get(k));
            tick(MIDDLE_X, ROW_Y, k + 0.5, Codewheel.MIDDLE_PATTERN_RADIUS);
            rotated(digit(type, wheel.middleDigit(k)), MIDDLE_X, ROW_Y, k + 0.5, Codewheel.TENS_RADIUS, INK);
        }
    }

    private void inner() {
        disc(INNER_X, ROW_Y, RADIUS * Codewheel.INNER_RADIUS, INNER_PAPER);
        for (int k = 0; k < Codewheel.SECTORS; k++) {
            text(INNER_X, ROW_Y, k, Codewheel.EDGE_WORD_RADIUS, wheel.edgeWords().get(k), WORD_SIZE, INK);
            // A pointer from the word to the rim, to set it under the patterns.
            line(INNER_X, ROW_Y, k, Codewheel.EDGE_WORD_RADIUS + 0.06, Codewheel.INNER_RADIUS - 0.01, 6, RED);
        }
        for (int w = 0; w < Codewheel.WINDOWS; w++) {
            double p = wheel.windowSector(w) + 0.5;
            opening(INNER_X, ROW_Y, p, Codewheel.TENS_RADIUS);
            opening(INNER_X, ROW_Y, p, Codewheel.UNITS_RADIUS);
            // A red dot on the rim side of the window: its number reads from the dot inwards.
            dot(INNER_X, ROW_Y, p, Codewheel.TENS_RADIUS + 0.1, 12, RED);
            text(INNER_X, ROW_Y, p, Codewheel.UNITS_RADIUS - 0.1, wheel.windowWords().get(w), LABEL_SIZE, RED);
        }
        centreMark(INNER_X, ROW_Y);
    }

    private void instructions() {
        int y = ROW_Y + (int) (RADIUS * Codewheel.MIDDLE_RADIUS) + 110;
        Typeface.Rendered title = type.render("ISHIDO  -  THE CODEWHEEL", TEXT_SIZE + 12);
        stamp(title, (WIDTH - title.width()) / 2, y, INK);
        y += title.height() + 50;
        for (String line : INSTRUCTIONS) {
            Typeface.Rendered r = type.render(line, TEXT_SIZE);
            stamp(r, (WIDTH - r.width()) / 2, y, INK);
            y += TEXT_SIZE * 2 + 6;
        }
    }

    /** The unit vector of a position round the wheel: x right, y down, position 0 at the top. */
    private static double sin(double position) {
        return Math.sin(Math.toRadians(Codewheel.degrees(position)));
    }

    private static double cos(double position) {
        return Math.cos(Math.toRadians(Codewheel.degrees(position)));
    }

    private void disc(int cx, int cy, double r, int paper) {
        for (int y = (int) (cy - r - 3); y <= cy + r + 3; y++) {
            for (int x = (int) (cx - r - 3); x <= cx + r + 3; x++) {
                double d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
                if (d <= r - 2) {
                    put(x, y, paper);
                } else if (d <= r + 2) {
                    put(x, y, dashed(x, y, cx, cy) ? CUT : WHITE);
                }
            }
        }
    }

    /** True on the dashes of a cut line: eight-degree dashes with gaps between. */
    private static boolean dashed(int x, int y, int cx, int cy) {
        double a = Math.toDegrees(Math.atan2(x - cx, cy - y)) + 360;
        return (int) (a / 2) % 3 != 2;
    }

    private void shadedHole(int cx, int cy, double r) {
        for (int y = (int) (cy - r - 3); y <= cy + r + 3; y++) {
            for (int x = (int) (cx - r - 3); x <= cx + r + 3; x++) {
                double d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
                if (d <= r - 2) {
                    put(x, y, ((x + y) / 12) % 2 == 0 ? SHADE : WHITE);
                } else if (d <= r + 2) {
                    put(x, y, CUT);
                }
            }
        }
    }

    private void centreMark(int cx, int cy) {
        for (int t = -40; t <= 40; t++) {
            for (int w = -2; w <= 2; w++) {
                put(cx + t, cy + w, INK);
                put(cx + w, cy + t, INK);
            }
        }
        for (int y = cy - 16; y <= cy + 16; y++) {
            for (int x = cx - 16; x <= cx + 16; x++) {
                double d = Math.hypot(x - cx, y - cy);
                if (d >= 12 && d <= 16) {
                    put(x, y, INK);
                }
            }
        }
    }

    private void dot(int cx, int cy, double position, double radius, int r, int color) {
        int x0 = (int) Math.round(cx + radius * RADIUS * sin(position));
        int y0 = (int) Math.round(cy - radius * RADIUS * cos(position));
        for (int y = -r; y <= r; y++) {
            for (int x = -r; x <= r; x++) {
                if (x * x + y * y <= r * r) {
                    put(x0 + x, y0 + y, color);
                }
            }
        }
    }

    private void tick(int cx, int cy, double position, double radius) {
        line(cx, cy, position, radius - 0.05, radius + 0.05, 4, INK);
    }

    private void line(int cx, int cy, double position, double from, double to, int width, int color) {
        for (double t = from * RADIUS; t <= to * RADIUS; t += 0.5) {
            int x = (int) Math.round(cx + t * sin(position));
            int y = (int) Math.round(cy - t * cos(position));
            for (int j = -width / 2; j <= width / 2; j++) {
                for (int i = -width / 2; i <= width / 2; i++) {
                    put(x + i, y + j, color);
                }
            }
        }
    }

    /** A window: a grey rectangle outlined to be cut out, turned to face the rim. */
    private void opening(int cx, int cy, double position, double radius) {
        int w = OPENING_W;
        int h = OPENING_H;
        byte[] cover = new byte[w * h];
        java.util.Arrays.fill(cover, (byte) 255);
        rotated(new Typeface.Rendered(w, h, cover), cx, cy, position, radius, SHADE);
        byte[] edge = new byte[(w + 8) * (h + 8)];
        for (int y = 0; y < h + 8; y++) {
            for (int x = 0; x < w + 8; x++) {
                if (x < 4 || y < 4 || x >= w + 4 || y >= h + 4) {
                    edge[y * (w + 8) + x] = (byte) 255;
                }
            }
        }
        rotated(new Typeface.Rendered(w + 8, h + 8, edge), cx, cy, position, radius, CUT);
    }

    private void emblem(int cx, int cy, int sector, double radius, Emblem e) {
        int size = Emblem.SIZE * EMBLEM_CELL;
        byte[] cover = new byte[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (e.ink(x / EMBLEM_CELL, y / EMBLEM_CELL)) {
                    cover[y * size + x] = (byte) 255;
                }
            }
        }
        rotated(new Typeface.Rendered(size, size, cover), cx, cy, sector, radius, INK);
    }

    /**
     * A digit as the windows show it; 6 and 9 are underlined, as on dice, because a turned disc can
     * bring them to a window upside down.
     */
    static Typeface.Rendered digit(Typeface type, int digit) {
        Typeface.Rendered r = type.render(Integer.toString(digit), DIGIT_SIZE);
        if (digit != 6 && digit != 9) {
            return r;
        }
        int height = r.height() + UNDERLINE_GAP + UNDERLINE;
        byte[] coverage = java.util.Arrays.copyOf(r.coverage(), r.width() * height);
        java.util.Arrays.fill(coverage, r.width() * (height - UNDERLINE), coverage.length, (byte) 255);
        return new Typeface.Rendered(r.width(), height, coverage);
    }

    private void text(int cx, int cy, double position, double radius, String s, int size, int color) {
        rotated(type.render(s, size), cx, cy, position, radius, color);
    }

    /**
     * Lays a picture of coverage on the sheet centred at a position round a piece, turned so that its top
     * faces the rim, blending the colour over what is there (bilinear samples for clean edges).
     */
    private void rotated(Typeface.Rendered r, int cx, int cy, double position, double radius, int color) {
        double s = sin(position);
        double c = cos(position);
        double ox = cx + radius * RADIUS * s;
        double oy = cy - radius * RADIUS * c;
        int reach = (int) Math.ceil(Math.hypot(r.width(), r.height()) / 2) + 2;
        for (int y = (int) oy - reach; y <= oy + reach; y++) {
            for (int x = (int) ox - reach; x <= ox + reach; x++) {
                double dx = x + 0.5 - ox;
                double dy = y + 0.5 - oy;
                // Into the picture's own axes: its x runs clockwise round the wheel, its y towards the centre.
                double u = dx * c + dy * s + r.width() / 2.0 - 0.5;
                double v = -dx * s + dy * c + r.height() / 2.0 - 0.5;
                int a = sample(r, u, v);
                if (a > 0) {
                    blend(x, y, color, a);
                }
            }
        }
    }

    private static int sample(Typeface.Rendered r, double u, double v) {
        int x0 = (int) Math.floor(u);
        int y0 = (int) Math.floor(v);
        double fx = u - x0;
        double fy = v - y0;
        double top = r.at(x0, y0) * (1 - fx) + r.at(x0 + 1, y0) * fx;
        double bottom = r.at(x0, y0 + 1) * (1 - fx) + r.at(x0 + 1, y0 + 1) * fx;
        return (int) Math.round(top * (1 - fy) + bottom * fy);
    }

    private void stamp(Typeface.Rendered r, int left, int top, int color) {
        for (int y = 0; y < r.height(); y++) {
            for (int x = 0; x < r.width(); x++) {
                int a = r.at(x, y);
                if (a > 0) {
                    blend(left + x, top + y, color, a);
                }
            }
        }
    }

    private void put(int x, int y, int color) {
        if (x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT) {
            rgb[y * WIDTH + x] = color;
        }
    }

    /** Blends ink over the paper in sixteen steps, so the sheet needs few colours. */
    private void blend(int x, int y, int color, int coverage) {
        if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) {
            return;
        }
        int level = (coverage * 16 + 128) / 256;
        if (level == 0) {
            return;
        }
        int under = rgb[y * WIDTH + x];
        int out = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            int a = (under >> shift) & 0xFF;
            int b = (color >> shift) & 0xFF;
            out |= ((a * (16 - level) + b * level) / 16) << shift;
        }
        rgb[y * WIDTH + x] = out;
    }

    private IndexedImage toImage() {
        Map<Integer, Integer> index = new HashMap<>();
        List<Integer> palette = new ArrayList<>();
        byte[] pixels = new byte[rgb.length];
        for (int i = 0; i < rgb.length; i++) {
            Integer k = index.get(rgb[i]);
            if (k == null) {
                k = palette.size();
                if (k == 256) {
                    throw new IllegalStateException("the printed wheel needs more than 256 colours");
                }
                index.put(rgb[i], k);
                palette.add(rgb[i]);
            }
            pixels[i] = (byte) (int) k;
        }
        IndexedImage image = new IndexedImage(WIDTH, HEIGHT, palette.stream().mapToInt(Integer::intValue).toArray());
        System.arraycopy(pixels, 0, image.pixels(), 0, pixels.length);
        return image;
    }
}
