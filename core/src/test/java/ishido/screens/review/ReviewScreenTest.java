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
        return record("adept-game.txt");
    }

    /** A game record of the test resources' ishido/ai folder. */
    private static GameRecord record(String name) throws IOException {
        try (InputStream in = ReviewScreenTest.class.getResourceAsStream("/ishido/ai/" + name)) {
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
        Screen practice = idle();
        screen.practiseWith(p -> practice);
        Machine m = new Machine(screen);
        press(m, Key.DOWN);
        press(m, Key.DOWN);
        int marked = screen.current();
        assertNotEquals(Mark.NONE, job.review().review(marked).mark());
        render(m, "review-mark");
        press(m, Key.TAB);
        assertTrue(screen.showsSummary());
        render(m, "review-summary");
        // P (or the button) on the summary opens the practice screen the screen was given.
        m.post(InputEvent.character('p', false));
        m.tick();
        assertSame(practice, m.screen());
    }

    private static Screen idle() {
        return new Screen() {
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
    }

    @Test
    void keysWheelAndGraphStepThroughTheMoves() throws Exception {
        ReviewJob job = analysed();
        ReviewScreen screen = new ReviewScreen(job, stoneset(), null);
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
        // The game ended stuck: End goes on past its last move to the final position.
        int moves = job.review().turns().size();
        assertTrue(job.review().ending().stuck());
        assertEquals(moves, screen.current());
        assertTrue(screen.atEnding());
        press(m, Key.LEFT);
        int last = screen.current();
        assertEquals(moves - 1, last);
        // The strip shows the graph (W) where a move's reasons would take its place.
        m.post(InputEvent.character('w', false));
        m.tick();
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
    void aMoveWithReasonsShowsThemAndTheSquaresWeighed() throws Exception {
        ReviewJob job = analysed();
        ReviewScreen screen = new ReviewScreen(job, stoneset(), null);
        Machine m = new Machine(screen);
        while (screen.lesson() == null || screen.lesson().why().isEmpty()) {
            int before = screen.current();
            press(m, Key.RIGHT);
            assertNotEquals(before, screen.current(), "no move of the game has a reason");
        }
        assertTrue(screen.lesson().lines().size() >= 2);
        assertTrue(screen.lesson().lines().get(0).best());
        // A reason from the playouts, with its numbers and its part of the loss.
        assertTrue(screen.lesson().why().get(0).worth() > 0, screen.lesson().why().toString());
        assertTrue(screen.lesson().why().get(0).words().contains("%") || screen.lesson().why().get(0).words()
                .contains("4-Ways"), screen.lesson().why().toString());
        render(m, "review-why");
        // W puts the graph back in place of the reasons.
        m.post(InputEvent.character('w', false));
        m.tick();
        render(m, "review-why-graph");
    }

    @Test
    void aSlowStrandIsShownWithMastersSquareAndItsReason() throws Exception {
        // Master without its guard on deal 156 (selfplay --seed 156 --iterations 3000 --guard off): its eighth
        // move, B6 on e6, leaves A2 one square that strands E3, and the game ends three moves later.
        GameRecord record = record("slow-strand-game.txt");
        ReviewJob job = new ReviewJob(GameReview.of(record), new Reviewer(1, Limits.iterations(200)), Schedulers.threads());
        job.runNow();
        ReviewScreen screen = new ReviewScreen(job, stoneset(), null);
        Machine m = new Machine(screen);
        while (screen.current() != 7) {
            press(m, screen.current() < 7 ? Key.RIGHT : Key.LEFT);
        }
        assertNotEquals("e6", job.review().review(7).best().toString());
        assertEquals(ishido.ai.Reason.Kind.SLOW_STRAND, screen.lesson().why().get(0).kind());
        render(m, "review-slow-strand");
    }

    @Test
    void aChallengeSummaryWithLongNamesKeepsItsWordsApart() throws Exception {
        GameRecord adept = record();
        java.util.Map<String, String> keys = new java.util.LinkedHashMap<>();
        keys.put("Mode", "Challenge");
        keys.put("Players", "Bartholomew Featherstonehaugh (human), Computer Player 2 (computer 3)");
        GameRecord challenge = new GameRecord(adept.scoring(), adept.deal(), adept.moves(), keys);
        ReviewJob job = new ReviewJob(GameReview.of(challenge), new Reviewer(1, Limits.iterations(200)),
                Schedulers.threads());
        job.runNow();
        ReviewScreen screen = new ReviewScreen(job, stoneset(), "Deal 7FNS-AFRQ: a Challenge");
        screen.practiseWith(p -> idle());
        Machine m = new Machine(screen);
        press(m, Key.TAB);
        render(m, "review-challenge-summary");
    }

    @Test
    void aStuckGameEndsOnItsFinalPositionAndTheSummaryGivesTheRealResults() throws Exception {
        ReviewJob job = analysed();
        ReviewScreen screen = new ReviewScreen(job, stoneset(), "Adept, selfplay seed 1");
        // What the Master made of the deal, as the game keeps it (store/MasterScores).
        screen.master(new ishido.ai.MasterGame.Result(24_710, 9, 0));
        screen.practiseWith(p -> idle());
        Machine m = new Machine(screen);
        press(m, Key.END);
        assertTrue(screen.atEnding());
        assertEquals(null, screen.lesson());
        render(m, "review-stuck-end");
        // The move that made the ending likely is a blunder, with the stuck ending as its first reason.
        GameReview.Stuck stuck = job.review().stuck();
        while (screen.current() != stuck.move()) {
            press(m, Key.LEFT);
        }
        assertEquals(Mark.BLUNDER, job.review().review(stuck.move()).mark());
        assertEquals(ishido.ai.Reason.Kind.STUCK, screen.lesson().why().get(0).kind());
        render(m, "review-stuck-move");
        press(m, Key.TAB);
        render(m, "review-summary-master");
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
