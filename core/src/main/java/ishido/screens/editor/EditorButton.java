package ishido.screens.editor;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Rect;
import ishido.ui.Pens;
import java.util.function.BooleanSupplier;

/**
 * A button of the Edit Stoneset screen, drawn as Intuition's: raised, sunk while held, and sunk and filled
 * while its mode is on (XColor, Fill, the XColor scope), as a toggle gadget stays selected.
 */
record EditorButton(String label, int x, int y, int width, int height, Runnable action, BooleanSupplier active) {
    static final BooleanSupplier NEVER = () -> false;

    boolean contains(int px, int py) {
        return new Rect(x, y, width, height).contains(px, py);
    }

    void draw(Framebuffer fb, boolean held) {
        boolean down = held || active.getAsBoolean();
        fb.fill(x, y, width, height, down ? Pens.FILL : Pens.BACKGROUND);
        fb.bevel(x, y, width, height, down ? Pens.SHADOW : Pens.SHINE, down ? Pens.SHINE : Pens.SHADOW);
        Font.standard().drawCentered(fb, x + width / 2, y + (height - Font.HEIGHT) / 2, label, Pens.TEXT);
    }
}
