package ishido.lab;

import ishido.desktop.Cli;
import ishido.desktop.CommandContext;
import ishido.persist.UserData;
import ishido.platform.Platform;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The lab's entry point ({@code java -jar lab/target/ishido-lab.jar}): the commands that make what the game ships
 * (the rollouts' fit, the value, the puzzle set, the rating bands) and the measurements beside it (the bound, the
 * learned evaluation), none of them in the game's jar. The same command line as the game's ({@link Cli}): help on
 * every command, exit 2 and one line on bad input.
 */
public final class Main {
    /** The name every message starts with. */
    static final String PROGRAM = "ishido-lab";

    /** The lab's root command: it does nothing itself but list the commands. */
    @Command(name = PROGRAM, header = "the lab of Ishido: training, fitting, calibration, the bound, the puzzles",
            description = {"Makes what the game ships (the rollouts' fit, their value, the puzzle set, the review's "
                    + "rating bands) and the measurements beside it. COMMAND --help says more; docs/ai.md says how to "
                    + "measure."},
            synopsisSubcommandLabel = "COMMAND")
    static final class Lab implements Runnable {
        @Spec
        CommandSpec spec;

        @Override
        public void run() {
            // No command: the help, as --help gives it.
            spec.commandLine().usage(spec.commandLine().getOut());
        }
    }

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err, Clock.systemDefaultZone(), Platform.desktop(), UserData.folder()));
    }

    /** Runs the lab's command line and returns the exit code. */
    static int run(String[] args, PrintStream out, PrintStream rawErr, Clock clock, Platform platform, Path dataFolder) {
        PrintStream err = Cli.messages(PROGRAM, rawErr);
        CommandContext context = new CommandContext(out, err, clock, platform, dataFolder);
        return Cli.run(commands(context), args, out, err);
    }

    /** The lab's commands, each in its own class. */
    static CommandLine commands(CommandContext context) {
        return Cli.tree(new Lab(),
                new FitCommand(context),
                new LearnCommand(context),
                new PuzzlesCommand(context),
                new CalibrateCommand(context),
                new BeamCommand(context),
                new TrainCommand(context),
                new CommandLine.HelpCommand());
    }
}
