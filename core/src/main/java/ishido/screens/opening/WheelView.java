package ishido.screens.opening;

import ishido.codewheel.Challenge;
import ishido.codewheel.Codewheel;
import ishido.codewheel.Disc;
import ishido.codewheel.Emblem;
import ishido.codewheel.Setting;
import ishido.codewheel.Step;
import ishido.gfx.Framebuffer;
import ishido.gfx.Rect;
import ishido.machine.InputEvent;
import ishido.store.DisplayOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * The codewheel drawn on the screen: three discs about one centre, each turned by dragging it. The
 * discs are drawn apart and laid over each other, so the outer disc shows only at its rim and through
 * the middle ring's hole, and the ring only at its rim and through the inner disc's windows, as with
 * the paper wheel. Words and digits stand upright wherever their disc is turned.
 */
public final class WheelView {
    /** Centre and radius of the outer disc on the screen. */
    public static final int CX = 100;
    public static final int CY = 100;
    public static final int RADIUS = 99;
    /**
     * Rows per column for the same length on the monitor: 1 for square pixels, 5/6 for NTSC's tall
     * ones, so the wheel is drawn as an ellipse in the framebuffer and looks round on the screen.
     */
    private double squash = 1.0;
    /** A window's opening: wide and tall enough for one digit of the game's font with a pixel round it. */
    static final int OPENING_W = 9;
    static final int OPENING_H = 9;
    /** Where the dot that marks the start of a window's number sits, outside its outer opening. */
    private static final double READ_FROM_RADIUS = Codewheel.TENS_RADIUS + 0.085;
    /** How far a window's word sits above or below its lower opening. */
    private static final int LABEL_OFFSET = 9;

    /** Registers of the wheel's colours; the screens that show it load {@link #COLORS} from WHEEL_BASE. */
    static final int WHEEL_BASE = 16;
    static final int OUTER_PAPER = WHEEL_BASE;
    static final int OUTER_LINE = WHEEL_BASE + 1;
    static final int MIDDLE_PAPER = WHEEL_BASE + 2;
    static final int MIDDLE_LINE = WHEEL_BASE + 3;
    static final int INNER_PAPER = WHEEL_BASE + 4;
    static final int INNER_LINE = WHEEL_BASE + 5;
    static final int INK = WHEEL_BASE + 6;
    static final int MARK = WHEEL_BASE + 7;
    static final int SELECTED = WHEEL_BASE + 8;
    /** The wheel's colours as 12-bit values, for registers WHEEL_BASE on. */
    static final int[] COLORS = {
        0xDB8, // outer disc: buff card
        0x742, // its lines
        0x9BD, // middle ring: pale blue card
        0x357, // its lines
        0xEED, // inner disc: cream card
        0x853, // its lines
        0x112, // ink
        0xC22, // the red of the mark and the highlight of the prompts
        0xFC3, // the edge of the disc the keys turn
    };

    private final Codewheel wheel;
    /** Each disc's turn in sectors, continuous while it is dragged. */
    private final double[] turn = new double[Disc.values().length];
    private Disc selected = Disc.OUTER;
    /** The challenge whose step is marked on the wheel, or null. */
    private Challenge guide;
    private Disc dragging;
    private double lastAngle;
    /** Where the last frame drew each digit, for reading the wheel as a player does. */
    private final List<Placed> digits = new ArrayList<>();
    private final Framebuffer[] layers = {new Framebuffer(), new Framebuffer(), new Framebuffer()};

    /** A digit drawn on a disc, its ink's top-left corner on the screen. */
    public record Placed(Disc disc, int digit, int x, int y) {
    }

    /** A window's opening on the screen. */
    public record Opening(int x, int y, int w, int h) {
        public boolean contains(int px, int py) {
            return new Rect(x, y, w, h).contains(px, py);
        }
    }

    public WheelView(Codewheel wheel) {
        this.wheel = wheel;
    }

    public Codewheel wheel() {
        return wheel;
    }

