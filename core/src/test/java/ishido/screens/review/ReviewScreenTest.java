package ishido.screens.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.GameReview;
import ishido.ai.Limits;
import ishido.ai.Mark;
import ishido.ai.Reviewer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.match.MatchRecord;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.screens.Golden;
import ishido.testing.ImmediateScheduler;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import ishido.work.Job;
import ishido.work.Schedulers;
import ishido.work.Work;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The review screen against reference images, and what its keys, buttons and graph do. */
class ReviewScreenTest {
    /** An Adept's game (selfplay --skill adept --seed 1), reviewed with a small budget. */
    static GameRecord record() throws IOException {
        try (InputStream in = ReviewScreenTest.class.getResourceAsStream("/ishido/ai/adept-game.txt")) {
            return GameRecord.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private static ReviewJob analysed() throws IOException, IllegalMoveException {
        ReviewJob job = new ReviewJob(GameReview.of(record()), new Reviewer(1, Limits.iterations(200)), Schedulers.threads());
        job.runNow();
        return job;
    }

    private static Stoneset stoneset() throws IOException {
        return Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME);
    }

    private static void press(Machine m, Key key) {
        m.post(InputEvent.key(key));
        m.tick();
    }

    private static void render(Machine m, String golden) throws IOException {
        m.render();
        Golden.assertMatches(golden, m.framebuffer().toImage());
    }

    @Test
    void aMarkedMoveAndTheSummaryMatchTheirReferences() throws Exception {
        ReviewJob job = analysed();
        ReviewScreen screen = new ReviewScreen(job, stoneset(), "Adept, selfplay seed 1");
        Machine m = new Machine(screen);
        press(m, Key.DOWN);
        press(m, Key.DOWN);
        int marked = screen.current();
        assertNotEquals(Mark.NONE, job.review().review(marked).mark());
        render(m, "review-mark");
        press(m, Key.TAB);
        assertTrue(screen.showsSummary());
        render(m, "review-summary");
    }

    @Test
    void keysWheelAndGraphStepThroughTheMoves() throws Exception {
        ReviewScreen screen = new ReviewScreen(analysed(), stoneset(), null);
        Machine m = new Machine(screen);
        press(m, Key.RIGHT);
        press(m, Key.RIGHT);
        assertEquals(2, screen.current());
        press(m, Key.LEFT);
        assertEquals(1, screen.current());
        m.post(InputEvent.wheel(100, 100, 3));
        m.tick();
        assertEquals(4, screen.current());
        press(m, Key.END);
        int last = screen.current();
        m.post(InputEvent.press(ReviewGraph.X + 3, ReviewGraph.Y + 10, InputEvent.LEFT_BUTTON));
        m.tick();
        assertEquals(0, screen.current());
        m.post(InputEvent.press(ReviewGraph.X + ReviewGraph.W - 4, ReviewGraph.Y + 10, InputEvent.LEFT_BUTTON));
        m.tick();
        assertEquals(last, screen.current());
    }

    @Test
    void escapeReturnsAndStopsTheAnalysis() throws Exception {
        ReviewJob job = new ReviewJob(GameReview.of(record()), new Reviewer(1, Limits.iterations(200)), Schedulers.threads());
        Screen below = new Screen() {
            @Override
            public void input(InputEvent event) {
            }

            @Override
            public void tick() {
            }

            @Override
            public void render(ishido.gfx.Framebuffer fb) {
            }
        };
        Machine m = new Machine(below);
        m.push(new ReviewScreen(job, stoneset(), null));
        press(m, Key.ESCAPE);
        assertSame(below, m.screen());
        assertFalse(job.isRunning());
    }

    @Test
    void theShelfKeepsAReviewForTheSameGame() throws Exception {
        ReviewShelf shelf = new ReviewShelf(Limits.iterations(50), Schedulers.threads());
        ReviewJob first = shelf.job(MatchRecord.replay(record()));
        assertSame(first, shelf.job(MatchRecord.replay(GameRecord.parse(record().format()))));
    }

    @Test
    void aFailedAnalysisIsToldOnceWithRetry() throws Exception {
        int[] starts = {0};
        Schedulers failing = (name, yielding) -> new ImmediateScheduler() {
            @Override
            public <T> Job<T> start(Work<T> work) {
                starts[0]++;
                return super.start(Work.whole(() -> {
                    throw new IllegalStateException("no budget");
                }));
            }
        };
        ReviewJob job = new ReviewJob(GameReview.of(record()), new Reviewer(1, Limits.iterations(200)), failing);
        ReviewScreen screen = new ReviewScreen(job, stoneset(), null);
        Machine m = new Machine(screen);
        assertEquals(1, starts[0]);
        m.tick();
        // Before, the failure was never read: the screen offered Go on as if the analysis had been stopped.
        assertEquals("Review", screen.requesters().current().title());
        assertTrue(screen.requesters().current().lines().contains("IllegalStateException: no budget"));
        press(m, Key.ENTER);
        assertEquals(2, starts[0], "Retry starts the analysis again");
        m.tick();
        press(m, Key.ESCAPE);
        assertFalse(screen.requesters().isActive());
        m.tick();
        assertFalse(screen.requesters().isActive(), "told once");
        assertEquals(2, starts[0]);
    }
}
