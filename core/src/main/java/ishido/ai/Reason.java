package ishido.ai;

/**
 * One reason why the best square is better than another, in words the player reads (a clause,
 * without a full stop): the review's screen and {@code review --alternatives} show the same words.
 * The kinds, in the order they are given (at most two a square), are listed in docs/ai.md ("Reasons").
 */
public record Reason(Kind kind, String words) {

    /** What a reason is about: each compares one feature the rollout policy weighs between two moves. */
    public enum Kind {
        /** The square leaves a kind with stones still to come no legal square at all. */
        STRANDS,
        /** The square leaves a kind with stones still to come only squares that strand stones still to come. */
        SLOW_STRAND,
        /** The square is a 4-Way hole and the only one a stone still to come can fill; the best keeps it. */
        TAKES_HOLE,
        /** The best square makes a 4-Way and this one does not. */
        MISSES_FOUR_WAY,
        /** The square leaves a kind with stones still to come a single legal square. */
        CORNERS,
        /** The square leaves a 4-neighbour hole that no stone still to come fits. */
        KILLS_HOLE,
        /** The best square leaves a 4-Way hole a stone still to come fits, this one leaves fewer. */
        OPENS_HOLE,
        /** The best square scores in the Within, this one goes to the Beyond (Modern scoring only). */
        WITHIN
    }

    /** The words as a sentence the screens show one after another: with its full stop. */
    public String sentence() {
        return words + ".";
    }
}
