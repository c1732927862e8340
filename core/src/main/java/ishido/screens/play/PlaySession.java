package ishido.screens.play;

import ishido.audio.Effect;
import ishido.audio.Jukebox;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.match.Match;
import ishido.match.MatchListener;
import ishido.match.Tournament;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.screens.scores.HighScoreKeeper;
import ishido.store.HighScoreFile;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextLines;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The play screen's session: the match, the chosen theme, the settings, the requesters, the status
 * line, and the commands the menus and the input call (new game, undo, hints, save and load).
 */
final class PlaySession implements PlayCommands {
    private final Settings settings;
    private final Path userFolder;
    private final Host host;
    private final SplittableRandom seeds;
    private final RequesterQueue requesters = new RequesterQueue();
    /** The game under way; Load Game replaces it with the match its record replays to. */
    private Match match;
    /** The parts that follow the match, registered again on a match that replaces it. */
    private final List<MatchListener> matchListeners = new ArrayList<>();
    /** The machine showing the play screen, for the editor and the high-score screens to go over it. */
    private Machine machine;
    private final PlayFiles files;
    private final PlayHelps helps = new PlayHelps(this);
    private final StatusLine status = new StatusLine();
    private final PlayTheme theme;
    private long ticks;
    private Jukebox jukebox;
    /** The game-over gong has sounded for this game. */
    private boolean endSounded;
    private ComputerTurns computer;
    private PlayInput input;
    private PlayView view;
    private final PlayOracle oracle;
    private final PlayHighScores highScores;
    private final PlaySeats seats;
    private final PlayClocks clocks = new PlayClocks(this);
    private final PlayTournament tournament;

    PlaySession(Stoneset stoneset, BoardPicture board, long seed, Settings settings, Path userFolder, Host host,
            Clock clock) {
        this.settings = settings;
        this.userFolder = userFolder;
        this.host = host;
        this.seeds = new SplittableRandom(seed);
        this.theme = new PlayTheme(this, stoneset, board);
        this.files = new PlayFiles(this, clock);
        seats = new PlaySeats(settings);
        GameMode mode = settings.get(Settings.MODE);
        Tournament first = mode == GameMode.TOURNAMENT ? new Tournament(Deal.random(seed), seats.scoringFor(mode)) : null;
        match = new Match(mode, seats.forMode(mode),
                first != null ? first.newGame() : new Game(Deal.random(seed), seats.scoringFor(mode)));
        seats.watch(match);
        if (first != null) {
            match.beginTournament(first);
        }
        match.useTimer(seats.timerFor(mode));
        listen(clocks);
        tournament = new PlayTournament(this, seeds::nextLong);
        highScores = new PlayHighScores(this, userFolder == null ? null
                : new HighScoreKeeper(new HighScoreFile(userFolder, clock), clock));
        oracle = new PlayOracle(this, clock);
        listen(oracle);
    }

    /** Tells a part of the screen of every stone, turn and end of the match, and of any match loaded later. */
    void listen(MatchListener listener) {
        matchListeners.add(listener);
        match.addListener(listener);
    }

    /** Load Game: the match a record replayed to becomes the game under way, followed by the same parts. */
    void adopt(Match loaded) {
        match = loaded;
        seats.watch(loaded);
        for (MatchListener l : matchListeners) {
            loaded.addListener(l);
        }
    }

    @Override
    public PlayOracle oracle() {
        return oracle;
    }

    @Override
    public PlayFiles files() {
        return files;
    }

    @Override
    public PlayHighScores scores() {
        return highScores;
    }

    PlayTournament tournament() {
        return tournament;
    }

    /** Connects the parts of the screen that hold state about the game, so a new game clears them. */
    void wire(ComputerTurns turns, PlayInput playInput, PlayView playView) {
        computer = turns;
        helps.useComputer(turns);
        input = playInput;
        view = playView;
    }

