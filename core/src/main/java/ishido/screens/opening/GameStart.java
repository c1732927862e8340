package ishido.screens.opening;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.match.MatchRecord;
import ishido.persist.Storage;
import ishido.platform.Platform;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.SplitMix64;
import ishido.screens.ScreenTeller;
import ishido.screens.challenge.ChallengeTable;
import ishido.screens.lessons.LessonsScreen;
import ishido.screens.puzzles.PuzzlesScreen;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayScreen;
import ishido.screens.play.Thinker;
import ishido.store.DisplayOptions;
import ishido.store.GameUnderWay;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;

/**
 * How the game starts, the same on the desktop and in a browser: the titles, the board with its
 * chimes, then the code at the first start on a device (at every start when Choices &gt; Ask for the Code at
 * Every Start is on), and then the play screen; or the play screen at once when the player asked to skip the
 * codewheel.
 */
public final class GameStart {
    /** How long the computer thinks about a move in the game: strong, and quick enough to watch. */
    public static final long COMPUTER_MILLIS = 300;

    private GameStart() {
    }

    /**
     * The play screen of a game as a player starts it: dealt from the seed, with the player's settings and data
     * folder, a computer that thinks {@link #COMPUTER_MILLIS} a move in the background, the lessons, the
     * puzzles and the challenges' screens.
     */
    public static PlayScreen play(Platform platform, Stoneset stoneset, BoardPicture board, long seed, Settings settings,
            Path folder, Host host, Clock clock) {
        PlayScreen play = new PlayScreen(platform, stoneset, board, seed, settings, folder, host, clock);
        play.useThinker(Thinker.background(seed, COMPUTER_MILLIS, platform.schedulers()));
        // Lambdas, not LessonsScreen::new and PuzzlesScreen::make: a method reference loads its class as the play
        // screen is built, before the first frame; these load when the lessons or the puzzles are first opened.
        play.useLessons((stones, kept, keep, firstGame) -> new LessonsScreen(stones, kept, keep, firstGame))
                .usePuzzles((stones, log, at, background, on, from, puzzle) -> PuzzlesScreen.make(stones, log, at,
                        background, on, from, puzzle));
        ChallengeTable.attach(play);
        return play;
    }

    /**
     * Puts the game kept under way at the last start back on the play screen when Choices &gt; Resume Game at
     * Start is on; with it off, only a game kept at its end before its high-score entry comes back (at Game Over).
     * True when a game did.
     */
    public static boolean resume(PlayScreen play, Storage storage, Path folder, Settings settings, Clock clock) {
        GameRecord kept = GameUnderWay.read(storage, folder, clock);
        if (kept == null || !settings.get(Settings.RESUME_AT_START) && !endedIn(kept)) {
            return false;
        }
        if (!play.resume(kept)) {
            GameUnderWay.setAside(storage, folder, clock);
            return false;
        }
        return true;
    }

    /** Whether a kept record is of a game that had ended (false for one that does not replay: resume sets it aside). */
    private static boolean endedIn(GameRecord kept) {
        try {
            return MatchRecord.replay(kept).game().isOver();
        } catch (IllegalMoveException | IllegalArgumentException e) {
            return true;
        }
    }

    /**
     * A deal asked for at the start (the page's {@code ?deal=} link, {@code --deal}) beside a game kept under way:
     * the kept game comes back, and the deal is offered as Game &gt; Play Deal... offers it, asking before it ends
     * the game under way, so a friend's link opened mid-game never loses that game (issue 38). Without a kept
     * game the deal dealt at the start plays; false then.
     */
    public static boolean resumeBeside(PlayScreen play, Storage storage, Path folder, Settings settings, Clock clock,
            ishido.match.DealCode asked) {
        if (!resume(play, storage, folder, settings, clock)) {
            return false;
        }
        play.apply(new PlayCommand.PlayDeal(asked));
        return true;
    }

    /**
     * A friend's challenge asked for at the start (the page's {@code ?challenge=} link, {@code --challenge}): a game
     * kept under way comes back first (so the challenge asks before it ends that game, as a deal link does), then the
     * code is read as Game &gt; Friends &gt; Play Challenge... reads it, its opening shown as the screen first shows, or its refusal;
     * true when a kept game came back.
     */
    public static boolean challengeBeside(PlayScreen play, Storage storage, Path folder, Settings settings, Clock clock,
            String code) {
        boolean resumed = resume(play, storage, folder, settings, clock);
        play.apply(new PlayCommand.ReadChallenge(code));
        return resumed;
    }

    /** What a stoneset or board loader does: a name or file in, a picture out. */
    public interface Loader<T> {
        T load(String nameOrFile) throws IOException;
    }

    /** The stoneset the settings name, or the default theme's (with a warning in the settings) when that one has gone bad. */
    public static Stoneset stoneset(Storage storage, Settings settings) throws IOException {
        return load(settings.get(Settings.STONESET), name -> Catalog.stoneset(storage, name, storage.dataFolder()),
                settings);
    }

    /** The board the settings name, or the default theme's (with a warning in the settings) when that one has gone bad. */
    public static BoardPicture board(Storage storage, Settings settings) throws IOException {
        return load(settings.get(Settings.BOARD), name -> Catalog.board(storage, name, storage.dataFolder()), settings);
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
        // Choices > Screen Reader: what comes on the screens, said as it comes.
        machine.onRendered(new ScreenTeller(machine, settings, play.host())::frameDrawn);
        machine.show(skipOpening ? play : opening(play, seed, settings));
        return machine;
    }

    /**
     * The opening of a start: the titles, the board, the codewheel's code when this start asks it (Learn to Play
     * offered beside it), then the game, which offers the lessons at the first start on the device.
     */
    public static Opening opening(PlayScreen play, long seed, Settings settings) {
        return new Opening(play, true, asksCode(settings), new SplitMix64(seed),
                () -> play.apply(new PlayCommand.Choose<>(Settings.CODE_ANSWERED, true)),
                () -> play.apply(new PlayCommand.LearnToPlay()), () -> play.apply(new PlayCommand.OfferLessons()));
    }

    /**
     * Whether this start asks for the code: until it has been answered right once on the device, and then only
     * when the player asked for it at every start, as in 1990.
     */
    public static boolean asksCode(Settings settings) {
        return settings.get(Settings.ASK_CODE_EVERY_START) || !settings.get(Settings.CODE_ANSWERED);
    }
}
