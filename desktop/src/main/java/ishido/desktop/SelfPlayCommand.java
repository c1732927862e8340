package ishido.desktop;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * The {@code selfplay} subcommand: the computer player plays Modern games on seeded or given deals
 * and prints one line per game and a summary line.
 */
@Command(name = "selfplay", header = "the computer player's benchmark", description = {
    "Plays Modern games with the computer player and prints a line a game,",
    "  game=N score=X fourways=Y left=Z",
    "then the standard errors and, last,",
    "  games=N emptied=E%% mean_score=X mean_fourways=Y ms_per_move=Z",
    "Score is the Modern final score with the end bonus. The player's generator is seeded from "
            + "the deal's seed too, so --iterations runs are reproducible; the lower skills have fixed "
            + "budgets of their own and repeat exactly for a seed."})
final class SelfPlayCommand implements Callable<Integer> {
    private final CommandContext context;

    @Mixin
    SelfPlayRun run;

    @Mixin
    MasterOptions master;

    SelfPlayCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        return run.play(master.style(run.skill()), context.out(), context.err());
    }
}
