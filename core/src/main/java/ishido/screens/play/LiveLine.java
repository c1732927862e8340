package ishido.screens.play;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.ui.Gadget;
import ishido.ui.Pens;
import java.util.function.Supplier;

/** A centred line of a requester whose text is read at every frame: a result still being worked out. */
final class LiveLine extends Gadget {
    private final Supplier<String> text;

    LiveLine(Supplier<String> text, int width) {
        super(width, Font.HEIGHT);
        this.text = text;
    }

    String text() {
        return text.get();
    }

    @Override
    protected void draw(Framebuffer fb) {
        fb.gadgets().line(text.get());
        Font.standard().drawCentered(fb, x + width / 2, y, text.get(), Pens.TEXT);
    }
}
