package ishido.desktop;

import ishido.ai.GameReview;
import ishido.ai.Lesson;
import ishido.ai.Limits;
import ishido.ai.MoveReview;
import ishido.ai.Reviewer;
import ishido.ai.Teacher;
import ishido.ai.Turn;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code review FILE}: the computer weighs every move of a game record and rates the play. */
@Command(name = "review", header = "the computer reviews a game move by move", description = {
    "Reviews a game record (the Save Game format) move by move: the computer, knowing only which "
            + "stones remained, as the player did, finds its best square for each stone and weighs the "
            + "square played against it on the same sampled pouch orders. Prints one line per move,",
    "  N SQUARE STONE best=SQUARE loss=X [MARK]",
    "X is what the move cost in expected final points (for Ancient scoring, in Ancient units: "
            + "2000 for emptying the pouch, 100 a 4-Way, -1 a stone left), 0 when the move played is the "
            + "best; MARK is ?! (inaccuracy), ? (mistake) or ?? (blunder), never given to a loss within the "
            + "search's noise. With --alternatives K, under each move its K best squares, one a line, then "
            + "the square played if it is not among them:",
    "  SQUARE loss=X [played] [REASON; REASON]",
    "with the reasons the best square is better (docs/ai.md, \"Reasons\"), which name stones by their code "
            + "as the line does (the review screen and practice use the stoneset's words). A game that ended "
            + "with a stone that no square takes then gets the line",
    "  stuck STONE: no square; likely since move N (SQUARE)",
    "naming the move after which most of the computer's playouts got stuck too (marked ?? at least). Then",
    "  moves=N mean_loss=X blunders=B rating=WORD [left=S]",
    "with left=S, the stones left, for a game that ended with stones left.",
    "A Challenge judges each player against their own sheet: the last line gives both players' "
            + "figures separated by commas and better=1|2|tie (by the share of the best moves' expected "
            + "value lost, not points). A damaged record, or one with an illegal move, stops it with exit "
            + "code 2. FILE may also be a pipe or a device (/dev/stdin, <(zcat game.gz)): review then waits "
            + "until its writer has written it all."})
public final class ReviewCommand implements Callable<Integer> {
    private final CommandContext context;

    @Parameters(paramLabel = "FILE", description = "the game record")
    Path file;

    @Option(names = "--iterations", paramLabel = "K",
            description = "rollouts per move (default " + Reviewer.ITERATIONS + "); the review repeats exactly")
    Integer iterations;

    @Option(names = "--ms-per-move", paramLabel = "M", description = "time per move instead (not repeatable)")
    Integer msPerMove;

    @Option(names = "--threads", paramLabel = "T", description = "search threads (default: the processors, at most 4)")
    Integer threads;

    @Option(names = "--alternatives", paramLabel = "K",
            description = "the best squares to show under each move, 0 to 5 (default 0)")
    int alternatives;

    ReviewCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws UsageException {
        if (iterations != null && msPerMove != null) {
            throw new UsageException("give --iterations or --ms-per-move, not both");
        }
        int t = threads == null ? Math.min(4, Runtime.getRuntime().availableProcessors()) : Cli.range("--threads", threads, 1, 64);
        Limits limits = msPerMove != null ? Limits.millis(Cli.range("--ms-per-move", msPerMove, 1, 600_000))
                : Limits.iterations(iterations == null ? Reviewer.ITERATIONS : Cli.range("--iterations", iterations, 1, 100_000_000));
        Cli.range("--alternatives", alternatives, 0, 5);
        PrintStream out = context.out();
        GameReview review = read(file, context.err());
        Reviewer reviewer = new Reviewer(Reviewer.SEED, limits.withThreads(t));
        reviewer.reviewAll(review, () -> false, i -> {
            Turn turn = review.turns().get(i);
            out.println(line(turn, review.review(i)));
            if (alternatives > 0) {
                for (Lesson.Line l : Teacher.lesson(turn, review.review(i), review.scoring(), alternatives, true)
                        .lines()) {
                    out.println(alternative(l));
                }
            }
        });
        GameReview.Stuck stuck = review.stuck();
        if (stuck != null) {
            out.println(stuck(review, stuck));
        }
        out.println(closing(review));
        return 0;
    }

    /** Reads and replays a record file into the moves to review, or says in one line why it cannot. */
    static GameReview read(Path file, PrintStream err) throws UsageException {
        GameRecord record = RecordFiles.read(file, err);
        try {
            return GameReview.of(record);
        } catch (IllegalMoveException e) {
            throw new UsageException(file + ": illegal " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + ": " + e.getMessage());
        }
    }

    /** {@code N SQUARE STONE best=SQUARE loss=X [MARK]}. */
    static String line(Turn turn, MoveReview r) {
        String s = turn.number() + " " + turn.played() + " " + turn.stone() + " best=" + r.best() + " loss="
                + Math.round(r.loss());
        return r.mark().symbol().isEmpty() ? s : s + " " + r.mark().symbol();
    }

    /** {@code   SQUARE loss=X [played] [REASON; REASON]}. */
    static String alternative(Lesson.Line l) {
        StringBuilder b = new StringBuilder("  ").append(l.candidate().square()).append(" loss=")
                .append(Math.round(l.candidate().loss()));
        if (l.played()) {
            b.append(" played");
        }
        if (!l.reasons().isEmpty()) {
            b.append(" [");
            for (int r = 0; r < l.reasons().size(); r++) {
                b.append(r > 0 ? "; " : "").append(l.reasons().get(r).words());
            }
            b.append(']');
        }
        return b.toString();
    }

    /** {@code moves=N mean_loss=X blunders=B rating=WORD}, each figure per player in a Challenge. */
    /** {@code stuck STONE: no square; likely since move N (SQUARE)}. */
    static String stuck(GameReview review, GameReview.Stuck stuck) {
        return "stuck " + stuck.stone() + ": no square; likely since move " + review.turns().get(stuck.move()).number()
                + " (" + stuck.square() + ")";
    }

    static String closing(GameReview review) {
        int n = review.players().size();
        String[][] parts = new String[4][n];
        for (int p = 0; p < n; p++) {
            GameReview.Summary s = review.summary(p);
            parts[0][p] = Integer.toString(s.moves());
            parts[1][p] = String.format(Locale.ROOT, "%.1f", s.meanLoss());
            parts[2][p] = Integer.toString(s.count(ishido.ai.Mark.BLUNDER));
            parts[3][p] = s.rating().word();
        }
        String line = "moves=" + String.join(",", parts[0]) + " mean_loss=" + String.join(",", parts[1])
                + " blunders=" + String.join(",", parts[2]) + " rating=" + String.join(",", parts[3]);
        if (n == 2) {
            int better = review.better();
            line += " better=" + (better < 0 ? "tie" : Integer.toString(better + 1));
        }
        if (review.ending().stonesLeft() > 0) {
            line += " left=" + review.ending().stonesLeft();
        }
        return line;
    }
}
