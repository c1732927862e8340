package ishido.codewheel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The steps of reading the wheel, in the manual's order, from any setting. */
class StepTest {
    private static final Codewheel WHEEL = Codewheel.STANDARD;

    @Test
    void theMiddleRingThenTheInnerDiscThenTheReading() {
        Challenge c = new Challenge(2, 4, 1, 2);
        for (int outer = 0; outer < Codewheel.SECTORS; outer++) {
            Setting solved = WHEEL.solve(c, new Setting(outer, 0, 0));
            assertEquals(Step.READ, Step.of(WHEEL, c, solved));
            assertEquals(Step.TURN_INNER, Step.of(WHEEL, c, solved.turn(Disc.INNER, 1)));
            assertEquals(Step.TURN_MIDDLE, Step.of(WHEEL, c, solved.turn(Disc.MIDDLE, 5)));
            assertEquals(Step.TURN_MIDDLE, Step.of(WHEEL, c, solved.turn(Disc.MIDDLE, 1).turn(Disc.INNER, 1)));
            // The outer disc is never the step's: turning it with the others keeps the step.
            assertEquals(Step.READ, Step.of(WHEEL, c, solved.turn(Disc.OUTER, 1).turn(Disc.MIDDLE, 1).turn(Disc.INNER, 1)));
        }
    }
}
