package ishido.screens.challenge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.GameReview;
import ishido.ai.Limits;
import ishido.ai.Reviewer;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.match.MatchRecord;
import ishido.rules.Scoring;
import ishido.screens.TestArt;
import ishido.screens.review.ReviewShelf;
import ishido.testing.GreedyGames;
import ishido.work.Schedulers;
import ishido.work.SlicedScheduler;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Watch's Review: the computer reviews both games of the deal in steps of the page's ticks (no frame waits for
 * it), and each move's mark shows under its board as soon as its review is in, as the reviewer gives it alone.
 */
class WatchReviewsTest {
    @Test
    void bothGamesAreReviewedInStepsAndEachMovesMarkShows() throws Exception {
        DealCode deal = DealCode.of(4321);
        FriendMatch m = FriendMatch.start(1, "Ann", GreedyGames.played(deal, Scoring.MODERN, 3), false)
                .with("Bob", GreedyGames.played(deal, Scoring.MODERN, 8), false);
        // A slice of a few rollouts a tick, as a page's frame gives the background.
        SlicedScheduler ticks = new SlicedScheduler(20, Long.MAX_VALUE / 4, System::nanoTime);
        Limits limits = Limits.iterations(60).withThreads(1);
        ReviewShelf shelf = new ReviewShelf(limits, Schedulers.sliced(ticks));
        SideBySide both = new SideBySide(m, 0, TestArt.stoneset(), null, null)
                .withReviews(new WatchReviews(m, 0, shelf::job, false));
        Machine machine = new Machine(both);
        machine.post(InputEvent.character('w', false));
        machine.tick();
        assertEquals(java.util.List.of("<", ">", "Review", "Results"), both.buttons());
        machine.post(InputEvent.key(ishido.machine.Key.RIGHT));
        machine.post(InputEvent.character('v', false));
        machine.tick();
        assertEquals("", both.markLine(0), "nothing before the first move's review is in");
        ticks.tick();
        machine.render();
        int ticked = 1;
        while (ticks.isBusy() && ticked < 100_000) {
            ticks.tick();
            ticked++;
        }
        int moves = m.games().get(0).moves().size() + m.games().get(1).moves().size();
        assertTrue(ticked > moves, "in steps, not at once: " + ticked + " ticks for " + moves + " moves");

        // Each mark is the reviewer's own for the same game at the same budget.
        for (int g = 0; g < 2; g++) {
            GameReview alone = GameReview.of(MatchRecord.replay(m.record(g, LocalDate.ofEpochDay(0))));
            new Reviewer(Reviewer.SEED, limits).reviewAll(alone, () -> false);
            for (int move = 1; move <= 5; move++) {
                while (both.watched() < move) {
                    machine.post(InputEvent.key(ishido.machine.Key.RIGHT));
                    machine.tick();
                }
                while (both.watched() > move) {
                    machine.post(InputEvent.key(ishido.machine.Key.LEFT));
                    machine.tick();
                }
                assertEquals(WatchReviews.words(alone.review(move - 1)), both.markLine(g), "game " + g + " move " + move);
                assertTrue(!both.markLine(g).isEmpty());
            }
        }
    }
}
