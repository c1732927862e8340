package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;

/** A push button: raised, sunk while held, and acting when released over itself. */
public final class Button extends Gadget {
    public static final int HEIGHT = 14;
    private static final int PAD = 8;

    private String label;
    private final Runnable action;
    private final Press press = new Press();

    public Button(String label, Runnable action) {
        this(label, Font.standard().width(label) + 2 * PAD, action);
    }

    public Button(String label, int width, Runnable action) {
        super(width, HEIGHT);
        this.label = label;
        this.action = action;
    }

    public String label() {
        return label;
    }

    /** Shows another label of the same width (the letter grid's letters in the other case). */
    void relabel(String newLabel) {
        label = newLabel;
    }

    /** Acts as if clicked. */
    public void press() {
        if (isEnabled()) {
            action.run();
        }
    }

    @Override
    public boolean focusable() {
        return isEnabled();
    }

    @Override
    public void activate() {
        press();
    }

    @Override
    public boolean mouse(InputEvent e) {
        return press.mouse(this, e, action);
    }

    @Override
    protected void draw(Framebuffer fb) {
        boolean down = press.isDown();
        fb.fill(x, y, width, height, down ? Pens.FILL : Pens.BACKGROUND);
        fb.bevel(x, y, width, height, down ? Pens.SHADOW : Pens.SHINE, down ? Pens.SHINE : Pens.SHADOW);
        Font.standard().drawCentered(fb, x + width / 2, y + (height - Font.HEIGHT) / 2, label, Pens.TEXT);
        fb.gadgets().mark(label, x, y, width, height);
    }
}
