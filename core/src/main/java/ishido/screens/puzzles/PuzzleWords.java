package ishido.screens.puzzles;

import ishido.ai.Reason;
import ishido.puzzle.Attempt;
import ishido.puzzle.Explanation;
import ishido.puzzle.Puzzle;
import ishido.rules.Square;
import ishido.screens.review.PlayerWords;
import ishido.theme.StoneNames;
import ishido.theme.Stoneset;
import java.util.ArrayList;
import java.util.List;

/**
 * The words of a puzzle on the screen, in the stoneset's names of the stones: the question, and the verdict with
 * the Master's reasons. Before the last try a reason never names the answer: it says "the best square" instead.
 */
final class PuzzleWords {
    /** What a reason says instead of the answer's square while a try is left. */
    static final String HIDDEN = "the best square";

    private final StoneNames names;
    private final Reason.StoneWords words;

    PuzzleWords(Stoneset stoneset) {
        this.names = StoneNames.of(stoneset);
        this.words = PlayerWords.of(stoneset);
    }

    StoneNames names() {
        return names;
    }

    /** The question a puzzle asks, in the words of the player's hand ("click" or "tap" is put in by the screen). */
    String question(Puzzle puzzle) {
        return "Where does " + names.the(puzzle.stone()) + " go? One square is clearly best: click it.";
    }

    /** The question of a timed run's puzzle, with its rule. */
    String runQuestion(Puzzle puzzle) {
        return "Where does " + names.the(puzzle.stone()) + " go? One try a puzzle; three mistakes end the run.";
    }

    /** The first line of a verdict. */
    String verdict(Attempt attempt) {
        Puzzle p = attempt.puzzle();
        return switch (attempt.state()) {
            case ASKING -> "";
            case AGAIN -> "Not " + attempt.wrong() + ". One more try.";
            case SOLVED -> "Right! " + p.answer() + " is the Master's square.";
            case FAILED -> "Not " + attempt.last() + ": the answer is " + p.answer() + ".";
        };
    }

    /**
     * The Master's reasons as sentences: after a wrong square, why the best square beats it, the answer unsaid
     * while a try is left; once solved, why the answer beats the square that came closest; once failed, why it beats
     * the last square tried. None before a try, or when the weighing cannot tell the squares apart.
     */
    List<String> reasons(Attempt attempt, Explanation explanation) {
        List<String> out = new ArrayList<>();
        if (explanation == null || attempt.state() == Attempt.State.ASKING) {
            return out;
        }
        Square answer = attempt.puzzle().answer();
        boolean hide = attempt.state() == Attempt.State.AGAIN;
        Square other = switch (attempt.state()) {
            case AGAIN -> attempt.wrong();
            case FAILED -> attempt.last();
            default -> answer;
        };
        for (Reason r : explanation.why(other)) {
            out.add(hide ? r.sentence(words, answer, HIDDEN) : r.sentence(words));
        }
        return out;
    }

    /** What the strip says when the weighing found no reason: the Master's verification stands for it. */
    String noReason(Attempt attempt) {
        return attempt.state() == Attempt.State.AGAIN
                ? "The Master finds a clearly better square for " + names.the(attempt.puzzle().stone()) + "."
                : "At 20,000 playouts " + attempt.puzzle().answer() + " came out ahead of every other square.";
    }
}
