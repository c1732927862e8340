package ishido.desktop;

import ishido.persist.UserFiles;
import ishido.platform.Platform;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Clock;

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
              --deal CODE           the first game on a coded deal (like 7FNS-AFRQ)
              --stoneset NAME|FILE  the stoneset to play with (one the game cannot use:
                                    it starts with its own and says why)
              --board NAME|FILE     the board to play on (the same)
              --skip-codewheel      start at the board: no title screens, no codewheel code
              --record FILE         write the session's input as a screenshot script (starts
                                    with default settings and writes no data)
              --version             print the name and version

            Commands:
              replay FILE           check and score a game record
              review FILE           the computer reviews a game move by move
              selfplay              the computer player's benchmark
              calibrate             draw the review's rating bands from the computer's games
              beam                  the bound: a player who knows the pouch's order
              train                 fit the Master's learned evaluation (its weights file)
              fit                   fit the learned part of the Master's rollouts to its choices
              learn                 learn the value that chooses the Master's rollout moves
              screenshot            render a screen after scripted input to a PNG
              convert IN OUT        convert a picture between IFF ILBM and PNG (--stoneset:
                                    make it a stoneset)
              codewheel --out F.png draw the codewheel on an A4 sheet to print and cut out
              deal CODE             the 72 stones of a deal code; deal --date D: the day's deal
              stats                 the statistics of every kept game (--csv FILE too)
              export FILE           all the player's data in one file (a backup)
              import FILE           the data of such a file, keeping newer files here
            Keys in the game: click or drag to place, arrows and Return, U undo, N new game,
            Alt+Return or F11 full screen / window.""";

    private Main() {
    }

    /** The command names a message may start with; the user has just typed it, so it is not repeated. */
    private static final java.util.Set<String> COMMANDS = java.util.Set.of("replay", "review", "selfplay",
            "calibrate", "beam", "train", "fit", "learn", "screenshot", "convert", "codewheel", "deal", "stats", "export", "import");

    public static void main(String[] args) {
        // The game's user data are the files of the data folder, as ever, and its background work runs on threads.
        System.exit(run(args, System.out, System.err, Clock.systemDefaultZone(), Platform.desktop()));
    }

    /**
     * Puts a message in the program's one form: {@code ishido:} once, then a capital letter. Messages
     * are written in many places, some with the prefix or a command name already on; this is the one
     * place that decides how they look.
     */
    static String message(String text) {
        String m = bounded(text.strip());
        boolean stripped = true;
        while (stripped) {
            stripped = false;
            int colon = m.indexOf(": ");
            if (colon > 0) {
                String head = m.substring(0, colon);
                if (head.equals("ishido") || COMMANDS.contains(head)) {
                    m = m.substring(colon + 2).stripLeading();
                    stripped = true;
                }
            }
        }
        if (!m.isEmpty() && !startsWithName(m)) {
            m = m.substring(0, m.offsetByCodePoints(0, 1)).toUpperCase(java.util.Locale.ROOT)
                    + m.substring(m.offsetByCodePoints(0, 1));
        }
        return "ishido: " + m;
    }

    /** The longest message printed whole, in characters; a longer one (a 100 KB argument echoed) loses its middle. */
    static final int LONGEST_MESSAGE = 240;

    private static String bounded(String m) {
        if (m.length() <= LONGEST_MESSAGE) {
            return m;
        }
        int head = LONGEST_MESSAGE * 2 / 3;
        int from = m.length() - (LONGEST_MESSAGE - head - 40);
        // Never half a character: a surrogate pair stays whole on both sides of the cut.
        if (Character.isHighSurrogate(m.charAt(head - 1))) {
            head--;
        }
        if (Character.isLowSurrogate(m.charAt(from))) {
            from++;
        }
        return m.substring(0, head) + " ... (" + (from - head) + " characters left out) ... " + m.substring(from);
    }

    /**
     * True when a message opens with the file or the option it is about, whose name must stay as it is
     * spelt: {@code --scale must be ...}, {@code /tmp/a.iff: truncated}.
     */
    static boolean startsWithName(String m) {
        String head = m.split("[ :]", 2)[0];
        return head.startsWith("-") || head.contains("/") || head.contains("\\") || head.contains(".");
    }

    /** Standard error for messages: every line printed through it comes out in {@link #message} form. */
    static PrintStream messages(PrintStream err) {
        return new PrintStream(err, true) {
            @Override
            public void println(String line) {
                super.println(message(line));
            }

            @Override
            public void println(Object line) {
                println(String.valueOf(line));
            }
        };
    }

    /**
     * Runs the command line on the platform and returns the exit code; dates (the Today table, saved games) come
     * from the clock.
     */
    static int run(String[] args, PrintStream out, PrintStream rawErr, Clock clock, Platform platform) {
        PrintStream err = messages(rawErr);
        try {
            if (args.length == 0 || args[0].startsWith("-")) {
                if (args.length > 0 && (args[0].equals("--help") || args[0].equals("-h"))) {
                    out.println(HELP);
                    return 0;
                }
                if (args.length == 1 && args[0].equals("--version")) {
                    out.println(Version.line());
                    return 0;
                }
                return GameLauncher.run(args, err, clock, platform);
            }
            return switch (args[0]) {
                case "replay" -> ReplayCommand.run(args, out, err);
                case "review" -> ReviewCommand.run(args, out, err);
                case "screenshot" -> ScreenshotCommand.run(args, out, clock, platform);
                case "selfplay" -> SelfPlayCommand.run(args, out, err);
                case "calibrate" -> CalibrateCommand.run(args, out, err);
                case "beam" -> BeamCommand.run(args, out, err);
                case "train" -> TrainCommand.run(args, out, err);
                case "fit" -> FitCommand.run(args, out, err);
                case "learn" -> LearnCommand.run(args, out, err);
                case "convert" -> ConvertCommand.run(args, out);
                case "codewheel" -> CodewheelCommand.run(args, out);
                case "deal" -> DealCommand.run(args, out);
                case "stats" -> StatsCommand.run(args, out, err, clock, platform.storage());
                case "export", "import" -> DataCommand.run(args, out, err, clock, platform.storage());
                case "help" -> {
                    out.println(HELP);
                    yield 0;
                }
                default -> throw new UsageException("unknown command '" + args[0] + "' (try --help)");
            };
        } catch (UsageException e) {
            err.println(e.getMessage());
            return 2;
        } catch (RuntimeException | Error e) {
            // Never a stack trace: one line that says what went wrong.
            err.println("Internal error: " + describe(e));
            return 1;
        }
    }

    /** A short description of an exception for a one-line message. */
    static String describe(Throwable e) {
        if (e instanceof IOException io) {
            return UserFiles.reason(io);
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }
}
