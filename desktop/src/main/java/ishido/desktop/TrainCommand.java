package ishido.desktop;

import ishido.ai.Trainer;
import ishido.persist.AtomicFiles;
import ishido.persist.UserFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * The {@code train} subcommand: fits the learned evaluation ({@link Trainer}) on the rollout policy's own
 * games and writes its weights, the file {@code selfplay --evaluation} reads and the game ships.
 */
final class TrainCommand {
    /** Games the policy plays when --games is not given. */
    static final int DEFAULT_GAMES = 50_000;
    /** The first deal trained on by default: far from selfplay's seeds 1-100000 and the final 100001-101000. */
    static final long DEFAULT_SEED = 1_000_001;

    private static final String USAGE = String.join("\n",
            "usage: train [--games N] [--seed S] [--out FILE]",
            "Fits the learned evaluation to the rollout policy's games: after each move, the position's",
            "features against the 4-Ways that game went on to make (one more if it emptied the pouch),",
            "by least squares. The same games and seed give the same weights. Prints",
            "  positions=P rmse=X rmse_of_mean=Y ms=Z",
            "  --games N    games the policy plays (default " + DEFAULT_GAMES + ")",
            "  --seed S     game i (from 0) is played on Deal.random(S + i) (default " + DEFAULT_SEED + ")",
            "  --out FILE   write the weights there (default: print them); the shipped ones are",
            "               assets/src/main/resources/ishido/ai/evaluation.txt");

    private TrainCommand() {
    }

    /** Runs the subcommand (args[0] is its name); returns the process exit code. */
    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        Options o = Options.parse("train", args, 1, Set.of("--games", "--seed", "--out"), Set.of("--help", "-h"));
        if (o.has("--help") || o.positional().contains("-h")) {
            out.println(USAGE);
            return 0;
        }
        if (!o.positional().isEmpty()) {
            throw new UsageException("train: unknown option '" + o.positional().get(0) + "' (try --help)");
        }
        int games = o.getInt("train", "--games", DEFAULT_GAMES, 1, 100_000_000);
        long seed = o.getLong("train", "--seed", DEFAULT_SEED);
        Path file = o.has("--out") ? Path.of(o.get("--out")) : null;
        long t0 = System.nanoTime();
        Trainer.Fit fit = Trainer.train(seed, games);
        String summary = String.format(Locale.ROOT, "positions=%d rmse=%.4f rmse_of_mean=%.4f", fit.positions(),
                fit.rmse(), fit.rmseOfMean());
        String text = fit.evaluation().format("the learned evaluation; regenerate with:",
                "  java -jar desktop/target/ishido.jar train --games " + games + " --seed " + seed + " --out FILE",
                summary);
        return write("train", text, file, summary, t0, out, err);
    }

    /**
     * Writes a weights file's text to the file atomically (or prints it when file is null), then the
     * summary with the milliseconds since t0; the exit code (2 when the file cannot be written).
     */
    static int write(String command, String text, Path file, String summary, long t0, PrintStream out, PrintStream err) {
        if (file == null) {
            out.print(text);
        } else {
            try {
                AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                err.println("ishido: " + command + ": cannot write " + UserFiles.describe(file, e));
                return 2;
            }
        }
        out.println(summary + String.format(Locale.ROOT, " ms=%.0f", (System.nanoTime() - t0) / 1e6));
        return 0;
    }
}
