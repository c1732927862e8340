package ishido.ui;

import java.util.ArrayList;
import java.util.List;

/**
 * The one requester that tells the player something failed: what was being done, why in a few words, and a way
 * on (Retry, Go On) beside a way out (Cancel, Quit). Background work and the tick loop both say it this way.
 */
public final class FailureRequester {
    /** Characters a line of a requester holds. */
    private static final int WIDTH = 34;

    private FailureRequester() {
    }

    /** What went wrong, in a few words: the error's kind and its message ("ArithmeticException: / by zero"). */
    public static String describe(Throwable e) {
        String message = e.getMessage();
        String kind = e.getClass().getSimpleName();
        return message == null || message.isBlank() ? kind : kind + ": " + message;
    }

    /**
     * A requester titled so, saying what failed and the error; onward (null: none, a single OK) is offered under
     * its label, away on the other button.
     */
    public static Requester of(String title, String what, Throwable e, String onwardLabel, Runnable onward,
            String awayLabel, Runnable away) {
        List<String> lines = new ArrayList<>(TextLines.wrap(what, WIDTH));
        lines.add("");
        lines.addAll(TextLines.wrap(describe(e), WIDTH));
        if (onward == null) {
            return Requester.message(title, lines, "OK", null, yes -> away.run());
        }
        return Requester.message(title, lines, onwardLabel, awayLabel, yes -> (yes ? onward : away).run());
    }
}
