package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The learned evaluation's weights file and its training. */
class EvaluationTest {
    @Test
    void writtenWeightsSurviveAFormatRoundTrip() {
        // The file keeps a weight to its printed digits: once written, read and written again, it is the same file.
        Evaluation written = Evaluation.parse(Trainer.train(5, 10).evaluation().format());
        Evaluation again = Evaluation.parse(written.format("a comment"));
        for (int i = 0; i < Features.COUNT; i++) {
            assertEquals(written.weight(i), again.weight(i), "feature " + Features.name(i));
        }
        assertEquals(written.format(), again.format());
    }

    @Test
    void aDamagedWeightsFileGetsOneLineNamingWhatIsWrong() {
        String good = Trainer.train(5, 10).evaluation().format();
        String[][] cases = {
            {"", "line 1: not an evaluation's weights"},
            {good.replace("ishido-evaluation 1", "ishido-evaluation 2"), "line 1: not an evaluation's weights"},
            {good.replaceFirst("\nbias [^\n]*", "\nbias x"), "line 2: 'x' is not a number"},
            {good.replaceFirst("\nbias [^\n]*", "\nbias NaN"), "line 2: 'NaN' is not a number"},
            {good.replaceFirst("\nbias [^\n]*", "\nbias 1 2"), "line 2: 'bias 1 2' is not a feature and its weight"},
            {good.replaceFirst("\nbias [^\n]*", "\nbogus 1"), "line 2: 'bogus 1' is not a feature and its weight"},
            {good.replaceFirst("\nbias [^\n]*", ""), "the weight of bias is missing"},
            {good + "stones 1\n", "stones is given twice"},
        };
        for (String[] c : cases) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Evaluation.parse(c[0]), c[1]);
            assertTrue(e.getMessage().contains(c[1]), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
    }

    @Test
    void trainingOnATinyRunIsTheSameEveryTimeAndDependsOnItsSeed() {
        Trainer.Fit a = Trainer.train(77, 30);
        Trainer.Fit b = Trainer.train(77, 30);
        assertEquals(a.evaluation().format(), b.evaluation().format());
        assertEquals(a.positions(), b.positions());
        assertNotEquals(a.evaluation().format(), Trainer.train(78, 30).evaluation().format());
        // The fit explains something: its error is below that of the mean alone.
        assertTrue(a.rmse() < a.rmseOfMean(), a.rmse() + " vs " + a.rmseOfMean());
        assertThrows(IllegalArgumentException.class, () -> Trainer.train(1, 0));
    }
}