    /** Who plays, as the menus set it. */
    PlaySeats seats() {
        return seats;
    }

    void useMachine(Machine shownOn) {
        machine = shownOn;
    }

    void useJukebox(Jukebox box) {
        jukebox = box;
        jukebox.paula().setFilter(settings.get(Settings.AUDIO_FILTER));
    }

    /** One 60 Hz tick: the requesters, and the match's clock unless a menu is open. */
    void tick(boolean menuOpen) {
        ticks++;
        requesters.tick();
        clocks.tick(menuOpen);
    }

    long ticks() {
        return ticks;
    }

    @Override
    public PlayHelps helps() {
        return helps;
    }

    @Override
    public PlayTheme theme() {
        return theme;
    }

    /** The machine showing the play screen, for the screens that go over it. */
    Machine machine() {
        return machine;
    }

    @Override
    public Match match() {
        return match;
    }

    GameMode mode() {
        return match.mode();
    }

    @Override
    public Settings settings() {
        return settings;
    }

    @Override
    public RequesterQueue requesters() {
        return requesters;
    }

    @Override
    public Host host() {
        return host;
    }

    @Override
    public Path userFolder() {
        return userFolder;
    }

    @Override
    public Stoneset stoneset() {
        return theme.stoneset();
    }

    @Override
    public BoardPicture board() {
        return theme.board();
    }

    /** Plays an effect if the player wants sounds (and, for the stone's click, Stone Click too). */
    void sound(Effect effect) {
        if (jukebox != null && settings.get(Settings.SOUNDS)
                && (effect != Effect.STONE_CLICK || settings.get(Settings.STONE_CLICK))) {
            jukebox.play(effect);
        }
    }

    @Override
    public void say(String text) {
        status.say(text, ticks);
    }

    /** The status line's text while it lasts, or null. */
    String status() {
        return status.current(ticks);
    }

    /** Ticks since the status strip began to show this text, for its scrolling. */
    long statusAge(String shown) {
        return status.age(shown, ticks);
    }

    @Override
    public void tell(String title, String text) {
        requesters.show(Requester.message(title, TextLines.wrap(text, 34), "OK", null, yes -> { }));
    }

    @Override
    public void confirm(String title, List<String> lines, String yes, Runnable action) {
        requesters.show(Requester.message(title, lines, yes, "Cancel", answer -> {
            if (answer) {
                action.run();
            }
        }));
    }

    @Override
    public void saveSettings() {
        if (userFolder == null) {
            return;
        }
        try {
            SettingsFile.save(settings, UserData.settingsFile(userFolder));
        } catch (IOException e) {
            tell("Settings", "The settings could not be saved: "
                    + UserFiles.describe(UserData.settingsFile(userFolder).getFileName(), e) + ".");
        }
    }

    @Override
    public boolean isUnderWay() {
        return !game().isOver() && game().placed() > 0;
    }

    /**
     * Starts a new game with the next deal, in the mode and scoring chosen in the menus; in a tournament,
     * the next player's game on the tournament's deal.
     */
    void newGame() {
        offerToHighScores();
        GameMode mode = settings.get(Settings.MODE);
        if (mode == GameMode.TOURNAMENT) {
            tournament.nextGame();
            return;
        }
        if (match.tournament() != null) {
            // Another mode was chosen: the tournament is over.
            match.endTournament();
        }
        match.newGame(mode, seats.forMode(mode), new Game(Deal.random(seeds.nextLong()), seats.scoringFor(mode)));
        begun("A new game. Place the stone on the touchstone.");
    }

    /** What follows every new game: the mode's timer, a clean screen, and the message. */
    void begun(String message) {
        match.useTimer(seats.timerFor(match.mode()));
        reset(true);
        files.forget();
        say(message);
        oracle.gameBegins();
    }

    @Override
    public void setUpTournament(Runnable showSetup) {
        tournament.setUp(showSetup);
    }

