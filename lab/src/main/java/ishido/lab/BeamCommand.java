package ishido.lab;

import ishido.ai.Clairvoyant;
import ishido.desktop.Cli;
import ishido.desktop.CommandContext;
import ishido.desktop.DealOptions;
import ishido.desktop.GameTally;
import ishido.desktop.UsageException;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The {@code beam} subcommand: a player who knows the pouch's order ({@link Clairvoyant}) plays the same
 * deals as {@code selfplay}, for the bound the blind computer player is measured against.
 */
@Command(name = "beam", header = "the bound: a player who knows the pouch's order", description = {
    "Plays Modern games knowing the pouch's order (a beam search over the true order: the bound "
            + "for the computer player, who never sees it) on selfplay's deals and prints, as selfplay "
            + "does,",
    "  game=N score=X fourways=Y left=Z   one line a game, then",
    "  games=N emptied=E%% mean_score=X mean_fourways=Y ms_per_game=Z",
    "Score is the Modern final score with the end bonus; every game is played through the rules."})
final class BeamCommand implements Callable<Integer> {
    /** Games kept a move when --width is not given. */
    private static final int DEFAULT_WIDTH = 100;

    private final CommandContext context;

    @Mixin
    DealOptions deals;

    @Option(names = "--width", paramLabel = "W",
            description = "games kept after each move (default " + DEFAULT_WIDTH + "); wider sees more, slower")
    int width = DEFAULT_WIDTH;

    BeamCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        PrintStream out = context.out();
        List<Deal> list = deals.deals();
        Clairvoyant player = new Clairvoyant(Cli.range("--width", width, 1, 1_000_000));
        int n = list.size();
        GameTally tally = new GameTally();
        long nanos = 0;
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            Game game;
            try {
                game = player.play(list.get(i));
            } catch (IllegalMoveException e) {
                context.err().println("game " + (i + 1) + ": an illegal move: " + e.getMessage());
                return 1;
            }
            nanos += System.nanoTime() - t0;
            tally.add(game);
            out.printf(Locale.ROOT, "game=%d score=%d fourways=%d left=%d%n", i + 1, game.finalScore(), game.fourWays(),
                    game.stonesLeft());
        }
        tally.print(out, String.format(Locale.ROOT, "ms_per_game=%.1f", nanos / 1e6 / n));
        return 0;
    }
}
