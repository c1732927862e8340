package ishido.desktop;

import ishido.persist.AtomicFiles;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.stats.PlayedGame;
import ishido.stats.Statistics;
import ishido.stats.StatsCsv;
import ishido.stats.StatsFilter;
import ishido.store.GameHistory;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** {@code stats}: the statistics of the games kept in the data folder's history, and their CSV. */
final class StatsCommand {
    static final String HELP = """
            Usage: ishido stats [--mode M] [--scoring S] [--computer] [--csv FILE]
            Prints the statistics of the finished games kept in the data folder's history/
            (ISHIDO_HOME, if set, is the data folder): games played, pouches emptied, mean and
            best score (with the end bonus), mean and best 4-Ways, the current and the longest
            run of emptied pouches, then a last line
              games=N emptied=E% mean_score=X mean_fourways=Y best_score=Z
              --mode M      Solitaire, Cooperative, Tournament or Challenge (default: all)
              --scoring S   Modern or Ancient (default: both)
              --computer    the games the computer played for the player, which are
                            otherwise left out
              --csv FILE    also write every kept game as CSV (date, mode, scoring,
                            deal code, score, 4-Ways, stones left, helped, computer)
            A damaged file in history/ is set aside with a message on standard error.""";

    private StatsCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err, Clock clock, Storage storage) throws UsageException {
        return run(args, out, err, clock, storage, UserData.folder());
    }

    /** As {@link #run(String[], PrintStream, PrintStream, Clock, Storage)}, on the history of a given data folder. */
    static int run(String[] args, PrintStream out, PrintStream err, Clock clock, Storage storage, Path dataFolder)
            throws UsageException {
        Options o = Options.parse("stats", args, 1, Set.of("--mode", "--scoring", "--csv"), Set.of("--help", "--computer"));
        if (o.has("--help")) {
            out.println(HELP);
            return 0;
        }
        if (!o.positional().isEmpty()) {
            throw new UsageException("stats: unexpected argument '" + o.positional().get(0) + "' (try --help)");
        }
        StatsFilter filter;
        try {
            filter = new StatsFilter(o.has("--mode") ? GameMode.parse(o.get("--mode")) : null,
                    o.has("--scoring") ? Scoring.parse(o.get("--scoring")) : null, o.has("--computer"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("stats: " + e.getMessage());
        }
        GameHistory history = new GameHistory(storage, dataFolder, clock);
        GameHistory.Read read;
        try {
            read = history.games();
        } catch (IOException e) {
            throw new UsageException("stats: cannot read " + history.folder() + ": " + Main.describe(e));
        }
        for (String m : read.messages()) {
            err.println(m);
        }
        if (read.newerMessage() != null) {
            err.println(read.newerMessage());
        }
        List<PlayedGame> games = read.played();
        if (o.has("--csv")) {
            Path csv = Path.of(o.get("--csv"));
            try {
                byte[] bytes = StatsCsv.write(games).getBytes(StandardCharsets.UTF_8);
                // A pipe or a device is refused, as by every writer: a FIFO without a reader would hold the command.
                AtomicFiles.write(csv, bytes);
            } catch (IOException e) {
                throw new UsageException("stats: cannot write " + csv + ": " + Main.describe(e));
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
        return (f.computer() ? "The computer's games" : "Your games") + ": "
                + (f.mode() == null ? "every mode" : f.mode().label()) + ", "
                + (f.scoring() == null ? "both scorings" : f.scoring().label() + " scoring");
    }
}
