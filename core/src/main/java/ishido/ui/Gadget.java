package ishido.ui;

import ishido.gfx.Framebuffer;
import ishido.gfx.Rect;
import ishido.machine.InputEvent;

/**
 * One control of a requester, as Intuition's gadgets: a rectangle that draws itself and takes
 * mouse and keyboard input. Coordinates are on the screen.
 */
public abstract class Gadget {
    protected int x;
    protected int y;
    protected int width;
    protected int height;
    private boolean enabled = true;

    protected Gadget(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /** Places the gadget's top-left corner on the screen. */
    public void moveTo(int left, int top) {
        x = left;
        y = top;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Where the gadget is on the screen. */
    public Rect bounds() {
        return new Rect(x, y, width, height);
    }

    public boolean contains(int px, int py) {
        return bounds().contains(px, py);
    }

    public boolean isEnabled() {
        return enabled;
    }

    public Gadget setEnabled(boolean on) {
        enabled = on;
        return this;
    }

    /** True for gadgets that take typed keys once clicked (text fields). */
    public boolean takesKeys() {
        return false;
    }

    /** Handles a mouse event; returns true when the gadget used it. */
    public boolean mouse(InputEvent e) {
        return false;
    }

    /** Handles a key while the gadget has the keyboard; returns true when used. */
    public boolean key(InputEvent e) {
        return false;
    }

    /** Whether the game pad's focus frame stops on it ({@link FocusRing}): a gadget that does something, while enabled. */
    public boolean focusable() {
        return false;
    }

    /**
     * The pad's d-pad while the frame is on this gadget: true when the gadget used it (a list moving its line, a
     * slider its knob), false to let the frame move on to the next gadget that way.
     */
    public boolean padKey(InputEvent e) {
        return false;
    }

    /** The pad's A (or Return) on the framed gadget, which is focusable so enabled: what a click on it does. */
    public void activate() {
    }

    /** Tells a gadget it has lost the keyboard (another was clicked). */
    public void blur() {
    }

    /** Advances one tick (cursor blinking, auto-repeat). */
    public void tick() {
    }

    public final void render(Framebuffer fb) {
        draw(fb);
        if (!enabled) {
            fb.ghost(x, y, width, height, Pens.BACKGROUND);
        }
    }

    protected abstract void draw(Framebuffer fb);
}
