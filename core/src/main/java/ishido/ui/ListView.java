package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * A scrolling list of lines with up and down arrows; a click selects a line, a double click or a
 * second click on the selected line chooses it. With no choose action it is a read-only text view.
 */
public final class ListView extends Gadget {
    private static final int ROW = 9;
    private static final int ARROWS_W = 13;
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
        top = Math.max(0, Math.min(Math.max(0, lines.size() - rows()), top + by));
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
        if (e.isRelease(InputEvent.LEFT_BUTTON) && held != 0) {
            held = 0;
            return true;
        }
        if (!e.isPress(InputEvent.LEFT_BUTTON) || !contains(e.x(), e.y()) || !isEnabled()) {
            return false;
        }
        if (e.x() >= x + width - ARROWS_W) {
            held = e.y() < y + height / 2 ? -1 : 1;
            heldTicks = 0;
            scroll(held);
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
        for (int r = 0; r < rows() && top + r < lines.size(); r++) {
            int ly = y + 2 + r * ROW;
            if (top + r == selected) {
                fb.fill(x + 2, ly, textW - 4, ROW, Pens.FILL);
            }
            String line = lines.get(top + r);
            Font.standard().draw(fb, x + 3, ly + 1, line.length() > maxChars ? line.substring(0, maxChars) : line, Pens.TEXT);
        }
        int ax = x + textW + 1;
        int half = height / 2;
        fb.bevel(ax, y, ARROWS_W - 1, half, Pens.SHINE, Pens.SHADOW);
        fb.bevel(ax, y + half, ARROWS_W - 1, height - half, Pens.SHINE, Pens.SHADOW);
        Glyphs.stamp(fb, ax + 2, y + half / 2 - 2, Glyphs.ARROW_UP, Pens.TEXT);
        Glyphs.stamp(fb, ax + 2, y + half + (height - half) / 2 - 2, Glyphs.ARROW_DOWN, Pens.TEXT);
    }
}
