package ishido.screens.play;

import ishido.ui.FailureRequester;
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

    /** The requesters the play screen shows, one at a time. */
    RequesterQueue requesters() {
        return requesters;
    }

    /** Shows a requester (after those already waiting). */
    void show(Requester requester) {
        requesters.show(requester);
    }

    /** Shows a line on the status strip for a few seconds. */
    void say(String text) {
        status.say(text, ticks.getAsLong());
    }

    /** Shows a line on the status strip for a few seconds, and returns it (a refusal's reason, say). */
    String said(String text) {
        say(text);
        return text;
    }

    /** Shows a line on the status strip that stays, whatever else is said, until {@link #release}. */
    void hold(String text) {
        status.hold(text, ticks.getAsLong());
    }

    /** Lets the held line go. */
    void release() {
        status.release();
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

    /**
     * Tells the player that work failed, with what was being done, why, and Retry (the retry) beside Cancel: the
     * one way the play screen's background work reports a failure.
     */
    void failed(String title, String what, Throwable error, Runnable retry) {
        requesters.show(FailureRequester.of(title, what, error, "Retry", retry, "Cancel", () -> { }));
    }

    /** Asks a yes-or-no question and runs the action on yes. */
    void confirm(String title, List<String> lines, String yes, Runnable action) {
        requesters.show(Requester.message(title, lines, yes, "Cancel", answer -> {
            if (answer) {
                action.run();
            }
        }));
    }

    /** "First", "Second" ... the name of the n-th 4-Way of a game, for the status line. */
    static String fourWayName(int n) {
        String[] names = {"First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth",
            "Ninth", "Tenth", "Eleventh", "Twelfth"};
        return n >= 1 && n <= names.length ? names[n - 1] : n + "th";
    }
}