    @Override
    public void changeMode(GameMode mode, Runnable apply) {
        tournament.leave(mode, () -> {
            apply.run();
            if (mode == GameMode.TOURNAMENT) {
                tournament.begin(seats.scoringFor(mode));
                say("A new tournament: New Game begins its first game.");
            } else {
                say(mode.label() + " set for New Game.");
            }
        });
    }

    /** The player lets go of a stone they were holding (its move ran out of time, say). */
    void dropStone() {
        input.drop();
    }

    /** What every start of a game clears; a fresh one (not loaded) pays for Always Show Moves. */
    void reset(boolean fresh) {
        endSounded = false;
        highScores.reset();
        if (fresh && settings.get(Settings.ALWAYS_SHOW_MOVES)) {
            // Always Show Moves costs every game it is on for.
            match.disqualify();
        }
        helps.reset();
        oracle.reset();
        computer.reset(ticks);
        input.reset();
        view.reset();
    }

    @Override
    public void askNewGame() {
        if (isUnderWay()) {
            confirm("New Game", List.of("End this game and", "start a new one?"), "OK", this::newGame);
        } else {
            newGame();
        }
    }

    @Override
    public void askStartOver() {
        confirm("Start Game Over", List.of("Start this game over?", "It cannot then make", "the High Scores."), "OK", () -> {
            match.startOver();
            reset(true);
            say("The same deal, from the start.");
        });
    }

    @Override
    public void askEndGame() {
        confirm("End Game", List.of("End this game now?"), "OK", () -> {
            match.finish(Game.End.ENDED_BY_PLAYER);
            input.drop();
            showEnd();
        });
    }

    @Override
    public boolean canUndo() {
        return mode().allowsUndo() && game().canUndo() && !oracle.holdsLastMove(game());
    }

    @Override
    public void undo() {
        if (!canUndo()) {
            say(!mode().allowsUndo() ? "No undo in a Challenge game."
                    : oracle.holdsLastMove(game()) ? "The Oracle has read this move." : "There is no move to undo.");
            return;
        }
        Move m = match.undo();
        input.drop();
        view.reset();
        say("Took back the stone on " + m.square() + ".");
    }

    /** The game as a record, with everything needed to carry on where it stands. */
    GameRecord record() {
        return files.record();
    }

    /** Places the touchstone's stone for the seat to play, with its sound and message, or says why it may not go there. */
    void place(Square square) {
        // A Computer Player item can be checked in the middle of a game: the seat to move follows the menu.
        seats.followMenus();
        try {
            Move m = match.place(square);
            sound(Effect.STONE_CLICK);
            if (m.isFourWay()) {
                sound(Effect.FOUR_WAY);
                say(fourWayName(game().fourWays()) + " 4-Way! +" + m.points());
            } else {
                say("On " + square + ": " + m.ways() + "-Way" + (m.points() > 0 ? ", +" + m.points() : ""));
            }
            if (game().isOver()) {
                showEnd();
            }
        } catch (IllegalMoveException ex) {
            sound(Effect.ILLEGAL);
            if (settings.get(Settings.MESSAGES)) {
                requesters.show(Requester.message("Ishido", TextLines.wrap(ex.getMessage(), 30), "OK", null, yes -> { }));
            } else {
                say(ex.getMessage());
            }
        }
    }

    private static String fourWayName(int n) {
        String[] names = {"First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth",
            "Ninth", "Tenth", "Eleventh", "Twelfth"};
        return n >= 1 && n <= names.length ? names[n - 1] : n + "th";
    }

    /** The Game Over requester with the result, offering a new game (or Undo when the stone is stuck). */
    void showEnd() {
        if (!endSounded) {
            endSounded = true;
            sound(Effect.GAME_OVER);
        }
        requesters.show(GameOver.requester(this));
    }

    /** Enters the ended game in the high-score tables, once (the Game Over requester and New Game call it). */
    void offerToHighScores() {
        highScores.offer();
    }

}
