package ishido.desktop;

import ishido.persist.UserData;
import ishido.platform.Platform;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import picocli.CommandLine;

/**
 * The desktop jar's entry point: with no command it starts the game; otherwise it runs one of the player's
 * command-line tools ({@link Cli}: bad input gives one line on standard error and exit code 2, never a stack trace).
 */
public final class Main {
    /** The name every message starts with. */
    static final String PROGRAM = "ishido";

    private Main() {
    }

    public static void main(String[] args) {
        // The game's user data are the files of the data folder, as ever, and its background work runs on threads.
        System.exit(run(args, System.out, System.err, Clock.systemDefaultZone(), Platform.desktop()));
    }

    /**
     * Runs the command line on the platform and returns the exit code; dates (the Today table, saved games) come
     * from the clock. A start of the game (no command: no arguments, as a double click starts it, or only the game's
     * options) does not load the command-line library, which would cost the start (see {@link GameCommand}).
     */
    static int run(String[] args, PrintStream out, PrintStream rawErr, Clock clock, Platform platform) {
        return run(args, out, rawErr, clock, platform, UserData.folder());
    }

    /** As {@link #run(String[], PrintStream, PrintStream, Clock, Platform)}, on a given data folder. */
    static int run(String[] args, PrintStream out, PrintStream rawErr, Clock clock, Platform platform, Path dataFolder) {
        PrintStream err = Cli.messages(PROGRAM, rawErr);
        CommandContext context = new CommandContext(out, err, clock, platform, dataFolder);
        if (args.length == 0 || args[0].startsWith("-") && !args[0].equals("-h") && !args[0].equals("--help")) {
            return Cli.guarded(() -> new GameCommand(context, args).call(), err);
        }
        return Cli.run(commands(context), args, out, err);
    }

    /** The player's commands: the game and its tools, each named once, in its own class. */
    static CommandLine commands(CommandContext context) {
        return Cli.tree(GameCommand.help(),
                new ReplayCommand(context),
                new ReviewCommand(context),
                new SelfPlayCommand(context),
                new ScreenshotCommand(context),
                new ConvertCommand(context),
                new CodewheelCommand(context),
                new DealCommand(context),
                new ChallengeCommand(context),
                new StatsCommand(context),
                new DataCommand.Export(context),
                new DataCommand.Import(context),
                new CommandLine.HelpCommand());
    }
}
