package ishido.testing;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Screen;

/** A screen that does nothing, for tests: under a screen whose Exit must have somewhere to go back to. */
public final class BlankScreen implements Screen {
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
