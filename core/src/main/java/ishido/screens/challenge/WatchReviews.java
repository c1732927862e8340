package ishido.screens.challenge;

import ishido.ai.Mark;
import ishido.ai.MoveReview;
import ishido.match.FriendMatch;
import ishido.match.MatchRecord;
import ishido.match.MatchView;
import ishido.rules.IllegalMoveException;
import ishido.screens.review.ReviewJob;
import java.time.LocalDate;
import java.util.function.Function;

/**
 * The computer's review of both games of a deal, for Watch: each game's reviewer runs in the background as Game
 * Over's Review does (a thread of its own on the desktop, steps in the page's ticks, so no frame waits for it), and
 * Watch shows each move's mark as soon as its review is in. The reviews come from the play screen's shelf, so a game
 * reviewed before is not reviewed again, and one stopped half way goes on where it stopped.
 */
final class WatchReviews {
    private final ReviewJob[] jobs = new ReviewJob[2];
    /** The reviews run whole when asked, on the caller's thread: the headless screenshots', so they repeat exactly. */
    private final boolean atOnce;
    private boolean started;

    /**
     * The reviews of the deal's two games (first sender's first), made by the maker (the shelf's) from each game as
     * its record replays.
     */
    WatchReviews(FriendMatch match, int deal, Function<MatchView, ReviewJob> maker, boolean atOnce) {
        this.atOnce = atOnce;
        for (int i = 0; i < 2; i++) {
            try {
                jobs[i] = maker.apply(MatchRecord.replay(match.record(2 * deal + i, LocalDate.ofEpochDay(0))));
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("a game the match replayed breaks the rules", e);
            }
        }
    }

    /** Starts both reviews (again, after a stop, where they stopped). */
    void start() {
        started = true;
        for (ReviewJob j : jobs) {
            if (atOnce) {
                j.runNow();
            } else {
                j.start();
            }
        }
    }

    /** Whether the reviews were asked for. */
    boolean started() {
        return started;
    }

    /** Stops both after the move each is weighing; what is done stays on the shelf. */
    void stop() {
        for (ReviewJob j : jobs) {
            j.cancel();
        }
    }

    /** The review of a game's move (from 1), or null while it is not in yet (or the game has fewer moves). */
    MoveReview at(int game, int move) {
        var review = jobs[game].review();
        return move < 1 || move > review.turns().size() ? null : review.review(move - 1);
    }

    /** Whether every move of both games has its review. */
    boolean complete() {
        return jobs[0].review().isComplete() && jobs[1].review().isComplete();
    }

    /** Moves reviewed of both games, and how many there are. */
    int analysed() {
        return jobs[0].review().analysed() + jobs[1].review().analysed();
    }

    int moves() {
        return jobs[0].review().turns().size() + jobs[1].review().turns().size();
    }

    /** The words under a board for its move just placed: its mark and the best square, or that it was the best. */
    static String words(MoveReview r) {
        if (r == null) {
            return "";
        }
        if (r.mark() == Mark.NONE) {
            return r.loss() == 0 ? "The best move" : "A good move";
        }
        return r.mark().symbol() + " best " + r.best();
    }
}
