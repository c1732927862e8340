package ishido.desktop;

import ishido.ai.GameReview;
import ishido.ai.Limits;
import ishido.ai.MoveReview;
import ishido.ai.Reviewer;
import ishido.ai.Turn;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/** {@code review FILE}: the computer weighs every move of a game record and rates the play. */
final class ReviewCommand {
    /** Rollouts per move unless told otherwise: the trust table in docs/ai.md chose it. */
    static final long DEFAULT_ITERATIONS = 2000;
    /** The reviewer's seed: a review with an iteration budget repeats exactly. */
    static final long SEED = 1;

    static final String HELP = """
            Usage: ishido review FILE [--iterations K | --ms-per-move M] [--threads T]
            Reviews a game record (the Save Game format) move by move: the computer, knowing
            only which stones remained, as the player did, finds its best square for each
            stone and weighs the square played against it on the same sampled pouch orders.
            Prints one line per move,
              N SQUARE STONE best=SQUARE loss=X [MARK]
            X is what the move cost in expected final points (for Ancient scoring, in Ancient
            units: 2000 for emptying the pouch, 100 a 4-Way, -1 a stone left), 0 when the move
            played is the best; MARK is ?! (inaccuracy), ? (mistake) or ?? (blunder), never
            given to a loss within the search's noise. Then
              moves=N mean_loss=X blunders=B rating=WORD
            A Challenge judges each player against their own sheet: the last line gives both
            players' figures separated by commas and better=1|2|tie.
              --iterations K   rollouts per move (default 2000); the review repeats exactly
              --ms-per-move M  time per move instead (not repeatable)
              --threads T      search threads (default: the processors, at most 4)
            A damaged record, or one with an illegal move, stops it with exit code 2. FILE may
            also be a pipe or a device (/dev/stdin, <(zcat game.gz)): review then waits until
            its writer has written it all.""";

    private ReviewCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
        Options o = Options.parse("review", args, 1, Set.of("--iterations", "--ms-per-move", "--threads"),
                Set.of("--help"));
        if (o.has("--help")) {
            out.println(HELP);
            return 0;
        }
        if (o.positional().size() != 1) {
            throw new UsageException("review: give exactly one game record file (try --help)");
        }
        if (o.has("--iterations") && o.has("--ms-per-move")) {
            throw new UsageException("review: give --iterations or --ms-per-move, not both");
        }
        int threads = o.getInt("review", "--threads",
                Math.min(4, Runtime.getRuntime().availableProcessors()), 1, 64);
        Limits limits = o.has("--ms-per-move")
                ? Limits.millis(o.getInt("review", "--ms-per-move", 100, 1, 600_000))
                : Limits.iterations(o.getInt("review", "--iterations", (int) DEFAULT_ITERATIONS, 1, 100_000_000));
        Path file = Path.of(o.positional().get(0));
        GameReview review = read(file, err);
        Reviewer reviewer = new Reviewer(SEED, limits.withThreads(threads));
        reviewer.reviewAll(review, () -> false, i -> out.println(line(review.turns().get(i), review.review(i))));
        out.println(closing(review));
        return 0;
    }

    /** Reads and replays a record file into the moves to review, or says in one line why it cannot. */
    static GameReview read(Path file, PrintStream err) throws UsageException {
        GameRecord record = RecordFiles.read("review", file, err);
        try {
            return GameReview.of(record);
        } catch (IllegalMoveException e) {
            throw new UsageException("review: " + file + ": illegal " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new UsageException("review: " + file + ": " + e.getMessage());
        }
    }

    /** {@code N SQUARE STONE best=SQUARE loss=X [MARK]}. */
    static String line(Turn turn, MoveReview r) {
        String s = turn.number() + " " + turn.played() + " " + turn.stone() + " best=" + r.best() + " loss="
                + Math.round(r.loss());
        return r.mark().symbol().isEmpty() ? s : s + " " + r.mark().symbol();
    }

    /** {@code moves=N mean_loss=X blunders=B rating=WORD}, each figure per player in a Challenge. */
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
            double a = review.summary(0).meanLoss();
            double b = review.summary(1).meanLoss();
            line += " better=" + (a < b ? "1" : b < a ? "2" : "tie");
        }
        return line;
    }
}
