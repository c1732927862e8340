package ishido.ai;

import java.util.List;

/**
 * What the teacher says about one reviewed move: the squares shown (the best few, and the one played),
 * each with its loss against the best and its reasons, and the reasons the best beats the square played.
 * The screen and {@code review --alternatives} both show this.
 */
public record Lesson(List<Line> lines, List<Reason> why) {
    public Lesson {
        lines = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(lines));
        why = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(why));
    }

    /** One square shown: its loss, whether it was played and whether it is the searcher's best. */
    public record Line(Candidate candidate, boolean played, boolean best, List<Reason> reasons) {
        public Line {
            reasons = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(reasons));
        }

        /** The loss as the review shows it on the board: {@code -33}, or {@code 0} for none. */
        public String label() {
            long loss = Math.round(candidate.loss());
            return loss == 0 ? "0" : "-" + loss;
        }
    }

    /** The reasons for the square played as one or two sentences ("" when there are none). */
    public String sentences() {
        return String.join(" ", why.stream().map(Reason::sentence).toList());
    }
}
