package ishido.machine;

import ishido.work.Failures;
import java.util.function.Function;

/**
 * The tick loop's one way for a failure: it ticks and renders the machine, and when a screen throws, logs it
 * and pushes what the program gives for the error (a requester to go on or quit) over the game, which stays
 * as it was on the stack below. Both programs' loops tick through it, so no error freezes the window.
 */
public final class TickGuard {
    private final Machine machine;
    private final Function<Throwable, Screen> report;
    /** The report last pushed, while it is on top: an error of its own cannot be shown by it again. */
    private Screen shown;

    /** Guards the machine's ticks and frames; report makes the screen that tells the player of an error. */
    public TickGuard(Machine machine, Function<Throwable, Screen> report) {
        this.machine = machine;
        this.report = report;
    }

    /** Ticks the machine once; an error of a screen shows the report instead of ending the loop. */
    public void tick() {
        try {
            machine.tick();
        } catch (RuntimeException | StackOverflowError e) {
            failed(e);
        }
    }

    /** Draws the top screen; an error while drawing is reported as a tick's is. */
    public void render() {
        try {
            machine.render();
        } catch (RuntimeException | StackOverflowError e) {
            failed(e);
            // The report draws over what the failed frame left.
            machine.render();
        }
    }

    private void failed(Throwable e) {
        if (shown != null && machine.screen() == shown) {
            // The report itself failed: nothing is left to tell the player with, so the loop ends as it did.
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw (Error) e;
        }
        Failures.log("a tick of " + machine.screen().getClass().getSimpleName(), e);
        e.printStackTrace();
        shown = report.apply(e);
        machine.push(shown);
    }
}
