package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Glicko-2 update against the worked example of Glickman's paper ("Example of the Glicko-2 system"). */
class GlickoTest {
    @Test
    void thePapersExamplePlayerComesToItsPublishedRating() {
        Glicko player = new Glicko(1500, 200, 0.06);
        Glicko after = player.after(List.of(
                new Glicko.Game(new Glicko(1400, 30, 0.06), 1),
                new Glicko.Game(new Glicko(1550, 100, 0.06), 0),
                new Glicko.Game(new Glicko(1700, 300, 0.06), 0)), 0.5);
        // The paper: r' = 1464.06, RD' = 151.52, sigma' = 0.05999.
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001);
    }

    @Test
    void aWinRaisesALossLowersAndNoGameOnlyWidens() {
        Glicko p = Glicko.NEW;
        Glicko puzzle = new Glicko(1500, 80, 0.06);
        assertTrue(p.after(puzzle, 1).rating() > 1500);
        assertTrue(p.after(puzzle, 0).rating() < 1500);
        assertTrue(p.after(puzzle, 1).deviation() < 350);
        Glicko rested = new Glicko(1600, 60, 0.06).after(List.of(), Glicko.TAU);
        assertEquals(1600, rested.rating());
        assertTrue(rested.deviation() > 60);
        assertEquals(0.5, p.expected(new Glicko(1500, 80, 0.06)), 1e-9);
    }
}
