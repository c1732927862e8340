package ishido.desktop;

import ishido.ai.Evaluation;
import ishido.ai.Limits;
import ishido.ai.MasterStyle;
import ishido.ai.RolloutFit;
import ishido.ai.RolloutValue;
import ishido.ai.SelfPlay;
import ishido.ai.Skill;
import ishido.persist.AtomicFiles;
import ishido.persist.UserFiles;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Square;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The {@code selfplay} subcommand: the computer player plays Modern games on seeded or given deals
 * and prints one line per game and a summary line.
 */
final class SelfPlayCommand {
    /** Games played when --games is not given (and no --deals file is). */
    static final int DEFAULT_GAMES = 10;
    /** Milliseconds per move when neither --ms-per-move nor --iterations is given. */
    private static final long DEFAULT_MS = 100;
    /** The records a run writes, game-0001.txt onward. */
    private static final java.util.regex.Pattern RECORD_NAME = java.util.regex.Pattern.compile("game-\\d{4,}\\.txt");

    private static final String USAGE = String.join("\n",
            "usage: selfplay [--games N] [--seed S] [--ms-per-move M | --iterations K] [--threads T]",
            "                [--skill novice|adept|expert|master] [--deals FILE] [--records DIR]",
            "                [--evaluation shipped|FILE [--keep K] [--horizon H]]",
            "                [--guard on|off] [--aim points|ranking|fourways] [--rollouts policy|fitted|FILE]",
            "                [--value shipped|none|FILE] [--value-stones N|all]",
            "Plays Modern games with the computer player and prints, last,",
            "  games=N emptied=E% mean_score=X mean_fourways=Y ms_per_move=Z",
            "  --games N        games to play (default " + DEFAULT_GAMES + "; with --deals, its first N deals,",
            "                   all of them by default)",
            "  --seed S         game i (from 0) is played on Deal.random(S + i) (default 1); the player's",
            "                   generator is seeded from S + i too, so --iterations runs are reproducible",
            "  --ms-per-move M  thinking time per move (default " + DEFAULT_MS + ")",
            "  --iterations K   rollouts per move instead of time: the same seed gives the same games",
            "  --threads T      search threads per move (default 1)",
            "  --skill NAME     the computer's skill (default master); --ms-per-move, --iterations and",
            "                   --threads are Master's budget, the lower levels have fixed budgets of",
            "                   their own and repeat exactly for a seed",
            "  --deals FILE     one deal per line (72 stones, e.g. A1 B2 ...) instead of seeded deals;",
            "                   empty lines and lines starting with ; are skipped",
            "  --records DIR    write each game's record to DIR/game-NNNN.txt (a folder that",
            "                   holds records already is refused, not overwritten)",
            "  --evaluation E   Master searches only the squares the learned evaluation rates best:",
            "                   the shipped weights or a file the train command wrote (default: off)",
            "  --keep K         squares the evaluation keeps a move (default " + Evaluation.DEFAULT_KEEP + ", at least 2;",
            "                   96 keeps every safe square)",
            "  --horizon H      Master's rollouts stop with H (10 or 20) stones still in the pouch and",
            "                   are valued there by the evaluation (default 0: played to the end; an",
            "                   experiment, see docs/ai.md)",
            "  --guard on|off   whether Master's root avoids squares that leave a stone whose every square",
            "                   strands stones still to come (default on; off is the Master before it)",
            "  --aim A          what Master's rollouts are worth: points (the final score, the default),",
            "                   ranking (emptied, then 4-Ways, then fewest stones left) or fourways",
            "                   (4-Ways, then fewest stones left); the last two are experiments",
            "  --rollouts R     how Master's rollouts choose: with their learned part, the shipped",
            "                   weights (fitted, the default) or a file the fit command wrote, or the",
            "                   policy alone (policy: the Master before it, see docs/ai.md)",
            "  --value V        the value that chooses Master's rollout moves: the shipped weights (the",
            "                   default), a file the learn command wrote, or none (the choice --rollouts",
            "                   gives: the Master before it, see docs/ai.md)",
            "  --value-stones N how many of a rollout's stones the value chooses the squares of, the",
            "                   policy the rest's: 1 to 72, or all (default " + MasterStyle.SHIPPED_VALUE_STONES + ")",
            "  --evaluation, --keep, --horizon, --guard, --aim, --rollouts, --value and --value-stones are",
            "  Master's alone: with another --skill they are refused",
            "Score is the Modern final score with the end bonus.");

