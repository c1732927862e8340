package ishido.screens;

import ishido.audio.Effect;
import ishido.audio.Jukebox;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.persist.AtomicFiles;
import ishido.persist.Settings;
import ishido.persist.TextFiles;
import ishido.persist.UserData;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.ui.MenuStrip;
import ishido.ui.Pens;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The play screen: the board with its stones, the touchstone, the scoreboard and the pouch, with
 * the menu bar over them. Stones are placed by clicking a square, by dragging from the touchstone,
 * or with the arrow keys and Return.
 */
public final class PlayScreen implements Screen {
    /** How long a line on the status bar stays, in ticks. */
    private static final int STATUS_TICKS = 180;
    /** Half-period of the keyboard cursor's and the hints' blink, in ticks. */
    private static final int CURSOR_BLINK = 16;
    /** Ticks between the two clicks of a double click on the pouch. */
    private static final int DOUBLE_CLICK_TICKS = 30;
    /** Ticks the computer waits after a move before the next, so a person can follow its game. */
    private static final int COMPUTER_PAUSE = 40;
    /** Ticks a stone takes to fly from the touchstone to its square when the computer plays it. */
    private static final int FLIGHT_TICKS = 18;
    /** The file ending of saved games. */
    public static final String SAVE_EXTENSION = "ishido";

    private final Settings settings;
    /** The player's data folder, or null when nothing may be written (tests, screenshots). */
    private final Path userFolder;
    private final Host host;
    private final SplittableRandom seeds;
    private final RequesterQueue requesters = new RequesterQueue();
    private final MenuStrip menus;
    private final PlayPanels panels = new PlayPanels();
    private Stoneset stoneset;
    private BoardPicture board;
    private Game game;
    private GameMode mode;
    /** A help that costs the All-Time Highs was used in this game. */
    private boolean disqualified;
    /** The game was started over, so it cannot make the High Scores. */
    private boolean startedOver;
    private Path savedAs;
    /** Legal squares are shown while this many stones are placed (Show Possible Moves), or -1. */
    private int hintAt = -1;
    private long ticks;
    private int pointerX;
    private int pointerY;
    /** True while the touchstone's stone follows the pointer. */
    private boolean holding;
    /** True when the stone was picked up by a press that has not been released yet. */
    private boolean dragging;
    private Square cursor;
    private Celebration celebration;
    private String status = "";
    private long statusUntil;
    private long lastPouchClick = -DOUBLE_CLICK_TICKS - 1;
    private Jukebox jukebox;
    private Thinker thinker;
    /** What the thinker is working on: a computer move, or a suggestion for the player. */
    private boolean thinkingForSuggestion;
    /** The number of placed stones the thinker's question was about; answers about other positions are dropped. */
    private int thinkingAt = -1;
    private long computerWaitUntil;
    /** The square the computer's stone is flying to, and since when, or null. */
    private Square flightTo;
    private long flightStart;
    /** The computer's suggestion for the player, shown while this many stones are placed. */
    private Square suggestion;
    private int suggestionAt = -1;
    /** The game-over gong has sounded for this game. */
    private boolean endSounded;

    /** A Modern solitaire game with default settings that writes nothing: for tests and screenshots. */
    public PlayScreen(Stoneset stoneset, BoardPicture board, long seed) {
        this(stoneset, board, seed, new Settings(), null, Host.HEADLESS);
    }

    /** Starts a game dealt from the seed with the chosen settings; later deals take their seeds from it too. */
    public PlayScreen(Stoneset stoneset, BoardPicture board, long seed, Settings settings, Path userFolder, Host host) {
        this.settings = settings;
        this.userFolder = userFolder;
        this.host = host;
        this.seeds = new SplittableRandom(seed);
        useStoneset(stoneset);
        this.board = board;
        mode = settings.mode;
        game = new Game(Deal.random(seed), settings.scoring);
        menus = PlayMenus.build(this);
        // Tests and screenshots get a computer that thinks at once and the same way every time.
        thinker = Thinker.immediate(seed, 1500);
        for (String warning : settings.warnings()) {
            tell("Settings", warning);
        }
    }

