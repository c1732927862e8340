package ishido.screens.opening;

import ishido.machine.Machine;
import ishido.rules.SplitMix64;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;

/**
 * How the game starts, the same on the desktop and in a browser: the titles, the board with its
 * chimes, then the code unless Choices &gt; Codewheel is off, and then the play screen; or the play
 * screen at once when the player asked to skip the codewheel.
 */
public final class GameStart {
    private GameStart() {
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
