package ishido.puzzle;

import ishido.ai.Position;
import ishido.ai.Reason;
import ishido.ai.SquareWeighing;
import ishido.ai.Teacher;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * When a position is a puzzle, and what its answer is: every legal square weighed by the Master's review on
 * the same sampled pouch orders at a deep budget ({@link #PLAYOUTS} rollouts at least, and at least
 * {@link #LEAST_SAMPLES} orders), the answer must be a square the searcher would play, and lead every other
 * legal square by more than {@link #SIGMAS} standard errors of their paired difference and by at least its
 * themes' margin ({@link Theme#margin()}, a share of the answer's expected value, never under {@link #FLOOR}
 * points). Its themes are read off why it beats the square that comes closest ({@link Teacher}'s reasons); a
 * position none of whose reasons names a theme is no puzzle. The rule is in docs/formats.md ("Puzzles").
 */
public final class PuzzleRule {
    /** The least rollouts of a verification, all the legal squares' together. */
    public static final int PLAYOUTS = 20_000;
    /** The least sampled pouch orders of a verification, however many squares there are. */
    public static final int LEAST_SAMPLES = 400;
    /** The answer must lead each other square by more than this many standard errors of their difference. */
    public static final double SIGMAS = 3.0;
    /** ... and by at least this many points (or Ancient units), whatever the share. */
    public static final double FLOOR = 25;
    /** Expected values below this count as this much when a margin is taken as a share. */
    static final double LEAST_STAKE = 100;
    /** The pouch holds at most this many stones (the touchstone's not counted) in a puzzle of the last stones. */
    public static final int LAST_STONES = 8;
    /** Sampled orders of the quick look that chooses which positions are weighed deeply. */
    static final int SCREEN_SAMPLES = 48;

    private PuzzleRule() {
    }

    /**
     * What a verification found: whether the position is a puzzle with this answer (else why not, in one
     * line), its themes, the square that came closest, the answer's least lead over any other square and that
     * lead's noise, the answer's expected value and the rollouts it took.
     */
    public record Verdict(boolean kept, String why, Square answer, List<Theme> themes, Square runnerUp,
            double lead, double noise, double expected, long playouts) {
    }

    /** How many sampled orders a verification of a position with so many legal squares takes. */
    public static int samples(int squares) {
        return Math.max(LEAST_SAMPLES, (PLAYOUTS + squares - 1) / Math.max(1, squares));
    }

    /**
     * Verifies that the square is the clear answer of the position.
     *
     * @throws IllegalArgumentException when the square is not legal for the stone
     */
    public static Verdict verify(Position position, Scoring scoring, Square answer, long seed) {
        int squares = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            squares += position.isLegal(Square.byIndex(i)) ? 1 : 0;
        }
        SquareWeighing.Result weighed = SquareWeighing.weigh(position, scoring, answer, samples(squares), seed);
        if (weighed == null) {
            throw new IllegalArgumentException(position.touchstone() + " has no legal square");
        }
        return judge(weighed, themes(position, scoring, weighed));
    }

    /**
     * Verifies a puzzle again as it was made (the same samples, so the same figures): null when it still holds,
     * else why not, in one line.
     */
    public static String recheck(Puzzle puzzle) {
        Verdict v;
        try {
            v = verify(puzzle.position(), puzzle.scoring(), puzzle.answer(), puzzle.seed());
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (!v.kept()) {
            return v.why();
        }
        if (!v.themes().equals(puzzle.themes())) {
            return "its themes are now " + v.themes() + ", not " + puzzle.themes();
        }
        return null;
    }

    /**
     * The puzzle in a position, if there is one: a quick look at every square chooses the likely answer, which
     * is then verified deeply on other samples (so the square is chosen and measured apart); null when the quick
     * look finds no square clearly ahead.
     */
    public static Verdict find(Position position, Scoring scoring, long seed) {
        SquareWeighing.Result look = SquareWeighing.weigh(position, scoring, null, SCREEN_SAMPLES, seed ^ 0x51EE5L);
        if (look == null || look.squares().size() < 2 || !look.referenceSquare().playable()) {
            return null;
        }
        SquareWeighing.Weighed next = look.runnerUp();
        double least = Math.max(FLOOR, leastMargin() * Math.max(LEAST_STAKE, look.referenceSquare().mean()));
        if (next.lead() < least / 2 || next.lead() <= 2 * next.noise()) {
            return null;
        }
        return verify(position, scoring, look.reference(), seed);
    }

    private static double leastMargin() {
        double least = 1;
        for (Theme t : Theme.values()) {
            least = Math.min(least, t.margin());
        }
        return least;
    }

    /**
     * The rule on a weighing whose reference is the answer proposed, given the themes its reasons name: kept, or
     * refused with the first reason found.
     */
    public static Verdict judge(SquareWeighing.Result weighed, List<Theme> themes) {
        SquareWeighing.Weighed answer = weighed.referenceSquare();
        SquareWeighing.Weighed next = weighed.runnerUp();
        double stake = Math.max(LEAST_STAKE, answer.mean());
        double margin = 0;
        for (Theme t : themes) {
            margin = Math.max(margin, t.margin());
        }
        double need = Math.max(FLOOR, margin * stake);
        String why = null;
        if (next == null) {
            why = "the stone has one legal square";
        } else if (!answer.playable()) {
            why = answer.square() + " strands more stones than another square: the searcher would not play it";
        } else if (themes.isEmpty()) {
            why = "no reason why " + answer.square() + " beats " + next.square() + " names a theme";
        } else {
            for (SquareWeighing.Weighed w : weighed.squares()) {
                if (w == answer) {
                    continue;
                }
                if (w.lead() <= SIGMAS * w.noise()) {
                    why = String.format(java.util.Locale.ROOT, "%s is as good as %s within the noise (%.1f ahead, noise %.1f)",
                            w.square(), answer.square(), w.lead(), w.noise());
                    break;
                }
                if (w.lead() < need) {
                    why = String.format(java.util.Locale.ROOT, "%s comes within %.1f of %s; the margin is %.1f",
                            w.square(), w.lead(), answer.square(), need);
                    break;
                }
            }
        }
        return new Verdict(why == null, why, answer.square(), themes, next == null ? null : next.square(),
                next == null ? 0 : next.lead(), next == null ? 0 : next.noise(), answer.mean(), weighed.playouts());
    }

    /**
     * The themes of a weighing's reference against the square that came closest, at most two: a 4-Way now
     * passed over for later ones first, then the themes of the teacher's reasons in their order (the pouch
     * emptied more often is a strand avoided, until the last stones), then, when some
     * reason named one, the last stones when the pouch holds at most {@link #LAST_STONES}.
     */
    static List<Theme> themes(Position position, Scoring scoring, SquareWeighing.Result weighed) {
        List<Theme> out = new ArrayList<>();
        SquareWeighing.Weighed answer = weighed.referenceSquare();
        SquareWeighing.Weighed next = weighed.runnerUp();
        if (next == null) {
            return out;
        }
        var board = position.board();
        if (board.ways(next.square(), position.touchstone()) == 4 && board.ways(answer.square(), position.touchstone()) < 4) {
            out.add(Theme.LATER);
        }
        for (Reason r : Teacher.reasons(position, next.candidate(), answer.candidate(), Math.max(0, next.lead()), scoring)) {
            Theme t = r.kind() == Reason.Kind.EMPTIES && position.pouchCount() > LAST_STONES ? Theme.STRAND
                    : Theme.of(r.kind());
            if (t != null && !out.contains(t)) {
                out.add(t);
            }
        }
        if (!out.isEmpty() && position.pouchCount() <= LAST_STONES && !out.contains(Theme.LAST_STONES)) {
            out.add(Theme.LAST_STONES);
        }
        return out.size() > 2 ? new ArrayList<>(out.subList(0, 2)) : out;
    }
}
