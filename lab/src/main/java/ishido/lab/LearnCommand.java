package ishido.lab;

import ishido.ai.ValueTrainer;
import ishido.desktop.Cli;
import ishido.desktop.CommandContext;
import ishido.desktop.UsageException;
import ishido.persist.AtomicFiles;
import ishido.persist.UserFiles;
import ishido.rules.Deal;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code learn} subcommand: learns the value that chooses the Master's rollout moves
 * ({@link ValueTrainer}) from its own games and writes the weights that {@code selfplay --value} reads and the
 * game ships.
 */
@Command(name = "learn", header = "learn the value that chooses the Master's rollout moves", description = {
    "Learns the value that chooses the Master's rollout moves by temporal difference: it plays games greedily "
            + "by its own value and moves the value of each board toward what the next move earned plus the value "
            + "after it. The same games, seed and step give the same weights. Prints a line each tenth of the games,",
    "  games=G fourways=X",
    "(the mean 4-Ways of that tenth's games) and last, the value playing alone on " + LearnCommand.TEST_GAMES
            + " other deals,",
    "  games=N alone_fourways=X alone_emptied=E%% ms=Z"})
final class LearnCommand implements Callable<Integer> {
    /** Games learned from when --games is not given: the shipped value's. */
    static final int DEFAULT_GAMES = 1_000_000;
    /** The first deal by default: far from selfplay's measured seeds and the final 100001-101000. */
    static final long DEFAULT_SEED = 7_000_001;
    static final float DEFAULT_STEP = 0.0005f;
    /** The deals the learned value plays alone on at the end, and how many. */
    static final long TEST_SEED = 9_200_001;
    static final int TEST_GAMES = 1000;

    private final CommandContext context;

    @Option(names = "--out", paramLabel = "FILE", required = true,
            description = "write the weights there; the shipped ones are assets/src/main/resources/ishido/ai/value.bin")
    Path file;

    @Option(names = "--games", paramLabel = "N", description = "games to learn from (default " + DEFAULT_GAMES + ")")
    int games = DEFAULT_GAMES;

    @Option(names = "--seed", paramLabel = "S",
            description = "game g (from 1) is played on Deal.random(S + g) (default " + DEFAULT_SEED + ")")
    long seed = DEFAULT_SEED;

    @Option(names = "--step", paramLabel = "A",
            description = "how far each weight moves (default " + DEFAULT_STEP + "; a third of it in the second half of"
                    + " the games)")
    String stepText;

    LearnCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        Cli.range("--games", games, 1, 100_000_000);
        float step = step();
        PrintStream out = context.out();
        // Said before the games, not after them.
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new UsageException("cannot write " + file + ": there is no folder " + folder);
        }
        long t0 = System.nanoTime();
        ValueTrainer trainer = new ValueTrainer(seed);
        int tenth = Math.max(1, games / 10);
        int fourWays = 0;
        for (int g = 1; g <= games; g++) {
            fourWays += trainer.play(Deal.random(seed + g), g > games / 2 ? step / 3 : step).fourWays();
            if (g % tenth == 0 || g == games) {
                int played = g % tenth == 0 ? tenth : g % tenth;
                out.println(String.format(Locale.ROOT, "games=%d fourways=%.3f", g, (double) fourWays / played));
                fourWays = 0;
            }
        }
        int[] weights = trainer.weights();
        double[] alone = ValueTrainer.strength(weights, TEST_GAMES, TEST_SEED);
        String summary = String.format(Locale.ROOT, "games=%d alone_fourways=%.3f alone_emptied=%.1f%%", games, alone[0],
                100 * alone[1]);
        byte[] bytes = ValueTrainer.file(weights, "the value that chooses the Master's rollout moves; regenerate with:",
                String.format(Locale.ROOT, "  java -jar lab/target/ishido-lab.jar learn --games %d --seed %d --step %s --out FILE",
                        games, seed, Float.toString(step)),
                summary);
        try {
            AtomicFiles.write(file, bytes);
        } catch (IOException e) {
            context.err().println("cannot write " + UserFiles.describe(file, e));
            return 2;
        }
        out.println(summary + String.format(Locale.ROOT, " ms=%.0f", (System.nanoTime() - t0) / 1e6));
        return 0;
    }

    private float step() throws UsageException {
        if (stepText == null) {
            return DEFAULT_STEP;
        }
        String text = stepText;
        float step;
        try {
            step = Float.parseFloat(text);
        } catch (NumberFormatException e) {
            step = Float.NaN;
        }
        if (!(step > 0 && step <= 1) || text.endsWith("f") || text.endsWith("d")) {
            throw new UsageException("--step must be a number above 0 and at most 1, not '" + text + "'");
        }
        return step;
    }
}
