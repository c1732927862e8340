package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.GadgetMarks;
import ishido.gfx.Rect;
import ishido.machine.InputEvent;
import ishido.machine.Key;

/** A horizontal proportional gadget for a whole number in a range, its value shown to the right. */
public final class Slider extends Gadget {
    private static final int TRACK_H = 10;
    private static final int KNOB_W = 10;

    private final int min;
    private final int max;
    private final String unit;
    private final int trackWidth;
    private int value;
    private boolean dragging;

    public Slider(int trackWidth, int min, int max, int value, String unit) {
        super(trackWidth + 8 + Font.standard().width(max + " " + unit), TRACK_H);
        this.trackWidth = trackWidth;
        this.min = min;
        this.max = max;
        this.unit = unit;
        this.value = clamp(value);
    }

    private int clamp(int v) {
        return Math.max(min, Math.min(max, v));
    }

    public int value() {
        return value;
    }

    public void setValue(int v) {
        value = clamp(v);
    }

    private int knobX() {
        return x + 2 + (trackWidth - 4 - KNOB_W) * (value - min) / Math.max(1, max - min);
    }

    private void follow(int px) {
        int span = trackWidth - 4 - KNOB_W;
        int offset = px - x - 2 - KNOB_W / 2;
        value = clamp(min + Math.round((float) offset * (max - min) / Math.max(1, span)));
    }

    @Override
    public boolean mouse(InputEvent e) {
        if (!isEnabled()) {
            return false;
        }
        if (e.isPress(InputEvent.LEFT_BUTTON) && new Rect(x, y, trackWidth, height).contains(e.x(), e.y())) {
            int kx = knobX();
            if (e.x() >= kx && e.x() < kx + KNOB_W) {
                dragging = true;
            } else {
                // A click beside the knob steps it towards the click, as Intuition's prop gadgets page.
                setValue(value + (e.x() < kx ? -1 : 1));
            }
            return true;
        }
        if (dragging && e.type() == InputEvent.Type.MOVE) {
            follow(e.x());
            return true;
        }
        if (dragging && e.isRelease(InputEvent.LEFT_BUTTON)) {
            dragging = false;
            return true;
        }
        return false;
    }

    @Override
    public boolean focusable() {
        return isEnabled();
    }

    /** Left and right move the knob, as the keyboard's arrows do. */
    @Override
    public boolean padKey(InputEvent e) {
        return isEnabled() && key(e);
    }

    @Override
    public boolean key(InputEvent e) {
        if (e.isKey(Key.LEFT)) {
            setValue(value - 1);
            return true;
        }
        if (e.isKey(Key.RIGHT)) {
            setValue(value + 1);
            return true;
        }
        return false;
    }

    @Override
    protected void draw(Framebuffer fb) {
        fb.fill(x, y, trackWidth, TRACK_H, Pens.BACKGROUND);
        fb.recess(x, y, trackWidth, TRACK_H, Pens.SHINE, Pens.SHADOW);
        int kx = knobX();
        fb.fill(kx, y + 2, KNOB_W, TRACK_H - 4, Pens.FILL);
        fb.bevel(kx, y + 2, KNOB_W, TRACK_H - 4, Pens.SHINE, Pens.SHADOW);
        Font.standard().draw(fb, x + trackWidth + 8, y + 1, value + " " + unit, Pens.TEXT);
        // A press at either end of the track steps the knob that way (see mouse): the two a screen reader presses.
        fb.gadgets().mark(GadgetMarks.LOWER, value + " " + unit, x, y, 2, TRACK_H);
        fb.gadgets().mark(GadgetMarks.HIGHER, value + " " + unit, x + trackWidth - 2, y, 2, TRACK_H);
    }
}
