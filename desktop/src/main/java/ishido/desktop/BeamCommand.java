package ishido.desktop;

import ishido.ai.Clairvoyant;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The {@code beam} subcommand: a player who knows the pouch's order ({@link Clairvoyant}) plays the same
 * deals as {@code selfplay}, for the bound the blind computer player is measured against.
 */
final class BeamCommand {
    /** Games kept a move when --width is not given. */
    private static final int DEFAULT_WIDTH = 100;

    private static final String USAGE = String.join("\n",
            "usage: beam [--games N] [--seed S] [--width W] [--deals FILE]",
            "Plays Modern games knowing the pouch's order (a beam search over the true order: the",
            "bound for the computer player, who never sees it) and prints, as selfplay does,",
            "  game=N score=X fourways=Y left=Z   one line a game, then",
            "  games=N emptied=E% mean_score=X mean_fourways=Y ms_per_game=Z",
            "  --games N    games to play (default " + SelfPlayCommand.DEFAULT_GAMES
                    + "; with --deals, its first N deals,",
            "               all of them by default)",
            "  --seed S     game i (from 0) is played on Deal.random(S + i) (default 1): selfplay's deals",
            "  --width W    games kept after each move (default " + DEFAULT_WIDTH + "); wider sees more, slower",
            "  --deals FILE one deal per line (72 stones, e.g. A1 B2 ...) instead of seeded deals",
            "Score is the Modern final score with the end bonus; every game is played through the rules.");

    private BeamCommand() {
    }

    /** Runs the subcommand (args[0] is its name); returns the process exit code. */
    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        Options o = Options.parse("beam", args, 1, Set.of("--games", "--seed", "--width", "--deals"),
                Set.of("--help", "-h"));
        if (o.has("--help") || o.positional().contains("-h")) {
            out.println(USAGE);
            return 0;
        }
        if (!o.positional().isEmpty()) {
            throw new UsageException("beam: unknown option '" + o.positional().get(0) + "' (try --help)");
        }
        int games = o.getInt("beam", "--games", -1, 1, 10_000_000);
        long seed = o.getLong("beam", "--seed", 1);
        int width = o.getInt("beam", "--width", DEFAULT_WIDTH, 1, 1_000_000);
        List<Deal> deals = SelfPlayCommand.deals("beam", o, games, seed);
        Clairvoyant player = new Clairvoyant(width);
        int n = deals.size();
        GameTally tally = new GameTally();
        long nanos = 0;
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            Game game;
            try {
                game = player.play(deals.get(i));
            } catch (IllegalMoveException e) {
                err.println("ishido: beam: game " + (i + 1) + ": an illegal move: " + e.getMessage());
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
