package ishido.screens.play;

import ishido.audio.Effect;
import ishido.gfx.Framebuffer;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.machine.ScriptBoard;
import ishido.match.MatchView;
import ishido.platform.Platform;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.Square;
import ishido.store.GameUnderWay;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.ui.Button;
import ishido.ui.MenuStrip;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The play screen: the board with its stones, the touchstone, the scoreboard and the pouch, with
 * the menu bar over them. It puts together the session (the match and the commands), the input, the
 * computer's turns, the menus and the view.
 */
public final class PlayScreen implements Screen, ScriptBoard {
    /** The file ending of saved games. */
    public static final String SAVE_EXTENSION = ishido.store.SavedGames.EXTENSION;
    /** The rollouts a move of the computer takes in tests, screenshots and recorded sessions. */
    public static final long COMPUTER_ITERATIONS = 1500;

    private final PlaySession session;
    private final ComputerTurns computer;
    private final MenuStrip menus;
    private final PlayInput input;
    private final PlayView view;
    /** What the program around the game gives it: the storage, the background's schedulers. */
    private final Platform platform;
    /** Keeps the game under way in the data folder after every move. */
    private final UnderWayKeeper keeper;
    /** The data folder (null: a run that keeps nothing) and the clock, for the kept game a take-over reads. */
    private final Path userFolder;
    private final Clock clock;
    /** Open the stoneset editor as soon as the screen is shown (the screenshot runner's editor screen). */
    private boolean editOnEnter;
    /** The first game is yet to ask the Oracle's question: when the screen first shows, unless a kept game resumed. */
    private boolean oracleAsks = true;

    /** The clock of tests and screenshots: one fixed moment, so nothing they show or write depends on the day. */
    public static final Clock FIXED_CLOCK = Clock.fixed(Instant.parse("1990-06-01T12:00:00Z"), ZoneOffset.UTC);

    /** A Modern solitaire game with default settings that writes nothing, on the fixed clock: for tests and screenshots. */
    public PlayScreen(Platform platform, Stoneset stoneset, BoardPicture board, long seed) {
        this(platform, stoneset, board, seed, new Settings(), null, Host.HEADLESS, FIXED_CLOCK);
    }

    /**
     * Starts a game dealt from the seed with the chosen settings (later deals take their seeds from it
     * too); dates (saved games, the Today table, auguries) come from the clock.
     */
    public PlayScreen(Platform platform, Stoneset stoneset, BoardPicture board, long seed, Settings settings,
            Path userFolder, Host host, Clock clock) {
        this.platform = platform;
        this.userFolder = userFolder;
        this.clock = clock;
        // Tests and screenshots get a computer that thinks at once and the same way every time.
        session = new PlaySession(platform, stoneset, board, seed, settings, userFolder, host, clock,
                Thinker.immediate(seed, COMPUTER_ITERATIONS));
        computer = session.computer();
        menus = session.menus();
        input = session.input();
        view = session.view();
        for (String warning : settings.warnings()) {
            session.notices().tell("Settings", warning);
        }
        // The kept record names the history's file of an ended game, so an Undo after a reload keeps its end once.
        keeper = new UnderWayKeeper(session::match, () -> session.files().record(session.deals().underWayKeys()),
                session.settings(), platform.storage(), userFolder, session.notices(), session::scoreOwed);
        // The table an entry made covers the screen, whose ticks stop: the kept game is forgotten at once.
        session.onScoreSettled(keeper::tick);
    }

    /** The program around the game, which the screen reader's sentences go to (Host.say). */
    public Host host() {
        return session.context().host();
    }

    /** The play screen says what happens on its board itself (the narrator): the screen teller leaves it to it. */
    @Override
    public boolean narratesItself() {
        return true;
    }

