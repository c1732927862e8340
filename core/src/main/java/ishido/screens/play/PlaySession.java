package ishido.screens.play;

import ishido.audio.Effect;
import ishido.audio.Jukebox;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.Match;
import ishido.match.MatchListener;
import ishido.match.Tournament;
import ishido.persist.Storage;
import ishido.platform.Platform;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.screens.scores.HighScoreKeeper;
import ishido.store.HighScoreFile;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.ui.MenuStrip;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import ishido.ui.TextLines;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The play screen's session: the match under way, and the parts of the screen put together, each
 * given what it uses; it runs a game's course (new game, start over, end, undo, placing a stone).
 */
final class PlaySession implements PlayActions.Flow, Moves {
    private final KeptSettings settings;
    private final SplitMix64 seeds;
    private final RequesterQueue requesters = new RequesterQueue();
    private final Notices notices = new Notices(requesters, this::ticks);
    /** The game under way; Load Game replaces it with the match its record replays to. */
    private Match match;
    private final MatchCommands current = new MatchCommands(() -> match);
    /** The parts that follow the match, registered again on a match that replaces it. */
    private final List<MatchListener> matchListeners = new ArrayList<>();
    /** The machine showing the play screen, for the editor and the high-score screens to go over it. */
    private Machine machine;
    private final PlaySeats seats;
    private final PlayTheme theme;
    private final PlayFiles files;
    private final PlayHelps helps;
    private final PlayClocks clocks;
    private final PlayOracle oracle;
    private final PlayHighScores highScores;
    private final PlayTournament tournament;
    private final PlayDeals deals;
    private final PlayShare share;
    private final BoardImporting importing;
    private final PlayReviews reviews;
    private final MenuStrip menus;
    private final ComputerTurns computer;
    private final PlayInput input;
    private final PlayView view;
    private long ticks;
    private Jukebox jukebox;
    /** The game-over gong has sounded for this game. */
    private boolean endSounded;

    PlaySession(Platform platform, Stoneset stoneset, BoardPicture board, long seed, Settings chosen, Path userFolder,
            Host host, Clock clock, Thinker thinker) {
        Storage storage = platform.storage();
        settings = new KeptSettings(chosen, storage, userFolder, notices);
        seeds = new SplitMix64(seed);
        Supplier<Machine> shownOn = () -> machine;
        theme = new PlayTheme(settings, notices, storage, userFolder, host::quit, shownOn, stoneset, board);
        seats = new PlaySeats(chosen);
        GameMode mode = chosen.get(Settings.MODE);
        Tournament first = mode == GameMode.TOURNAMENT ? new Tournament(Deal.random(seed), seats.scoringFor(mode)) : null;
        match = new Match(mode, seats.forMode(mode),
                first != null ? first.newGame() : new Game(Deal.random(seed), seats.scoringFor(mode)));
        seats.watch(match);
        if (first != null) {
            match.beginTournament(first);
        }
        match.useTimer(seats.timerFor(mode));
        clocks = new PlayClocks(current, seats, requesters, notices, this::sound, this, this::dropStone,
                () -> settings.get(Settings.MESSAGES));
        listen(clocks);
        highScores = new PlayHighScores(current, seats, shownOn, requesters, settings, notices, userFolder == null
                ? null : new HighScoreKeeper(new HighScoreFile(storage, userFolder, clock), clock));
        tournament = new PlayTournament(current, seats, requesters, settings, notices, highScores, seeds::nextLong,
                this::begun);
        oracle = new PlayOracle(current, seats, settings, requesters, notices, storage, userFolder, clock);
        listen(oracle);
        files = new PlayFiles(current, seats, settings, requesters, notices, storage, userFolder, clock, tournament::isUnderWay,
                this::adopt);
        helps = new PlayHelps(current, seats, requesters, settings, theme::stoneset);
        deals = new PlayDeals(current, settings, requesters, notices, shownOn, storage, userFolder, clock, seats, this::newGame);
        listen(deals);
        share = new PlayShare(current, host, notices, shownOn, storage, userFolder, clock);
        importing = new BoardImporting(theme, settings, requesters, notices, storage, userFolder);
        reviews = new PlayReviews(current, files, notices, shownOn, theme::stoneset, storage, platform.schedulers());
        PlayActions actions = new PlayActions(this, current, seats, settings, notices, host, helps, oracle, tournament, deals.choice());
        menus = PlayMenus.build(new PlayMenus.Parts(actions, this, files, reviews, new PlayAllData(requesters, notices, storage,
                userFolder, clock), deals, new ChoiceRequesters(settings, seats, requesters, host, tournament),
                new ThemeRequesters(theme, settings, requesters, notices, storage, userFolder, importing), helps, highScores), requesters);
        computer = new ComputerTurns(current, seats, requesters, notices, this, chosen, this::ticks, thinker);
        helps.useComputer(computer);
        input = new PlayInput(menus, requesters, actions, this, this, current, seats, this::ticks, helps,
                computer::personTriedToMove);
        view = new PlayView(current, seats, theme, helps, settings, requesters, notices, this::ticks, input, computer,
                menus);
        listen(view);
    }

    /** Tells a part of the screen of every stone, turn and end of the match, and of any match loaded later. */
    private void listen(MatchListener listener) {
        matchListeners.add(listener);
        match.addListener(listener);
    }

    /** Load Game: the match a record replayed to becomes the game under way, followed by the same parts. */
    private void adopt(Match loaded) {
        match = loaded;
        seats.watch(loaded);
        for (MatchListener l : matchListeners) {
            loaded.addListener(l);
        }
        // A loaded game keeps the flags its file gives.
        reset(false);
        highScores.loadedTournament();
    }

    Match match() {
        return match;
    }

    Notices notices() {
        return notices;
    }

