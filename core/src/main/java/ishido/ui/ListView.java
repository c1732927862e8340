package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * A scrolling list of lines with a scroller at the side, as Intuition's: a proportional knob whose
 * size is the part of the text in view (drag it, or click above or below it to turn a page), up and
 * down arrows under it, and the mouse wheel. A click selects a line, a double click or a second click
 * on the selected line chooses it. With no choose action it is a read-only text view.
 */
public final class ListView extends Gadget {
    private static final int ROW = 9;
    private static final int ARROWS_W = 13;
    /** Height of each arrow button under the knob's track. */
    private static final int ARROW_H = 10;
    /** The knob never gets shorter than this, so it can still be grabbed in a long text. */
    private static final int MIN_KNOB = 6;
    /** Lines one step of the mouse wheel scrolls. */
    static final int WHEEL_LINES = 3;
    private static final int DOUBLE_CLICK_TICKS = 30;

    private final List<String> lines = new ArrayList<>();
    private final boolean selectable;
    private IntConsumer onSelect = i -> { };
    private IntConsumer onChoose = i -> { };
    private int top;
    private int selected = -1;
    private long ticks;
    private long lastClick = -DOUBLE_CLICK_TICKS - 1;
    private int lastClicked = -1;
    /** Which arrow is held for auto-repeat: -1 up, 1 down, 0 none. */
    private int held;
    private int heldTicks;
    /** While the knob is dragged: the pointer's offset from the knob's top; -1 when not dragging. */
    private int grab = -1;

    public ListView(int width, int rows, boolean selectable) {
        super(width, rows * ROW + 4);
        this.selectable = selectable;
    }

    public ListView setLines(List<String> newLines) {
        lines.clear();
        lines.addAll(newLines);
        top = 0;
        selected = -1;
        return this;
    }

    public List<String> lines() {
        return lines;
    }

    public ListView onSelect(IntConsumer action) {
        onSelect = action;
        return this;
    }

    public ListView onChoose(IntConsumer action) {
        onChoose = action;
        return this;
    }

    public int selected() {
        return selected;
    }

    public int top() {
        return top;
    }

    private int rows() {
        return (height - 4) / ROW;
    }

    /** Scrolls by a number of lines, staying within the text. */
    public void scroll(int by) {
        top = Math.max(0, Math.min(maxTop(), top + by));
    }

    private int maxTop() {
        return Math.max(0, lines.size() - rows());
    }

    /** The knob's track: the scroller's column above the arrows, inside its frame. */
    private int trackTop() {
        return y + 2;
    }

    private int trackHeight() {
        return height - 2 * ARROW_H - 4;
    }

    /** The knob's height: the share of the text in view, like an Intuition prop gadget's body. */
    int knobHeight() {
        int track = trackHeight();
        if (lines.size() <= rows()) {
            return track;
        }
        return Math.max(Math.min(MIN_KNOB, track), track * rows() / lines.size());
    }

    /** The knob's top edge on the screen. */
    int knobTop() {
        int free = trackHeight() - knobHeight();
        return trackTop() + (maxTop() == 0 ? 0 : (int) Math.round((double) free * top / maxTop()));
    }

    /** Moves the text so the knob's top is as near the screen line as it can be. */
    private void dragKnobTo(int knobY) {
        int free = trackHeight() - knobHeight();
        if (free > 0) {
            top = Math.max(0, Math.min(maxTop(), (int) Math.round((double) (knobY - trackTop()) * maxTop() / free)));
        }
    }

    @Override
    public void tick() {
        ticks++;
        if (held != 0 && ++heldTicks > 15 && heldTicks % 3 == 0) {
            scroll(held);
        }
    }

