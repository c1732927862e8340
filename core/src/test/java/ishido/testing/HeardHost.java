package ishido.testing;

import ishido.machine.Host;
import ishido.store.DisplayOptions;
import java.util.ArrayList;
import java.util.List;

/** A host that keeps what the game says to a screen reader's player (Host.say), for the tests to read. */
public final class HeardHost implements Host {
    private final List<String> heard = new ArrayList<>();

    @Override
    public void quit() {
    }

    @Override
    public void applyDisplay(DisplayOptions options) {
    }

    @Override
    public void say(String sentence) {
        heard.add(sentence);
    }

    /** Every sentence said so far, in order (the list itself, which grows). */
    public List<String> heard() {
        return heard;
    }
}