    RequesterQueue requesters() {
        return requesters;
    }

    Settings settings() {
        return settings.settings();
    }

    PlayTheme theme() {
        return theme;
    }

    PlayOracle oracle() {
        return oracle;
    }

    PlayFiles files() {
        return files;
    }

    BoardImporting importing() {
        return importing;
    }

    MenuStrip menus() {
        return menus;
    }

    PlayDeals deals() {
        return deals;
    }

    ComputerTurns computer() {
        return computer;
    }

    PlayInput input() {
        return input;
    }

    PlayView view() {
        return view;
    }

    /** The screen is off the stack for good: the computer's thread ends. */
    void close() {
        computer.close();
        deals.close();
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
        deals.tick();
    }

    long ticks() {
        return ticks;
    }

    /** Plays an effect if the player wants sounds (and, for the stone's click, Stone Click too). */
    void sound(Effect effect) {
        if (jukebox != null && settings.get(Settings.SOUNDS)
                && (effect != Effect.STONE_CLICK || settings.get(Settings.STONE_CLICK))) {
            jukebox.setVolume(settings.get(Settings.VOLUME));
            jukebox.play(effect);
        }
    }

    /** The player lets go of a stone they were holding (its move ran out of time, say). */
    private void dropStone() {
        input.drop();
    }

    void newGame() {
        newGame((Deal) null);
    }

    /** A new game on the deal given (null: a new coded shuffle), in New Game's mode; a tournament's next game there. */
    private void newGame(Deal deal) {
        highScores.offer();
        GameMode mode = seats.nextMode();
        if (mode == GameMode.TOURNAMENT) {
            tournament.nextGame();
            return;
        }
        if (match.tournament() != null) {
            // Another mode was chosen: the tournament is over.
            match.endTournament();
        }
        match.newGame(mode, seats.forMode(mode), new Game(deal != null ? deal : DealCode.fromBits(seeds.nextLong()).deal(), seats.scoringFor(mode)));
        begun("A new game has begun.");
    }

    /** What follows every new game: the mode's timer, a clean screen, and the message. */
    private void begun(String message) {
        seats.gameBegan();
        match.useTimer(seats.timerFor(match.mode()));
        reset(true);
        files.forget();
        notices.say(message);
        oracle.gameBegins();
    }

    /** What every start of a game clears; a fresh one (not loaded) pays for Always Show Moves. */
    private void reset(boolean fresh) {
        endSounded = false;
        highScores.reset();
        if (fresh && settings.get(Settings.ALWAYS_SHOW_MOVES)) {
            // Always Show Moves costs every game it is on for.
            match.disqualify();
        }
        helps.reset();
        deals.reset();
        oracle.reset();
        computer.reset(ticks);
        input.reset();
        view.reset();
    }

    @Override
    public void askNewGame() {
        if (!match.game().isOver() && match.game().placed() > 0) {
            notices.confirm("New Game", List.of("End this game and", "start a new one?"), "OK", this::newGame);
        } else {
            newGame();
        }
    }

    @Override
    public void askStartOver() {
        notices.confirm("Start Game Over", List.of("Start this game over?", "It may then enter Today's", "Scores, not the All-Time", "Highs."),
                "OK", () -> {
                    match.startOver();
                    reset(true);
                    notices.say("The same deal, from the start.");
                });
    }

    @Override
    public void askEndGame() {
        notices.confirm("End Game", List.of("End this game now?"), "OK", () -> {
            match.finish(Game.End.ENDED_BY_PLAYER);
            input.drop();
            showEnd();
        });
    }

    @Override
    public boolean canUndo() {
        Game game = match.game();
        return match.mode().allowsUndo() && game.canUndo() && !oracle.holdsLastMove(game);
    }

    @Override
    public void undo() {
        if (!canUndo()) {
            notices.say(!match.mode().allowsUndo() ? "No undo in a Challenge game."
                    : oracle.holdsLastMove(match.game()) ? "The Oracle has read this move." : "There is no move to undo.");
            return;
        }
        Move m = match.undo();
        input.drop();
        view.reset();
        notices.say("Took back the stone on " + m.square() + ".");
    }

    @Override
    public void place(Square square) {
        // A Computer Player item can be checked in the middle of a game: the seat to move follows the menu.
        seats.followMenus(current);
        try {
            Move m = match.place(square);
            sound(Effect.STONE_CLICK);
            if (m.isFourWay()) {
                sound(Effect.FOUR_WAY);
                notices.say(Notices.fourWayName(match.game().lastSheet().fourWays()) + " 4-Way! +" + m.points());
            } else {
                notices.say("On " + square + ": " + m.ways() + "-Way" + (m.points() > 0 ? ", +" + m.points() : ""));
            }
            if (match.game().isOver()) {
                showEnd();
            }
        } catch (IllegalMoveException ex) {
            sound(Effect.ILLEGAL);
            if (settings.get(Settings.MESSAGES)) {
                requesters.show(Requester.message("Ishido", TextLines.wrap(ex.getMessage(), 30), "OK", null, yes -> { }));
            } else {
                notices.say(ex.getMessage());
            }
        }
    }

    @Override
    public void showEnd() {
        if (!endSounded) {
            endSounded = true;
            sound(Effect.GAME_OVER);
        }
        requesters.show(GameOver.requester(match, seats.isChallenge(), canUndo(), reviews::reviewCurrent, share.action(),
                new GameOver.Answers() {
            @Override
            public void newGame() {
                PlaySession.this.newGame();
            }

            @Override
            public void undo() {
                PlaySession.this.undo();
            }

            @Override
            public void close() {
                notices.say("Game over: N for a new game.");
                highScores.offer();
            }
        }, deals.gameOverLines(), deals.gameOverLiveLines()));
    }
}
