package ishido.desktop;

import ishido.machine.Screen;
import ishido.screens.opening.Opening;
import ishido.screens.play.PlayScreen;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The screens the headless {@code screenshot} runner can show, by the name {@code --screen} takes.
 * A new screen adds one line to {@link #SCREENS}; the script then runs on a machine showing it.
 */
final class ScreenRegistry {
    /**
     * What the command line chose, for the screen to be built from (hexagram: 1-64 for the augury, else 0;
     * options holds the screen's own).
     */
    record Setup(long seed, Stoneset stoneset, BoardPicture board, int hexagram, Options options) {
    }

    /** Builds a screen for a headless run. */
    interface Factory {
        Screen make(Setup setup) throws IOException;
    }

    /** Every screen by name, in the order --help lists them. */
    private static final Map<String, Factory> SCREENS = new LinkedHashMap<>();

    static {
        SCREENS.put("play", s -> new PlayScreen(s.stoneset(), s.board(), s.seed()));
        // The stoneset editor over a game, as Choices > Stonesets... > Edit Stoneset... shows it; Use goes back to play.
        SCREENS.put("editor", s -> new PlayScreen(s.stoneset(), s.board(), s.seed()).editingOnEnter());
        SCREENS.put("augury", s -> {
            PlayScreen play = new PlayScreen(s.stoneset(), s.board(), s.seed());
            play.showAugury(s.hexagram());
            return play;
        });
        // The opening over a fresh game; the code screen's challenge comes from the seed.
        for (String name : Opening.SCREENS) {
            SCREENS.put(name, s -> Opening.at(name, new PlayScreen(s.stoneset(), s.board(), s.seed()), s.seed()));
        }
        SCREENS.put("scores", s -> ScoresShot.screen(s.options()));
    }

    private ScreenRegistry() {
    }

    /** The factory for a name, or null when there is no such screen. */
    static Factory get(String name) {
        return SCREENS.get(name);
    }

    /** The names, comma separated, for messages. */
    static String names() {
        return String.join(", ", SCREENS.keySet());
    }
}
