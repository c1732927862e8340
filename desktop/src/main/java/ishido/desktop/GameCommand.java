package ishido.desktop;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code ishido [options]}: starts the game, in a window or full screen, as the options say. Its options are read
 * here rather than by picocli: the library's reflection over the commands cost the start hundreds of milliseconds
 * before the first frame (measured with --trace-startup), so it is loaded only for the help and the tools. Each
 * option is written once, in {@link GameOption}, which the help (and docs/cli.md) is built from as well.
 */
final class GameCommand implements Callable<Integer> {
    /** The game's options: the name, the value's label (null for a flag) and what it does. */
    enum GameOption {
        WINDOW("--window", null, "start in a window instead of full screen"),
        FULLSCREEN("--fullscreen", null, "start full screen (the default)"),
        SCALE("--scale", "N", "window size: N times the Amiga screen (1-10, default 3)"),
        FIT("--fit", null, "fill the screen instead of scaling by whole steps"),
        ASPECT("--aspect", "ntsc|square", "pixel shape: NTSC's tall pixels (default) or square"),
        SEED("--seed", "N", "the deal of the first game"),
        DEAL("--deal", "CODE", "the first game on a coded deal (like 7FNS-AFRQ)"),
        CHALLENGE("--challenge", "CODE",
                "a friend's challenge code (or their whole ?challenge= link): who challenges with what, then the same"
                        + " deal"),
        PUZZLE("--puzzle", "N",
                "open Game > Puzzles... on puzzle N of the shipped set (the number a puzzle of the day's Share line"
                        + " gives, or its ?puzzle= link's)"),
        STONESET("--stoneset", "NAME|FILE",
                "the stoneset to play with (one the game cannot use: it starts with its own and says why)"),
        BOARD("--board", "NAME|FILE", "the board to play on (the same)"),
        SKIP_CODEWHEEL("--skip-codewheel", null, "start at the board: no title screens, no codewheel code"),
        RECORD("--record", "FILE",
                "write the session's input as a screenshot script (starts with default settings and writes no data)"),
        TRACE_STARTUP("--trace-startup", null,
                "print when each step of start-up ended and the first frame was drawn (milliseconds)"),
        TRACE_FRAMES("--trace-frames", null,
                "every five seconds: the ticks run, the frames presented, the time a frame took to present and the"
                        + " ticks that came late"),
        VERSION("--version", null, "print the name and version and exit");

        final String name;
        final String label;
        final String description;

        GameOption(String name, String label, String description) {
            this.name = name;
            this.label = label;
            this.description = description;
        }
    }

    private final CommandContext context;
    private final Map<GameOption, String> given = new EnumMap<>(GameOption.class);

    boolean window;
    boolean fullscreen;
    Integer scale;
    boolean fit;
    String aspect;
    Long seed;
    String deal;
    String challenge;
    Integer puzzle;
    String stoneset;
    String board;
    boolean skipCodewheel;
    String record;
    boolean traceStartup;
    boolean traceFrames;

    /** The game with no option: as a double click starts it. */
    GameCommand(CommandContext context) {
        this.context = context;
    }

    /**
     * The game with the options of the command line ({@code --name value}, {@code --name=value}, {@code --flag}).
     *
     * @throws UsageException for an unknown option or argument, a missing or bad value, or an option given twice (the
     *     second would silently win over the first, which the player may not notice)
     */
    GameCommand(CommandContext context, String[] args) throws UsageException {
        this(context);
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            int eq = a.indexOf('=');
            String name = a.startsWith("--") && eq > 0 ? a.substring(0, eq) : a;
            GameOption option = null;
            for (GameOption o : GameOption.values()) {
                if (o.name.equals(name)) {
                    option = o;
                }
            }
            if (option == null) {
                throw new UsageException(a.startsWith("-") ? "Unknown option: '" + a + "' (try ishido --help)"
                        : "Unknown argument '" + a + "': a command comes first (try ishido --help)");
            }
            if (given.containsKey(option)) {
                throw new UsageException(option.name + " is given twice");
            }
            String value = "";
            if (option.label != null) {
                if (eq > 0) {
                    value = a.substring(eq + 1);
                } else if (i + 1 < args.length) {
                    value = args[++i];
                } else {
                    throw new UsageException(option.name + " needs a value (" + option.label + ")");
                }
            } else if (eq > 0) {
                throw new UsageException(option.name + " takes no value");
            }
            given.put(option, value);
        }
        window = given.containsKey(GameOption.WINDOW);
        fullscreen = given.containsKey(GameOption.FULLSCREEN);
        scale = given.containsKey(GameOption.SCALE) ? (int) number(GameOption.SCALE) : null;
        fit = given.containsKey(GameOption.FIT);
        aspect = given.get(GameOption.ASPECT);
        seed = given.containsKey(GameOption.SEED) ? number(GameOption.SEED) : null;
        deal = given.get(GameOption.DEAL);
        challenge = given.get(GameOption.CHALLENGE);
        puzzle = given.containsKey(GameOption.PUZZLE) ? (int) number(GameOption.PUZZLE) : null;
        stoneset = given.get(GameOption.STONESET);
        board = given.get(GameOption.BOARD);
        skipCodewheel = given.containsKey(GameOption.SKIP_CODEWHEEL);
        record = given.get(GameOption.RECORD);
        traceStartup = given.containsKey(GameOption.TRACE_STARTUP);
        traceFrames = given.containsKey(GameOption.TRACE_FRAMES);
    }

    private long number(GameOption option) throws UsageException {
        String v = given.get(option);
        try {
            long n = Long.parseLong(v);
            if ((option == GameOption.SCALE || option == GameOption.PUZZLE) && (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE)) {
                throw new NumberFormatException(v);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option.name + " needs a whole number, not '" + v + "'");
        }
    }

    @Override
    public Integer call() throws UsageException {
        if (given.containsKey(GameOption.VERSION)) {
            // Alone: with other options the player may have meant to start the game.
            if (given.size() > 1) {
                throw new UsageException("--version takes no other option");
            }
            context.out().println(Version.line());
            return 0;
        }
        return GameLauncher.run(this, context.out(), context.err(), context.clock(), context.platform());
    }

    /** The game's command as the help shows it: its options, each from {@link GameOption}. */
    static CommandLine help() {
        CommandSpec spec = CommandSpec.create().name("ishido");
        spec.usageMessage()
                .description("Ishido: The Way of Stones - a remake of the 1990 Amiga game.", "",
                        "With no command it starts the game; a command runs one of the tools (COMMAND --help says"
                                + " more).")
                .synopsisSubcommandLabel("[COMMAND]")
                .footer("", "Keys in the game: click or drag to place, arrows and Return, U undo, N new game,",
                        "Alt+Return or F11 full screen / window.");
        for (GameOption o : GameOption.values()) {
            OptionSpec.Builder option = OptionSpec.builder(o.name).description(o.description);
            if (o.label == null) {
                option.arity("0").type(boolean.class);
            } else {
                option.paramLabel(o.label).type(String.class);
            }
            spec.addOption(option.build());
        }
        return new CommandLine(spec);
    }
}
