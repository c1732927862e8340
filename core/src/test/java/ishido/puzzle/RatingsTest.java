package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A try is one Glicko-2 game between the player and the puzzle; the hint costs the gain, not the loss. */
class RatingsTest {
    private static final Ratings EVEN = new Ratings(Glicko.NEW, new Glicko(1500, 80, 0.06));

    @Test
    void theAnswerAtTheFirstTryWinsAndTheOthersLose() {
        Ratings won = EVEN.after(Outcome.SOLVED, false);
        assertTrue(won.player().rating() > 1500 && won.puzzle().rating() < 1500);
        assertEquals(Glicko.NEW.after(EVEN.puzzle(), 1), won.player());
        assertEquals(EVEN.puzzle().after(Glicko.NEW, 0), won.puzzle());
        for (Outcome lost : new Outcome[] {Outcome.SECOND, Outcome.FAILED}) {
            Ratings r = EVEN.after(lost, false);
            assertTrue(r.player().rating() < 1500 && r.puzzle().rating() > 1500, lost.toString());
        }
    }

    @Test
    void theHintCostsTheGainButAWrongSquareStillCounts() {
        assertEquals(EVEN, EVEN.after(Outcome.SOLVED, true));
        assertTrue(EVEN.after(Outcome.FAILED, true).player().rating() < 1500);
    }

    @Test
    void aNewRatingIsProvisional() {
        assertEquals("1500?", Ratings.shown(Glicko.NEW));
        assertEquals("1612", Ratings.shown(new Glicko(1611.6, 90, 0.06)));
    }
}
