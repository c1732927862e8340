package ishido.web;

import ishido.machine.Host;
import ishido.machine.Screen;
import ishido.match.DealCode;
import ishido.persist.Storage;
import ishido.platform.Platform;
import ishido.rules.SplitMix64;
import ishido.screens.opening.GameStart;
import ishido.screens.play.PlayScreen;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Supplier;

/**
 * What File &gt; Quit shows in a page, which cannot close itself: leaving the game and coming back in one go. The
 * opening of a fresh start (a new deal, the theme the settings name now), then the game kept under way, as the next
 * start would have it.
 */
final class FreshStart implements Supplier<Screen> {
    private final Platform platform;
    private final Storage storage;
    private final Settings settings;
    private final Path folder;
    private final Host host;
    private final Clock clock;
    /** The theme the page started with, for when not even the default one loads now. */
    private final Stoneset startStoneset;
    private final BoardPicture startBoard;
    /** Which tab holds the game under way: the fresh play screen follows it. */
    private final TabHold hold;

    FreshStart(Platform platform, Storage storage, Settings settings, Path folder, Host host, Clock clock,
            Stoneset startStoneset, BoardPicture startBoard, TabHold hold) {
        this.hold = hold;
        this.platform = platform;
        this.storage = storage;
        this.settings = settings;
        this.folder = folder;
        this.host = host;
        this.clock = clock;
        this.startStoneset = startStoneset;
        this.startBoard = startBoard;
    }

    /** A coded deal chosen at random, as a start without a seed or a deal has it (on the desktop too). */
    static long randomDeal() {
        return DealCode.fromBits(SplitMix64.mix64(Double.doubleToLongBits(Page.now())
                ^ Double.doubleToLongBits(Math.random()))).number();
    }

    @Override
    public Screen get() {
        long seed = randomDeal();
        Stoneset stoneset = startStoneset;
        BoardPicture board = startBoard;
        try {
            stoneset = GameStart.stoneset(storage, settings);
            board = GameStart.board(storage, settings);
        } catch (IOException e) {
            // The page's first theme serves.
        }
        PlayScreen play = GameStart.play(platform, stoneset, board, seed, settings, folder, host, clock);
        if (TabHold.holds()) {
            GameStart.resume(play, storage, folder, settings, clock);
        }
        hold.follow(play);
        return GameStart.opening(play, seed, settings);
    }
}
