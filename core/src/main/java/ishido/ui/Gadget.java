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
