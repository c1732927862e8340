package ishido.lab;

import ishido.ai.GameReview;
import ishido.ai.Lesson;
import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.ai.Teacher;
import ishido.ai.Turn;

/**
 * How a reviewed game's marked moves are explained: how many have a reason on their played line (what
 * {@code review --alternatives} prints in its brackets), and the mean share of a marked move's loss its reasons
 * account for ({@link Teacher#accounted}), the figures docs/ai.md's "Reasons" measures.
 */
record MarkedReasons(int marked, int reasoned, double accounted) {
    static MarkedReasons of(GameReview review) {
        int marked = 0;
        int reasoned = 0;
        double accounted = 0;
        for (int i = 0; i < review.turns().size(); i++) {
            MoveReview r = review.review(i);
            if (r == null || r.mark() == Mark.NONE) {
                continue;
            }
            Turn turn = review.turns().get(i);
            marked++;
            for (Lesson.Line l : Teacher.lesson(turn, r, review.scoring(), 0, true).lines()) {
                if (l.played()) {
                    reasoned += l.reasons().isEmpty() ? 0 : 1;
                    accounted += Teacher.accounted(l.reasons(), r.loss());
                }
            }
        }
        return new MarkedReasons(marked, reasoned, marked == 0 ? 1 : accounted / marked);
    }
}