    private void useStoneset(Stoneset set) {
        stoneset = set;
        panels.useStoneset(set);
    }

    @Override
    public void enter(Machine machine) {
        jukebox = machine.jukebox();
        jukebox.paula().setFilter(settings.audioFilter);
        requesters.useClipboard(machine.clipboard());
    }

    /** Replaces the computer player, e.g. with one that thinks in the background for the real game. */
    public void useThinker(Thinker t) {
        thinker.cancel();
        thinker = t;
    }

    /** True while the computer plays this game: Computer Player 1 in a Solitaire game. */
    boolean computerPlays() {
        return settings.computerPlayer1 && mode == GameMode.SOLITAIRE && !game.isOver();
    }

    /** Suggest Move: the computer's choice for the stone on the touchstone, shown on the board. */
    void suggestMove() {
        costlyHelp("Suggest Move", () -> {
            thinkingForSuggestion = true;
            thinkingAt = game.placed();
            thinker.start(ishido.ai.Position.of(game));
            say("The computer is thinking...");
        });
    }

    /** The square the computer suggested for the stone on the touchstone, or null. */
    Square suggestion() {
        return suggestion != null && suggestionAt == game.placed() ? suggestion : null;
    }

    boolean canSuggest() {
        return hintsAllowed() && !computerPlays() && !thinker.isBusy();
    }

    private void computerTick() {
        if (thinker.isBusy() && thinkingAt == game.placed()) {
            Square answer = thinker.take();
            if (answer != null) {
                thinkingAt = -1;
                if (thinkingForSuggestion) {
                    suggestion = answer;
                    suggestionAt = game.placed();
                    say("The computer would play " + answer + ".");
                } else {
                    flightTo = answer;
                    flightStart = ticks;
                }
            } else if (!thinker.isBusy()) {
                thinkingAt = -1;
            }
            return;
        }
        if (thinker.isBusy()) {
            // The game moved on (undo, new game) while the computer thought: its answer is stale.
            thinker.cancel();
            thinkingAt = -1;
        }
        if (flightTo != null) {
            if (!computerPlays()) {
                flightTo = null;
            } else if (ticks - flightStart >= FLIGHT_TICKS) {
                Square to = flightTo;
                flightTo = null;
                tryPlace(to);
                computerWaitUntil = ticks + COMPUTER_PAUSE;
            }
            return;
        }
        if (computerPlays() && !requesters.isActive() && ticks >= computerWaitUntil) {
            thinkingForSuggestion = false;
            thinkingAt = game.placed();
            thinker.start(ishido.ai.Position.of(game));
        }
    }

    /** Plays an effect if the player wants sounds (and, for the stone's click, Stone Click too). */
    private void sound(Effect effect) {
        if (jukebox != null && settings.sounds && (effect != Effect.STONE_CLICK || settings.stoneClick)) {
            jukebox.play(effect);
        }
    }

    public Game game() {
        return game;
    }

    public GameMode mode() {
        return mode;
    }

    public RequesterQueue requesters() {
        return requesters;
    }

    public MenuStrip menus() {
        return menus;
    }

    public Settings settings() {
        return settings;
    }

    Host host() {
        return host;
    }

    Path userFolder() {
        return userFolder;
    }

    Stoneset stoneset() {
        return stoneset;
    }

    BoardPicture board() {
        return board;
    }

    public boolean isDisqualified() {
        return disqualified;
    }

    public boolean isStartedOver() {
        return startedOver;
    }

    /** Turns the error messages for illegal squares on or off. */
    public void setMessages(boolean on) {
        settings.messages = on;
    }

