package ishido.screens.opening;

import ishido.audio.Jukebox;
import ishido.codewheel.Challenge;
import ishido.codewheel.Codewheel;
import ishido.gfx.Framebuffer;
import ishido.screens.Machine;
import ishido.screens.Screen;
import ishido.ui.InputEvent;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * How the game opens, as in 1990: the title screens, then the board greeted by wind chimes, and at the
 * first click or key the code screen; the right number hands everything to the game. The game screen is
 * the board underneath throughout; it is held still (not ticked) until the code is given, except for its
 * first tick, which sounds the chimes.
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
    private Stage stage;
    private boolean boardTicked;

    /**
     * The opening before the game: with the titles or not, and with the code screen or not (the
     * Codewheel setting); challenges are drawn from random.
     */
    public Opening(Screen game, boolean showTitles, boolean askCode, RandomGenerator random) {
        this.game = game;
        this.askCode = askCode;
        this.titles = new TitleSequence(() -> stage = Stage.BOARD);
        this.code = new CodeScreen(game, Codewheel.STANDARD, random, () -> stage = Stage.PLAYING);
        stage = showTitles ? Stage.TITLES : Stage.BOARD;
        if (stage == Stage.BOARD && !askCode) {
            stage = Stage.PLAYING;
        }
    }

    /** The screens of the opening that {@link #machineAt} can bring a machine to. */
    public static final List<String> SCREENS = List.of("title", "board", "code", "codewheel");

    /**
     * A machine showing the opening brought to one of its screens by input, as a player would: the first
     * title at full colour, the board, the code screen, or the wheel opened from it. Challenges are
     * drawn from the seed.
     */
    public static Machine machineAt(String screen, Screen game, long seed) {
        boolean titles = screen.equals("title");
        Opening opening = new Opening(game, titles, true, new SplittableRandom(seed));
        Machine machine = new Machine(opening);
        if (titles) {
            return machine;
        }
        machine.tick();
        if (screen.equals("board")) {
            return machine;
        }
        machine.post(InputEvent.press(Framebuffer.WIDTH / 2, Framebuffer.HEIGHT / 2, InputEvent.LEFT_BUTTON));
        machine.post(InputEvent.release(Framebuffer.WIDTH / 2, Framebuffer.HEIGHT / 2, InputEvent.LEFT_BUTTON));
        machine.tick();
        if (screen.equals("codewheel")) {
            opening.code().openWheel();
            machine.tick();
        } else if (!screen.equals("code")) {
            throw new IllegalArgumentException("no opening screen '" + screen + "'");
        }
        return machine;
    }

    /** The first challenge the code screen asks with a seed, as {@link #machineAt} draws it. */
    public static Challenge firstChallenge(long seed) {
        return Challenge.random(new SplittableRandom(seed));
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
    public void attach(Jukebox jukebox) {
        game.attach(jukebox);
    }

    @Override
    public void input(InputEvent e) {
        switch (stage) {
            case TITLES -> titles.input(e);
            case BOARD -> {
                if (e.isPress(InputEvent.LEFT_BUTTON) || e.type() == InputEvent.Type.KEY) {
                    stage = askCode ? Stage.CODE : Stage.PLAYING;
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
            case BOARD, PLAYING -> game.render(fb);
            case CODE -> code.render(fb);
        }
    }
}