    /** The discs' turns rounded to whole sectors, as they rest when not dragged. */
    public Setting setting() {
        return new Setting((int) Math.round(turn[0]), (int) Math.round(turn[1]), (int) Math.round(turn[2]));
    }

    public Disc selected() {
        return selected;
    }

    /** Marks on the wheel, for this challenge, what the step the discs have reached turns or reads. */
    public void guide(Challenge challenge) {
        guide = challenge;
    }

    /** The step the wheel stands at for the guided challenge, or null without one. */
    public Step step() {
        return guide == null ? null : Step.of(wheel, guide, setting());
    }

    public void select(Disc disc) {
        selected = disc;
    }

    /** Turns a disc by whole sectors, clockwise for positive steps. */
    public void turn(Disc disc, int steps) {
        turn[disc.ordinal()] = Codewheel.sector((int) Math.round(turn[disc.ordinal()]) + steps);
    }

    /** Draws the wheel for pixels of this shape, so that it looks round on the monitor. */
    public void setPixelAspect(DisplayOptions.Aspect aspect) {
        squash = aspect.widthPerHeight();
    }

    /** How far a pixel's centre lies from the wheel's centre, in columns as the monitor shows them. */
    private double distance(int x, int y) {
        return Math.hypot(x + 0.5 - CX, (y + 0.5 - CY) / squash);
    }

    /** The disc under a point: the smallest disc it lies on, as the discs lie on top of each other. */
    Disc discAt(int x, int y) {
        double d = distance(x, y);
        if (d <= RADIUS * Codewheel.INNER_RADIUS) {
            return Disc.INNER;
        }
        if (d <= RADIUS * Codewheel.MIDDLE_RADIUS) {
            return Disc.MIDDLE;
        }
        return d <= RADIUS ? Disc.OUTER : null;
    }

    /** Takes a press, drag or release on the wheel; returns true when it used the event. */
    public boolean mouse(InputEvent e) {
        if (e.isPress(InputEvent.LEFT_BUTTON)) {
            Disc d = discAt(e.x(), e.y());
            if (d == null) {
                return false;
            }
            dragging = d;
            selected = d;
            lastAngle = angle(e.x(), e.y());
            return true;
        }
        if (dragging != null && e.type() == InputEvent.Type.MOVE) {
            double a = angle(e.x(), e.y());
            double delta = a - lastAngle;
            delta -= 360 * Math.floor((delta + 180) / 360);
            turn[dragging.ordinal()] += delta * Codewheel.SECTORS / 360.0;
            lastAngle = a;
            return true;
        }
        if (dragging != null && e.isRelease(InputEvent.LEFT_BUTTON)) {
            // A disc comes to rest on a whole sector, as the paper wheel's notches would hold it.
            turn(dragging, 0);
            dragging = null;
            return true;
        }
        return false;
    }

    /** The angle of a point about the centre, in degrees clockwise from the top. */
    private double angle(int x, int y) {
        return Math.toDegrees(Math.atan2(x + 0.5 - CX, -(y + 0.5 - CY) / squash));
    }

    private double position(Disc disc, double sector) {
        return sector + turn[disc.ordinal()];
    }

    private static int px(double position, double radius) {
        return (int) Math.round(CX + radius * RADIUS * Math.sin(Math.toRadians(Codewheel.degrees(position))));
    }

    private int py(double position, double radius) {
        return (int) Math.round(CY - radius * RADIUS * squash * Math.cos(Math.toRadians(Codewheel.degrees(position))));
    }

    /** The opening of a window over the ring (tens) or over the outer disc (units), as drawn now. */
    public Opening opening(int window, boolean tens) {
        // Windows and the digits under them sit half a sector on from the rim words.
        double p = position(Disc.INNER, wheel.windowSector(window) + 0.5);
        double r = tens ? Codewheel.TENS_RADIUS : Codewheel.UNITS_RADIUS;
        return new Opening(px(p, r) - OPENING_W / 2, py(p, r) - OPENING_H / 2, OPENING_W, OPENING_H);
    }

    /** The digits the last frame drew, on every disc, hidden or not. */
    public List<Placed> digits() {
        return List.copyOf(digits);
    }