    /** Shows a one-button message requester. */
    void tell(String title, String text) {
        requesters.show(Requester.message(title, wrap(text, 34), "OK", null, yes -> { }));
    }

    /** Asks a yes-or-no question and runs the action on yes. */
    void confirm(String title, List<String> lines, String yes, Runnable action) {
        requesters.show(Requester.message(title, lines, yes, "Cancel", answer -> {
            if (answer) {
                action.run();
            }
        }));
    }

    /** Writes the settings, telling the player if that fails. */
    void saveSettings() {
        if (userFolder == null) {
            return;
        }
        try {
            settings.save(UserData.settingsFile(userFolder));
        } catch (IOException e) {
            tell("Settings", "The settings could not be saved: " + e.getMessage());
        }
    }

    /** True while a game is under way: stones have been placed and it has not ended. */
    boolean isUnderWay() {
        return !game.isOver() && game.placed() > 0;
    }

    /** Starts a new game with the next deal, in the mode and scoring chosen in the menus. */
    public void newGame() {
        mode = settings.mode;
        Scoring scoring = mode.allows(settings.scoring) ? settings.scoring : Scoring.MODERN;
        startGame(new Game(Deal.random(seeds.nextLong()), scoring));
        startedOver = false;
        savedAs = null;
        say("A new game. Place the stone on the touchstone.");
        if (settings.oracle) {
            // With the Oracle on, every game starts with the question to ask it.
            PlayMenus.oracle(this);
        }
    }

    private void startGame(Game next) {
        game = next;
        endSounded = false;
        // Always Show Moves costs every game it is on for.
        disqualified = settings.alwaysShowMoves;
        holding = false;
        dragging = false;
        cursor = null;
        celebration = null;
        hintAt = -1;
        flightTo = null;
        suggestion = null;
        computerWaitUntil = ticks + COMPUTER_PAUSE;
    }

    /** New Game: asks first when a game is under way. */
    void askNewGame() {
        if (isUnderWay()) {
            confirm("New Game", List.of("End this game and", "start a new one?"), "OK", this::newGame);
        } else {
            newGame();
        }
    }

    /** Start Game Over: the same deal from the beginning; such a game cannot make the High Scores. */
    void askStartOver() {
        confirm("Start Game Over", List.of("Start this game over?", "It cannot then make", "the High Scores."), "OK", () -> {
            startGame(new Game(game.deal(), game.scoring()));
            startedOver = true;
            say("The same deal, from the start.");
        });
    }

    /** End Game: asks, then ends the game and shows the result. */
    void askEndGame() {
        confirm("End Game", List.of("End this game now?"), "OK", () -> {
            game.finish(Game.End.ENDED_BY_PLAYER);
            holding = false;
            showEnd();
        });
    }

    boolean canUndo() {
        return mode.allowsUndo() && game.canUndo();
    }

    /** Takes back the last move, if the rules and the mode allow it. */
    public void undo() {
        if (!canUndo()) {
            say(mode.allowsUndo() ? "There is no move to undo." : "No undo in a Challenge game.");
            return;
        }
        Move m = game.undo();
        holding = false;
        celebration = null;
        say("Took back the stone on " + m.square() + ".");
    }

    /**
     * Runs a help that costs the All-Time Highs, after warning the player the first time in a game;
     * the player may back out.
     */
    void costlyHelp(String what, Runnable help) {
        if (disqualified || game.isOver()) {
            help.run();
            return;
        }
        requesters.show(Requester.message(what, List.of("Using this help means this", "game cannot make the",
                "All-Time Highs. Go on?"), "Go On", "Back Out", yes -> {
                    if (yes) {
                        disqualified = true;
                        help.run();
                    }
                }));
    }

    boolean hintsAllowed() {
        return mode.allowsHints() && !game.isOver();
    }

    /** Show Possible Moves: marks the legal squares of the stone on the touchstone. */
    void showPossibleMoves() {
        costlyHelp("Show Possible Moves", () -> hintAt = game.placed());
    }

