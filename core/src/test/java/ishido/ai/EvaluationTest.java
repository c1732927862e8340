package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.SplitMix64;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The learned evaluation's weights file, its training, and what it does to the search (nothing, when off). */
class EvaluationTest {
    @Test
    void theShippedWeightsLoadAndSurviveAFormatRoundTrip() {
        Evaluation shipped = Evaluation.shipped();
        Evaluation again = Evaluation.parse(shipped.format("a comment"));
        for (int i = 0; i < Features.COUNT; i++) {
            assertEquals(shipped.weight(i), again.weight(i), "feature " + Features.name(i));
        }
        assertEquals(Evaluation.DEFAULT_KEEP, again.keep);
    }

    @Test
    void aDamagedWeightsFileGetsOneLineNamingWhatIsWrong() {
        String good = Evaluation.shipped().format();
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

    @Test
    void aRolloutWithAHorizonStopsThereAndIsValuedThere() {
        Position p = Position.of(new ishido.rules.Game(Deal.random(3), ishido.rules.Scoring.MODERN));
        Engine root = Engine.of(p);
        int kind = p.touchstone().id();
        int square = new Playout(new Policy()).choose(root, kind);
        Playout full = new Playout(new Policy());
        int reached = 0;
        for (int horizon : Evaluation.HORIZONS) {
            Playout cut = new Playout(new Policy(), Objective.MODERN, Evaluation.shipped().withHorizon(horizon));
            for (long seed = 1; seed <= 20; seed++) {
                full.shuffle(root, kind, seed);
                cut.shuffle(root, kind, seed);
                long whole = full.run(root, square, kind, seed);
                long early = cut.run(root, square, kind, seed);
                if (full.lastStonesLeft() <= horizon) {
                    // It got as far as the horizon, so the cut one stopped exactly there, valued apart.
                    assertEquals(horizon, cut.lastStonesLeft(), "seed " + seed);
                    assertNotEquals(whole, early, "seed " + seed);
                    reached++;
                } else {
                    // Stuck before the horizon: the same game, valued as it ended.
                    assertEquals(whole, early, "seed " + seed);
                }
            }
        }
        assertTrue(reached > 5, "rollouts that reached the horizon: " + reached);
        assertThrows(IllegalArgumentException.class, () -> Evaluation.shipped().withHorizon(7));
    }

    @Test
    void theSearchKeepsOnlyTheSquaresTheEvaluationRatesBest() {
        // An opening: the touchstone has many legal squares; the evaluation keeps its best three.
        Position p = Position.of(new ishido.rules.Game(Deal.random(3), ishido.rules.Scoring.MODERN));
        Engine root = Engine.of(p);
        int kind = p.touchstone().id();
        List<Tally> alive = SearcherTest.everyLegalSquare(root, kind);
        assertTrue(alive.size() > 3, "squares: " + alive.size());
        Evaluation three = Evaluation.shipped().keeping(3);
        List<Tally> kept = new ArrayList<>(alive);
        Searcher.keepMostPromising(root, kind, kept, three);
        assertEquals(3, kept.size());
        // Each kept square is rated at least as well as every dropped one.
        Features f = new Features();
        Engine trial = new Engine();
        double worstKept = Double.MAX_VALUE;
        double bestDropped = -Double.MAX_VALUE;
        for (Tally t : alive) {
            trial.copyFrom(root);
            trial.place(t.square, kind);
            double v = trial.fourWays - root.fourWays + three.value(f, trial);
            if (kept.contains(t)) {
                worstKept = Math.min(worstKept, v);
            } else {
                bestDropped = Math.max(bestDropped, v);
            }
        }
        assertTrue(worstKept >= bestDropped, worstKept + " < " + bestDropped);
        // The searcher with it chooses among those three.
        SearchResult r = new Searcher(new SplitMix64(5), System::nanoTime, three).search(p, Limits.iterations(300),
                SearchListener.NONE);
        assertTrue(kept.stream().anyMatch(t -> t.square == r.square().index()), r.square().toString());
        assertThrows(IllegalArgumentException.class, () -> three.keeping(1));
    }

    @Test
    void withTheEvaluationOffTheMasterPlaysAsBefore() {
        // The lines of these three games before the evaluation existed (commit 7e7aa09): off (and the
        // slow-strand guard off) means unchanged.
        List<String> before = List.of("game=1 score=2164 fourways=5 left=0", "game=2 score=2331 fourways=5 left=0",
                "game=3 score=3156 fourways=6 left=0");
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            SelfPlay play = new SelfPlay(Deal.random(7 + i), 7, i, Skill.MASTER, Limits.iterations(150), null, MasterStyle.PLAIN);
            try {
                while (play.step(System::nanoTime)) {
                    // one move a step
                }
            } catch (ishido.rules.IllegalMoveException e) {
                throw new AssertionError(e);
            }
            lines.add(play.line());
        }
        assertEquals(before, lines);
    }
}