    /** Draws the wheel; the screen must have loaded {@link #COLORS} at WHEEL_BASE. */
    public void render(Framebuffer fb) {
        digits.clear();
        drawOuter(layers[0]);
        drawMiddle(layers[1]);
        drawInner(layers[2]);
        List<Opening> openings = new ArrayList<>();
        for (int w = 0; w < Codewheel.WINDOWS; w++) {
            openings.add(opening(w, true));
            openings.add(opening(w, false));
        }
        double inner = RADIUS * Codewheel.INNER_RADIUS;
        double middle = RADIUS * Codewheel.MIDDLE_RADIUS;
        double hole = RADIUS * Codewheel.HOLE_RADIUS;
        for (int y = CY - RADIUS - 1; y <= CY + RADIUS + 1; y++) {
            for (int x = CX - RADIUS - 1; x <= CX + RADIUS + 1; x++) {
                if (x < 0 || y < 0 || x >= Framebuffer.WIDTH || y >= Framebuffer.HEIGHT) {
                    continue;
                }
                double d = distance(x, y);
                Framebuffer from;
                if (d <= inner && !inside(openings, x, y)) {
                    from = layers[2];
                } else if (d <= middle && d > hole) {
                    from = layers[1];
                } else if (d <= RADIUS) {
                    from = layers[0];
                } else {
                    continue;
                }
                fb.set(x, y, from.get(x, y));
            }
        }
        if (guide != null && dragging == null) {
            markStep(fb);
        }
    }

    /**
     * Frames what the step looks at, so a player new to the wheel sees where to look: the two patterns to line
     * up, then the word to bring under them, then the window to read.
     */
    private void markStep(Framebuffer fb) {
        Step step = step();
        double at = position(Disc.OUTER, guide.outerPattern());
        int box = Emblem.SIZE + 4;
        markAround(fb, px(at, Codewheel.OUTER_PATTERN_RADIUS), py(at, Codewheel.OUTER_PATTERN_RADIUS), box, box);
        double middle = position(Disc.MIDDLE, guide.middlePattern());
        markAround(fb, px(middle, Codewheel.MIDDLE_PATTERN_RADIUS), py(middle, Codewheel.MIDDLE_PATTERN_RADIUS), box, box);
        if (step == Step.TURN_MIDDLE) {
            return;
        }
        double word = position(Disc.INNER, guide.edgeWord());
        markAround(fb, px(word, Codewheel.EDGE_WORD_RADIUS), py(word, Codewheel.EDGE_WORD_RADIUS),
                Drawing.tightWidth(wheel.edgeWords().get(guide.edgeWord())) + 4, Drawing.INK_HEIGHT + 4);
        if (step == Step.READ) {
            Opening tens = opening(guide.window(), true);
            Opening units = opening(guide.window(), false);
            int x = Math.min(tens.x(), units.x()) - 2;
            int y = Math.min(tens.y(), units.y()) - 2;
            int w = Math.max(tens.x(), units.x()) + OPENING_W + 2 - x;
            int h = Math.max(tens.y(), units.y()) + OPENING_H + 2 - y;
            fb.frame(x, y, w, h, SELECTED);
        }
    }

    private static void markAround(Framebuffer fb, int cx, int cy, int w, int h) {
        fb.frame(cx - w / 2, cy - h / 2, w, h, SELECTED);
    }

    private static boolean inside(List<Opening> openings, int x, int y) {
        for (Opening o : openings) {
            if (o.contains(x, y)) {
                return true;
            }
        }
        return false;
    }

    private void drawOuter(Framebuffer fb) {
        edged(fb, 1.0, OUTER_PAPER, Disc.OUTER);
        rimPatterns(fb, Disc.OUTER, wheel.outerPatterns(), Codewheel.OUTER_PATTERN_RADIUS, OUTER_LINE);
        lowerDigits(fb, Disc.OUTER, Codewheel.UNITS_RADIUS);
    }

