package ishido.desktop;

import ishido.ai.SelfPlay;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;


/**
 * The desktop jar's entry point: with no command it starts the game; otherwise it runs one of the
 * command-line tools. Bad input gives one line on standard error and exit code 2, never a stack trace.
 */
public final class Main {
    static final String HELP = """
            Ishido: The Way of Stones - a remake of the 1990 Amiga game.

            Usage: java -jar ishido.jar [options]           start the game
                   java -jar ishido.jar COMMAND [--help]    run a tool

            Game options:
              --window              start in a window instead of full screen
              --fullscreen          start full screen (the default)
              --scale N             window size: N times the Amiga screen (1-10, default 3)
              --fit                 fill the screen instead of scaling by whole steps
              --aspect ntsc|square  pixel shape: NTSC's tall pixels (default) or square
              --seed N              the deal of the first game
              --stoneset NAME|FILE  the stoneset to play with
              --board NAME|FILE     the board to play on
              --skip-codewheel      start without asking for the codewheel code
              --record FILE         write the session's input as a screenshot script (starts
                                    with default settings and writes no data)

            Commands:
              replay FILE           check and score a game record
              selfplay              the computer player's benchmark
              screenshot            render a screen after scripted input to a PNG
              convert IN OUT        convert a picture between IFF ILBM and PNG
            Keys in the game: click or drag to place, arrows and Return, U undo, N new game,
            Alt+Return or F11 full screen / window.""";

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command line and returns the exit code. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0 || args[0].startsWith("-")) {
                if (args.length > 0 && (args[0].equals("--help") || args[0].equals("-h"))) {
                    out.println(HELP);
                    return 0;
                }
                return GameLauncher.run(args, err);
            }
            return switch (args[0]) {
                case "replay" -> ReplayCommand.run(args, out);
                case "screenshot" -> ScreenshotCommand.run(args, out);
                case "selfplay" -> SelfPlay.run(java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
                case "convert" -> ConvertCommand.run(args, out);
                case "help" -> {
                    out.println(HELP);
                    yield 0;
                }
                default -> throw new UsageException("unknown command '" + args[0] + "' (try --help)");
            };
        } catch (UsageException e) {
            err.println("ishido: " + e.getMessage());
            return 2;
        } catch (RuntimeException | Error e) {
            // Never a stack trace: one line that says what went wrong.
            err.println("ishido: internal error: " + describe(e));
            return 1;
        }
    }

    /** A short description of an exception for a one-line message. */
    static String describe(Throwable e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        if (e instanceof IOException && e.getMessage() != null) {
            return e.getMessage();
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }
}
