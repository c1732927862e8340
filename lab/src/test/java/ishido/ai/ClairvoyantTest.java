package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import org.junit.jupiter.api.Test;

class ClairvoyantTest {
    @Test
    void aWiderBeamOverTheTrueOrderMakesMoreFourWays() throws IllegalMoveException {
        int narrow = 0;
        int wide = 0;
        for (long seed = 1; seed <= 4; seed++) {
            Deal deal = Deal.random(seed);
            Game one = new Clairvoyant(1).play(deal);
            Game many = new Clairvoyant(40).play(deal);
            assertTrue(one.isOver() && many.isOver());
            assertEquals(many.finalScore(), GameRecord.parse(GameRecord.of(many, java.util.Map.of()).format()).replay()
                    .finalScore(), "the record replays");
            narrow += one.fourWays();
            wide += many.fourWays();
        }
        assertTrue(wide > narrow, "width 40: " + wide + " 4-Ways, width 1: " + narrow);
    }

    @Test
    void aBeamNeedsAWidth() {
        assertThrows(IllegalArgumentException.class, () -> new Clairvoyant(0));
    }
}
