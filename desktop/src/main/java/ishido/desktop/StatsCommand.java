package ishido.desktop;

import ishido.persist.AtomicFiles;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.stats.PlayedGame;
import ishido.stats.Statistics;
import ishido.stats.StatsCsv;
import ishido.stats.StatsFilter;
import ishido.store.ChallengeLog;
import ishido.store.GameHistory;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code stats}: the statistics of the games kept in the data folder's history, and their CSV. */
@Command(name = "stats", header = "the statistics of every kept game (--csv FILE too)", description = {
    "Prints the statistics of the finished games kept in the data folder's history/ (ISHIDO_HOME, "
            + "if set, is the data folder): games played, pouches emptied, mean and best score (with the "
            + "end bonus), mean and best 4-Ways, the current and the longest run of emptied pouches, then a "
            + "last line",
    "  games=N emptied=E%% mean_score=X mean_fourways=Y best_score=Z",
    "A damaged file in history/ is set aside with a message on standard error."})
final class StatsCommand implements Callable<Integer> {
    private final CommandContext context;

    @Option(names = "--mode", paramLabel = "M", description = "Solitaire, Cooperative, Tournament or Challenge (default: all)")
    String mode;

    @Option(names = "--scoring", paramLabel = "S", description = "Modern or Ancient (default: both)")
    String scoring;

    @Option(names = "--computer", description = "the games the computer played for the player, which are otherwise left out")
    boolean computer;

    @Option(names = "--friends", description = "the games friends played in the challenges received (history/"
            + ChallengeLog.FILE + "), which are otherwise left out")
    boolean friends;

    @Option(names = "--csv", paramLabel = "FILE",
            description = "also write every kept game as CSV (date, mode, scoring, deal code, score, 4-Ways, stones left,"
                    + " helped, computer, hinted)")
    Path csv;

    StatsCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        PrintStream out = context.out();
        PrintStream err = context.err();
        if (computer && friends) {
            throw new UsageException("give --computer or --friends, not both: their games are counted apart");
        }
        StatsFilter filter;
        try {
            filter = new StatsFilter(mode != null ? GameMode.parse(mode) : null,
                    scoring != null ? Scoring.parse(scoring) : null,
                    friends ? StatsFilter.Whose.FRIENDS : computer ? StatsFilter.Whose.COMPUTERS : StatsFilter.Whose.YOURS);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        GameHistory history = new GameHistory(context.platform().storage(), context.dataFolder(), context.clock());
        GameHistory.Read read;
        try {
            read = history.games();
        } catch (IOException e) {
            throw new UsageException("cannot read " + history.folder() + ": " + Cli.describe(e));
        }
        for (String m : read.messages()) {
            err.println(m);
        }
        if (read.newerMessage() != null) {
            err.println(read.newerMessage());
        }
        List<PlayedGame> games = read.played();
        if (csv != null) {
            try {
                byte[] bytes = StatsCsv.write(games).getBytes(StandardCharsets.UTF_8);
                // A pipe or a device is refused, as by every writer: a FIFO without a reader would hold the command.
                AtomicFiles.write(csv, bytes);
            } catch (IOException e) {
                throw new UsageException("cannot write " + csv + ": " + Cli.describe(e));
            }
        }
        if (friends) {
            try {
                games = new ChallengeLog(context.platform().storage(), history.folder(), context.clock()).friendsGames();
            } catch (IOException e) {
                throw new UsageException("cannot read " + history.folder().resolve(ChallengeLog.FILE) + ": "
                        + Cli.describe(e));
            }
        }
        Statistics s = Statistics.of(games, filter);
        out.println(describe(filter));
        out.printf(Locale.ROOT, "Games played:    %d%n", s.games());
        out.printf(Locale.ROOT, "Pouches emptied: %d (%.1f%%)%n", s.emptied(), s.emptiedPercent());
        out.printf(Locale.ROOT, "Score:           mean %.1f, best %d%n", s.meanScore(), s.bestScore());
        out.printf(Locale.ROOT, "4-Ways:          mean %.2f, best %d%n", s.meanFourWays(), s.bestFourWays());
        out.printf(Locale.ROOT, "Stones left:     mean %.1f, fewest %d%n", s.meanStonesLeft(), s.fewestLeft());
        out.printf(Locale.ROOT, "Emptied in a row: %d now, %d at most%n", s.currentRun(), s.longestRun());
        out.printf(Locale.ROOT, "Helped:          %d%n", s.helped());
        out.println(s.summary());
        return 0;
    }

    private static String describe(StatsFilter f) {
        String whose = switch (f.whose()) {
            case YOURS -> "Your games";
            case COMPUTERS -> "The computer's games";
            case FRIENDS -> "Your friends' games";
        };
        return whose + ": "
                + (f.mode() == null ? "every mode" : f.mode().label()) + ", "
                + (f.scoring() == null ? "both scorings" : f.scoring().label() + " scoring");
    }
}
