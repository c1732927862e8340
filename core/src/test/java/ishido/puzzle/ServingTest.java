package ishido.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which puzzle comes next: near the rating, of the theme, untried first; the day's; a run rising. */
class ServingTest {
    private static final List<Puzzle> SET = ShippedPuzzles.set();

    @Test
    void aRatedPuzzleIsAmongTheNearestUntriedOfItsTheme() {
        Set<Integer> tried = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            Puzzle p = Serving.next(SET, 1200, Puzzle::rating, Theme.HOLE, tried, seed);
            assertTrue(p.themes().contains(Theme.HOLE));
            assertTrue(tried.add(p.number()), "puzzle " + p.number() + " served twice");
            long nearer = SET.stream().filter(q -> q.themes().contains(Theme.HOLE) && !tried.contains(q.number()))
                    .filter(q -> Math.abs(q.rating().rating() - 1200) < Math.abs(p.rating().rating() - 1200)).count();
            assertTrue(nearer < Serving.NEAREST, nearer + " untried puzzles were nearer");
        }
    }

    @Test
    void onceEveryPuzzleOfTheThemeWasTriedTheyComeAgain() {
        Set<Integer> all = new HashSet<>();
        SET.forEach(p -> all.add(p.number()));
        Puzzle p = Serving.next(SET, 1500, Puzzle::rating, null, all, 3);
        assertTrue(all.contains(p.number()));
    }

    @Test
    void thePuzzleOfTheDayIsTheSameForEveryoneOnADateAndChangesWithIt() {
        LocalDate day = LocalDate.of(2026, 12, 2);
        assertEquals(Serving.ofDay(SET, day), Serving.ofDay(List.copyOf(SET), day));
        assertNotEquals(Serving.ofDay(SET, day).number(), Serving.ofDay(SET, day.plusDays(1)).number());
        // Pinned: a change of the rule would give everyone another puzzle on the day.
        assertEquals(246, Serving.ofDay(SET, day).number());
    }

    @Test
    void aRunRisesFromTheLowestRatedBandToTheHighest() {
        List<Puzzle> run = Serving.run(SET, 5);
        assertEquals(Serving.RUN_BANDS, run.size());
        for (int i = 1; i < run.size(); i++) {
            assertTrue(run.get(i).rating().rating() >= run.get(i - 1).rating().rating(), "puzzle " + i + " falls");
        }
        assertNotEquals(run, Serving.run(SET, 6));
        assertEquals(run, Serving.run(SET, 5));
    }
}
