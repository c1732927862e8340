package ishido.practice;

import ishido.ai.Candidate;
import ishido.ai.GameReview;
import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.ai.Reason;
import ishido.ai.Teacher;
import ishido.ai.Turn;
import ishido.lessons.Reasons;
import ishido.rules.Square;
import ishido.theme.StoneNames;
import java.util.ArrayList;
import java.util.List;

/**
 * Practise your mistakes: each marked move of a reviewed game, in turn, set up as it was; the player
 * places the stone, and a square within the searcher's noise of the best counts as found (the best
 * itself, or a square it weighed whose loss is within {@link #NOISE_SIGMAS} standard errors of the
 * move's paired difference, or under the marks' floor); then the answer is shown with its reasons.
 */
public final class Practice {
    /** A square counts as found when its loss is within this many standard errors, as marks are never given. */
    public static final double NOISE_SIGMAS = 2.0;
    /** ... or under this many points, the least loss a mark is given for. */
    public static final double FLOOR = 25;

    private final GameReview review;
    private final List<Integer> moves = new ArrayList<>();
    private int at;
    private Square answer;
    private boolean found;
    private int foundCount;
    private int answered;

    /** The marked moves of the game (every player's) analysed so far. */
    public Practice(GameReview review) {
        this.review = review;
        for (int i = 0; i < review.turns().size(); i++) {
            MoveReview r = review.review(i);
            if (r != null && r.mark() != Mark.NONE) {
                moves.add(i);
            }
        }
    }

    /** The marked moves to practise. */
    public int count() {
        return moves.size();
    }

    /** The one being practised, from 0 (count() once all are done). */
    public int index() {
        return at;
    }

    public boolean isDone() {
        return at >= moves.size();
    }

    /** The move set up now (null once done). */
    public Turn turn() {
        return isDone() ? null : review.turns().get(moves.get(at));
    }

    /** Whether the computer played the move set up now (it was its seat's). */
    public boolean byComputer() {
        return !isDone() && review.byComputer(turn());
    }

    /** Its review: the best square, the squares weighed, the noise. */
    public MoveReview review() {
        return isDone() ? null : review.review(moves.get(at));
    }

    /** The square the player chose for the move set up now, or null while it waits for one. */
    public Square answer() {
        return answer;
    }

    /** True when the answer given counts as found. */
    public boolean found() {
        return answer != null && found;
    }

    /**
     * Places the stone on a square: the answer to the move set up now.
     *
     * @return false (nothing changes) when it is already answered, all are done, or the square is not legal
     */
    public boolean place(Square square) {
        if (isDone() || answer != null || !turn().before().isLegal(square)) {
            return false;
        }
        answer = square;
        found = counts(review(), square);
        answered++;
        if (found) {
            foundCount++;
        }
        return true;
    }

    /** True when a square is the best or within the searcher's noise of it. */
    static boolean counts(MoveReview r, Square square) {
        if (square.equals(r.best())) {
            return true;
        }
        for (Candidate c : r.weighed()) {
            if (c.square().equals(square)) {
                return c.loss() <= Math.max(NOISE_SIGMAS * r.noise(), FLOOR);
            }
        }
        return false;
    }

    /** The loss of the answer against the best, as the review weighed it (NaN when it was not weighed). */
    public double answerLoss() {
        if (answer == null) {
            return Double.NaN;
        }
        for (Candidate c : review().weighed()) {
            if (c.square().equals(answer)) {
                return c.loss();
            }
        }
        return Double.NaN;
    }

    /**
     * Why a square would be refused as the answer now, in a sentence for the status line: the rules' reason, the
     * stones named in the stoneset's words as a lesson names them, or that the move is answered already; null when
     * it would be taken.
     */
    public String whyRefused(Square square, StoneNames names) {
        if (isDone()) {
            return null;
        }
        if (answer != null) {
            return "Answered: Next goes on to the next mistake.";
        }
        return Reasons.illegal(turn().before().board(), turn().stone(), square, names);
    }

    /**
     * Why the best beats the answer (none when found, or when nothing tells them apart): what their playouts
     * led to when the review weighed the answer, and what the two moves do.
     */
    public List<Reason> reasons() {
        if (answer == null || found) {
            return List.of();
        }
        MoveReview r = review();
        double loss = answerLoss();
        return Teacher.reasons(turn().before(), r.candidate(answer), r.candidate(r.best()),
                Double.isNaN(loss) ? r.loss() : loss, review.scoring());
    }

    /** Goes on to the next marked move once this one is answered; false when there was none to leave. */
    public boolean next() {
        if (isDone() || answer == null) {
            return false;
        }
        at++;
        answer = null;
        found = false;
        return true;
    }

    /** The result so far: the moves answered and those found. */
    public Result result() {
        return new Result(foundCount, answered);
    }

    /** Found N of M answered. */
    public record Result(int found, int asked) {
        /** {@code found N of M}. */
        @Override
        public String toString() {
            return "found " + found + " of " + asked;
        }

        /** Reads {@link #toString()}'s form back, or null. */
        public static Result parse(String text) {
            String[] p = text == null ? new String[0] : text.trim().split(" ");
            if (p.length != 4 || !p[0].equals("found") || !p[2].equals("of")) {
                return null;
            }
            try {
                int f = Integer.parseInt(p[1]);
                int m = Integer.parseInt(p[3]);
                return f >= 0 && m >= f ? new Result(f, m) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }
}
