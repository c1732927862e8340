package ishido.desktop;

import ishido.ai.ComputerPlayer;
import ishido.ai.GameReview;
import ishido.ai.Limits;
import ishido.ai.Position;
import ishido.ai.Reviewer;
import ishido.ai.SearchListener;
import ishido.ai.Skill;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.platform.Platform;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.practice.Practice;
import ishido.screens.practice.PracticeScreen;
import ishido.screens.review.ReviewJob;
import ishido.screens.review.ReviewScreen;
import ishido.theme.Stoneset;
import java.util.Map;

/**
 * The review screen for {@code screenshot --screen review} and {@code review-summary}: an Adept's game
 * on the seed's deal, reviewed with a small budget before the screen shows (so the picture is the same
 * on every run), at its first marked move or at the summary.
 */
final class ReviewShot {
    /** Rollouts per move: enough for marks, quick enough for a screenshot. */
    private static final long ITERATIONS = 200;

    private ReviewShot() {
    }

    static ReviewScreen screen(Platform platform, long seed, Stoneset stoneset, boolean summary) {
        ReviewJob job = analysed(platform, seed);
        ReviewScreen screen = new ReviewScreen(job, stoneset, "Adept on deal " + seed);
        screen.practiseWith(p -> new PracticeScreen(p, stoneset, r -> {
        }));
        screen.input(InputEvent.key(Key.DOWN));
        if (summary) {
            screen.input(InputEvent.key(Key.TAB));
        }
        return screen;
    }

    /** Practise your mistakes of that review, at its first marked move. */
    static PracticeScreen practice(Platform platform, long seed, Stoneset stoneset) {
        return new PracticeScreen(new Practice(analysed(platform, seed).review()), stoneset, r -> {
        });
    }

    private static ReviewJob analysed(Platform platform, long seed) {
        GameReview review;
        try {
            review = GameReview.of(adeptGame(seed));
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("the Adept played an illegal move: " + e.getMessage(), e);
        }
        ReviewJob job = new ReviewJob(review, new Reviewer(Reviewer.SEED, Limits.iterations(ITERATIONS)), platform.schedulers());
        job.runNow();
        return job;
    }

    /** The record of the Adept computer's game on the seed's deal. */
    static GameRecord adeptGame(long seed) {
        Game game = new Game(Deal.random(seed), Scoring.MODERN);
        ComputerPlayer player = new ComputerPlayer(Skill.ADEPT, new SplitMix64(seed));
        try {
            while (!game.isOver()) {
                game.place(player.choose(Position.of(game), Limits.iterations(1), SearchListener.NONE).square());
            }
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("the Adept played an illegal move: " + e.getMessage(), e);
        }
        return GameRecord.of(game, Map.of());
    }
}
