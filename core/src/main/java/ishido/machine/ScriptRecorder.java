package ishido.machine;

import java.util.List;
import java.util.function.Consumer;

/**
 * Writes a live session as a {@link Script}: told each tick's events by the machine, it writes them
 * so that playing the script on the same screen gives the same ticks with the same events, and so
 * the same frames ({@code --record}, then {@code screenshot --script}).
 */
public final class ScriptRecorder implements Consumer<List<InputEvent>> {
    private final StringBuilder script = new StringBuilder();
    /** Ticks without events not yet written. */
    private int idle;

    /** Starts the script with comment lines (how to replay it, say). */
    public ScriptRecorder(List<String> header) {
        for (String line : header) {
            script.append("# ").append(line).append('\n');
        }
    }

    @Override
    public void accept(List<InputEvent> events) {
        if (events.isEmpty()) {
            idle++;
            return;
        }
        flushIdle();
        for (int i = 0; i < events.size(); i++) {
            // Every command of a script but the last of its tick is posted without ticking.
            if (i < events.size() - 1) {
                script.append("post ");
            }
            script.append(command(events.get(i))).append('\n');
        }
    }

    private void flushIdle() {
        if (idle > 0) {
            script.append("wait ").append(idle).append('\n');
            idle = 0;
        }
    }

    private static String command(InputEvent e) {
        String right = e.button() == InputEvent.RIGHT_BUTTON ? " right" : "";
        return (e.fromPad() ? "pad " : "") + switch (e.type()) {
            case MOVE -> "move " + e.x() + " " + e.y();
            case PRESS -> "press " + e.x() + " " + e.y() + right;
            case RELEASE -> "release " + e.x() + " " + e.y() + right;
            case WHEEL -> "wheel " + e.x() + " " + e.y() + " " + e.wheelSteps();
            case MENU -> e.isMenusOpen() ? "menu open" : e.isMenusClose() ? "menu close"
                    : "menu " + e.x() + " " + e.y() + (e.button() >= 0 ? " " + e.button() : "");
            case KEY -> e.key() == ishido.machine.Key.CHARACTER
                    ? "char " + (int) e.character() + (e.amiga() ? " amiga" : "")
                    : "key " + e.key().name();
        };
    }

    /** The script so far, with the last quiet ticks as a wait. */
    public String text() {
        flushIdle();
        return script.toString();
    }
}
