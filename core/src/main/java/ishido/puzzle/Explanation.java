package ishido.puzzle;

import ishido.ai.Position;
import ishido.ai.Reason;
import ishido.ai.SquareWeighing;
import ishido.ai.Teacher;
import ishido.rules.Square;
import ishido.work.Work;
import java.util.List;

/**
 * Why a puzzle's answer beats another square, in the teacher's words: every legal square weighed against the
 * answer on the same sampled orders ({@link #SAMPLES} of them, a few hundred rollouts, light enough for a screen in
 * a browser's ticks), then {@link Teacher}'s reasons. The verification at 20,000 rollouts chose the answer; this
 * only puts it into words, so a reason may be missing where a light weighing cannot tell two squares apart.
 */
public final class Explanation {
    /** The sampled pouch orders the reasons are read off: some tens of milliseconds of a puzzle's squares. */
    public static final int SAMPLES = 64;

    private final Puzzle puzzle;
    private final Position position;
    private final SquareWeighing.Result weighed;

    private Explanation(Puzzle puzzle, Position position, SquareWeighing.Result weighed) {
        this.puzzle = puzzle;
        this.position = position;
        this.weighed = weighed;
    }

    /** The weighing of a puzzle's squares as work in steps, which comes to its explanation. */
    public static Work<Explanation> weighing(Puzzle puzzle) {
        Position position = puzzle.position();
        return SquareWeighing.weighing(position, puzzle.scoring(), puzzle.answer(), SAMPLES, puzzle.seed())
                .then(result -> new Explanation(puzzle, position, result));
    }

    /** The puzzle's explanation weighed here and now. */
    public static Explanation of(Puzzle puzzle) {
        return weighing(puzzle).finish();
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /**
     * Why the answer beats the square, the weightiest first (at most {@link Teacher#MOST_REASONS}); for the answer
     * itself, why it beats the square that came closest in the verification. None when nothing tells them apart.
     */
    public List<Reason> why(Square square) {
        Square other = square.equals(puzzle.answer()) ? puzzle.runnerUp() : square;
        SquareWeighing.Weighed answer = weighed.referenceSquare();
        for (SquareWeighing.Weighed w : weighed.squares()) {
            if (w.square().equals(other) && w != answer) {
                return Teacher.reasons(position, w.candidate(), answer.candidate(), Math.max(0, w.lead()),
                        puzzle.scoring());
            }
        }
        return List.of();
    }
}
