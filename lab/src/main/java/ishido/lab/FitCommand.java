package ishido.lab;

import ishido.ai.ChoiceFit;
import ishido.ai.Limits;
import ishido.ai.MasterStyle;
import ishido.ai.Position;
import ishido.ai.RolloutFit;
import ishido.ai.SelfPlay;
import ishido.ai.Skill;
import ishido.desktop.Cli;
import ishido.desktop.CommandContext;
import ishido.desktop.MasterOptions;
import ishido.desktop.UsageException;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Move;
import ishido.rules.Scoring;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code fit} subcommand: has the Master play games at an iteration budget, fits the learned part of
 * the rollouts ({@link RolloutFit}) to its choices, and writes the weights that {@code selfplay --rollouts}
 * reads and the game ships.
 */
@Command(name = "fit", header = "fit the learned part of the Master's rollouts to its choices", description = {
    "Has the Master play games and fits the learned part of its rollouts to its choices: what "
            + "each square's move does to the holes around it, the Beyond and the 4-Ways, weighed so that "
            + "the squares the Master chose score best (a conditional logit). The same games and seed give "
            + "the same weights. Prints, on the games fitted to,",
    "  choices=C policy_top=X policy_loglik=Y fit_top=X fit_loglik=Y ms=Z",
    "(the share of choices whose chosen square scores best, and the mean log-likelihood of the "
            + "choice, for the policy alone and with the fitted part)"})
final class FitCommand implements Callable<Integer> {
    /** Games the Master plays when --games is not given. */
    static final int DEFAULT_GAMES = 400;
    /** The first deal by default: far from selfplay's measured seeds and the final 100001-101000. */
    static final long DEFAULT_SEED = 5_000_001;
    /** The Master's rollouts a move when --iterations is not given: its 20 ms budget, and the same games anywhere. */
    static final long DEFAULT_ITERATIONS = 1000;

    private final CommandContext context;

    @Option(names = "--games", paramLabel = "N", description = "games the Master plays (default " + DEFAULT_GAMES + ")")
    int games = DEFAULT_GAMES;

    @Option(names = "--seed", paramLabel = "S",
            description = "game i (from 0) is played on Deal.random(S + i) (default " + DEFAULT_SEED + ")")
    long seed = DEFAULT_SEED;

    @Option(names = "--iterations", paramLabel = "K",
            description = "the Master's rollouts a move (default " + DEFAULT_ITERATIONS + ")")
    long iterations = DEFAULT_ITERATIONS;

    @Option(names = "--threads", paramLabel = "T",
            description = "search threads a move (default 1; the games are the same on any number)")
    int threads = 1;

    @Option(names = "--rollouts", paramLabel = "R",
            description = "the rollouts of the Master that plays: the policy alone (policy, the default), the shipped"
                    + " weights (fitted) or a file this command wrote")
    String rollouts = "policy";

    @Option(names = "--out", paramLabel = "FILE",
            description = "write the weights there (default: print them); the shipped ones are"
                    + " assets/src/main/resources/ishido/ai/rollouts.txt")
    Path file;

    FitCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        Cli.range("--games", games, 1, 1_000_000);
        Cli.range("--iterations", iterations, 1, 1_000_000_000);
        Cli.range("--threads", threads, 1, 256);
        RolloutFit teacher = MasterOptions.rollouts(rollouts);
        long t0 = System.nanoTime();
        Limits limits = Limits.iterations(iterations).withThreads(threads);
        // The shipped Master's guard (FITTED's: the same, without reading the value it does not use).
        MasterStyle style = new MasterStyle(MasterStyle.FITTED.guard(), teacher);
        ChoiceFit.Choices choices = new ChoiceFit.Choices();
        for (int i = 0; i < games; i++) {
            SelfPlay play = new SelfPlay(Deal.random(seed + i), seed, i, Skill.MASTER, limits, style);
            try {
                while (play.step(System::nanoTime)) {
                    // one move a step
                }
                // The Master's choices, each with the position it was made in.
                Game replay = new Game(play.game().deal(), Scoring.MODERN);
                for (Move m : play.game().moves()) {
                    choices.add(Position.of(replay), m.square());
                    replay.place(m.square());
                }
            } catch (IllegalMoveException e) {
                context.err().println("game " + (i + 1) + ": the player chose an illegal move: " + e.getMessage());
                return 1;
            }
        }
        RolloutFit alone = ChoiceFit.fitPolicyAlone(choices);
        RolloutFit fit = ChoiceFit.fit(choices);
        ChoiceFit.Agreement a = ChoiceFit.agreement(alone, choices);
        ChoiceFit.Agreement f = ChoiceFit.agreement(fit, choices);
        String summary = String.format(Locale.ROOT, "choices=%d policy_top=%.4f policy_loglik=%.4f fit_top=%.4f fit_loglik=%.4f",
                choices.size(), a.top(), a.logLikelihood(), f.top(), f.logLikelihood());
        String text = fit.format("the learned part of the Master's rollouts; regenerate with:",
                "  java -jar lab/target/ishido-lab.jar fit --games " + games + " --seed " + seed + " --iterations "
                        + iterations + (teacher == null ? "" : " --rollouts " + rollouts) + " --out FILE",
                summary);
        return TrainCommand.write(text, file, summary, t0, context.out(), context.err());
    }
}