    /** Always Show Moves: toggles; turning it on costs the All-Time Highs. */
    void toggleAlwaysShowMoves() {
        if (settings.alwaysShowMoves) {
            settings.alwaysShowMoves = false;
            saveSettings();
        } else {
            costlyHelp("Always Show Moves", () -> {
                settings.alwaysShowMoves = true;
                saveSettings();
            });
        }
    }

    /** Show Pouch: the stones still in the pouch, in the order they will come. */
    void showPouch() {
        costlyHelp("Show Pouch", () -> requesters.show(PlayMenus.pouchRequester(this)));
    }

    /** Changes the stoneset (and, with Matching Board on, the board) for the rest of the session. */
    void changeStoneset(Stoneset set, String nameOrPath, BoardPicture matching) {
        useStoneset(set);
        settings.stoneset = nameOrPath;
        if (settings.matchingBoard && matching != null) {
            board = matching;
            settings.board = nameOrPath;
        }
        saveSettings();
    }

    void changeBoard(BoardPicture picture, String nameOrPath) {
        board = picture;
        settings.board = nameOrPath;
        saveSettings();
    }

    /** The game as a record, with everything needed to carry on where it stands. */
    GameRecord record() {
        Map<String, String> extra = new LinkedHashMap<>();
        extra.put("Mode", mode.label());
        List<String> computers = new ArrayList<>();
        if (settings.computerPlayer1) {
            computers.add("1");
        }
        if (settings.computerPlayer2) {
            computers.add("2");
        }
        extra.put("Computer Players", computers.isEmpty() ? "none" : String.join(" ", computers));
        extra.put("Stoneset", settings.stoneset);
        extra.put("Board", settings.board);
        extra.put("Date", LocalDate.now().toString());
        extra.put("Disqualified", disqualified ? "yes" : "no");
        extra.put("Started Over", startedOver ? "yes" : "no");
        if (game.end() == Game.End.ENDED_BY_PLAYER) {
            extra.put("Ended", "yes");
        }
        return GameRecord.of(game, extra);
    }

    /** Writes the game to a file atomically; reports the outcome on the status line or in a requester. */
    void saveGame(Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            AtomicFiles.write(file, record().format().getBytes(StandardCharsets.UTF_8));
            savedAs = file;
            say("Saved as " + file.getFileName() + ".");
        } catch (IOException e) {
            tell("Save Game", "The game could not be saved: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
        }
    }

    Path savedAs() {
        return savedAs;
    }

    /** Reads a saved game and carries on with it; a damaged file changes nothing and says why. */
    void loadGame(Path file) {
        GameRecord record;
        Game loaded;
        try {
            byte[] bytes = Files.readAllBytes(file);
            record = GameRecord.parse(TextFiles.decode(bytes));
            loaded = record.replay();
        } catch (CharacterCodingException e) {
            tell("Load Game", file.getFileName() + " is not a saved game.");
            return;
        } catch (IOException e) {
            tell("Load Game", "Could not read " + file.getFileName() + ": " + e.getMessage());
            return;
        } catch (IllegalArgumentException | IllegalMoveException e) {
            tell("Load Game", file.getFileName() + " is damaged: " + e.getMessage());
            return;
        }
        Map<String, String> extra = record.extra();
        GameMode loadedMode = mode;
        try {
            loadedMode = GameMode.parse(extra.getOrDefault("Mode", mode.label()));
        } catch (IllegalArgumentException e) {
            say("Unknown mode in the file; kept " + mode.label() + ".");
        }
        startGame(loaded);
        mode = loadedMode;
        if ("yes".equalsIgnoreCase(extra.get("Ended"))) {
            game.finish(Game.End.ENDED_BY_PLAYER);
        }
        String computers = extra.get("Computer Players");
        if (computers != null) {
            // The seats the computer took are part of the game, so they come back with it.
            List<String> seats = List.of(computers.strip().split("\\s+"));
            settings.computerPlayer1 = seats.contains("1");
            settings.computerPlayer2 = seats.contains("2");
            saveSettings();
        }
        disqualified = "yes".equalsIgnoreCase(extra.get("Disqualified"));
        startedOver = "yes".equalsIgnoreCase(extra.get("Started Over"));
        savedAs = file;
        say("Loaded " + file.getFileName() + ".");
    }

