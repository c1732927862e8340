package ishido.screens.opening;

import ishido.machine.Machine;
import ishido.rules.SplitMix64;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import java.io.IOException;

/**
 * How the game starts, the same on the desktop and in a browser: the titles, the board with its
 * chimes, then the code unless Choices &gt; Codewheel is off, and then the play screen; or the play
 * screen at once when the player asked to skip the codewheel.
 */
public final class GameStart {
    private GameStart() {
    }

    /** What a stoneset or board loader does: a name or file in, a picture out. */
    public interface Loader<T> {
        T load(String nameOrFile) throws IOException;
    }

    /** The stoneset the settings name, or the default theme's (with a warning in the settings) when that one has gone bad. */
    public static Stoneset stoneset(Settings settings) throws IOException {
        return load(settings.get(Settings.STONESET), Catalog::stoneset, settings);
    }

    /** The board the settings name, or the default theme's (with a warning in the settings) when that one has gone bad. */
    public static BoardPicture board(Settings settings) throws IOException {
        return load(settings.get(Settings.BOARD), Catalog::board, settings);
    }

    /**
     * Loads the one the settings name, falling back to the default theme with a warning when that one has gone
     * bad.
     *
     * @throws IOException only when not even the default theme can be loaded
     */
    public static <T> T load(String chosen, Loader<T> loader, Settings settings) throws IOException {
        try {
            return loader.load(chosen);
        } catch (IOException e) {
            settings.warn(e.getMessage() + "; using " + Catalog.DEFAULT_THEME + " instead");
            return loader.load(Catalog.DEFAULT_THEME);
        }
    }

    /** The machine showing the game's first screen, with its pixels shaped as the display options have them. */
    public static Machine machine(PlayScreen play, long seed, Settings settings, boolean skipOpening,
            DisplayOptions.Aspect aspect) {
        Machine machine = new Machine();
        machine.setPixelAspect(aspect);
        machine.show(skipOpening ? play
                : new Opening(play, true, !settings.get(Settings.SKIP_CODEWHEEL), new SplitMix64(seed)));
        return machine;
    }
}
