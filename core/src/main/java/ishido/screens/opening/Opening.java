package ishido.screens.opening;

import ishido.codewheel.Challenge;
import ishido.codewheel.Codewheel;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.rules.SplitMix64;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayLayout;
import ishido.screens.play.PlayScreen;
import ishido.ui.Pens;
import java.util.List;

/**
 * How the game opens, as in 1990: the title screens, then the board greeted by wind chimes, and at the
 * first click (either button), tap or key the code screen; the right number puts the game in the opening's place
 * on the machine's screen stack. The game screen is the board underneath throughout; it is held still (not
 * ticked) until then, except for its first tick, which sounds the chimes. While the board waits, its status line
 * says {@link #BOARD_PROMPT}: the 1990 board waited in silence, and a new player took it for the game and tried
 * the menus and Help for a minute before a click on a square went on.
 */
public final class Opening implements Screen {
    /** Where the opening has got to. */
    public enum Stage {
        TITLES, BOARD, CODE, PLAYING
    }

    private final Screen game;
    private final boolean askCode;
    private final TitleSequence titles;
    private final CodeScreen code;
    /** Told when the game takes the opening's place (the first start's offer of the lessons). */
    private final Runnable onPlaying;
    private Stage stage;
    private boolean boardTicked;
    private Machine machine;

    /**
     * The opening before the game: with the titles or not, and with the code screen or not (the
     * Codewheel setting); challenges are drawn from random.
     */
    public Opening(Screen game, boolean showTitles, boolean askCode, SplitMix64 random) {
        this(game, showTitles, askCode, random, () -> { });
    }

    /** The opening, telling onAnswered when the code has been answered right (so it is kept as answered). */
    public Opening(Screen game, boolean showTitles, boolean askCode, SplitMix64 random, Runnable onAnswered) {
        this(game, showTitles, askCode, random, onAnswered, null, () -> { });
    }

    /**
     * The opening, its code screen offering Learn to Play (learn; none when null), telling onAnswered when the code
     * has been answered right and onPlaying when the game takes the screen.
     */
    public Opening(Screen game, boolean showTitles, boolean askCode, SplitMix64 random, Runnable onAnswered,
            Runnable learn, Runnable onPlaying) {
        this.game = game;
        this.onPlaying = onPlaying;
        this.askCode = askCode;
        // Without the code to ask, the titles lead straight into the game, which greets its board itself.
        this.titles = new TitleSequence(() -> {
            if (askCode) {
                stage = Stage.BOARD;
            } else {
                play();
            }
        });
        this.code = new CodeScreen(game, Codewheel.STANDARD, random, () -> {
            onAnswered.run();
            play();
        }, learn);
        stage = showTitles ? Stage.TITLES : Stage.BOARD;
    }

    /** The board's status line while it waits for the click or key that brings the code screen. */
    public static final String BOARD_PROMPT = "Click, tap or press a key.";

    /** The screens of the opening that {@link #at} can start at. */
    public static final List<String> SCREENS = List.of("title", "board", "code", "codewheel");

    /**
     * The opening started at one of its screens, for the screenshot runner and tests: the first title,
     * the board, the code screen, or the wheel opened from it. Challenges are drawn from the seed.
     */
    public static Opening at(String screen, Screen game, long seed) {
        if (!SCREENS.contains(screen)) {
            throw new IllegalArgumentException("no opening screen '" + screen + "'");
        }
        Runnable learn = game instanceof PlayScreen play ? () -> play.apply(new PlayCommand.LearnToPlay()) : null;
        Opening opening = new Opening(game, screen.equals("title"), true, new SplitMix64(seed), () -> { }, learn,
                () -> { });
        if (screen.equals("code") || screen.equals("codewheel")) {
            opening.stage = Stage.CODE;
        }
        if (screen.equals("codewheel")) {
            opening.code.openWheel();
        }
        return opening;
    }

    /** The first challenge the code screen asks with a seed, as {@link #machineAt} draws it. */
    public static Challenge firstChallenge(long seed) {
        return Challenge.random(new SplitMix64(seed));
    }

    /** Hands the machine to the game: it takes the opening's place on the screen stack. */
    private void play() {
        stage = Stage.PLAYING;
        if (machine != null) {
            machine.replace(game);
        }
        onPlaying.run();
    }

    public Stage stage() {
        return stage;
    }

    public TitleSequence titles() {
        return titles;
    }

    public CodeScreen code() {
        return code;
    }

    @Override
    public void enter(Machine machine) {
        this.machine = machine;
        code.setPixelAspect(machine.pixelAspect());
        // The game lies under the opening from the start: it gets the sound now, to greet the board.
        game.enter(machine);
    }

    @Override
    public void input(InputEvent e) {
        switch (stage) {
            case TITLES -> titles.input(e);
            case BOARD -> {
                if (e.isPress(InputEvent.LEFT_BUTTON) || e.isPress(InputEvent.RIGHT_BUTTON)
                        || e.type() == InputEvent.Type.KEY) {
                    if (askCode) {
                        stage = Stage.CODE;
                    } else {
                        play();
                    }
                }
            }
            case CODE -> code.input(e);
            case PLAYING -> game.input(e);
        }
    }

    @Override
    public void tick() {
        switch (stage) {
            case TITLES -> titles.tick();
            case BOARD -> {
                if (!boardTicked) {
                    // The game's first tick greets the board with the wind chimes.
                    boardTicked = true;
                    game.tick();
                }
            }
            case CODE -> code.tick();
            case PLAYING -> game.tick();
        }
    }

    @Override
    public void render(Framebuffer fb) {
        switch (stage) {
            case TITLES -> titles.render(fb);
            case BOARD -> {
                game.render(fb);
                // The board waits for a click: its menus are not offered yet (see CodeScreen#render).
                fb.markMenus(null);
                fb.markMenuKeys(null);
                // Over the status line's own words (the mode and scoring), inside its strip.
                fb.fill(PlayLayout.STATUS_X, PlayLayout.STATUS_Y, PlayLayout.STATUS_COLUMNS * Font.WIDTH, Font.HEIGHT,
                        Pens.BACKGROUND);
                Font.standard().draw(fb, PlayLayout.STATUS_X, PlayLayout.STATUS_Y, BOARD_PROMPT, Pens.TEXT);
            }
            case PLAYING -> game.render(fb);
            case CODE -> code.render(fb);
        }
    }
}
