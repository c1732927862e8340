package ishido.work;

/**
 * How a failure of the game's work, in the background or in a tick, is logged: one line on standard error (a
 * browser's console), the same everywhere; the player is told by {@code ui.FailureRequester}.
 */
public final class Failures {
    private Failures() {
    }

    /** Logs one line saying what failed and why (System.Logger is not in every class library). */
    public static void log(String what, Throwable e) {
        System.err.println("ishido: " + what + " failed: " + e);
    }
}
