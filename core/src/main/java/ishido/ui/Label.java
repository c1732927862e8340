package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;

/** A line of text in a requester; it takes no input. */
public final class Label extends Gadget {
    private final String text;
    private final boolean centered;

    public Label(String text, boolean centered, int width) {
        super(width, Font.HEIGHT);
        this.text = text;
        this.centered = centered;
    }

    public String text() {
        return text;
    }

    @Override
    protected void draw(Framebuffer fb) {
        fb.gadgets().line(text);
        if (centered) {
            Font.standard().drawCentered(fb, x + width / 2, y, text, Pens.TEXT);
        } else {
            Font.standard().draw(fb, x, y, text, Pens.TEXT);
        }
    }
}
