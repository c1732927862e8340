package ishido.screens.review;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.Screen;
import ishido.theme.Stoneset;

/**
 * A screen of the review's family that moves only when the player does (the rules, the lessons, practice): each
 * frame begins with the review's colours, the stoneset's and the paper laid, then the screen draws on it.
 */
public abstract class PaperScreen implements Screen {
    /** The stones the screen shows, whose colours the paper loads. */
    protected final Stoneset stoneset;

    protected PaperScreen(Stoneset stoneset) {
        this.stoneset = stoneset;
    }

    @Override
    public void tick() {
    }

    @Override
    public final void render(Framebuffer fb) {
        ReviewColors.paper(fb, stoneset);
        draw(fb, Font.standard());
    }

    /** Draws the screen on the paper laid. */
    protected abstract void draw(Framebuffer fb, Font font);
}
