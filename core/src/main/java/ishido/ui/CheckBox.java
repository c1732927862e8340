package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.GadgetMarks;
import ishido.machine.InputEvent;

/** A check box with its label to the right; a click anywhere on it toggles it. */
public final class CheckBox extends Gadget {
    private static final int BOX_W = 14;
    private static final int BOX_H = 10;
    /** The tick drawn in a checked box, one string per row. */
    private static final String[] TICK = {
        "........#", ".......##", "#.....##.", "##...##..", ".##.##...", "..###....", "...#....."};

    private final String label;
    private boolean checked;

    public CheckBox(String label, boolean checked) {
        super(BOX_W + 6 + Font.standard().width(label), BOX_H);
        this.label = label;
        this.checked = checked;
    }

    public String label() {
        return label;
    }

    public boolean isChecked() {
        return checked;
    }

    public void setChecked(boolean on) {
        checked = on;
    }

    @Override
    public boolean focusable() {
        return isEnabled();
    }

    @Override
    public void activate() {
        checked = !checked;
    }

    @Override
    public boolean mouse(InputEvent e) {
        if (e.isPress(InputEvent.LEFT_BUTTON) && contains(e.x(), e.y())) {
            if (isEnabled()) {
                checked = !checked;
            }
            return true;
        }
        return false;
    }

    @Override
    protected void draw(Framebuffer fb) {
        fb.fill(x, y, BOX_W, BOX_H, Pens.BACKGROUND);
        fb.bevel(x, y, BOX_W, BOX_H, Pens.SHINE, Pens.SHADOW);
        if (checked) {
            Glyphs.stamp(fb, x + 3, y + 2, TICK, Pens.TEXT);
        }
        Font.standard().draw(fb, x + BOX_W + 6, y + 1, label, Pens.TEXT);
        fb.gadgets().mark(checked ? GadgetMarks.CHECKED : GadgetMarks.UNCHECKED, label, x, y, width, height);
    }
}
