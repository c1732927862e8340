package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Scoring;
import org.junit.jupiter.api.Test;

class MasterGameTest {
    @Test
    void theSameDealAndSeedGiveTheSameGame() {
        MasterGame.Result a = MasterGame.play(Deal.random(7), Scoring.MODERN, 20, 7);
        MasterGame.Result b = MasterGame.play(Deal.random(7), Scoring.MODERN, 20, 7);
        assertEquals(a, b);
        assertTrue(a.stonesLeft() >= 0 && a.stonesLeft() <= 66);
        assertTrue(a.score() > 0);
        MasterGame.Result ancient = MasterGame.play(Deal.random(7), Scoring.ANCIENT, 20, 7);
        assertEquals(0, ancient.score(), "Ancient scoring has no points");
    }
}
