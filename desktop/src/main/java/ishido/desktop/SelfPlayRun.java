package ishido.desktop;

import ishido.ai.Limits;
import ishido.ai.MasterStyle;
import ishido.ai.SelfPlay;
import ishido.ai.Skill;
import ishido.match.DealCode;
import ishido.persist.AtomicFiles;
import ishido.persist.UserFiles;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * A benchmark's run of games, as {@code selfplay} plays it: the deals, the computer's skill and budget, where the
 * records go; it plays them and prints a line a game and the summary.
 */
public final class SelfPlayRun {
    /** Milliseconds per move when neither --ms-per-move nor --iterations is given. */
    private static final long DEFAULT_MS = 100;
    /** The records a run writes, game-0001.txt onward. */
    private static final java.util.regex.Pattern RECORD_NAME = java.util.regex.Pattern.compile("game-\\d{4,}\\.txt");

    @Mixin
    DealOptions deals;

    @Option(names = "--ms-per-move", paramLabel = "M", description = "thinking time per move (default " + DEFAULT_MS + ")")
    Long msPerMove;

    @Option(names = "--iterations", paramLabel = "K",
            description = "rollouts per move instead of time: the same seed gives the same games")
    Long iterations;

    @Option(names = "--threads", paramLabel = "T", description = "search threads per move (default 1)")
    int threads = 1;

    @Option(names = "--skill", paramLabel = "NAME",
            description = "the computer's skill: novice, adept, expert or master (the default); --ms-per-move,"
                    + " --iterations and --threads are Master's budget, the lower levels have fixed budgets of their own")
    String skill;

    @Option(names = "--records", paramLabel = "DIR",
            description = "write each game's record to DIR/game-NNNN.txt (a folder that holds records already is"
                    + " refused, not overwritten)")
    Path records;

    /** The skill --skill names (Master by default). */
    public Skill skill() throws UsageException {
        if (skill == null) {
            return Skill.MASTER;
        }
        try {
            return Skill.parse(skill);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /**
     * Plays the run, Master in the style, and prints its lines; the exit code.
     *
     * @throws UsageException for options out of range, deals that cannot be read, a records folder that cannot be used
     */
    public int play(MasterStyle style, PrintStream out, PrintStream err) throws UsageException {
        List<Deal> list = deals.deals();
        if (msPerMove != null && iterations != null) {
            throw new UsageException("give --ms-per-move or --iterations, not both");
        }
        Limits limits = iterations != null ? Limits.iterations(Cli.range("--iterations", iterations, 1, 1_000_000_000))
                : Limits.millis(msPerMove != null ? Cli.range("--ms-per-move", msPerMove, 1, 3_600_000) : DEFAULT_MS);
        limits = limits.withThreads(Cli.range("--threads", threads, 1, 256));
        Skill s = skill();
        if (records != null) {
            prepare(records);
        }
        return play(list, deals.seed(), s, limits, style, records, out, err);
    }

    /** Makes the records folder, refusing one that holds records already. */
    private static void prepare(Path recordsDir) throws UsageException {
        try {
            Files.createDirectories(recordsDir);
        } catch (FileAlreadyExistsException e) {
            throw new UsageException("cannot make the records folder " + recordsDir + ": it is there and is not a folder");
        } catch (IOException e) {
            throw new UsageException("cannot make the records folder " + UserFiles.describe(recordsDir, e));
        } catch (RuntimeException e) {
            throw new UsageException("cannot make the records folder " + recordsDir + ": " + e.getMessage());
        }
        // The temporary files of an earlier run that was killed mid-write; a running one's are kept.
        AtomicFiles.removeStale(recordsDir);
        String earlier = firstRecord(recordsDir);
        if (earlier != null) {
            throw new UsageException(recordsDir + " already holds game records (" + earlier
                    + "); give an empty or a new folder");
        }
    }

    /** The first game-NNNN.txt in the folder, which a run would overwrite, or null when there is none. */
    private static String firstRecord(Path dir) throws UsageException {
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(RECORD_NAME.asMatchPredicate()).sorted()
                    .findFirst().orElse(null);
        } catch (IOException e) {
            throw new UsageException("cannot read the records folder " + UserFiles.describe(dir, e));
        }
    }

    private static int play(List<Deal> deals, long seed, Skill skill, Limits limits,
            MasterStyle style, Path recordsDir, PrintStream out, PrintStream err) {
        int n = deals.size();
        GameTally tally = new GameTally();
        long moves = 0;
        long nanos = 0;
        for (int i = 0; i < n; i++) {
            SelfPlay play = new SelfPlay(deals.get(i), seed, i, skill, limits, style);
            try {
                while (play.step(System::nanoTime)) {
                    // one move a step
                }
            } catch (IllegalMoveException e) {
                err.println("game " + (i + 1) + ": the player chose an illegal move: " + e.getMessage());
                return 1;
            }
            Game game = play.game();
            moves += play.moves();
            nanos += play.nanos();
            long score = game.finalScore();
            tally.add(game);
            out.println(play.line());
            if (recordsDir != null) {
                Map<String, String> extra = new LinkedHashMap<>();
                DealCode code = DealCode.of(deals.get(i));
                if (code != null) {
                    // As the game's own records: challenge --make, Share and the Master's score need the code.
                    extra.put(DealCode.RECORD_KEY, code.toString());
                }
                // An experiment's records say so: a Master not as shipped names its style.
                extra.put("Player", skill == Skill.MASTER ? "ishido.ai.Searcher, " + limits
                        + (style.equals(MasterStyle.shipped()) ? "" : ", " + style)
                        : "ishido.ai.ComputerPlayer, " + skill.label());
                Path file = recordsDir.resolve(String.format(Locale.ROOT, "game-%04d.txt", i + 1));
                String text = GameRecord.of(game, extra).format();
                try {
                    // A full disk must not leave a half record that fails replay: the old file or the whole new one.
                    AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
                } catch (IOException e) {
                    err.println("cannot write " + UserFiles.describe(file, e));
                    return 2;
                }
                // A record that does not replay to the same score would be worthless as evidence.
                try {
                    long replayed = GameRecord.parse(text).replay().finalScore();
                    if (replayed != score) {
                        err.println(file + " replays to " + replayed + ", not " + score);
                        return 1;
                    }
                } catch (IllegalMoveException | IllegalArgumentException e) {
                    err.println(file + " does not replay: " + e.getMessage());
                    return 1;
                }
            }
        }
        tally.print(out, String.format(Locale.ROOT, "ms_per_move=%.1f", moves == 0 ? 0.0 : nanos / 1e6 / moves));
        return 0;
    }
}
