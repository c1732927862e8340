package ishido.desktop;

import ishido.gfx.Framebuffer;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.screens.failure.FailureScreen;
import ishido.screens.play.PlayScreen;

/**
 * The failure screen for {@code screenshot --screen failure}: a game drawn once, then the requester of an error
 * in a tick over that picture, as the tick guard shows it. It hands the machine to the game as it enters.
 */
final class FailureShot implements Screen {
    /** The error the requester names. */
    static final String ERROR = "an example error";

    private final PlayScreen play;

    FailureShot(PlayScreen play) {
        this.play = play;
    }

    @Override
    public void enter(Machine m) {
        m.replace(play);
        // The failure screen draws over the picture left in the framebuffer, as after a frame of the game.
        m.render();
        m.push(new FailureScreen(new IllegalStateException(ERROR), Host.HEADLESS));
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
