package ishido.screens.review;

import ishido.ai.GameReview;
import ishido.ai.Limits;
import ishido.ai.Reviewer;
import ishido.match.MatchView;
import ishido.work.Schedulers;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The reviews made in this session, kept with their games (by mode, players, deal and moves) so that reopening
 * a review is instant and one stopped half way goes on where it stopped.
 */
public final class ReviewShelf {
    /** Reviews kept; the oldest goes first. */
    private static final int KEPT = 8;

    private final Limits limits;
    private final Schedulers background;
    private final Map<String, ReviewJob> jobs = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, ReviewJob> eldest) {
            return size() > KEPT;
        }
    };

    /** A shelf whose reviews search with the game's budget on up to two threads. */
    public ReviewShelf(Schedulers background) {
        this(Limits.iterations(Reviewer.ITERATIONS).withThreads(Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors()))),
                background);
    }

    /** A shelf whose reviews search with the given limits, in the background of the given schedulers. */
    public ReviewShelf(Limits limits, Schedulers background) {
        this.limits = limits;
        this.background = background;
    }

    /** The review of a match, the one already on the shelf if this game was reviewed before. */
    public synchronized ReviewJob job(MatchView match) {
        // Seats are records: their text names each one's name, kind and skill.
        String key = match.mode() + " " + match.seats() + " " + match.game().scoring() + " " + match.game().deal() + " "
                + match.plays();
        ReviewJob job = jobs.get(key);
        if (job == null) {
            job = new ReviewJob(GameReview.of(match), new Reviewer(Reviewer.SEED, limits), background);
            jobs.put(key, job);
        }
        return job;
    }
}
