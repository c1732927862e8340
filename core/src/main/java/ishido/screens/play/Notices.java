package ishido.screens.play;

import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextLines;
import java.util.List;
import java.util.function.LongSupplier;

/** What the play screen tells the player: a line on the status strip, a message requester, a question. */
final class Notices {
    private final RequesterQueue requesters;
    private final StatusLine status = new StatusLine();
    private final LongSupplier ticks;

    Notices(RequesterQueue requesters, LongSupplier ticks) {
        this.requesters = requesters;
        this.ticks = ticks;
    }

    /** Shows a line on the status strip for a few seconds. */
    void say(String text) {
        status.say(text, ticks.getAsLong());
    }

    /** The status line's text while it lasts, or null. */
    String status() {
        return status.current(ticks.getAsLong());
    }

    /** Ticks since the status strip began to show this text, for its scrolling. */
    long statusAge(String shown) {
        return status.age(shown, ticks.getAsLong());
    }

    /** Shows a one-button message requester. */
    void tell(String title, String text) {
        requesters.show(Requester.message(title, TextLines.wrap(text, 34), "OK", null, yes -> { }));
    }

    /** Asks a yes-or-no question and runs the action on yes. */
    void confirm(String title, List<String> lines, String yes, Runnable action) {
        requesters.show(Requester.message(title, lines, yes, "Cancel", answer -> {
            if (answer) {
                action.run();
            }
        }));
    }
}
