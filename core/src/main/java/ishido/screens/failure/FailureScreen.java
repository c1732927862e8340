package ishido.screens.failure;

import ishido.gfx.Framebuffer;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.ui.FailureRequester;
import ishido.ui.RequesterQueue;

/**
 * What the player sees when a screen fails in a tick: the requester of every failure over the picture as it
 * was, with Go On (back to the game, which is kept as it stood) and Quit (the program ends as by File > Quit,
 * so what a quit keeps is kept).
 */
public final class FailureScreen implements Screen {
    private final RequesterQueue requesters = new RequesterQueue();
    private Machine machine;

    /** The report of the error, whose Quit asks the host to end the program. */
    public FailureScreen(Throwable error, Host host) {
        requesters.show(FailureRequester.of("Ishido", "Something went wrong. The game is kept as it was:"
                + " go on with it, or quit.", error, "Go On", this::goOn, "Quit", host::quit));
    }

    private void goOn() {
        if (machine != null && machine.screen() == this) {
            machine.pop();
        }
    }

    @Override
    public void enter(Machine m) {
        machine = m;
        requesters.useClipboard(m.clipboard());
    }

    @Override
    public void input(InputEvent event) {
        requesters.input(event);
    }

    @Override
    public void tick() {
        requesters.tick();
    }

    /** The requester over the last picture of the screen below, which is left in the framebuffer as it was. */
    @Override
    public void render(Framebuffer fb) {
        requesters.render(fb);
    }
}