    void say(String text) {
        status = text;
        statusUntil = ticks + STATUS_TICKS;
    }

    @Override
    public void input(InputEvent e) {
        if (e.type() != InputEvent.Type.KEY) {
            if (e.x() != pointerX || e.y() != pointerY) {
                // The mouse took over from the keyboard, so its cursor goes away.
                cursor = null;
            }
            pointerX = e.x();
            pointerY = e.y();
        }
        if (requesters.isActive()) {
            requesters.input(e);
            return;
        }
        if (e.isKey(Key.ESCAPE) && (holding || cursor != null) && !menus.isShowing()) {
            holding = false;
            cursor = null;
            return;
        }
        if (menus.input(e)) {
            holding = false;
            dragging = false;
            return;
        }
        switch (e.type()) {
            case PRESS -> pressed(e);
            case RELEASE -> released(e);
            case KEY -> key(e);
            default -> {
            }
        }
    }

    private void pressed(InputEvent e) {
        if (e.button() != InputEvent.LEFT_BUTTON) {
            return;
        }
        cursor = null;
        if (onScoreboard(e.x(), e.y())) {
            settings.graphicScoreboard = !settings.graphicScoreboard;
            saveSettings();
            return;
        }
        if (onPouch(e.x(), e.y())) {
            boolean twice = ticks - lastPouchClick <= DOUBLE_CLICK_TICKS;
            lastPouchClick = ticks;
            if (twice && hintsAllowed()) {
                showPouch();
            }
            return;
        }
        if (game.isOver()) {
            showEnd();
            return;
        }
        if (computerPlays()) {
            say("The computer plays: uncheck Computer Player 1.");
            return;
        }
        Square square = PlayLayout.squareAt(e.x(), e.y());
        if (square != null) {
            holding = false;
            tryPlace(square);
        } else if (PlayLayout.onTouchstone(e.x(), e.y())) {
            holding = !holding;
            dragging = holding;
        } else {
            holding = false;
        }
    }

    private static boolean onScoreboard(int x, int y) {
        return x >= PlayLayout.SCORE_X && x < PlayLayout.SCORE_X + PlayLayout.SCORE_W
                && y >= PlayLayout.SCORE_Y && y < PlayLayout.SCORE_Y + PlayLayout.SCORE_H;
    }

    private static boolean onPouch(int x, int y) {
        return x >= PlayLayout.POUCH_X && x < PlayLayout.POUCH_X + PlayLayout.POUCH_W
                && y >= PlayLayout.POUCH_Y && y < PlayLayout.POUCH_Y + PlayLayout.POUCH_H;
    }

    private void released(InputEvent e) {
        if (e.button() != InputEvent.LEFT_BUTTON || !dragging) {
            return;
        }
        dragging = false;
        Square square = PlayLayout.squareAt(e.x(), e.y());
        if (square != null) {
            holding = false;
            tryPlace(square);
        }
    }

    private void key(InputEvent e) {
        if (e.isChar('u') || e.isKey(Key.BACKSPACE) || e.isShortcut('z')) {
            undo();
        } else if (e.isChar('n')) {
            askNewGame();
        } else if (game.isOver()) {
            if (e.isKey(Key.ENTER)) {
                showEnd();
            }
        } else if (computerPlays()) {
            return;
        } else if (e.isKey(Key.LEFT)) {
            moveCursor(-1, 0);
        } else if (e.isKey(Key.RIGHT)) {
            moveCursor(1, 0);
        } else if (e.isKey(Key.UP)) {
            moveCursor(0, -1);
        } else if (e.isKey(Key.DOWN)) {
            moveCursor(0, 1);
        } else if (e.isKey(Key.ENTER) && cursor != null) {
            tryPlace(cursor);
        }
    }