    /**
     * Puts a game kept under way (store.GameUnderWay) back in play in place of the one dealt; false, with the
     * dealt game left as it was, when its record does not replay.
     */
    public boolean resume(GameRecord kept) {
        boolean resumed = session.files().resume(kept);
        if (resumed) {
            session.deals().resumed(kept);
            session.resumedEnded();
        }
        keeper.seen();
        // The game under way asked its question when it began: a reload or a link beside it does not ask again.
        oracleAsks = !resumed;
        return resumed;
    }

    /** The lines of the requester a page shows while another of its tabs holds the game under way. */
    static final List<String> HELD_ELSEWHERE = List.of("This game is being played", "in another tab or window.",
            "Take it over here?");

    /**
     * Another tab (of the page) holds the game under way, at the start or since it took it over: this screen writes
     * nothing over the kept game, drops what it was asking, and shows one requester whose Take Over (Return and Esc
     * too) hands the player's wish to takeOver; the page takes the game, then calls {@link #takeOver}.
     */
    public void heldElsewhere(Runnable takeOver) {
        keeper.pause(true);
        session.letGo();
        Requester[] shown = new Requester[1];
        Runnable take = () -> {
            shown[0].close();
            takeOver.run();
        };
        Requester.Builder b = new Requester.Builder("Another Tab");
        HELD_ELSEWHERE.forEach(b::text);
        shown[0] = b.buttons(new Button("Take Over", take)).keys(take, take).letter('T', take).build();
        session.requesters().show(shown[0]);
    }

    /**
     * This tab holds the game under way again: the game kept in the storage (the other tab's last move) goes on
     * here, or, when none is kept (it ended and was entered there), a new game begins; true when a kept game resumed.
     */
    public boolean takeOver() {
        session.requesters().clear();
        GameRecord kept = userFolder == null ? null : GameUnderWay.read(platform.storage(), userFolder, clock);
        boolean resumed = kept != null && resume(kept);
        if (!resumed) {
            session.beginAfresh();
        }
        keeper.pause(false);
        return resumed;
    }

    /**
     * Gives challenges read (Game &gt; Friends &gt; Play Challenge..., a link, {@code --challenge}) their opening screen, which
     * plays the deal and puts both games side by side at the end; without it a challenge is played at once.
     */
    public PlayScreen useChallengeDesk(ChallengeDesk desk) {
        session.challenges().useDesk(desk);
        return this;
    }

    /**
     * Carries out a play command as the menus, the keys and the computer's turns do (a pad's, a test's, a
     * lesson's), and says what changed.
     */
    public PlayResult apply(PlayCommand command) {
        return session.apply(command);
    }

    /**
     * The friend's challenge the game under way plays ({@link PlayCommand.PlayChallenge}), or null for any other
     * game: what the challenge's screens put beside it at the end (the match does not know it plays one).
     */
    public ishido.match.FriendMatch challenge() {
        return session.challenge();
    }

    /**
     * The computer's review of a game (a challenge's, as its record replays), from the session's shelf: the same game
     * gets the review made before; its analysis runs in the background the play screen's reviews run in once started.
     */
    public ishido.screens.review.ReviewJob review(ishido.match.MatchView game) {
        return session.reviews().job(game);
    }

    /** The stoneset the stones are drawn with, which the screens put over the play screen draw theirs with too. */
    public Stoneset stoneset() {
        return session.theme().stoneset();
    }

    /** Tells a listener the result of every command from now on: a narration of play, a lesson's check. */
    public void onResult(java.util.function.Consumer<PlayResult> listener) {
        session.onResult(listener);
    }

    @Override
    public void enter(Machine machine) {
        session.useMachine(machine);
        session.useJukebox(machine.jukebox());
        session.requesters().useClipboard(machine.clipboard());
        session.greetReader();
        if (oracleAsks) {
            // The first game's question, asked once the screen shows (after the opening), unless a kept game resumed.
            oracleAsks = false;
            session.oracle().gameBegins();
        }
        // A challenge read before the screen first showed (a link, --challenge) opens now.
        session.challenges().shown();
        // So does a puzzle a link (?puzzle=, --puzzle) asked for.
        session.puzzles().shown();
        if (editOnEnter) {
            editOnEnter = false;
            session.theme().editStoneset(session.theme().stoneset(), false);
        }
    }

