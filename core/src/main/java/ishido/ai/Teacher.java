package ishido.ai;

import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * The teacher's words: why the searcher's best square is better than another, from the features
 * the rollout policy weighs and Master's guard counts ({@link MoveFeatures}) compared between the two
 * moves, and the lesson of a reviewed move (its best squares with their losses and reasons). A reason is
 * given only when the two moves differ in that feature, and only for a square that lost something or
 * that the searcher would not have played.
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
        for (MoveFeatures.Doomed d : x.doomed()) {
            if (b.doomed(d.kind()) == null) {
                // Short enough for the review's strip (three lines of 37 characters).
                out.add(new Reason(Reason.Kind.SLOW_STRAND, xs + " leaves " + stone(d.kind()) + (d.squares() == 1
                        ? " a single legal square, and " + stone(d.kind()) + " there strands " + victims(d.victims(), d.kind())
                        : " only squares that strand stones still to come")));
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
            if (c.squares() == 1 && b.cornered(c.kind()) == null
                    && (x.doomed(c.kind()) == null || b.doomed(c.kind()) != null)) {
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
     * and {@code withPlayed}), each with its loss and, when it lost something, its reasons; the played
     * square has them too when the searcher would not have played it (see {@link Reviewer}).
     */
    public static Lesson lesson(Turn turn, MoveReview review, Scoring scoring, int k, boolean withPlayed) {
        List<Candidate> shown = review.shown(turn.played(), k);
        if (!withPlayed && shown.size() > k) {
            shown = shown.subList(0, k);
        }
        // The played square has reasons when it lost something, or when the searcher kept clear of it though
        // its rollouts lost nothing (a slow strand, which Master's guard refuses: the best is then another
        // square at no loss).
        boolean dropped = review.loss() == 0 && !review.best().equals(turn.played());
        List<Lesson.Line> lines = new ArrayList<>();
        for (Candidate c : shown) {
            boolean isPlayed = c.square().equals(turn.played());
            List<Reason> why = Math.round(c.loss()) > 0 || (isPlayed && dropped)
                    ? reasons(turn.before(), c.square(), review.best(), scoring) : List.of();
            lines.add(new Lesson.Line(c, isPlayed, c.square().equals(review.best()), why));
        }
        List<Reason> played = Math.round(review.loss()) > 0 || dropped
                ? reasons(turn.before(), turn.played(), review.best(), scoring) : List.of();
        return new Lesson(lines, played);
    }

    private static String stone(int kind) {
        return Stone.byId(kind).toString();
    }

    /** The kinds a square strands, its own kind as its second stone: "E3", "E3 and the second A2". */
    private static String victims(List<Integer> kinds, int own) {
        List<String> names = new ArrayList<>();
        for (int k : kinds) {
            names.add(k == own ? "the second " + stone(k) : stone(k));
        }
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
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
        // "an F6", not "either F6", so the sentence fits the review's strip (three lines of 37 characters).
        return left == 1 ? "the last " + s : ("AEF".indexOf(s.charAt(0)) >= 0 ? "an " : "a ") + s + " still to come";
    }
}
