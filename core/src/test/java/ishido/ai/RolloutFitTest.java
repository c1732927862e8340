package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.assets.Assets;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import org.junit.jupiter.api.Test;

/** The learned part of the rollouts: its tables, its weights file, and the search that uses it (its fit: the lab's ChoiceFitTest). */
class RolloutFitTest {


    @Test
    void aTablesWeightsAreInThePolicysUnitsAtTheGamesPhase() {
        double[] w = new double[RolloutFit.COUNT];
        w[0] = 2;
        w[1] = 4;
        w[1 + RolloutFit.T] = 8;
        RolloutFit fit = new RolloutFit(w);
        Engine e = Engine.of(Position.of(new Game(Deal.random(1), Scoring.MODERN)));
        // A count is fitted over 10 and the policy's value over 100: (4 + 8 * phase) / 10 per 2 / 100.
        assertEquals(Math.round((4 + 8 * RolloutFit.phase(e)) * 10 / 2.0), fit.tables[fit.tableAt(e)]);
        assertEquals(0, fit.tables[fit.tableAt(e) + 1]);
        // Every phase a game passes through, to its last stone, rounded as Math.round rounds.
        for (e.stonesLeft = 72; e.stonesLeft >= 1; e.stonesLeft--) {
            assertEquals(Math.round((4 + 8 * RolloutFit.phase(e)) * 10 / 2.0), fit.tables[fit.tableAt(e)], e.stonesLeft + " left");
        }
    }



    @Test
    void theShippedWeightsLoadAndSurviveAFormatRoundTrip() {
        RolloutFit shipped = RolloutFit.shipped();
        RolloutFit again = RolloutFit.parse(shipped.format("a comment"));
        for (int i = 0; i < RolloutFit.COUNT; i++) {
            assertEquals(shipped.weight(i), again.weight(i), RolloutFit.name(i));
        }
        assertEquals(shipped, again);
        assertEquals(MasterStyle.shipped(), new MasterStyle(true, RolloutFit.shipped(),
                RolloutValue.read(Assets.bytes(RolloutValue.RESOURCE)), MasterStyle.SHIPPED_VALUE_STONES),
                "the Master as shipped plays with the shipped weights (and a style with them read twice is one style)");
        assertEquals(MasterStyle.FITTED, MasterStyle.shipped().withValue(null));
        assertEquals(MasterStyle.shipped().guard(), MasterStyle.GUARDED.guard());
        assertNotEquals(MasterStyle.shipped(), MasterStyle.GUARDED);
        String good = shipped.format();
        String[][] cases = {
            {"", "line 1: not the rollouts' weights"},
            {good.replaceFirst("\npolicy [^\n]*", "\npolicy x"), "line 2: 'x' is not a number"},
            {good.replaceFirst("\npolicy [^\n]*", ""), "the weight of policy is missing"},
            {good.replaceFirst("\npolicy [^\n]*", "\npolicy 0"), "the policy's weight must be above 0, not 0.0"},
            {good + "beyond 1\n", "beyond is given twice"},
        };
        for (String[] c : cases) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RolloutFit.parse(c[0]), c[1]);
            assertTrue(e.getMessage().contains(c[1]), e.getMessage());
        }
    }

    @Test
    void theFittedRolloutsPlayTheSameMovesOnAnyNumberOfThreadsAndOtherMovesThanThePolicy() throws IllegalMoveException {
        MasterStyle fitted = MasterStyle.shipped();
        Limits budget = Limits.iterations(300);
        int differ = 0;
        Game g = new Game(Deal.random(5), Scoring.MODERN);
        for (int move = 0; move < 12 && !g.isOver(); move++) {
            Position p = Position.of(g);
            SearchResult one = new Searcher(new SplitMix64(move), System::nanoTime, fitted).search(p, budget,
                    SearchListener.NONE);
            SearchResult two = new Searcher(new SplitMix64(move), System::nanoTime, fitted).search(p,
                    budget.withThreads(2), SearchListener.NONE);
            SearchResult plain = new Searcher(new SplitMix64(move), System::nanoTime, MasterStyle.GUARDED).search(p,
                    budget, SearchListener.NONE);
            assertEquals(one.square(), two.square());
            assertEquals(one.expectedScore(), two.expectedScore());
            differ += one.expectedScore() != plain.expectedScore() ? 1 : 0;
            g.place(one.square());
        }
        assertNotEquals(0, differ, "the learned part changes the rollouts");
    }
}
