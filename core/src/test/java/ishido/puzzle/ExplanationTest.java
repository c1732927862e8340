package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.Reason;
import ishido.ai.SquareWeighing;
import ishido.rules.Square;
import ishido.work.Slice;
import ishido.work.Work;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Master's words on a puzzle: why its answer beats a square, read off a light weighing in steps. */
class ExplanationTest {
    @Test
    void theAnswerOfTheFirstShippedPuzzleMakesTheFourWayItsThemeSays() {
        Puzzle p = ShippedPuzzles.set().get(0);
        List<Reason> why = Explanation.of(p).why(p.answer());
        assertFalse(why.isEmpty());
        assertTrue(why.stream().anyMatch(r -> Theme.of(r.kind()) == Theme.FOUR_WAY), why.toString());
    }

    @Test
    void aReasonSaysTheAnswerInOtherWordsWhenAskedTo() {
        Puzzle p = ShippedPuzzles.set().get(0);
        Square wrong = AttemptTest.wrong(p);
        List<Reason> why = Explanation.of(p).why(wrong);
        assertTrue(why.stream().anyMatch(r -> r.names(p.answer())), why.toString());
        for (Reason r : why) {
            String hidden = r.sentence(Reason.StoneWords.CODES, p.answer(), "the best square");
            assertFalse(hidden.contains(p.answer().toString()), hidden);
        }
    }

    @Test
    void aWeighingInSmallStepsComesToTheWholeWeighingsFigures() {
        Puzzle p = ShippedPuzzles.set().get(1);
        Work<SquareWeighing.Result> steps = SquareWeighing.weighing(p.position(), p.scoring(), p.answer(), 16, 9);
        int n = 0;
        while (!steps.step(Slice.units(1))) {
            n++;
        }
        assertEquals(15, n, "a sample a step");
        SquareWeighing.Result whole = SquareWeighing.weigh(p.position(), p.scoring(), p.answer(), 16, 9);
        assertEquals(whole.squares().size(), steps.result().squares().size());
        for (int i = 0; i < whole.squares().size(); i++) {
            assertEquals(whole.squares().get(i).mean(), steps.result().squares().get(i).mean());
            assertEquals(whole.squares().get(i).noise(), steps.result().squares().get(i).noise());
        }
    }
}
