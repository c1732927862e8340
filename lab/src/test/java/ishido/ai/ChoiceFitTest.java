package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import org.junit.jupiter.api.Test;

/** The fit of the rollouts' learned part to a player's choices ({@link ChoiceFit}), and the counts it fits on. */
class ChoiceFitTest {
    /** Where each term sits in {@link Features#values}: the holes, then the Beyond and the 4-Ways. */
    private static final int[] FEATURE = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 18};

    @Test
    void whatAMoveChangesIsTheDifferenceOfTheWholeBoardsFeatures() throws IllegalMoveException {
        Features features = new Features();
        Policy policy = new Policy();
        int[] counts = new int[RolloutFit.T];
        // Weights that tell every term apart, for checking the rollouts' sum against the counts.
        int[] table = {1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 2047, 4095};
        int checked = 0;
        int nonZero = 0;
        for (int deal = 1; deal <= 4; deal++) {
            Game g = new Game(Deal.random(deal), Scoring.MODERN);
            SplitMix64 random = new SplitMix64(deal);
            while (!g.isOver()) {
                Engine e = Engine.of(Position.of(g));
                int kind = g.touchstone().id();
                // The board before the move, read with the kinds still to come once the stone is placed.
                Engine before = new Engine();
                before.copyFrom(e);
                before.leftKinds0 = Policy.leftAfter(e, kind, 0);
                before.leftKinds1 = Policy.leftAfter(e, kind, 1);
                double[] was = features.read(before).clone();
                for (Square s : g.legalSquares()) {
                    policy.evaluate(e, s.index(), kind);
                    RolloutFit.changes(e, s.index(), kind, counts);
                    int sum = 0;
                    for (int t = 0; t < RolloutFit.T; t++) {
                        sum += table[t] * counts[t];
                    }
                    assertEquals(sum, RolloutFit.score(e, s.index(), kind, table, 0), "the rollouts' sum on " + s);
                    Engine after = new Engine();
                    after.copyFrom(e);
                    after.place(s.index(), kind);
                    double[] is = features.read(after);
                    for (int t = 0; t < RolloutFit.T; t++) {
                        assertEquals(is[FEATURE[t]] - was[FEATURE[t]], counts[t], RolloutFit.TERMS[t] + " of " + s);
                        nonZero += counts[t] != 0 ? 1 : 0;
                    }
                    checked++;
                }
                java.util.List<Square> legal = g.legalSquares();
                g.place(legal.get(random.nextInt(legal.size())));
            }
        }
        assertTrue(checked > 1000 && nonZero > checked, checked + " moves, " + nonZero + " changes");
    }

    @Test
    void theFitFindsThePreferenceOfAPlayerThatChoseByIt() throws IllegalMoveException {
        double[] w = new double[RolloutFit.COUNT];
        w[0] = 1;
        // Keep out of the Beyond, and make no dead 3-neighbour hole, far more than the policy would.
        w[1 + 10] = 30;
        w[1 + 4] = -30;
        RolloutFit known = new RolloutFit(w);
        Playout chooser = new Playout(new Policy().withFit(known));
        ChoiceFit.Choices choices = new ChoiceFit.Choices();
        for (int deal = 1; deal <= 6; deal++) {
            Game g = new Game(Deal.random(deal), Scoring.MODERN);
            while (!g.isOver()) {
                Position p = Position.of(g);
                Square s = Square.byIndex(chooser.choose(Engine.of(p), g.touchstone().id()));
                choices.add(p, s);
                g.place(s);
            }
        }
        RolloutFit fit = ChoiceFit.fit(choices);
        RolloutFit alone = ChoiceFit.fitPolicyAlone(choices);
        ChoiceFit.Agreement a = ChoiceFit.agreement(alone, choices);
        ChoiceFit.Agreement f = ChoiceFit.agreement(fit, choices);
        // The player's ties were drawn at random, so even its own weights foretell some choices only by chance.
        assertTrue(f.top() > a.top() + 0.03, "fitted " + f + ", policy alone " + a);
        assertTrue(f.logLikelihood() > a.logLikelihood() + 0.3, "fitted " + f + ", policy alone " + a);
        // The two preferences stand out: the Beyond's weight the largest of the terms', dead 3-holes' the least.
        for (int t = 0; t < RolloutFit.T; t++) {
            assertTrue(t == 10 || fit.weight(1 + 10) > fit.weight(1 + t), "the Beyond kept out of: " + fit.format());
            assertTrue(t == 4 || fit.weight(1 + 4) < fit.weight(1 + t), "dead 3-holes shunned: " + fit.format());
        }
        assertEquals(0, alone.weight(1 + 10));
    }

    @Test
    void aChoiceOfASquareThatIsNotLegalIsRefused() {
        Game g = new Game(Deal.random(2), Scoring.MODERN);
        Square taken = null;
        for (int i = 0; i < Square.COUNT && taken == null; i++) {
            if (g.stoneAt(Square.byIndex(i)) != null) {
                taken = Square.byIndex(i);
            }
        }
        Square s = taken;
        ChoiceFit.Choices choices = new ChoiceFit.Choices();
        assertThrows(IllegalArgumentException.class, () -> choices.add(Position.of(g), s));
        assertThrows(IllegalArgumentException.class, () -> ChoiceFit.fit(choices), "no choice to fit");
        assertThrows(IllegalArgumentException.class, () -> ChoiceFit.agreement(RolloutFit.shipped(), choices));
    }
}
