package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A timed run: one try a puzzle, three mistakes or three minutes end it. */
class TimedRunTest {
    private static TimedRun run() {
        return new TimedRun(Serving.run(ShippedPuzzles.set(), 1));
    }

    @Test
    void aRightSquareCountsAndTheNextPuzzleComesAtOnce() {
        TimedRun r = run();
        Puzzle p = r.current().puzzle();
        assertEquals(Outcome.SOLVED, r.place(p.answer()));
        assertEquals(1, r.solved());
        assertEquals(2, r.number());
        assertFalse(r.current().puzzle().equals(p));
    }

    @Test
    void threeMistakesEndIt() {
        TimedRun r = run();
        for (int i = 0; i < TimedRun.MISTAKES; i++) {
            assertFalse(r.isOver());
            assertEquals(Outcome.FAILED, r.place(AttemptTest.wrong(r.current().puzzle())));
        }
        assertTrue(r.isOver());
        assertNull(r.place(r.current().puzzle().answer()), "no try once it is over");
        assertEquals(0, r.solved());
    }

    @Test
    void theClockEndsItAfterThreeMinutesOfTicks() {
        TimedRun r = run();
        assertEquals(180, r.secondsLeft());
        for (int t = 0; t < TimedRun.SECONDS * TimedRun.TICKS_PER_SECOND - 1; t++) {
            r.tick();
        }
        assertFalse(r.isOver());
        assertEquals(1, r.secondsLeft());
        r.tick();
        assertTrue(r.isOver());
        assertEquals(0, r.secondsLeft());
    }

    @Test
    void aSquareTheRulesRefuseIsNoTry() {
        TimedRun r = run();
        assertNull(r.place(AttemptTest.illegal(r.current().puzzle())));
        assertEquals(0, r.mistakes());
    }

    @Test
    void theLastPuzzleEndsIt() {
        Puzzle only = ShippedPuzzles.set().get(0);
        TimedRun r = new TimedRun(List.of(only));
        r.place(only.answer());
        assertTrue(r.isOver());
        assertEquals(1, r.solved());
    }
}