    /**
     * Where Help &gt; Learn to Play's list of lessons comes from (LessonsScreen::new; the lessons are built on the
     * play commands, so the play screen is handed them rather than naming them). Without one the Help item says so.
     */
    public PlayScreen useLessons(PlayLessons.Maker maker) {
        session.useLessons(maker);
        return this;
    }

    /**
     * Where Game &gt; Puzzles...'s screens come from (PuzzlesScreen::make; the puzzles are built on the play commands,
     * so the play screen is handed them rather than naming them). Without one the Game item says so.
     */
    public PlayScreen usePuzzles(PlayPuzzles.Maker maker) {
        session.usePuzzles(maker);
        return this;
    }

    /** Makes the screen open the stoneset editor on its set when it is first shown. */
    public PlayScreen editingOnEnter() {
        editOnEnter = true;
        return this;
    }

    /**
     * Brings a picture that is not a board as it is (HAM, EHB, deep, another size) in as the board, through the
     * requesters that ask how to fit it and offer to save it; for {@code --board FILE}.
     */
    public void importBoard(Path picture) {
        session.importing().start(picture);
    }

    /** Replaces the computer player, e.g. with one that thinks in the background for the real game. */
    public void useThinker(Thinker t) {
        computer.useThinker(t);
        // The Master's games for Game Over run in the background too, where the computer thinks there.
        DealMaster master = session.deals().master();
        if (master != null) {
            master.useScheduler(t.inBackground() ? platform.schedulers().scheduler("ishido-master", true) : null);
        }
        // The kept games are read there too: thousands read at once would hold a page's frame up for seconds.
        session.deals().useScheduler(t.inBackground() ? platform.schedulers().scheduler("ishido-history", false) : null);
    }

    /** The match under way, read only: the state root of the game (mode, seats, sheets, flags). */
    public MatchView match() {
        return session.match();
    }

    /** Shows the Oracle's augury of a hexagram (1-64) as a reading would: the screenshot runner's look at each of the 64. */
    public void showAugury(int hexagram) {
        session.oracle().show(hexagram);
    }

    /**
     * Game > Friends > Challenges... for the challenges kept in a data folder, which need not be the screen's own (the
     * screenshot runner's play screen keeps nothing): read only, nothing is written there.
     */
    public void showChallenges(Path dataFolder) {
        session.challenges().showKept(dataFolder);
    }

    /**
     * The session behind the screen, for this package's tests: what they read (the deals, the files, the status
     * line, the cursor) and set up (a match only long play reaches) without a forward here for each.
     */
    PlaySession session() {
        return session;
    }

    @Override
    public Game game() {
        return match().game();
    }

    @Override
    public int squareCentreX(Square s) {
        return PlayLayout.squareX(s) + PlayLayout.CELL / 2;
    }

    @Override
    public int squareCentreY(Square s) {
        return PlayLayout.squareY(s) + PlayLayout.CELL / 2;
    }

    /** The requesters over the board: what the program around the game shows there (a warning at the start). */
    public RequesterQueue requesters() {
        return session.requesters();
    }

    /** The menu strip: the screenshot runner walks it to open a menu's item. */
    public MenuStrip menus() {
        return menus;
    }

    /** The settings the game plays with and keeps. */
    public Settings settings() {
        return session.settings();
    }

    @Override
    public void close() {
        session.close();
    }

    @Override
    public void input(InputEvent e) {
        input.input(e);
    }

    @Override
    public void tick() {
        if (session.ticks() == 0) {
            // The board is greeted by wind chimes, as in the original.
            session.sound(Effect.WIND_CHIMES);
        }
        session.tick(menus.isShowing());
        keeper.tick();
        computer.tick();
        view.tick();
    }

    @Override
    public void render(Framebuffer fb) {
        view.render(fb);
    }
}
