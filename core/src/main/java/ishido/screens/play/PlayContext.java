package ishido.screens.play;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.match.MatchView;
import ishido.persist.Storage;
import ishido.theme.Stoneset;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * What every part of the play screen reads, instead of being handed the others: the match under way (read only),
 * who plays as the menus set it, the settings, how the player is told and asked (the status strip and the
 * requesters), where the data is kept and the clock it is dated by, the program around the game, the machine
 * showing the screen, the ticks, where a part's commands go ({@link PlaySession#apply}), and the stoneset chosen now.
 */
record PlayContext(Supplier<MatchView> match, PlaySeats seats, KeptSettings settings, Notices notices, Storage storage,
        Path userFolder, Clock clock, Host host, Supplier<Machine> machine, LongSupplier ticks,
        Consumer<PlayCommand> play, Supplier<Stoneset> stoneset) {
    /** The match as it stands now. */
    MatchView now() {
        return match.get();
    }

    /** Whether the game pad is what the player last used, so that a hint names its buttons, not keys. */
    boolean byPad() {
        Machine shownOn = machine.get();
        return shownOn != null && shownOn.byPad();
    }

    RequesterQueue requesters() {
        return notices.requesters();
    }

    /**
     * Runs a part's command and says what it opened: a requester (by its title), a screen over the board (by the
     * title given), or nothing.
     */
    PlayResult opened(String title, Runnable part) {
        Requester before = requesters().lastShown();
        Machine shownOn = machine.get();
        Screen shown = shownOn == null ? null : shownOn.screen();
        part.run();
        if (requesters().lastShown() != before) {
            return new PlayResult.Opened(requesters().lastShown().title());
        }
        if (shownOn != null && shownOn.screen() != shown) {
            return new PlayResult.Opened(title);
        }
        return new PlayResult.Done();
    }
}
