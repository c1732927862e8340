package ishido.lab;

import ishido.ai.Trainer;
import ishido.desktop.Cli;
import ishido.desktop.CommandContext;
import ishido.desktop.UsageException;
import ishido.persist.AtomicFiles;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code train} subcommand: fits the learned evaluation ({@link Trainer}) on the rollout policy's own
 * games and writes its weights: an experiment's, which nothing plays with since its uses in the search were
 * measured and dropped (docs/ai.md, "What was tried").
 */
@Command(name = "train", header = "fit the learned evaluation of a position (an experiment)", description = {
    "Fits the learned evaluation to the rollout policy's games: after each move, the position's "
            + "features against the 4-Ways that game went on to make (one more if it emptied the pouch), by "
            + "least squares. The same games and seed give the same weights. Prints",
    "  positions=P rmse=X rmse_of_mean=Y ms=Z",
    "The computer player does not use it: the squares it kept at the root and the rollouts it valued at a horizon "
            + "were measured and dropped (docs/ai.md, \"What was tried\")."})
final class TrainCommand implements Callable<Integer> {
    /** Games the policy plays when --games is not given. */
    static final int DEFAULT_GAMES = 50_000;
    /** The first deal trained on by default: far from selfplay's seeds 1-100000 and the final 100001-101000. */
    static final long DEFAULT_SEED = 1_000_001;

    private final CommandContext context;

    @Option(names = "--games", paramLabel = "N", description = "games the policy plays (default " + DEFAULT_GAMES + ")")
    int games = DEFAULT_GAMES;

    @Option(names = "--seed", paramLabel = "S",
            description = "game i (from 0) is played on Deal.random(S + i) (default " + DEFAULT_SEED + ")")
    long seed = DEFAULT_SEED;

    @Option(names = "--out", paramLabel = "FILE",
            description = "write the weights there (default: print them)")
    Path file;

    TrainCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        Cli.range("--games", games, 1, 100_000_000);
        long t0 = System.nanoTime();
        Trainer.Fit fit = Trainer.train(seed, games);
        String summary = String.format(Locale.ROOT, "positions=%d rmse=%.4f rmse_of_mean=%.4f", fit.positions(),
                fit.rmse(), fit.rmseOfMean());
        String text = fit.evaluation().format("the learned evaluation; regenerate with:",
                "  java -jar lab/target/ishido-lab.jar train --games " + games + " --seed " + seed + " --out FILE",
                summary);
        return write(text, file, summary, t0, context.out(), context.err());
    }

    /**
     * Writes a weights file's text to the file atomically (or prints it when file is null), then the
     * summary with the milliseconds since t0; the exit code (2 when the file cannot be written).
     */
    static int write(String text, Path file, String summary, long t0, PrintStream out, PrintStream err) {
        if (file == null) {
            out.print(text);
        } else {
            try {
                AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                err.println("cannot write " + UserFiles.describe(file, e));
                return 2;
            }
        }
        out.println(summary + String.format(Locale.ROOT, " ms=%.0f", (System.nanoTime() - t0) / 1e6));
        return 0;
    }
}