    @Override
    public boolean mouse(InputEvent e) {
        if (e.type() == InputEvent.Type.WHEEL) {
            if (!contains(e.x(), e.y()) || !isEnabled()) {
                return false;
            }
            scroll(e.wheelSteps() * WHEEL_LINES);
            return true;
        }
        if (grab >= 0) {
            if (e.type() == InputEvent.Type.MOVE) {
                dragKnobTo(e.y() - grab);
            } else if (e.isRelease(InputEvent.LEFT_BUTTON)) {
                grab = -1;
            }
            return true;
        }
        if (e.isRelease(InputEvent.LEFT_BUTTON) && held != 0) {
            held = 0;
            return true;
        }
        if (!e.isPress(InputEvent.LEFT_BUTTON) || !contains(e.x(), e.y()) || !isEnabled()) {
            return false;
        }
        if (e.x() >= x + width - ARROWS_W) {
            int arrows = y + height - 2 * ARROW_H;
            if (e.y() >= arrows) {
                held = e.y() < arrows + ARROW_H ? -1 : 1;
                heldTicks = 0;
                scroll(held);
            } else if (e.y() < knobTop()) {
                // Above or below the knob turns a page, as a click in a prop gadget's container does.
                scroll(-Math.max(1, rows() - 1));
            } else if (e.y() >= knobTop() + knobHeight()) {
                scroll(Math.max(1, rows() - 1));
            } else {
                grab = e.y() - knobTop();
            }
            return true;
        }
        int i = top + (e.y() - y - 2) / ROW;
        if (selectable && i >= 0 && i < lines.size()) {
            boolean again = i == lastClicked && ticks - lastClick <= DOUBLE_CLICK_TICKS;
            selected = i;
            lastClicked = i;
            lastClick = ticks;
            onSelect.accept(i);
            if (again) {
                onChoose.accept(i);
            }
        }
        return true;
    }

    @Override
    public boolean focusable() {
        return isEnabled() && !lines.isEmpty();
    }

    /**
     * Up and down move the selected line of a list that picks (shown, and told to the list's listener as a click
     * is), or scroll a text; at the first or last line the frame moves on.
     */
    @Override
    public boolean padKey(InputEvent e) {
        int step = e.isKey(Key.UP) ? -1 : e.isKey(Key.DOWN) ? 1 : 0;
        if (step == 0) {
            return false;
        }
        if (!selectable) {
            int before = top;
            scroll(step);
            return top != before;
        }
        int next = selected < 0 ? (step > 0 ? top : -1) : selected + step;
        if (next < 0 || next >= lines.size()) {
            return false;
        }
        selected = next;
        if (selected < top) {
            top = selected;
        } else if (selected >= top + rows()) {
            top = selected - rows() + 1;
        }
        onSelect.accept(selected);
        return true;
    }

    /** The pad's A on a list: its selected line chosen, as a double click chooses it. */
    @Override
    public void activate() {
        if (selectable && selected >= 0) {
            onChoose.accept(selected);
        }
    }

    @Override
    public boolean key(InputEvent e) {
        if (e.isKey(Key.UP)) {
            scroll(-1);
            return true;
        }
        if (e.isKey(Key.DOWN)) {
            scroll(1);
            return true;
        }
        return false;
    }

    @Override
    protected void draw(Framebuffer fb) {
        int textW = width - ARROWS_W;
        fb.fill(x, y, width, height, Pens.BACKGROUND);
        fb.recess(x, y, textW, height, Pens.SHINE, Pens.SHADOW);
        int maxChars = (textW - 6) / Font.WIDTH;
        if (selectable) {
            fb.gadgets().list(x + 2, y + 2, textW - 4, rows() * ROW, top, rows(), lines.size(), selected);
        }
        for (int r = 0; r < rows() && top + r < lines.size(); r++) {
            int ly = y + 2 + r * ROW;
            if (top + r == selected) {
                fb.fill(x + 2, ly, textW - 4, ROW, Pens.FILL);
            }
            String line = lines.get(top + r);
            Font.standard().draw(fb, x + 3, ly + 1, line.length() > maxChars ? line.substring(0, maxChars) : line, Pens.TEXT);
            if (selectable) {
                fb.gadgets().markLine(line, x + 2, ly, textW - 4, ROW);
            } else {
                fb.gadgets().mark(line, x + 2, ly, textW - 4, ROW);
            }
        }
        int ax = x + textW + 1;
        int aw = ARROWS_W - 1;
        fb.recess(ax, y, aw, height - 2 * ARROW_H, Pens.SHINE, Pens.SHADOW);
        int ky = knobTop();
        int kh = knobHeight();
        fb.fill(ax + 2, ky, aw - 4, kh, Pens.FILL);
        fb.bevel(ax + 2, ky, aw - 4, kh, Pens.SHINE, Pens.SHADOW);
        int up = y + height - 2 * ARROW_H;
        fb.bevel(ax, up, aw, ARROW_H, Pens.SHINE, Pens.SHADOW);
        fb.bevel(ax, up + ARROW_H, aw, ARROW_H, Pens.SHINE, Pens.SHADOW);
        Glyphs.stamp(fb, ax + 2, up + 3, Glyphs.ARROW_UP, Pens.TEXT);
        Glyphs.stamp(fb, ax + 2, up + ARROW_H + 3, Glyphs.ARROW_DOWN, Pens.TEXT);
    }
}
