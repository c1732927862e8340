package ishido.screens.review;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.theme.Stoneset;

/**
 * A screen of the review's family over the board (the rules, the lessons, practice, the puzzles): each frame begins
 * with the review's colours, the stoneset's and the paper laid, then the screen draws on it; it ticks nothing unless
 * it says so (a timed run's clock), and its Exit goes back to the screen below.
 */
public abstract class PaperScreen implements Screen {
    /** The stones the screen shows, whose colours the paper loads. */
    protected final Stoneset stoneset;
    /** The machine the screen was last shown on, null before. */
    protected Machine machine;

    protected PaperScreen(Stoneset stoneset) {
        this.stoneset = stoneset;
    }

    @Override
    public void enter(Machine m) {
        machine = m;
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

    /**
     * Exit (Esc): back to the screen below, only while this one is on top (a button's action can come when another
     * screen has been pushed over it, or before it is shown).
     */
    protected void exit() {
        if (machine != null && machine.screen() == this) {
            machine.pop();
        }
    }
}
