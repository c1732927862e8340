package ishido.ai;

import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * The teacher's words: why the searcher's best square is better than another, from the features
 * the rollout policy weighs ({@link MoveFeatures}) compared between the two moves, and the lesson of
 * a reviewed move (its best squares with their losses and reasons). A reason is given only when the
 * two moves differ in that feature, and only for a square that lost something.
 */
public final class Teacher {
    /** At most this many reasons a square: one or two sentences. */
    public static final int MOST_REASONS = 2;

    private Teacher() {
    }

    /**
     * Why the best square is better than the square for the position's stone (both legal), at most
     * {@link #MOST_REASONS}, the weightiest first; none when nothing the policy weighs tells them apart.
     */
    public static List<Reason> reasons(Position position, Square square, Square best, Scoring scoring) {
        if (square.equals(best)) {
            return List.of();
        }
        Engine e = Engine.of(position);
        int kind = position.touchstone().id();
        MoveFeatures x = MoveFeatures.of(e, square.index(), kind);
        MoveFeatures b = MoveFeatures.of(e, best.index(), kind);
        List<Reason> out = new ArrayList<>();
        String xs = square.toString();
        String bs = best.toString();
        for (MoveFeatures.Cornered c : x.cornered()) {
            MoveFeatures.Cornered other = b.cornered(c.kind());
            if (c.squares() == 0 && (other == null || other.squares() > 0)) {
                out.add(new Reason(Reason.Kind.STRANDS, xs + " leaves " + stone(c.kind()) + ", with " + stones(c.stones())
                        + " still to come, no legal square"));
            }
        }
        for (int k : x.holeTakenFrom()) {
            if (!b.holeTakenFrom().contains(k)) {
                out.add(new Reason(Reason.Kind.TAKES_HOLE, xs + " makes a 4-Way now, but it is the only 4-Way hole "
                        + filler(k, kind, e.left[k] - (k == kind ? 1 : 0)) + " can fill; " + bs
                        + " keeps it for that stone"));
                break;
            }
        }
        if (b.fourWay() && !x.fourWay()) {
            out.add(new Reason(Reason.Kind.MISSES_FOUR_WAY, bs + " makes a 4-Way; " + xs + " does not"));
        }
        for (MoveFeatures.Cornered c : x.cornered()) {
            if (c.squares() == 1 && b.cornered(c.kind()) == null) {
                out.add(new Reason(Reason.Kind.CORNERS, xs + " leaves " + stone(c.kind()) + ", with " + stones(c.stones())
                        + " still to come, a single legal square"));
            }
        }
        if (x.dead().size() > b.dead().size()) {
            int hole = x.dead().get(0);
            out.add(new Reason(Reason.Kind.KILLS_HOLE, xs + " leaves " + Square.byIndex(hole)
                    + " a 4-Way hole no stone still to come fits"));
        }
        if (b.open().size() > x.open().size()) {
            MoveFeatures.Hole h = b.open().get(0);
            out.add(new Reason(Reason.Kind.OPENS_HOLE, bs + " opens a 4-Way hole at " + Square.byIndex(h.square())
                    + " that " + stone(h.kind()) + " still to come fits; " + xs + " opens " + (x.open().isEmpty()
                            ? "none" : "fewer")));
        }
        if (scoring == Scoring.MODERN && !x.within() && b.within() && b.points() > 0) {
            out.add(new Reason(Reason.Kind.WITHIN, bs + " scores " + b.points() + " in the Within; " + xs
                    + " on the Beyond scores nothing"));
        }
        return java.util.Collections.unmodifiableList(out.size() > MOST_REASONS ? new ArrayList<>(out.subList(0,
                MOST_REASONS)) : out);
    }

    /**
     * The lesson of a reviewed move: its k best squares (and the one played when it is not among them
     * and {@code withPlayed}), each with its loss and, when it lost something, its reasons.
     */
    public static Lesson lesson(Turn turn, MoveReview review, Scoring scoring, int k, boolean withPlayed) {
        List<Candidate> shown = review.shown(turn.played(), k);
        if (!withPlayed && shown.size() > k) {
            shown = shown.subList(0, k);
        }
        List<Lesson.Line> lines = new ArrayList<>();
        for (Candidate c : shown) {
            List<Reason> why = Math.round(c.loss()) > 0
                    ? reasons(turn.before(), c.square(), review.best(), scoring) : List.of();
            lines.add(new Lesson.Line(c, c.square().equals(turn.played()), c.square().equals(review.best()), why));
        }
        List<Reason> played = Math.round(review.loss()) > 0
                ? reasons(turn.before(), turn.played(), review.best(), scoring) : List.of();
        return new Lesson(lines, played);
    }

    private static String stone(int kind) {
        return Stone.byId(kind).toString();
    }

    private static String stones(int n) {
        return n == 1 ? "one stone" : "both stones";
    }

    /** Who would fill the hole: the other stone of the kind being placed, or the kind's stones to come. */
    private static String filler(int k, int placed, int left) {
        String s = stone(k);
        if (k == placed) {
            return "the second " + s;
        }
        return left == 1 ? "the last " + s : "either " + s + " still to come";
    }
}
