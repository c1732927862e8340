package ishido.screens.play;

import ishido.audio.Effect;
import ishido.audio.Jukebox;
import ishido.lessons.Reasons;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.match.Match;
import ishido.match.MatchListener;
import ishido.match.Seat;
import ishido.match.Tournament;
import ishido.persist.Storage;
import ishido.platform.Platform;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.screens.help.RulesScreen;
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
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The play screen's session: the match under way, and the parts of the screen put together, each
 * given what it uses. It carries out every command ({@link #apply}): it asks first where a game would be lost,
 * places a stone, takes one back and ends the game itself, and hands the rest to the part that owns it (the
 * games that begin to {@link PlayNewGames}, Game Over to {@link PlayGameOver}, the files to {@link PlayFiles}).
 */
final class PlaySession {
    private final KeptSettings settings;
    private final RequesterQueue requesters = new RequesterQueue();
    private final Notices notices = new Notices(requesters, this::ticks);
    /** The game under way; Load Game replaces it with the match its record replays to. */
    private Match match;
    private final MatchCommands current = new MatchCommands(() -> match);
    /** The parts that follow the match, registered again on a match that replaces it. */
    private final List<MatchListener> matchListeners = new ArrayList<>();
    /** The machine showing the play screen, for the editor and the high-score screens to go over it. */
    private Machine machine;
    /** The missing sound device was said: once a session. */
    private boolean toldNoSound;
    private final PlaySeats seats;
    private final PlayTheme theme;
    private final PlayFiles files;
    private final PlayHelps helps;
    private final PlayClocks clocks;
    private final PlayOracle oracle;
    private final PlayHighScores highScores;
    private final PlayTournament tournament;
    private final PlayNewGames newGames;
    private final PlayGameOver gameOver;
    private final PlayDeals deals;
    private final PlayShare share;
    private final ChallengeChoice challenges;
    /** Made when a command first needs it (Challenge a Friend, Share): the start does not. */
    private ChallengeSending sending;
    private final BoardImporting importing;
    private final PlayReviews reviews;
    private final PlayLessons lessons;
    private final PlayPuzzles puzzles;
    private final PlayAllData allData;
    private final ChoiceRequesters choices;
    private final ThemeRequesters themes;
    private final MenuStrip menus;
    private final ComputerTurns computer;
    private final PlayInput input;
    /** Choices &gt; Screen Reader's sentences. */
    private final Narrator narrator;
    private final PlayView view;
    /** What the parts read: the match, the seats, the settings, the notices, the data folder, the machine ... */
    private final PlayContext context;
    /** Told every command's result. */
    private final List<Consumer<PlayResult>> resultListeners = new ArrayList<>();
    private long ticks;
    private Jukebox jukebox;

    PlaySession(Platform platform, Stoneset stoneset, BoardPicture board, long seed, Settings chosen, Path userFolder,
            Host host, Clock clock, Thinker thinker) {
        Storage storage = platform.storage();
        settings = new KeptSettings(chosen, storage, userFolder, notices);
        seats = new PlaySeats(chosen);
        context = new PlayContext(current, seats, settings, notices, storage, userFolder, clock, host, () -> machine,
                this::ticks, this::apply, () -> theme().stoneset());
        theme = new PlayTheme(context, stoneset, board);
        GameMode mode = chosen.get(Settings.MODE);
        Tournament first = mode == GameMode.TOURNAMENT ? new Tournament(Deal.random(seed), seats.scoringFor(mode)) : null;
        match = new Match(mode, seats.forMode(mode),
                first != null ? first.newGame() : new Game(Deal.random(seed), seats.scoringFor(mode)));
        seats.watch(match);
        if (first != null) {
            match.beginTournament(first);
        }
        match.useTimer(seats.timerFor(mode));
        clocks = new PlayClocks(context, current, this::sound, this::dropStone);
        listen(clocks);
        highScores = new PlayHighScores(context, userFolder == null
                ? null : new HighScoreKeeper(new HighScoreFile(storage, userFolder, clock), clock));
        listen(highScores);
        oracle = new PlayOracle(context);
        listen(oracle);
        files = new PlayFiles(context, this::tournamentUnderWay, this::adopt);
        deals = new PlayDeals(context);
        share = new PlayShare(context, deals::dayStreak);
        gameOver = new PlayGameOver(context, theme, deals, share, this::canUndo, this::sound);
        newGames = new PlayNewGames(context, current, highScores, files, oracle, gameOver, seed);
        tournament = newGames.tournament();
        helps = new PlayHelps(context, current);
        listen(helps);
        listen(deals);
        challenges = new ChallengeChoice(context);
        importing = new BoardImporting(context, theme);
        reviews = new PlayReviews(context, files, platform.schedulers());
        lessons = new PlayLessons(context);
        puzzles = new PlayPuzzles(context, platform.schedulers());
        allData = new PlayAllData(context);
        choices = new ChoiceRequesters(context, tournament);
        themes = new ThemeRequesters(context, theme, importing);
        menus = PlayMenus.build(this::apply, new PlayActions(context, this::canUndo, helps, oracle));
        computer = new ComputerTurns(context, thinker, theme::names);
        helps.useComputer(computer);
        listen(computer);
        narrator = new Narrator(context);
        resultListeners.add(narrator::result);
        input = new PlayInput(context, menus, computer::personTriedToMove, narrator);
        listen(input);
        view = new PlayView(context, theme, helps, input, computer, menus);
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
        newGames.loaded();
        seats.watch(loaded);
        for (MatchListener l : matchListeners) {
            loaded.addListener(l);
        }
        // A loaded game keeps the flags its file gives; its match began before its followers came.
        gameOver.reset();
        matchListeners.forEach(MatchListener::gameBegan);
        if (loaded.game().isOver()) {
            highScores.enteredBefore();
        }
        highScores.loadedTournament();
    }

    /**
     * The game kept at the last start had ended before its high-score entry (a reload at Game Over or in the name
     * entry, a quit): Game Over comes back, and its Close offers the game to the tables again.
     */
    void resumedEnded() {
        if (match.game().isOver()) {
            highScores.owedAgain();
            notices.say("The game that ended is back.");
            gameOver.show();
        }
    }

    /**
     * Another tab took the game under way (the page): what this one shows is no longer the player's, so whatever it
     * was asking (Game Over, a name) goes, and its ended game is not this tab's to enter in the high scores.
     */
    void letGo() {
        requesters.clear();
        input.drop();
        highScores.enteredBefore();
    }

    /** The game this tab took over had ended elsewhere, or none was kept: a new game, with nothing offered. */
    void beginAfresh() {
        newGames.newGame(null);
    }

    /** A tournament has begun, which Load Game asks before it replaces (see {@link PlayTournament#isUnderWay}). */
    private boolean tournamentUnderWay() {
        return tournament.isUnderWay();
    }

    /** The ended game has not been entered in the high scores yet: it is kept until it is. */
    boolean scoreOwed() {
        return highScores.owed();
    }

    /** Tells the listener when an ended game has been entered (the table it made may then cover the screen). */
    void onScoreSettled(Runnable listener) {
        highScores.onSettled(listener);
    }

    Match match() {
        return match;
    }

    Notices notices() {
        return notices;
    }

    PlayContext context() {
        return context;
    }

    RequesterQueue requesters() {
        return requesters;
    }

    Settings settings() {
        return settings.settings();
    }

    /** The computer's reviews: Game Over's Review, File > Review Game..., and the challenges' Watch. */
    PlayReviews reviews() {
        return reviews;
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

    private ChallengeSending sending() {
        if (sending == null) {
            sending = new ChallengeSending(context, newGames::challenge);
        }
        return sending;
    }

    /** Game > Friends > Play Challenge... and every challenge code read. */
    ChallengeChoice challenges() {
        return challenges;
    }

    /** Game > Puzzles..., and a puzzle a link asked for before the screen showed. */
    PlayPuzzles puzzles() {
        return puzzles;
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

    /** What the play screen says without a sound device: once as it shows, and when Sounds or Volume is chosen. */
    static final String NO_SOUND = "No sound device: no sound.";

    void useMachine(Machine shownOn) {
        machine = shownOn;
        if (!shownOn.hasSoundDevice() && !toldNoSound) {
            toldNoSound = true;
            notices.say(NO_SOUND);
        }
    }

    /** Sounds and Volume chosen without a sound device: the player is told why nothing is heard. */
    private void sayIfSilent() {
        if (machine != null && !machine.hasSoundDevice()) {
            notices.say(NO_SOUND);
        }
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

    /** The challenge the game under way plays (the same deal started over still plays it), or null. */
    FriendMatch challenge() {
        return newGames.challenge();
    }

    /**
     * Carries out a command of the player's (or the computer's), the one place that does, and says what changed;
     * every result is told to the result listeners too, so a narration follows the game as it is played.
     */
    PlayResult apply(PlayCommand command) {
        PlayResult result = carryOut(command);
        for (Consumer<PlayResult> l : resultListeners) {
            l.accept(result);
        }
        return result;
    }

    /** The board shows: a player by screen reader is told where the game stands. */
    void greetReader() {
        narrator.greet();
    }

    /** Tells a listener every result from now on (a screen reader's narration, a lesson's check, a test). */
    void onResult(Consumer<PlayResult> listener) {
        resultListeners.add(listener);
    }

    private PlayResult carryOut(PlayCommand command) {
        if (command instanceof PlayCommand.Confirmed c) {
            return agreed(c.command());
        }
        if (command instanceof PlayCommand.Place p) {
            return seats.computerPlays() ? new PlayResult.Refused(computer.personTriedToMove()) : place(p.square());
        }
        if (command instanceof PlayCommand.ComputerPlace p) {
            return place(p.square());
        }
        if (command instanceof PlayCommand.Undo) {
            return undo();
        }
        if (command instanceof PlayCommand.NewGame || command instanceof PlayCommand.Quit) {
            return underWay(command);
        }
        if (command instanceof PlayCommand.FirstGameWithHints) {
            return match.game().isUnderWay() ? ask(command, "First Game with Hints", List.of("End this game and",
                    "play one with hints?"), "OK") : agreed(command);
        }
        if (command instanceof PlayCommand.StartOver) {
            return ask(command, "Start Game Over", List.of("Start this game over?", "It may then enter Today's",
                    "Scores, not the All-Time", "Highs."), "OK");
        }
        if (command instanceof PlayCommand.EndGame) {
            return ask(command, "End Game", List.of("End this game now?"), "OK");
        }
        if (command instanceof PlayCommand.PlayDeal d) {
            return dealOn(d.code(), "Play Deal");
        }
        if (command instanceof PlayCommand.ReadChallenge r) {
            return challenges.read(r.code());
        }
        if (command instanceof PlayCommand.PlayChallenge p) {
            return match.game().isUnderWay() ? ask(p, "Play Challenge", List.of("End this game and play",
                    ChallengeChoice.sender(p.challenge()) + "'s challenge?"), "OK") : agreed(p);
        }
        if (command instanceof PlayCommand.DealOfTheDay) {
            return dealOn(DealCode.today(context.clock()), "Deal of the Day");
        }
        if (command instanceof PlayCommand.ShowGameOver) {
            return gameOver.showAgain();
        }
        if (command instanceof PlayCommand.LookAtBoard) {
            return gameOver.lookAtBoard();
        }
        if (command instanceof PlayCommand.CloseGameOver) {
            gameOver.close();
            return opened("Scores", highScores::offer);
        }
        if (command instanceof PlayCommand.Save) {
            return files.save();
        }
        if (command instanceof PlayCommand.SaveTo s) {
            return files.save(s.file());
        }
        if (command instanceof PlayCommand.Choose<?> c) {
            return choose(c);
        }
        if (command instanceof PlayCommand.Toggle t) {
            return toggle(t.choice());
        }
        return opened(command);
    }

    /**
     * The commands that open a requester or a screen of the part that owns them: the part goes on from there, and
     * what it opened is the result.
     */
    private PlayResult opened(PlayCommand c) {
        if (c instanceof PlayCommand.Review) {
            return opened("Review", reviews::reviewCurrent);
        } else if (c instanceof PlayCommand.Share) {
            return opened("Share", () -> sending().offer(share::share));
        } else if (c instanceof PlayCommand.SetUp s) {
            return opened("Game", () -> choices.setUp(s.mode()));
        } else if (c instanceof PlayCommand.SetTimer t) {
            return opened("Timer", () -> choices.timer(t.mode() == GameMode.TOURNAMENT));
        } else if (c instanceof PlayCommand.AskDeal) {
            return opened("Play Deal", deals.choice()::askDeal);
        } else if (c instanceof PlayCommand.AskChallenge) {
            return opened("Play Challenge", challenges::ask);
        } else if (c instanceof PlayCommand.ChallengeFriend) {
            String refused = sending().refusal();
            return refused != null ? new PlayResult.Refused(sending().refused(refused))
                    : opened("Challenge a Friend", () -> sending().ask());
        } else if (c instanceof PlayCommand.Challenges) {
            return opened("Challenges", challenges::showKept);
        } else if (c instanceof PlayCommand.ChallengeKept) {
            return opened("Challenge a Friend", () -> files.askKeptRecord("Challenge a Friend", record -> sending().askKept(record)));
        } else if (c instanceof PlayCommand.Load) {
            return opened("Load Game", files::askLoad);
        } else if (c instanceof PlayCommand.SaveAs) {
            return opened("Save Game", files::askSaveAs);
        } else if (c instanceof PlayCommand.ReviewFile) {
            return opened("Review Game", reviews::askFile);
        } else if (c instanceof PlayCommand.ExportStatistics) {
            return opened("Export Statistics", deals.statistics()::askExport);
        } else if (c instanceof PlayCommand.ExportAll) {
            return opened("Export All", allData::askExport);
        } else if (c instanceof PlayCommand.ImportAll) {
            return opened("Import All", allData::askImport);
        } else if (c instanceof PlayCommand.Stonesets) {
            return opened("Stonesets", themes::stonesets);
        } else if (c instanceof PlayCommand.Boards) {
            return opened("Boards", themes::boards);
        } else if (c instanceof PlayCommand.Display) {
            return opened("Display", choices::display);
        } else if (c instanceof PlayCommand.ShowPossibleMoves) {
            return helped("Show Possible Moves", helps::showPossibleMoves);
        } else if (c instanceof PlayCommand.Suggest) {
            return helps.canSuggest() ? opened("Suggest Move", helps::suggestMove)
                    : new PlayResult.Refused("No suggestion now: the computer is to move or thinking, or no help is offered.");
        } else if (c instanceof PlayCommand.ShowPouch) {
            return helped("Show Pouch", helps::showPouch);
        } else if (c instanceof PlayCommand.LearnToPlay) {
            return opened("Learn to Play", lessons::open);
        } else if (c instanceof PlayCommand.Puzzles) {
            return opened("Puzzles", puzzles::open);
        } else if (c instanceof PlayCommand.OpenPuzzle o) {
            return opened("Puzzles", () -> puzzles.open(o.number()));
        } else if (c instanceof PlayCommand.OfferLessons) {
            return lessons.offer() ? new PlayResult.Asked("Welcome to Ishido") : new PlayResult.Done();
        } else if (c instanceof PlayCommand.ShowRules) {
            return opened("Rules", this::showRules);
        } else if (c instanceof PlayCommand.ShowText t) {
            return opened(t.title(), () -> PlayMenus.text(requesters, t.title(), t.file()));
        } else if (c instanceof PlayCommand.About) {
            return opened("About Ishido", () -> PlayMenus.about(requesters, dealCode()));
        } else if (c instanceof PlayCommand.ShowScores s) {
            return opened("Scores", () -> highScores.show(s.scoring()));
        } else if (c instanceof PlayCommand.TournamentScores) {
            return opened("Scores", highScores::showTournament);
        } else if (c instanceof PlayCommand.Statistics) {
            return opened("Statistics", deals.statistics()::show);
        } else if (c instanceof PlayCommand.DealCalendar) {
            return opened("Deal Calendar", deals.calendar()::show);
        }
        throw new IllegalArgumentException("no play command " + c);
    }

    /** A help of the Help menu, which is not offered in Tournament play nor once the game is over. */
    private PlayResult helped(String title, Runnable help) {
        return helps.hintsAllowed() ? opened(title, help)
                : new PlayResult.Refused("No " + title + " in a Tournament game, nor once the game is over.");
    }

    /** Where Help &gt; Learn to Play's list of lessons comes from. */
    void useLessons(PlayLessons.Maker maker) {
        lessons.useMaker(maker);
    }

    /** Where Game &gt; Puzzles...'s screens come from. */
    void usePuzzles(PlayPuzzles.Maker maker) {
        puzzles.useMaker(maker);
    }

    private PlayResult opened(String title, Runnable part) {
        return context.opened(title, part);
    }

    /**
     * Help &gt; Rules: the rules in pictures over the board, the one place the game tells them. A machine is there
     * wherever the game runs; a play screen made without one, as some tests make it, says there is none.
     */
    private void showRules() {
        if (machine == null) {
            notices.tell("Rules", "No screen for the rules in this run of the game.");
        } else {
            machine.push(new RulesScreen(theme.stoneset()));
        }
    }

    /** Asks a yes-or-no question; the yes is the command again, agreed to. */
    private PlayResult ask(PlayCommand command, String title, List<String> lines, String yes) {
        notices.confirm(title, lines, yes, () -> apply(new PlayCommand.Confirmed(command)));
        return new PlayResult.Asked(title);
    }

    /** New Game and Quit ask first while a game (or, for Quit, a tournament) is under way. */
    private PlayResult underWay(PlayCommand command) {
        boolean quit = command instanceof PlayCommand.Quit;
        if (match.game().isUnderWay()) {
            return quit ? ask(command, "Quit", List.of("A game is under way.", "Quit Ishido?"), "Quit")
                    : ask(command, "New Game", List.of("End this game and", "start a new one?"), "OK");
        }
        if (quit && tournament.isUnderWay()) {
            // Between a tournament's games, too: its next players have not played yet.
            return ask(command, "Quit", List.of("A tournament is under way.", "Quit Ishido?"), "Quit");
        }
        return agreed(command);
    }

    /** A command carried out as the player agreed to it (or as one that needs no asking). */
    private PlayResult agreed(PlayCommand command) {
        boolean begins = command instanceof PlayCommand.NewGame || command instanceof PlayCommand.PlayDeal
                || command instanceof PlayCommand.PlayChallenge || command instanceof PlayCommand.FirstGameWithHints;
        if (begins && highScores.owed()) {
            gameOver.withdraw();
            return afterEntry(() -> agreed(command));
        }
        if (command instanceof PlayCommand.NewGame) {
            return newGames.newGame(null);
        }
        if (command instanceof PlayCommand.PlayDeal d) {
            return newGames.newGame(d.code().deal());
        }
        if (command instanceof PlayCommand.PlayChallenge p) {
            return newGames.challengeGame(p.challenge());
        }
        if (command instanceof PlayCommand.FirstGameWithHints) {
            return newGames.hintedGame();
        }
        if (command instanceof PlayCommand.StartOver) {
            return newGames.startOver();
        }
        if (command instanceof PlayCommand.EndGame) {
            match.finish(Game.End.ENDED_BY_PLAYER);
            input.drop();
            gameOver.show();
            return new PlayResult.Ended(match.game().end());
        }
        if (command instanceof PlayCommand.Quit) {
            // An ended game not yet entered (a stuck stone's board looked at) asks its name first, then quits.
            return afterEntry(() -> {
                context.host().quit();
                return new PlayResult.Done();
            });
        }
        return carryOut(command);
    }

    /**
     * What ends the ended game's place on the screen (a new game, N at Game Over included, or Quit) while it still
     * owes the high scores its entry: the name is asked first and then runs once it is given, so the ended game stays
     * kept until then and a reload or a quit in the name entry never loses it. Its result when it ran at once (nothing
     * to enter), else the name's requester.
     */
    private PlayResult afterEntry(Supplier<PlayResult> then) {
        PlayResult[] done = new PlayResult[1];
        Requester before = requesters.lastShown();
        highScores.offerThen(() -> done[0] = then.get());
        if (done[0] != null) {
            return done[0];
        }
        return requesters.lastShown() != before ? new PlayResult.Opened(requesters.lastShown().title())
                : new PlayResult.Done();
    }

    /**
     * A new game on the deal a code names, in the mode New Game plays, after asking while a game is under way; a
     * tournament deals its own shuffle, so there the player is told to choose another mode.
     */
    private PlayResult dealOn(DealCode code, String title) {
        if (seats.nextMode() == GameMode.TOURNAMENT) {
            String reason = "A tournament plays its own shuffle. Choose Solitaire, Cooperative or Challenge"
                    + " in the Game menu to play deal " + code + ".";
            notices.tell(title, reason);
            return new PlayResult.Refused(reason);
        }
        PlayCommand deal = new PlayCommand.PlayDeal(code);
        return match.game().isUnderWay()
                ? ask(deal, title, List.of("End this game and play", "deal " + code + "?"), "OK") : agreed(deal);
    }

    /** Places the touchstone's stone for the seat to play, with its sound and message, or says why it may not go there. */
    private PlayResult place(Square square) {
        // A Computer Player item can be checked in the middle of a game: the seat to move follows the menu.
        Seat menus = seats.seatToMove();
        if (menus != null) {
            match.setSeat(match.turn(), menus);
        }
        int seat = match.turn();
        try {
            Move m = match.place(square);
            PlayResult.Placed placed = PlayResult.Placed.of(seat, m, match.game());
            sound(Effect.STONE_CLICK);
            if (m.isFourWay()) {
                sound(Effect.FOUR_WAY);
                notices.say(Notices.fourWayName(match.game().lastSheet().fourWays()) + " 4-Way! +" + m.points());
            } else {
                notices.say("On " + square + ": " + m.ways() + "-Way" + (m.points() > 0 ? ", +" + m.points() : ""));
            }
            if (match.game().isOver()) {
                gameOver.show();
            }
            return placed;
        } catch (IllegalMoveException ex) {
            sound(Effect.ILLEGAL);
            // Nothing changed: the reason names the stones as the player sees them, as a lesson's does.
            Stone stone = match.game().touchstone();
            String why = stone == null || match.game().isOver() ? ex.getMessage()
                    : Reasons.illegal(match.game().boardCopy(), stone, square, theme.names());
            // A finger's tap on a taken or illegal square is told on the status line: a requester would need a tap
            // more. A game with hints says it there too, never in the way of the next try.
            if (settings.get(Settings.MESSAGES) && (machine == null || !machine.byTouch()) && !match.isHinted()) {
                requesters.show(Requester.message("Ishido", TextLines.wrap(why, 30), "OK", null, yes -> { }));
            } else {
                notices.say(why);
            }
            return new PlayResult.Refused(why);
        }
    }

    /** True when Undo Previous Move may take back the last move (not the one that gave a reading). */
    boolean canUndo() {
        Game game = match.game();
        return match.mode().allowsUndo() && game.canUndo() && !oracle.holdsLastMove(game);
    }

    private PlayResult undo() {
        if (!canUndo()) {
            return new PlayResult.Refused(notices.said(!match.mode().allowsUndo() ? "No undo in a Challenge game."
                    : oracle.holdsLastMove(match.game()) ? "The Oracle has read this move." : "There is no move to undo."));
        }
        Move m = match.undo();
        gameOver.undone();
        input.drop();
        view.reset();
        notices.say("Took back " + theme.names().the(m.stone()) + " from " + m.square() + ".");
        return new PlayResult.Undone(m);
    }

    /** Sets a choice kept in the settings (the scoring, the computer's skill, the volume). */
    private <T> PlayResult choose(PlayCommand.Choose<T> c) {
        settings.set(c.key(), c.value());
        settings.save();
        if (c.key() == Settings.VOLUME) {
            sayIfSilent();
        }
        return new PlayResult.Done();
    }

    /**
     * Turns a yes-or-no choice over (Sounds, Messages, Computer Player 1 ...): one command for every check item
     * and the click on the scoreboard; those that cost or ask something (Oracle, Always Show Moves) do it here.
     */
    private PlayResult toggle(Settings.Key<Boolean> choice) {
        if (choice == Settings.ORACLE) {
            return opened("Oracle", oracle::toggle);
        }
        if (choice == Settings.ALWAYS_SHOW_MOVES) {
            return opened("Always Show Moves", helps::toggleAlwaysShowMoves);
        }
        settings.toggle(choice);
        if (choice == Settings.SOUNDS) {
            sayIfSilent();
        }
        if (choice == Settings.COMPUTER_PLAYER_1 || choice == Settings.COMPUTER_PLAYER_2) {
            seats.computerToggled(choice);
        }
        settings.save();
        return new PlayResult.Done();
    }

    /** The code of the deal under way, or empty for a hand-made deal. */
    String dealCode() {
        DealCode code = deals.choice().code();
        return code == null ? "" : code.toString();
    }
}
