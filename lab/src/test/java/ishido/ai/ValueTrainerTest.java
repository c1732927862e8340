package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import org.junit.jupiter.api.Test;

/** The learning of the rollouts' value ({@link ValueTrainer}). */
class ValueTrainerTest {
    /** The learning moves the weights, the same way for the same games, and the value it learns plays better than none. */
    @Test
    void learningFromGamesIsRepeatableAndLearnsSomething() {
        ValueTrainer a = new ValueTrainer(11);
        ValueTrainer b = new ValueTrainer(11);
        for (int g = 1; g <= 3000; g++) {
            a.play(Deal.random(800 + g), 0.0005f);
            b.play(Deal.random(800 + g), 0.0005f);
        }
        assertArrayEquals(a.weights(), b.weights());
        int[] none = new int[RolloutValue.COUNT];
        double[] learned = ValueTrainer.strength(a.weights(), 100, 5000);
        double[] blind = ValueTrainer.strength(none, 100, 5000);
        assertTrue(learned[0] > blind[0] + 1.5, "learned " + learned[0] + " 4-Ways against " + blind[0]);
        assertTrue(learned[1] > blind[1], "learned " + learned[1] + " emptied against " + blind[1]);
    }
}