    private SelfPlayCommand() {
    }

    /** Runs the subcommand (args[0] is its name); returns the process exit code. */
    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        Options o = Options.parse("selfplay", args, 1, Set.of("--games", "--seed", "--ms-per-move", "--iterations",
                "--threads", "--deals", "--records", "--skill", "--evaluation", "--keep", "--horizon", "--guard", "--aim",
                "--rollouts", "--value", "--value-stones"),
                Set.of("--help", "-h"));
        if (o.has("--help") || o.positional().contains("-h")) {
            out.println(USAGE);
            return 0;
        }
        if (!o.positional().isEmpty()) {
            throw new UsageException("selfplay: unknown option '" + o.positional().get(0) + "' (try --help)");
        }
        int games = o.getInt("selfplay", "--games", -1, 1, 10_000_000);
        long seed = o.getLong("selfplay", "--seed", 1);
        long ms = o.getLong("selfplay", "--ms-per-move", -1, 1, 3_600_000);
        long iterations = o.getLong("selfplay", "--iterations", -1, 1, 1_000_000_000);
        int threads = o.getInt("selfplay", "--threads", 1, 1, 256);
        Path recordsDir = o.has("--records") ? Path.of(o.get("--records")) : null;
        Skill skill = o.has("--skill") ? skill(o.get("--skill")) : Skill.MASTER;
        if (ms > 0 && iterations > 0) {
            throw new UsageException("selfplay: give --ms-per-move or --iterations, not both");
        }
        Limits limits = iterations > 0 ? Limits.iterations(iterations) : Limits.millis(ms > 0 ? ms : DEFAULT_MS);
        limits = limits.withThreads(threads);
        if (skill != Skill.MASTER) {
            for (String masterOnly : List.of("--evaluation", "--keep", "--horizon", "--guard", "--aim", "--rollouts", "--value",
                    "--value-stones")) {
                if (o.has(masterOnly)) {
                    throw new UsageException("selfplay: " + masterOnly + " is for --skill master, not "
                            + skill.label().toLowerCase(Locale.ROOT));
                }
            }
        }
        Evaluation evaluation = evaluation("selfplay", o);
        List<Deal> deals = deals("selfplay", o, games, seed);
        RolloutValue value = value("selfplay", o);
        if (value == null && o.has("--value-stones")) {
            throw new UsageException("selfplay: --value-stones needs a value, not --value none");
        }
        MasterStyle style = new MasterStyle(guard(o), aim(o), rollouts("selfplay", o, "fitted"), value, valueStones(o));
        if (recordsDir != null) {
            try {
                Files.createDirectories(recordsDir);
            } catch (FileAlreadyExistsException e) {
                throw new UsageException("selfplay: cannot make the records folder " + recordsDir
                        + ": it is there and is not a folder");
            } catch (IOException e) {
                throw new UsageException("selfplay: cannot make the records folder " + UserFiles.describe(recordsDir, e));
            } catch (RuntimeException e) {
                throw new UsageException("selfplay: cannot make the records folder " + recordsDir + ": " + e.getMessage());
            }
            // The temporary files of an earlier run that was killed mid-write; a running one's are kept.
            AtomicFiles.removeStale(recordsDir);
            String earlier = firstRecord(recordsDir);
            if (earlier != null) {
                throw new UsageException("selfplay: " + recordsDir + " already holds game records (" + earlier
                        + "); give an empty or a new folder");
            }
        }
        return play(deals, seed, skill, limits, evaluation, style, recordsDir, out, err);
    }

    /** How many of a rollout's stones --value-stones gives the value (the shipped count by default). */
    private static int valueStones(Options o) throws UsageException {
        if (!o.has("--value-stones")) {
            return MasterStyle.SHIPPED_VALUE_STONES;
        }
        String v = o.get("--value-stones");
        if (v.equals("all")) {
            return MasterStyle.EVERY_STONE;
        }
        int stones = v.matches("[0-9]{1,2}") ? Integer.parseInt(v) : 0;
        if (stones >= 1 && stones <= Deal.SIZE) {
            return stones;
        }
        throw new UsageException("selfplay: --value-stones must be from 1 to " + Deal.SIZE + " or all, not '" + v + "'");
    }

    /** Whether --guard (on by default) is on. */
    private static boolean guard(Options o) throws UsageException {
        String value = o.has("--guard") ? o.get("--guard") : "on";
        return switch (value) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new UsageException("selfplay: --guard must be on or off, not '" + value + "'");
        };
    }

    /** The --aim asked for (points by default). */
    private static MasterStyle.Aim aim(Options o) throws UsageException {
        String value = o.has("--aim") ? o.get("--aim") : "points";
        return switch (value) {
            case "points" -> MasterStyle.Aim.POINTS;
            case "ranking" -> MasterStyle.Aim.RANKING;
            case "fourways" -> MasterStyle.Aim.FOUR_WAYS;
            default -> throw new UsageException("selfplay: --aim must be points, ranking or fourways, not '" + value + "'");
        };
    }

    /**
     * The learned part of the rollouts that --rollouts asks for (otherwise, the one named), or null for the
     * policy alone.
     */
    static RolloutFit rollouts(String command, Options o, String otherwise) throws UsageException {
        String name = o.has("--rollouts") ? o.get("--rollouts") : otherwise;
        switch (name) {
            case "policy":
                return null;
            case "fitted":
                try {
                    return RolloutFit.shipped();
                } catch (IllegalStateException e) {
                    throw new UsageException(command + ": " + e.getMessage());
                }
            default:
                Path file = Path.of(name);
                try {
                    return RolloutFit.parse(UserFiles.readArgumentText(file, UserFiles.Kind.ROLLOUT_FIT));
                } catch (IOException e) {
                    throw new UsageException(command + ": --rollouts: cannot read " + UserFiles.describe(file, e));
                } catch (IllegalArgumentException e) {
                    throw new UsageException(command + ": " + file + ": " + e.getMessage());
                }
        }
    }

    /** The value that --value asks for (the shipped one by default), or null for none. */
    static RolloutValue value(String command, Options o) throws UsageException {
        String name = o.has("--value") ? o.get("--value") : "shipped";
        switch (name) {
            case "none":
                return null;
            case "shipped":
                try {
                    return RolloutValue.shipped();
                } catch (IllegalStateException e) {
                    throw new UsageException(command + ": " + e.getMessage());
                }
            default:
                Path file = Path.of(name);
                try {
                    return RolloutValue.read(UserFiles.readArgument(file, UserFiles.Kind.VALUE));
                } catch (IOException e) {
                    throw new UsageException(command + ": --value: cannot read " + UserFiles.describe(file, e));
                } catch (IllegalArgumentException e) {
                    throw new UsageException(command + ": " + file + ": " + e.getMessage());
                }
        }
    }

    /** The evaluation with the --horizon asked for (one whose value at the horizon is fitted). */
    private static Evaluation horizon(String command, Evaluation evaluation, int horizon) throws UsageException {
        try {
            return evaluation.withHorizon(horizon);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": --horizon: " + e.getMessage());
        }
    }

    /** The --evaluation asked for (keeping --keep squares), or null when none is. */
    static Evaluation evaluation(String command, Options o) throws UsageException {
        if (!o.has("--evaluation")) {
            if (o.has("--keep") || o.has("--horizon")) {
                throw new UsageException(command + ": " + (o.has("--keep") ? "--keep" : "--horizon") + " needs --evaluation");
            }
            return null;
        }
        int keep = o.getInt(command, "--keep", Evaluation.DEFAULT_KEEP, 2, Square.COUNT);
        int horizon = o.getInt(command, "--horizon", 0, 0, Square.COUNT);
        String name = o.get("--evaluation");
        if (name.equals("shipped")) {
            try {
                return horizon(command, Evaluation.shipped().keeping(keep), horizon);
            } catch (IllegalStateException e) {
                throw new UsageException(command + ": " + e.getMessage());
            }
        }
        Path file = Path.of(name);
        try {
            return horizon(command, Evaluation.parse(UserFiles.readArgumentText(file, UserFiles.Kind.EVALUATION)).keeping(keep), horizon);
        } catch (IOException e) {
            throw new UsageException(command + ": cannot read " + UserFiles.describe(file, e));
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + file + ": " + e.getMessage());
        }
    }

    /** The first game-NNNN.txt in the folder, which a run would overwrite, or null when there is none. */
    private static String firstRecord(Path dir) throws UsageException {
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(RECORD_NAME.asMatchPredicate()).sorted()
                    .findFirst().orElse(null);
        } catch (IOException e) {
            throw new UsageException("selfplay: cannot read the records folder " + UserFiles.describe(dir, e));
        }
    }

    private static Skill skill(String text) throws UsageException {
        try {
            return Skill.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("selfplay: " + e.getMessage());
        }
    }

    /**
     * The deals a run plays: the first {@code games} of the --deals file (all of them when games is -1), or
     * games (by default {@value #DEFAULT_GAMES}) seeded ones, game i on Deal.random(seed + i).
     */
    static List<Deal> deals(String command, Options o, int games, long seed) throws UsageException {
        List<Deal> deals = new ArrayList<>();
        if (o.has("--deals")) {
            deals = readDeals(command, Path.of(o.get("--deals")));
            if (games > 0 && games < deals.size()) {
                deals = deals.subList(0, games);
            }
        } else {
            int n = games > 0 ? games : DEFAULT_GAMES;
            for (int i = 0; i < n; i++) {
                deals.add(Deal.random(seed + i));
            }
        }
        return deals;
    }

    /** The deals of a --deals file, one a line; a command's error names the command. */
    private static List<Deal> readDeals(String command, Path file) throws UsageException {
        List<String> lines;
        try {
            lines = UserFiles.readArgumentText(file, UserFiles.Kind.DEALS).lines().toList();
        } catch (IOException e) {
            throw new UsageException(command + ": cannot read " + UserFiles.describe(file, e));
        }
        List<Deal> deals = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith(";")) {
                continue;
            }
            try {
                deals.add(Deal.parse(line));
            } catch (IllegalArgumentException e) {
                throw new UsageException(command + ": " + file + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (deals.isEmpty()) {
            throw new UsageException(command + ": " + file + " holds no deal");
        }
        return deals;
    }

    private static int play(List<Deal> deals, long seed, Skill skill, Limits limits, Evaluation evaluation,
            MasterStyle style, Path recordsDir, PrintStream out, PrintStream err) {
        int n = deals.size();
        GameTally tally = new GameTally();
        long moves = 0;
        long nanos = 0;
        for (int i = 0; i < n; i++) {
            SelfPlay play = new SelfPlay(deals.get(i), seed, i, skill, limits, evaluation, style);
            try {
                while (play.step(System::nanoTime)) {
                    // one move a step
                }
            } catch (IllegalMoveException e) {
                err.println("ishido: selfplay: game " + (i + 1) + ": the player chose an illegal move: " + e.getMessage());
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
                    err.println("ishido: selfplay: cannot write " + UserFiles.describe(file, e));
                    return 2;
                }
                // A record that does not replay to the same score would be worthless as evidence.
                try {
                    long replayed = GameRecord.parse(text).replay().finalScore();
                    if (replayed != score) {
                        err.println("ishido: selfplay: " + file + " replays to " + replayed + ", not " + score);
                        return 1;
                    }
                } catch (IllegalMoveException | IllegalArgumentException e) {
                    err.println("ishido: selfplay: " + file + " does not replay: " + e.getMessage());
                    return 1;
                }
            }
        }
        tally.print(out, String.format(Locale.ROOT, "ms_per_move=%.1f", moves == 0 ? 0.0 : nanos / 1e6 / moves));
        return 0;
    }
}
