package ishido.lab;

import ishido.ai.GameReview;
import ishido.ai.Limits;
import ishido.ai.Mark;
import ishido.ai.Rating;
import ishido.ai.Reviewer;
import ishido.ai.SelfPlay;
import ishido.ai.Skill;
import ishido.desktop.Cli;
import ishido.desktop.CommandContext;
import ishido.desktop.UsageException;
import ishido.persist.AtomicFiles;
import ishido.persist.UserFiles;
import ishido.rules.Deal;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.DoubleStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code calibrate}: the computer plays games at each of its skills on fresh deals and the reviewer
 * judges them (as Modern and as Ancient games), so the rating bands can be drawn where each skill's
 * games fall; it prints the table of docs/ai.md ("Rating bands") and the bands those figures give.
 */
@Command(name = "calibrate", header = "draw the review's rating bands from the computer's games", description = {
    "Draws the reviewer's rating bands: for i from 0 to N-1, the computer plays deal Deal.random(S + i) at each "
            + "skill (Novice, Adept, Expert, and Master at " + CalibrateCommand.MASTER_ITERATIONS + " rollouts a "
            + "move), and each game is reviewed as a Modern and as an Ancient game (the moves do not depend on the "
            + "scoring). One line per review is printed, and appended to FILE with --out, so a long run can be "
            + "stopped and summed up later:",
    "  skill=WORD scoring=modern|ancient deal=S+i moves=N share=X loss=X reasoned=R/M accounted=X marks=A/B/C",
    "(R of the M marked moves have a reason on their played line; accounted: the mean share of a marked move's "
            + "loss its reasons account for). --master-rollouts plays the Master at another count (3900 is 100 ms "
            + "on two free cores), --master-ms at a player's time instead (which a loaded machine cuts short), on "
            + "--master-threads threads; --skills and --scoring play a part of the run.",
    "Then, per scoring, the table of docs/ai.md and the bands it gives (the cuts between neighbouring skills "
            + "chosen together, each halfway between two games, so that the skill rated as itself least often is so "
            + "as often as can be; Sage up to the 10th percentile of Master's games, Novice up to its worst), the "
            + "reasons' figures, how the shipped bands rate each skill's games (how many as the skill, the most "
            + "bands off), and the bands of the rule before (a skill's word up to the 90th percentile of its games, "
            + "the word between two skills up to the 10th percentile of the weaker one's)."})
final class CalibrateCommand implements Callable<Integer> {
    /**
     * Master's rollouts a move: what 100 ms gives on one free core (about 20,000 rollouts a CPU-second,
     * docs/ai.md "Rating bands"), but the same under any load.
     */
    static final int MASTER_ITERATIONS = 2000;

    private static final Skill[] SKILLS = {Skill.NOVICE, Skill.ADEPT, Skill.EXPERT, Skill.MASTER};
    /** The words between and around the skills, best first, as Rating names them. */
    private static final String[] WORDS = {"Sage", "Master", "Candidate", "Expert", "Journeyman", "Adept",
        "Apprentice", "Novice"};

    private final CommandContext context;

    @Option(names = "--games", paramLabel = "N", description = "games a skill (default 40)")
    int games = 40;

    @Option(names = "--seed", paramLabel = "S", description = "the first deal (default 2001: deals no other table used)")
    long seed = 2001;

    @Option(names = "--iterations", paramLabel = "K",
            description = "the reviewer's rollouts a move (default " + Reviewer.ITERATIONS + ", as review's)")
    int iterations = (int) Reviewer.ITERATIONS;

    @Option(names = "--threads", paramLabel = "T", description = "the reviewer's threads (default: the processors, at most 4)")
    Integer threads;

    @Option(names = "--master-ms", paramLabel = "M",
            description = "the Master plays at M ms a move, as players do (default: " + MASTER_ITERATIONS
                    + " rollouts a move, the same under any load)")
    Integer masterMs;

