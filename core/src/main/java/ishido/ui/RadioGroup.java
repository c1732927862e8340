package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.GadgetMarks;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;

/** Mutually exclusive choices, one under the other, each with a round button on its left. */
public final class RadioGroup extends Gadget {
    private static final int ROW = 11;
    private static final int KNOB = 9;
    private static final String[] DOT = {".#.", "###", ".#."};
    /** The round knob's rim: its upper-left half in shadow, its lower-right half in shine, as if sunk. */
    private static final String[] RIM_DARK = {"..###..", ".#.....", "#......", "#......", "#......", ".......", "......."};
    private static final String[] RIM_LIGHT = {".......", ".....#.", "......#", "......#", "......#", ".#...#.", "..###.."};

    private final List<String> options;
    private final boolean[] disabled;
    private int selected;

    public RadioGroup(List<String> options, int selected) {
        super(widest(options) + KNOB + 6, options.size() * ROW);
        this.options = new ArrayList<>(options);
        this.disabled = new boolean[options.size()];
        this.selected = selected;
    }

    private static int widest(List<String> options) {
        int w = 0;
        for (String o : options) {
            w = Math.max(w, Font.standard().width(o));
        }
        return w;
    }

    public int selected() {
        return selected;
    }

    public void select(int index) {
        selected = index;
    }

    /** Ghosts one option so it cannot be chosen. */
    public void disable(int index) {
        disabled[index] = true;
    }

    @Override
    public boolean focusable() {
        return isEnabled();
    }

    /** Up and down move the choice to the next option that way that can be chosen; past the ends, the frame moves on. */
    @Override
    public boolean padKey(InputEvent e) {
        int step = e.isKey(Key.UP) ? -1 : e.isKey(Key.DOWN) ? 1 : 0;
        if (step == 0 || !isEnabled()) {
            return false;
        }
        for (int i = selected + step; i >= 0 && i < options.size(); i += step) {
            if (!disabled[i]) {
                selected = i;
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean mouse(InputEvent e) {
        if (e.isPress(InputEvent.LEFT_BUTTON) && contains(e.x(), e.y())) {
            int i = (e.y() - y) / ROW;
            if (isEnabled() && i >= 0 && i < options.size() && !disabled[i]) {
                selected = i;
            }
            return true;
        }
        return false;
    }

    @Override
    protected void draw(Framebuffer fb) {
        for (int i = 0; i < options.size(); i++) {
            int ry = y + i * ROW;
            Glyphs.stamp(fb, x + 1, ry + 1, RIM_DARK, Pens.SHADOW);
            Glyphs.stamp(fb, x + 1, ry + 1, RIM_LIGHT, Pens.SHINE);
            if (i == selected) {
                Glyphs.stamp(fb, x + 3, ry + 3, DOT, Pens.FILL);
                fb.set(x + 4, ry + 4, Pens.SHADOW);
            }
            Font.standard().draw(fb, x + KNOB + 6, ry + 1, options.get(i), Pens.TEXT);
            if (disabled[i]) {
                fb.ghost(x, ry, width, ROW, Pens.BACKGROUND);
            } else {
                fb.gadgets().mark(i == selected ? GadgetMarks.CHOSEN : GadgetMarks.OPTION, options.get(i), x, ry, width, ROW);
            }
        }
    }
}