    private void drawMiddle(Framebuffer fb) {
        edged(fb, Codewheel.MIDDLE_RADIUS, MIDDLE_PAPER, Disc.MIDDLE);
        double hole = RADIUS * Codewheel.HOLE_RADIUS + 1;
        fb.ellipse(CX, CY, hole, hole * squash, MIDDLE_LINE);
        rimPatterns(fb, Disc.MIDDLE, wheel.middlePatterns(), Codewheel.MIDDLE_PATTERN_RADIUS, MIDDLE_LINE);
        lowerDigits(fb, Disc.MIDDLE, Codewheel.TENS_RADIUS);
    }

    private void drawInner(Framebuffer fb) {
        edged(fb, Codewheel.INNER_RADIUS, INNER_PAPER, Disc.INNER);
        for (int k = 0; k < Codewheel.SECTORS; k++) {
            double p = position(Disc.INNER, k);
            Drawing.tightCentered(fb, px(p, Codewheel.EDGE_WORD_RADIUS), py(p, Codewheel.EDGE_WORD_RADIUS),
                    wheel.edgeWords().get(k), INK);
            // A pointer from the word to the rim, so the word can be set under the patterns exactly.
            fb.set(px(p, Codewheel.INNER_RADIUS - 0.03), py(p, Codewheel.INNER_RADIUS - 0.03), MARK);
            fb.set(px(p, Codewheel.INNER_RADIUS - 0.05), py(p, Codewheel.INNER_RADIUS - 0.05), MARK);
        }
        for (int w = 0; w < Codewheel.WINDOWS; w++) {
            Opening tens = opening(w, true);
            Opening units = opening(w, false);
            for (Opening o : List.of(tens, units)) {
                fb.frame(o.x() - 1, o.y() - 1, o.w() + 2, o.h() + 2, INNER_LINE);
            }
            // A red dot on the rim side of the window: its number reads from the dot inwards.
            double p = position(Disc.INNER, wheel.windowSector(w) + 0.5);
            fb.fill(px(p, READ_FROM_RADIUS) - 1, py(p, READ_FROM_RADIUS) - 1, 2, 2, MARK);
            int labelY = units.y() + OPENING_H / 2 + (units.y() + OPENING_H / 2 > CY + 2 ? -LABEL_OFFSET : LABEL_OFFSET);
            Drawing.tightCentered(fb, units.x() + OPENING_W / 2, labelY, wheel.windowWords().get(w), MARK);
        }
    }

    /** Fills a disc's paper and draws its edge, in the keys' colour when it is the selected disc. */
    private void edged(Framebuffer fb, double radius, int paper, Disc disc) {
        double r = RADIUS * radius;
        fb.ellipse(CX, CY, r, r * squash, disc == selected ? SELECTED : INK);
        fb.ellipse(CX, CY, r - 1, r * squash - 1, paper);
    }

    private void rimPatterns(Framebuffer fb, Disc disc, List<Emblem> patterns, double radius, int line) {
        for (int k = 0; k < Codewheel.SECTORS; k++) {
            double p = position(disc, k);
            Drawing.emblem(fb, patterns.get(k), px(p, radius) - Emblem.SIZE / 2, py(p, radius) - Emblem.SIZE / 2, 1, INK);
            // A short rule between neighbouring patterns, as printed on the card.
            double between = p + 0.5;
            for (double t = radius - 0.06; t <= radius + 0.06; t += 0.01) {
                fb.set(px(between, t), py(between, t), line);
            }
        }
    }

    /** The digits a disc shows through the windows: one per sector, half a sector on from its rim. */
    private void lowerDigits(Framebuffer fb, Disc disc, double radius) {
        for (int k = 0; k < Codewheel.SECTORS; k++) {
            double p = position(disc, k + 0.5);
            int digit = disc == Disc.MIDDLE ? wheel.middleDigit(k) : wheel.outerDigit(k);
            int x = px(p, radius) - Drawing.tightWidth("0") / 2;
            int y = py(p, radius) - Drawing.INK_HEIGHT / 2;
            Drawing.tight(fb, x, y, Integer.toString(digit), INK);
            digits.add(new Placed(disc, digit, x, y));
        }
    }
}
