package ishido.desktop;

import ishido.persist.UserFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The house's command line, for the game's jar and the lab's: a picocli command tree in which every command has
 * {@code -h} and {@code --help}, success exits 0, bad input exits 2 with one line on standard error and an internal
 * failure exits 1 with one line, never a stack trace. Every message has one form, made here: the program's name and
 * a colon once, then a capital letter (or the file or option it is about, as spelt).
 */
public final class Cli {
    /** The exit code of bad input. */
    public static final int BAD_INPUT = 2;
    /** The exit code of a failure that is not the input's fault. */
    public static final int FAILED = 1;
    /** The longest message printed whole, in characters; a longer one (a 100 KB argument echoed) loses its middle. */
    static final int LONGEST_MESSAGE = 240;
    /** The help's width in characters: fixed, so docs/cli.md is the same on every terminal. */
    static final int HELP_WIDTH = 100;

    private Cli() {
    }

    /** The option every command has, added by {@link #tree}: the help and exit. */
    static final class HelpOption {
        @Option(names = {"-h", "--help"}, usageHelp = true, description = "print this help and exit")
        boolean help;
    }

    /**
     * The command and its subcommands, each given the help option, as the help and docs/cli.md show them: options in
     * the order they are declared, at a fixed width.
     */
    public static CommandLine tree(Object command, Object... subcommands) {
        CommandLine line = command instanceof CommandLine given ? given : new CommandLine(command);
        for (Object sub : subcommands) {
            line.addSubcommand(sub);
        }
        withHelp(line);
        // Plain text on any terminal: the help is docs/cli.md as it is printed.
        line.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        line.setUsageHelpWidth(HELP_WIDTH);
        line.setUsageHelpAutoWidth(false);
        return line;
    }

    private static void withHelp(CommandLine line) {
        CommandSpec spec = line.getCommandSpec();
        if (spec.findOption("--help") == null) {
            spec.addMixin("help", CommandSpec.forAnnotatedObject(new HelpOption()));
        }
        spec.usageMessage().sortOptions(false).sortSynopsis(false).descriptionHeading("%n")
                .parameterListHeading("%nArguments:%n").optionListHeading("%nOptions:%n").commandListHeading("%nCommands:%n");
        // The header is the one line the parent's list of commands shows; a command's own help opens with its usage.
        List<String> sections = new ArrayList<>(line.getHelpSectionKeys());
        sections.removeAll(List.of(CommandLine.Model.UsageMessageSpec.SECTION_KEY_HEADER_HEADING,
                CommandLine.Model.UsageMessageSpec.SECTION_KEY_HEADER));
        line.setHelpSectionKeys(sections);
        if (line.getCommand() instanceof CommandLine.HelpCommand) {
            spec.usageMessage().header("print the help of a command");
        }
        for (CommandLine sub : line.getSubcommands().values()) {
            withHelp(sub);
        }
    }

    /**
     * Runs the command line on the tree and returns the exit code. Its help goes to out; its messages, to err in
     * the program's one form (err should come from {@link #messages}).
     */
    public static int run(CommandLine line, String[] args, PrintStream out, PrintStream err) {
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(err, true));
        line.setParameterExceptionHandler((e, given) -> {
            if (e instanceof CommandLine.OverwrittenOptionException twice
                    && twice.getOverwritten() instanceof CommandLine.Model.OptionSpec option) {
                err.println(option.longestName() + " is given twice");
            } else if (e instanceof CommandLine.UnmatchedArgumentException unmatched
                    && !e.getCommandLine().getSubcommands().isEmpty() && !unmatched.getUnmatched().isEmpty()
                    && !unmatched.getUnmatched().get(0).startsWith("-")) {
                err.println("Unknown command '" + unmatched.getUnmatched().get(0) + "' (try "
                        + e.getCommandLine().getCommandSpec().qualifiedName() + " --help)");
            } else {
                err.println(firstLine(e.getMessage()) + " (try " + e.getCommandLine().getCommandSpec().qualifiedName()
                        + " --help)");
            }
            return BAD_INPUT;
        });
        line.setExecutionExceptionHandler((e, at, parsed) -> failed(e, err));
        line.setExecutionStrategy(Cli::refusingStrays);
        try {
            int code = line.execute(args);
            out.flush();
            return code;
        } catch (RuntimeException | Error e) {
            // Never a stack trace: one line that says what went wrong, even for an error picocli lets through.
            return failed(e, err);
        }
    }

    /**
     * Runs the command the line named, unless an argument matched nothing: picocli lets {@code --help} win over
     * such an argument, so {@code ishido dance --help} printed the game's help and exited 0, as if all were well. A
     * word that is no command, or an option that is none, is bad input whatever else is given.
     */
    private static int refusingStrays(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (!p.unmatched().isEmpty()) {
                throw new CommandLine.UnmatchedArgumentException(p.commandSpec().commandLine(), p.unmatched());
            }
        }
        return new CommandLine.RunLast().execute(parsed);
    }

    /** Runs a command outside a tree (the game's plain start, which reads no command line) as {@link #run} would. */
    public static int guarded(java.util.concurrent.Callable<Integer> command, PrintStream err) {
        try {
            return command.call();
        } catch (Exception | Error e) {
            return failed(e, err);
        }
    }

    /** Says in one line what went wrong; the exit code: bad input's, or a failure's. */
    private static int failed(Throwable e, PrintStream err) {
        if (e instanceof UsageException) {
            err.println(e.getMessage());
            return BAD_INPUT;
        }
        err.println("Internal error: " + describe(e));
        return FAILED;
    }

    /** The first line of a message. */
    private static String firstLine(String m) {
        return m == null ? "" : m.lines().findFirst().orElse(m).strip();
    }

    /** A short description of an exception for a one-line message. */
    public static String describe(Throwable e) {
        if (e instanceof IOException io) {
            return UserFiles.reason(io);
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }

    /**
     * Puts a message in the program's one form: the program's name and a colon, then a capital letter unless the
     * message opens with a file or option name.
     */
    static String message(String program, String text) {
        String m = bounded(text.strip());
        if (!m.isEmpty() && !startsWithName(m)) {
            m = m.substring(0, m.offsetByCodePoints(0, 1)).toUpperCase(Locale.ROOT) + m.substring(m.offsetByCodePoints(0, 1));
        }
        return program + ": " + m;
    }

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
    public static PrintStream messages(String program, PrintStream err) {
        return new PrintStream(err, true) {
            @Override
            public void println(String line) {
                super.println(message(program, line));
            }

            @Override
            public void println(Object line) {
                println(String.valueOf(line));
            }
        };
    }

    /**
     * A whole number an option gave, checked to be from min to max.
     *
     * @throws UsageException naming the option otherwise
     */
    public static long range(String option, long value, long min, long max) throws UsageException {
        if (value < min || value > max) {
            throw new UsageException(option + " must be from " + min + " to " + max);
        }
        return value;
    }

    /** As {@link #range(String, long, long, long)}, for an int. */
    public static int range(String option, int value, int min, int max) throws UsageException {
        return (int) range(option, (long) value, min, max);
    }
}
