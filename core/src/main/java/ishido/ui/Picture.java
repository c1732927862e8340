package ishido.ui;

import ishido.gfx.Framebuffer;
import java.util.function.BiConsumer;

/** A gadget that only shows something drawn by its owner, such as the stones of the pouch. */
public final class Picture extends Gadget {
    private final BiConsumer<Framebuffer, int[]> painter;

    /** The painter gets the framebuffer and the picture's top-left corner {x, y}. */
    public Picture(int width, int height, BiConsumer<Framebuffer, int[]> painter) {
        super(width, height);
        this.painter = painter;
    }

    @Override
    protected void draw(Framebuffer fb) {
        painter.accept(fb, new int[] {x, y});
    }
}
