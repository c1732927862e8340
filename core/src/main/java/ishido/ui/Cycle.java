package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.GadgetMarks;
import ishido.machine.InputEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * A cycle gadget, as GadTools' CYCLE_KIND: a raised button showing one of several choices beside a
 * little circling arrow; each click (released over it) moves to the next choice and tells the listener.
 */
public final class Cycle extends Gadget {
    /** The circling arrow at the gadget's left, and the rule that parts it from the choice. */
    private static final String[] ARROW = {
        ".####..", "#....#.", "#...###", "#....#.", "#......", "#....#.", ".####.."};
    private static final int ARROW_WIDTH = 14;

    private final List<String> choices;
    private final IntConsumer chosen;
    private int selected;
    private final Press press = new Press();

    public Cycle(List<String> choices, int selected, int width, IntConsumer chosen) {
        super(width, Button.HEIGHT);
        this.choices = new ArrayList<>(choices);
        this.selected = selected;
        this.chosen = chosen;
    }

    public int selected() {
        return selected;
    }

    public String label() {
        return choices.get(selected);
    }

    /** Moves to the next choice (after the last, the first) as a click does. */
    public void next() {
        selected = (selected + 1) % choices.size();
        chosen.accept(selected);
    }

    @Override
    public boolean focusable() {
        return isEnabled();
    }

    @Override
    public void activate() {
        next();
    }

    @Override
    public boolean mouse(InputEvent e) {
        return press.mouse(this, e, this::next);
    }

    @Override
    protected void draw(Framebuffer fb) {
        boolean down = press.isDown();
        fb.fill(x, y, width, height, down ? Pens.FILL : Pens.BACKGROUND);
        fb.bevel(x, y, width, height, down ? Pens.SHADOW : Pens.SHINE, down ? Pens.SHINE : Pens.SHADOW);
        Glyphs.stamp(fb, x + 4, y + 3, ARROW, Pens.TEXT);
        fb.vline(x + ARROW_WIDTH - 1, y + 2, height - 4, Pens.SHADOW);
        fb.vline(x + ARROW_WIDTH, y + 2, height - 4, Pens.SHINE);
        int inner = width - ARROW_WIDTH;
        Font.standard().drawCentered(fb, x + ARROW_WIDTH + inner / 2, y + (height - Font.HEIGHT) / 2, label(), Pens.TEXT);
        fb.gadgets().mark(GadgetMarks.CYCLE, label(), x, y, width, height);
    }
}
