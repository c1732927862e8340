package ishido.testing;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Screen;

/** A screen that does nothing, for tests: under a screen whose Exit must have somewhere to go back to. */
public final class BlankScreen implements Screen {
    /** A machine showing the screen over a blank one, as a screen opened over the board is. */
    public static Machine under(Screen screen) {
        Machine m = new Machine(new BlankScreen());
        m.push(screen);
        return m;
    }

    @Override
    public void input(InputEvent event) {
    }

    @Override
    public void tick() {
    }

    @Override
    public void render(Framebuffer fb) {
    }
}