    private void moveCursor(int dc, int dr) {
        if (cursor == null) {
            List<Square> legal = game.legalSquares();
            cursor = legal.isEmpty() ? Square.parse("f5") : legal.get(0);
            return;
        }
        int c = Math.max(0, Math.min(Square.COLUMNS - 1, cursor.column() + dc));
        int r = Math.max(0, Math.min(Square.ROWS - 1, cursor.row() + dr));
        cursor = Square.at(c, r);
    }

    private void tryPlace(Square square) {
        try {
            Move m = game.place(square);
            sound(Effect.STONE_CLICK);
            if (m.isFourWay()) {
                sound(Effect.FOUR_WAY);
                celebration = new Celebration(PlayLayout.squareX(square) + PlayLayout.CELL / 2,
                        PlayLayout.squareY(square) + PlayLayout.CELL / 2);
                say(fourWayName(game.fourWays()) + " 4-Way! +" + m.points());
            } else {
                say("On " + square + ": " + m.ways() + "-Way" + (m.points() > 0 ? ", +" + m.points() : ""));
            }
            if (game.isOver()) {
                showEnd();
            }
        } catch (IllegalMoveException ex) {
            sound(Effect.ILLEGAL);
            if (settings.messages) {
                requesters.show(Requester.message("Ishido", wrap(ex.getMessage(), 30), "OK", null, yes -> { }));
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

    private void showEnd() {
        if (!endSounded) {
            endSounded = true;
            sound(Effect.GAME_OVER);
        }
        String headline = switch (game.end()) {
            case POUCH_EMPTY -> "The pouch is empty!";
            case NO_LEGAL_SQUARE -> "No square will take this stone.";
            default -> "The game is over.";
        };
        // Equal widths keep the centred lines in one column.
        List<String> lines = new ArrayList<>(List.of(headline, ""));
        if (game.scoring() == Scoring.MODERN) {
            lines.add(String.format("%-12s%7d", "Score", game.finalScore()));
        }
        lines.add(String.format("%-12s%7d", "4-Ways", game.fourWays()));
        lines.add(String.format("%-12s%7d", "Stones left", game.stonesLeft()));
        if (game.scoring() == Scoring.MODERN) {
            lines.add(String.format("%-12s%7d", "End bonus", game.endBonus()));
        }
        Consumer<Boolean> answer;
        String negative;
        if (canUndo() && game.end() == Game.End.NO_LEGAL_SQUARE) {
            negative = "Undo";
            answer = yes -> {
                if (yes) {
                    newGame();
                } else {
                    undo();
                }
            };
        } else {
            negative = "Close";
            answer = yes -> {
                if (yes) {
                    newGame();
                } else {
                    say("Game over. Press N for a new game.");
                }
            };
        }
        requesters.show(Requester.message("Game Over", lines, "New Game", negative, answer));
    }

    /** Breaks a message into lines of at most width characters. */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    @Override
    public void tick() {
        if (ticks == 0) {
            // The board is greeted by wind chimes, as in the original.
            sound(Effect.WIND_CHIMES);
        }
        ticks++;
        requesters.tick();
        computerTick();
        if (celebration != null) {
            celebration.tick();
            if (celebration.isDone()) {
                celebration = null;
            }
        }
    }

    @Override
    public void render(Framebuffer fb) {
        Palette palette = fb.palette();
        palette.load(0, board.image().palette());
        palette.load(Palette.STONESET_BASE, stoneset.image().palette());
        board.draw(fb);
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            Stone stone = game.stoneAt(s);
            if (stone != null) {
                stoneset.draw(fb, stone, PlayLayout.squareX(s), PlayLayout.squareY(s));
            }
        }
        Stone next = game.touchstone();
        if (next != null && !holding && flightTo == null) {
            stoneset.draw(fb, next, PlayLayout.TOUCHSTONE_X, PlayLayout.TOUCHSTONE_Y);
        }
        drawHints(fb);
        if (suggestion != null && suggestionAt == game.placed() && !game.isOver() && (ticks / CURSOR_BLINK) % 2 == 0) {
            int x = PlayLayout.squareX(suggestion);
            int y = PlayLayout.squareY(suggestion);
            fb.frame(x, y, PlayLayout.CELL - 1, PlayLayout.CELL - 1, Pens.FILL);
            fb.frame(x + 1, y + 1, PlayLayout.CELL - 3, PlayLayout.CELL - 3, Pens.SHINE);
            fb.frame(x + 2, y + 2, PlayLayout.CELL - 5, PlayLayout.CELL - 5, Pens.FILL);
        }
        boolean flash = celebration != null && (celebration.age() / 6) % 2 == 0;
        panels.drawScoreboard(fb, game, settings.graphicScoreboard, flash);
        panels.drawPouch(fb, game);
        drawStatus(fb);
        if (cursor != null && (ticks / CURSOR_BLINK) % 2 == 0) {
            int x = PlayLayout.squareX(cursor);
            int y = PlayLayout.squareY(cursor);
            fb.frame(x - 1, y - 1, PlayLayout.CELL + 1, PlayLayout.CELL + 1, Pens.SHINE);
            fb.frame(x, y, PlayLayout.CELL - 1, PlayLayout.CELL - 1, Pens.SHADOW);
        }
        if (celebration != null) {
            celebration.render(fb);
        }
        if (holding && next != null) {
            stoneset.draw(fb, next, pointerX - PlayLayout.CELL / 2, pointerY - PlayLayout.CELL / 2);
        }
        if (flightTo != null && next != null) {
            // The computer's stone glides from the touchstone to its square.
            int t = (int) Math.min(FLIGHT_TICKS, ticks - flightStart);
            int x = PlayLayout.TOUCHSTONE_X + (PlayLayout.squareX(flightTo) - PlayLayout.TOUCHSTONE_X) * t / FLIGHT_TICKS;
            int y = PlayLayout.TOUCHSTONE_Y + (PlayLayout.squareY(flightTo) - PlayLayout.TOUCHSTONE_Y) * t / FLIGHT_TICKS;
            stoneset.draw(fb, next, x, y);
        }
        menus.render(fb);
        requesters.render(fb);
    }

    private void drawHints(Framebuffer fb) {
        boolean show = hintsAllowed() && (hintAt == game.placed() || settings.alwaysShowMoves);
        if (!show) {
            return;
        }
        for (Square s : game.legalSquares()) {
            int x = PlayLayout.squareX(s);
            int y = PlayLayout.squareY(s);
            fb.frame(x + 2, y + 2, PlayLayout.CELL - 5, PlayLayout.CELL - 5, Pens.FILL);
            fb.frame(x + 3, y + 3, PlayLayout.CELL - 7, PlayLayout.CELL - 7, Pens.SHADOW);
        }
    }

    private void drawStatus(Framebuffer fb) {
        String text;
        if (ticks < statusUntil) {
            text = status;
        } else if (game.isOver()) {
            text = "Game over. Press N for a new game.";
        } else if (computerPlays()) {
            text = "The computer plays " + mode.label();
        } else {
            text = mode.label() + "  " + game.scoring().label();
        }
        if (text.length() > 30) {
            text = text.substring(0, 30);
        }
        Font.standard().draw(fb, PlayLayout.STATUS_X, PlayLayout.STATUS_Y, text, Pens.TEXT);
    }
}