    @Option(names = "--master-rollouts", paramLabel = "K",
            description = "the Master plays K rollouts a move (default " + MASTER_ITERATIONS + ": 100 ms on one free "
                    + "core; 3900 is 100 ms on two)")
    Integer masterRollouts;

    @Option(names = "--master-threads", paramLabel = "T", description = "the Master's threads (default 1)")
    int masterThreads = 1;

    @Option(names = "--skills", paramLabel = "LIST", split = ",",
            description = "the skills to play, from novice,adept,expert,master (default all four)")
    List<String> skills;

    @Option(names = "--scoring", paramLabel = "WHICH", description = "modern, ancient or both (default both)")
    String scoring = "both";

    @Option(names = "--out", paramLabel = "FILE", description = "append each line to FILE too")
    Path file;

    @Option(names = "--from", paramLabel = "FILE", description = "play nothing: sum up the lines of an earlier run")
    Path from;

    CalibrateCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        PrintStream out = context.out();
        List<String> lines = new ArrayList<>();
        if (from != null) {
            try {
                lines.addAll(UserFiles.readArgumentText(from, UserFiles.Kind.CALIBRATION).lines().toList());
            } catch (IOException e) {
                throw new UsageException("cannot read " + UserFiles.describe(from, e));
            }
        } else {
            Cli.range("--games", games, 1, 100_000);
            Cli.range("--iterations", iterations, 1, 100_000_000);
            int t = threads == null ? Math.min(4, Runtime.getRuntime().availableProcessors()) : Cli.range("--threads", threads, 1, 64);
            if (file != null) {
                try {
                    // Refused before the games are played: a pipe would hold the run, a device swallow it.
                    AtomicFiles.checkTarget(file);
                } catch (IOException e) {
                    throw new UsageException("cannot write " + UserFiles.describe(file, e));
                }
            }
            Cli.range("--master-threads", masterThreads, 1, 64);
            if (masterMs != null && masterRollouts != null) {
                throw new UsageException("--master-rollouts and --master-ms: give one budget, not both");
            }
            Limits master = masterMs == null ? Limits.iterations(masterRollouts == null ? MASTER_ITERATIONS
                    : Cli.range("--master-rollouts", masterRollouts, 1, 100_000_000))
                    : Limits.millis(Cli.range("--master-ms", masterMs, 1, 600_000));
            List<Skill> played = played(skills);
            List<Scoring> scorings = scorings(scoring);
            Reviewer reviewer = new Reviewer(Reviewer.SEED, Limits.iterations(iterations).withThreads(t));
            for (int i = 0; i < games; i++) {
                for (Skill skill : played) {
                    Limits play = skill == Skill.MASTER ? master.withThreads(masterThreads) : Limits.iterations(1);
                    SelfPlay game = new SelfPlay(Deal.random(seed + i), seed, i, skill, play);
                    try {
                        while (game.step(System::nanoTime)) {
                            // one move a step
                        }
                        GameRecord modern = GameRecord.of(game.game(), Map.of());
                        for (Scoring scoring : scorings) {
                            GameRecord record = new GameRecord(scoring, modern.deal(), modern.moves(), Map.of());
                            GameReview review = GameReview.of(record);
                            reviewer.reviewAll(review, () -> false);
                            String line = line(skill, scoring, seed + i, review.summary(0), MarkedReasons.of(review));
                            lines.add(line);
                            out.println(line);
                            if (file != null) {
                                append(file, line);
                            }
                        }
                    } catch (IllegalMoveException e) {
                        context.err().println("game " + (i + 1) + " (" + skill.label() + "): an illegal move: "
                                + e.getMessage());
                        return 1;
                    }
                }
            }
        }
        for (Scoring scoring : Scoring.values()) {
            if (lines.stream().noneMatch(l -> l.contains("scoring=" + scoring.name().toLowerCase(Locale.ROOT) + " "))) {
                continue;
            }
            out.println();
            out.print(table(lines, scoring));
        }
        return 0;
    }

    private static void append(Path file, String line) throws UsageException {
        try {
            Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UsageException("cannot write " + file + ": " + e.getMessage());
        }
    }

    static String line(Skill skill, Scoring scoring, long deal, GameReview.Summary s, MarkedReasons r) {
        return String.format(Locale.ROOT,
                "skill=%s scoring=%s deal=%d moves=%d share=%.5f loss=%.1f reasoned=%d/%d accounted=%.4f marks=%d/%d/%d",
                skill.label(), scoring.name().toLowerCase(Locale.ROOT), deal, s.moves(), s.meanShare(),
                s.meanLoss(), r.reasoned(), r.marked(), r.accounted(), s.count(Mark.INACCURACY), s.count(Mark.MISTAKE),
                s.count(Mark.BLUNDER));
    }

    private static List<Skill> played(List<String> names) throws UsageException {
        if (names == null) {
            return List.of(SKILLS);
        }
        List<Skill> out = new ArrayList<>();
        for (String n : names) {
            try {
                Skill s = Skill.parse(n);
                if (!out.contains(s)) {
                    out.add(s);
                }
            } catch (IllegalArgumentException e) {
                throw new UsageException("--skills: " + e.getMessage());
            }
        }
        return out;
    }

    private static List<Scoring> scorings(String which) throws UsageException {
        return switch (which.toLowerCase(Locale.ROOT)) {
            case "both" -> List.of(Scoring.values());
            case "modern" -> List.of(Scoring.MODERN);
            case "ancient" -> List.of(Scoring.ANCIENT);
            default -> throw new UsageException("--scoring: expected modern, ancient or both, not '" + which + "'");
        };
    }

    /** The markdown table of one scoring's lines, and the bands they give. */
    static String table(List<String> lines, Scoring scoring) {
        String name = scoring.name().toLowerCase(Locale.ROOT);
        StringBuilder b = new StringBuilder();
        b.append(name.substring(0, 1).toUpperCase(Locale.ROOT)).append(name.substring(1)).append(":\n\n");
        b.append("| skill | games | moves | loss/move | share lost/move | per game: min / 10th / 90th pct / max "
                + "| ?! / game | ? / game | ?? / game |\n");
        b.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
        double[][] shares = new double[SKILLS.length][];
        StringBuilder after = new StringBuilder();
        for (int k = 0; k < SKILLS.length; k++) {
            List<double[]> games = new ArrayList<>();
            for (String l : lines) {
                if (l.contains("skill=" + SKILLS[k].label() + " ") && l.contains("scoring=" + name + " ")) {
                    games.add(new double[] {num(l, "moves="), num(l, "share="), num(l, "loss="), marks(l, 0),
                        marks(l, 1), marks(l, 2)});
                }
            }
            int n = games.size();
            shares[k] = new double[n];
            double moves = 0;
            double lossMoves = 0;
            double sum = 0;
            double sum2 = 0;
            double[] marks = new double[3];
            for (int g = 0; g < n; g++) {
                double[] v = games.get(g);
                shares[k][g] = v[1];
                moves += v[0];
                lossMoves += v[2] * v[0];
                sum += v[1];
                sum2 += v[1] * v[1];
                for (int m = 0; m < 3; m++) {
                    marks[m] += v[3 + m];
                }
            }
            if (n == 0) {
                continue;
            }
            after.append(reasons(lines, SKILLS[k], name)).append(rated(shares[k], SKILLS[k], scoring));
            Arrays.sort(shares[k]);
            double mean = sum / n;
            double se = n > 1 ? Math.sqrt(Math.max(0, (sum2 - n * mean * mean) / (n - 1)) / n) : 0;
            b.append(String.format(Locale.ROOT,
                    "| %s | %d | %d | %.1f | %.2f%% ± %.2f | %.2f / %.2f / %.2f / %.2f%% | %.2f | %.2f | %.2f |%n",
                    SKILLS[k].label(), n, (long) moves, lossMoves / Math.max(1, moves), 100 * mean, 100 * se,
                    100 * shares[k][0], 100 * pct(shares[k], 0.1), 100 * pct(shares[k], 0.9),
                    100 * shares[k][n - 1], marks[0] / n, marks[1] / n, marks[2] / n));
        }
        b.append('\n').append(after);
        for (double[] s : shares) {
            if (s.length == 0) {
                return b.append("\n(no bands: a skill has no games)\n").toString();
            }
        }
        b.append("\nBands (mean share lost per move): ").append(words(bands(shares)));
        return b.append("By the percentiles (the rule before): ").append(words(percentileBands(shares))).toString();
    }

    /** Each word's top, as the table's lines print them. */
    private static String words(double[] tops) {
        StringBuilder b = new StringBuilder();
        for (int w = 0; w < WORDS.length; w++) {
            b.append(String.format(Locale.ROOT, "%s <= %.2f%%, ", WORDS[w], 100 * tops[w]));
        }
        return b.append("Beginner above.\n").toString();
    }

    /**
     * A skill's marked moves with a reason on their played line and the mean share of their loss the reasons
     * account for, over its games' lines that carry them (a run before they were counted has none).
     */
    private static String reasons(List<String> lines, Skill skill, String scoring) {
        int marked = 0;
        int reasoned = 0;
        double accounted = 0;
        for (String l : lines) {
            if (l.contains("skill=" + skill.label() + " ") && l.contains("scoring=" + scoring + " ")
                    && l.contains("reasoned=")) {
                int at = l.indexOf("reasoned=") + 9;
                String[] rm = l.substring(at, l.indexOf(' ', at)).split("/");
                int m = Integer.parseInt(rm[1]);
                reasoned += Integer.parseInt(rm[0]);
                marked += m;
                accounted += m * num(l, "accounted=");
            }
        }
        return marked == 0 ? "" : String.format(Locale.ROOT,
                "%s: %d of %d marked moves with a reason (%.1f%%), %.1f%% of their loss accounted for (mean over moves)%n",
                skill.label(), reasoned, marked, 100.0 * reasoned / marked, 100 * accounted / marked);
    }

    /** How the shipped bands rate a skill's games: how many get the skill's own word, and the most words off. */
    static String rated(double[] shares, Skill skill, Scoring scoring) {
        Map<String, Integer> words = new java.util.TreeMap<>();
        int own = 0;
        int most = 0;
        int at = List.of(WORDS).indexOf(skill.label());
        for (double share : shares) {
            String word = Rating.of(share, scoring).word();
            words.merge(word, 1, Integer::sum);
            own += word.equals(skill.label()) ? 1 : 0;
            int index = List.of(WORDS).indexOf(word);
            most = Math.max(most, Math.abs((index < 0 ? WORDS.length : index) - at));
        }
        return String.format(Locale.ROOT, "%s: rated %s in %d of %d games by the shipped bands, at most %d bands off %s%n",
                skill.label(), skill.label(), own, shares.length, most, words);
    }

    /**
     * The top of each word's band, best first (as {@link #WORDS}), from each skill's games' shares (sorted,
     * Novice first): the cuts between neighbouring skills (Novice/Adept, Adept/Expert, Expert/Master), each halfway
     * between two of their games' shares, chosen together so that the skill rated as itself least often is so as
     * often as can be (then the most games in all). A skill's word reaches its cut with the next stronger skill;
     * the words between skills have no width there (no cut leaves room for them without taking games from both
     * sides); Sage reaches Master's 10th percentile, Novice its worst game, Beginner is above.
     *
     * <p>A cut of two skills alone, balanced between them, is not enough: a middle skill loses games at both its
     * cuts, so the pairwise balance left the Expert's Ancient games on deals 500001-500020 and 600001-600020 rated
     * Expert in 65%, against 72.5% for the cuts chosen together (docs/ai.md, "Rating bands").
     */
    static double[] bands(double[][] shares) {
        double[] novice = shares[0];
        double[] adept = shares[1];
        double[] expert = shares[2];
        double[] master = shares[3];
        double sage = pct(master, 0.1);
        double[] byNovice = cuts(novice, adept);
        double[] byAdept = cuts(adept, expert);
        double[] byExpert = cuts(expert, master);
        double bestLeast = -1;
        int bestAll = -1;
        double[] best = {sage, sage, sage};
        for (double em : byExpert) {
            if (em < sage) {
                continue;
            }
            int masters = below(master, em) - below(master, sage);
            for (double ae : byAdept) {
                if (ae < em) {
                    continue;
                }
                int experts = below(expert, ae) - below(expert, em);
                if (Math.min(share(masters, master), share(experts, expert)) < bestLeast) {
                    continue;
                }
                for (double na : byNovice) {
                    if (na < ae) {
                        continue;
                    }
                    int adepts = below(adept, na) - below(adept, ae);
                    int novices = novice.length - below(novice, na);
                    double least = Math.min(Math.min(share(novices, novice), share(adepts, adept)),
                            Math.min(share(experts, expert), share(masters, master)));
                    int all = novices + adepts + experts + masters;
                    if (least > bestLeast || least == bestLeast && all > bestAll) {
                        bestLeast = least;
                        bestAll = all;
                        best = new double[] {na, ae, em};
                    }
                }
            }
        }
        double noviceTop = Math.max(best[0], novice[novice.length - 1]);
        return new double[] {sage, best[2], best[2], best[1], best[1], best[0], best[0], noviceTop};
    }

    /**
     * The rule the bands were drawn by before: a skill's word up to its 90th percentile, the word below it up to
     * the 10th percentile of the next weaker skill (never below the skill's own top), Sage up to Master's 10th.
     * Ancient's shipped bands are still drawn by it (docs/ai.md, "Rating bands": the cuts did not hold there).
     */
    static double[] percentileBands(double[][] shares) {
        double[] novice = shares[0];
        double[] adept = shares[1];
        double[] expert = shares[2];
        double[] master = shares[3];
        double sage = pct(master, 0.1);
        double masterTop = Math.max(sage, pct(master, 0.9));
        double candidate = Math.max(masterTop, pct(expert, 0.1));
        double expertTop = Math.max(candidate, pct(expert, 0.9));
        double journeyman = Math.max(expertTop, pct(adept, 0.1));
        double adeptTop = Math.max(journeyman, pct(adept, 0.9));
        double apprentice = Math.max(adeptTop, pct(novice, 0.1));
        double noviceTop = Math.max(apprentice, pct(novice, 0.9));
        return new double[] {sage, masterTop, candidate, expertTop, journeyman, adeptTop, apprentice, noviceTop};
    }

    /** The places a cut between two skills' games can be: halfway between each two neighbouring shares of both. */
    private static double[] cuts(double[] weaker, double[] stronger) {
        double[] all = DoubleStream.concat(Arrays.stream(weaker), Arrays.stream(stronger))
                .sorted().distinct().toArray();
        double[] cuts = new double[Math.max(1, all.length - 1)];
        cuts[0] = all[0];
        for (int i = 0; i + 1 < all.length; i++) {
            cuts[i] = (all[i] + all[i + 1]) / 2;
        }
        return cuts;
    }

    /** How many of the sorted shares are at most x. */
    private static int below(double[] sorted, double x) {
        int n = 0;
        while (n < sorted.length && sorted[n] <= x) {
            n++;
        }
        return n;
    }

    private static double share(int count, double[] of) {
        return (double) count / of.length;
    }

    /** The p-quantile of sorted figures (by linear interpolation). */
    static double pct(double[] sorted, double p) {
        double at = p * (sorted.length - 1);
        int lo = (int) Math.floor(at);
        int hi = Math.min(sorted.length - 1, lo + 1);
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
    }

    private static double num(String line, String key) {
        int at = line.indexOf(key) + key.length();
        int end = line.indexOf(' ', at);
        return Double.parseDouble(line.substring(at, end < 0 ? line.length() : end));
    }

    private static double marks(String line, int which) {
        int at = line.indexOf("marks=") + 6;
        return Double.parseDouble(line.substring(at).trim().split("/")[which]);
    }
}
