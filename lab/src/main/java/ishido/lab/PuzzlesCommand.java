package ishido.lab;

import ishido.ai.Skill;
import ishido.desktop.Cli;
import ishido.desktop.CommandContext;
import ishido.desktop.UsageException;
import ishido.persist.AtomicFiles;
import ishido.persist.UserFiles;
import ishido.puzzle.Puzzle;
import ishido.puzzle.PuzzleFile;
import ishido.puzzle.PuzzleMaker;
import ishido.puzzle.PuzzleRule;
import ishido.puzzle.Theme;
import ishido.rules.GameRecord;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code puzzles}: makes a set of puzzles from games, verifies one, and tells what one holds. */
@Command(name = "puzzles", header = "make a set of puzzles (--make), verify one (--check), count one (--summary)",
        customSynopsis = {"ishido-lab puzzles [-h] --make N (--from DIR | --seed S) --out FILE",
            "       ishido-lab puzzles [-h] --check FILE",
            "       ishido-lab puzzles [-h] --summary FILE",
            "       ishido-lab puzzles [-h] --skills FILE [--count N]"},
        description = {
            "A puzzle is a position of a game and its stone: where does the stone go? Its answer is the square "
                    + "the Master's review finds clearly best: every legal square rolled out on the same "
                    + PuzzleRule.PLAYOUTS + " rollouts at least, the answer ahead of each other square by more than "
                    + "3 standard errors and by its themes' margin (docs/formats.md, \"Puzzles\").",
            "With --make, looks at the positions of games, at most " + PuzzleMaker.PER_GAME + " puzzles a game, "
                    + "until N are made, and writes them to FILE (again after each game, so a run stopped keeps "
                    + "what it made); each line printed is a puzzle made:",
            "  puzzle=N deal=CODE move=M stone=S answer=SQ themes=T,T rating=R",
            "--from DIR takes the games of the game records in DIR (the data folder's history/, say: the "
                    + "computer's and the player's kept games); --seed S has the computer play deals of its own, "
                    + "the same for the same S. A first theme fills at most half of the set.",
            "With --check, verifies every puzzle of FILE again (the same samples, so the same figures); a puzzle "
                    + "that fails is printed as 'puzzle=N fails: WHY', and the command exits 2. The last line is",
            "  checked=N failed=F",
            "With --summary, prints the set's size by theme (a puzzle counted under each of its themes) and "
                    + "by rating band of 200.",
            "With --skills, each of the computer's skills tries N puzzles of the set spread evenly over it (200 "
                    + "unless --count says), once each, on a seed its first rating's tries did not use; a line a "
                    + "skill:",
            "  skill=NAME solved=S of=N 600-999=S/N 1000-1399=S/N 1400-1799=S/N 1800+=S/N ms-a-try=T"})
final class PuzzlesCommand implements Callable<Integer> {
    /** How many puzzles --skills tries unless told, as the issue's measure has it. */
    private static final int SKILLS_COUNT = 200;
    /** The try --skills makes: beyond those that gave the first ratings. */
    private static final int SKILLS_TRY = 100;
    /** The rating bands --skills counts by. */
    private static final String[] BANDS = {"600-999", "1000-1399", "1400-1799", "1800+"};
    private final CommandContext context;

    @Option(names = "--make", paramLabel = "N", description = "make N puzzles")
    Integer make;

    @Option(names = "--from", paramLabel = "DIR", description = "the folder of game records to take positions from")
    Path from;

    @Option(names = "--seed", paramLabel = "S", description = "the computer plays deals drawn from this seed")
    Long seed;

    @Option(names = "--out", paramLabel = "FILE", description = "where --make writes the set")
    Path out;

    @Option(names = "--check", paramLabel = "FILE", description = "verify every puzzle of the set")
    Path check;

    @Option(names = "--summary", paramLabel = "FILE", description = "count the set's puzzles by theme and rating")
    Path summary;

    @Option(names = "--skills", paramLabel = "FILE", description = "how each computer skill scores on the set's puzzles")
    Path skills;

    @Option(names = "--count", paramLabel = "N", description = "with --skills: how many puzzles (200)")
    Integer count;

    PuzzlesCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        int modes = (make != null ? 1 : 0) + (check != null ? 1 : 0) + (summary != null ? 1 : 0)
                + (skills != null ? 1 : 0);
        if (modes != 1) {
            throw new UsageException("give one of --make N, --check FILE, --summary FILE or --skills FILE (try --help)");
        }
        if (count != null && skills == null) {
            throw new UsageException("--count goes with --skills");
        }
        if (skills != null) {
            return scoreSkills(read(skills), count == null ? SKILLS_COUNT : count);
        }
        if (make == null && (from != null || seed != null || out != null)) {
            throw new UsageException("--from, --seed and --out go with --make");
        }
        if (check != null) {
            return check(read(check));
        }
        if (summary != null) {
            summarize(read(summary));
            return 0;
        }
        if (make < 1) {
            throw new UsageException("--make takes a number of puzzles from 1, not " + make);
        }
        if ((from == null) == (seed == null)) {
            throw new UsageException("--make takes --from DIR or --seed S, one of them");
        }
        if (out == null) {
            throw new UsageException("--make needs --out FILE");
        }
        return make(from != null ? records(from) : null);
    }

    private static List<Puzzle> read(Path file) throws UsageException {
        String text;
        try {
            text = UserFiles.readArgumentText(file, UserFiles.Kind.PUZZLES);
        } catch (UserFiles.NotTextException e) {
            throw new UsageException(file + " is not a UTF-8 text file");
        } catch (IOException e) {
            throw new UsageException("cannot read " + UserFiles.describe(file, e));
        }
        try {
            return PuzzleFile.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + ": " + e.getMessage());
        }
    }

    /** The games of the records in the folder, in the order of their names; a file that does not read is passed over with a line. */
    private List<PuzzleMaker.Source> records(Path dir) throws UsageException {
        if (!Files.isDirectory(dir)) {
            throw new UsageException(dir + " is not a folder");
        }
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "*.ishido")) {
            stream.forEach(files::add);
        } catch (IOException e) {
            throw new UsageException("cannot read " + dir + ": " + Cli.describe(e));
        }
        files.sort(null);
        List<PuzzleMaker.Source> sources = new ArrayList<>();
        for (Path f : files) {
            try {
                GameRecord r = GameRecord.parse(UserFiles.readArgumentText(f, UserFiles.Kind.GAME_RECORD));
                List<Square> moves = new ArrayList<>();
                for (Square s : r.moves()) {
                    if (s == null) {
                        break;
                    }
                    moves.add(s);
                }
                sources.add(new PuzzleMaker.Source(r.deal(), r.scoring(), moves));
            } catch (IOException | IllegalArgumentException e) {
                context.err().println(f + " passed over: " + Cli.describe(e));
            }
        }
        if (sources.isEmpty()) {
            throw new UsageException(dir + " holds no game record (*.ishido) to take positions from");
        }
        return sources;
    }

    private int make(List<PuzzleMaker.Source> sources) throws UsageException {
        PrintStream o = context.out();
        List<Puzzle> made = new ArrayList<>();
        Map<Theme, Integer> firsts = new EnumMap<>(Theme.class);
        int most = Math.max(1, make / 2);
        int games = sources != null ? sources.size() : Integer.MAX_VALUE;
        for (int g = 0; g < games && made.size() < make; g++) {
            PuzzleMaker.Source source = sources != null ? sources.get(g)
                    : PuzzleMaker.play(PuzzleMaker.deal(seed, g), Scoring.MODERN, PuzzleMaker.player(g), seed + g);
            List<Puzzle> found = new ArrayList<>();
            try {
                // Every game gives what it gives; a theme with enough is cut here, so the set is the same on any run.
                for (Puzzle p : PuzzleMaker.make(source, PuzzleMaker.PER_GAME, 1)) {
                    if (made.size() + found.size() < make && firsts.getOrDefault(p.themes().get(0), 0) < most) {
                        firsts.merge(p.themes().get(0), 1, Integer::sum);
                        found.add(p.withNumber(made.size() + found.size() + 1));
                    }
                }
            } catch (IllegalArgumentException e) {
                context.err().println("game " + (g + 1) + " passed over: " + e.getMessage());
                continue;
            }
            for (Puzzle p : found) {
                made.add(p);
                o.println(line(p));
            }
            if (!found.isEmpty()) {
                write(made);
            }
        }
        if (made.size() < make) {
            context.err().println("the games gave " + made.size() + " puzzles of the " + make + " asked for");
        }
        if (made.isEmpty()) {
            write(made);
        }
        return 0;
    }

    private void write(List<Puzzle> made) throws UsageException {
        try {
            AtomicFiles.write(out, PuzzleFile.write(made).getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UsageException("cannot write " + out + ": " + Cli.describe(e));
        }
    }

    private static String line(Puzzle p) {
        StringBuilder themes = new StringBuilder();
        for (Theme t : p.themes()) {
            themes.append(themes.length() == 0 ? "" : ",").append(t.word());
        }
        return String.format(Locale.ROOT, "puzzle=%d deal=%s move=%d stone=%s answer=%s themes=%s rating=%.0f",
                p.number(), p.code() == null ? "-" : p.code(), p.moves().size() + 1, p.stone(), p.answer(), themes,
                p.rating().rating());
    }

    private int check(List<Puzzle> puzzles) {
        int failed = 0;
        for (Puzzle p : puzzles) {
            String why = PuzzleRule.recheck(p);
            if (why != null) {
                failed++;
                context.out().println("puzzle=" + p.number() + " fails: " + why);
            }
        }
        context.out().println("checked=" + puzzles.size() + " failed=" + failed);
        return failed == 0 ? 0 : 2;
    }

    /**
     * Each skill's one try at puzzles spread over the set: its try {@value #SKILLS_TRY}, a seed none of the first
     * ratings' tries (0 to 3) used, so the scores are not the ratings' own.
     */
    private int scoreSkills(List<Puzzle> puzzles, int n) throws UsageException {
        if (n < 1 || n > puzzles.size()) {
            throw new UsageException("--count takes 1 to the set's " + puzzles.size() + " puzzles, not " + n);
        }
        List<Puzzle> tried = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            tried.add(puzzles.get((int) ((long) i * puzzles.size() / n)));
        }
        int[] bandSizes = new int[BANDS.length];
        for (Puzzle p : tried) {
            bandSizes[band(p)]++;
        }
        for (Skill skill : Skill.values()) {
            long start = System.nanoTime();
            int[] solved = new int[BANDS.length];
            int all = 0;
            for (Puzzle p : tried) {
                if (PuzzleMaker.solves(p, skill, SKILLS_TRY)) {
                    solved[band(p)]++;
                    all++;
                }
            }
            StringBuilder line = new StringBuilder("skill=" + skill.name().toLowerCase(Locale.ROOT) + " solved=" + all
                    + " of=" + n);
            for (int b = 0; b < BANDS.length; b++) {
                line.append(' ').append(BANDS[b]).append('=').append(solved[b]).append('/').append(bandSizes[b]);
            }
            line.append(" ms-a-try=").append((System.nanoTime() - start) / 1_000_000 / n);
            context.out().println(line);
        }
        return 0;
    }

    private static int band(Puzzle p) {
        double r = p.rating().rating();
        return r < 1000 ? 0 : r < 1400 ? 1 : r < 1800 ? 2 : 3;
    }

    private void summarize(List<Puzzle> puzzles) {
        PrintStream o = context.out();
        o.println("puzzles=" + puzzles.size());
        for (Theme t : Theme.values()) {
            int n = 0;
            int first = 0;
            for (Puzzle p : puzzles) {
                n += p.themes().contains(t) ? 1 : 0;
                first += p.themes().get(0) == t ? 1 : 0;
            }
            o.println("theme=" + t.word() + " puzzles=" + n + " first=" + first);
        }
        java.util.TreeMap<Integer, Integer> bands = new java.util.TreeMap<>();
        for (Puzzle p : puzzles) {
            bands.merge((int) Math.floor(p.rating().rating() / 200) * 200, 1, Integer::sum);
        }
        for (Map.Entry<Integer, Integer> e : bands.entrySet()) {
            o.println("rating=" + e.getKey() + "-" + (e.getKey() + 199) + " puzzles=" + e.getValue());
        }
    }
}
