package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.work.Slice;
import ishido.work.Work;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search stepped a slice at a time (a browser's frames) chooses exactly as the search run at once on
 * threads (the desktop) with an iteration budget, and with a time budget stops when its clock says so.
 */
class SlicedSearchTest {
    private static final Limits BUDGET = Limits.iterations(300);

    /** Positions along games the Adept plays, from the opening to the last stones. */
    static List<Position> positions(int games) throws IllegalMoveException {
        List<Position> positions = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Game game = new Game(Deal.random(500 + g), g % 2 == 0 ? Scoring.MODERN : Scoring.ANCIENT);
            ComputerPlayer adept = new ComputerPlayer(Skill.ADEPT, new SplitMix64(g));
            int move = 0;
            while (!game.isOver()) {
                Position p = Position.of(game);
                if (move++ % 5 == g % 5) {
                    positions.add(p);
                }
                SearchResult r = adept.choose(p, BUDGET, SearchListener.NONE);
                if (r == null) {
                    break;
                }
                game.place(r.square());
            }
        }
        return positions;
    }

    /** Steps the work with the slice until it is finished, counting the steps. */
    private static <T> T sliced(Work<T> work, Slice slice, int[] steps) {
        while (!work.step(slice)) {
            steps[0]++;
        }
        steps[0]++;
        return work.result();
    }

    @Test
    void slicedAndThreadedSearchesChooseAlikeWithAnIterationBudget() throws IllegalMoveException {
        List<Position> positions = positions(6);
        assertTrue(positions.size() > 60, "positions: " + positions.size());
        int[] steps = {0};
        int searched = 0;
        for (int i = 0; i < positions.size(); i++) {
            Position p = positions.get(i);
            long seed = 77 + i;
            SearchResult whole = new Searcher(new SplitMix64(seed)).search(p, BUDGET, SearchListener.NONE);
            SearchResult twoThreads = new Searcher(new SplitMix64(seed)).search(p, BUDGET.withThreads(2),
                    SearchListener.NONE);
            // Slices of one rollout up to more than a round may hold, so rounds end inside steps and between them.
            Slice slice = Slice.units(1 + (i * 37) % 150);
            SearchResult inSlices = sliced(new Searcher(new SplitMix64(seed)).start(p, BUDGET, SearchListener.NONE),
                    slice, steps);
            if (whole == null) {
                assertEquals(null, inSlices);
                continue;
            }
            searched++;
            for (SearchResult other : List.of(twoThreads, inSlices)) {
                assertEquals(whole.square(), other.square(), "position " + i);
                assertEquals(whole.expectedScore(), other.expectedScore(), "position " + i);
                assertEquals(whole.iterations(), other.iterations(), "position " + i);
            }
        }
        assertTrue(searched > 60);
        assertTrue(steps[0] > 3 * searched, "the slices cut the searches up: " + steps[0] + " steps");
    }

    @Test
    void aSearchBegunInSlicesAndFinishedWholeChoosesAlike() throws IllegalMoveException {
        // A sliced job that is awaited is stepped whole: the round under way is ended, the rest run at once.
        List<Position> positions = positions(1);
        for (int i = 0; i < positions.size(); i++) {
            Position p = positions.get(i);
            SearchResult whole = new Searcher(new SplitMix64(i)).search(p, BUDGET, SearchListener.NONE);
            Work<SearchResult> mixed = new Searcher(new SplitMix64(i)).start(p, BUDGET, SearchListener.NONE);
            for (int k = 0; k < i % 7; k++) {
                mixed.step(Slice.units(13));
            }
            SearchResult r = mixed.finish();
            assertEquals(whole == null ? null : whole.square(), r == null ? null : r.square(), "position " + i);
            if (whole != null) {
                assertEquals(whole.expectedScore(), r.expectedScore(), "position " + i);
                assertEquals(whole.iterations(), r.iterations(), "position " + i);
            }
        }
    }

    @Test
    void aSearcherGoesOnDrawingAsItWouldHaveAfterASlicedSearch() throws IllegalMoveException {
        // One searcher asked move after move: slicing one search must not change the next one's draws.
        List<Position> positions = positions(1);
        Searcher atOnce = new Searcher(new SplitMix64(5));
        Searcher inSlices = new Searcher(new SplitMix64(5));
        for (Position p : positions) {
            SearchResult a = atOnce.search(p, BUDGET, SearchListener.NONE);
            SearchResult b = sliced(inSlices.start(p, BUDGET, SearchListener.NONE), Slice.units(7), new int[1]);
            assertEquals(a == null ? null : a.square(), b == null ? null : b.square());
        }
    }

    @Test
    void weighingAMoveInSlicesGivesTheSameVerdict() throws IllegalMoveException {
        List<Position> positions = positions(2);
        for (int i = 0; i < positions.size(); i += 3) {
            Position p = positions.get(i);
            Square played = new Searcher(new SplitMix64(i)).search(p, Limits.iterations(40), SearchListener.NONE)
                    .square();
            for (Objective objective : Objective.values()) {
                Verdict whole = new Searcher(new SplitMix64(i)).weigh(p, played, BUDGET, SearchListener.NONE,
                        objective);
                Verdict inSlices = sliced(new Searcher(new SplitMix64(i)).startWeighing(p, played, BUDGET,
                        SearchListener.NONE, objective), Slice.units(1 + i % 50), new int[1]);
                String at = "position " + i + ", " + objective;
                assertEquals(whole.best(), inSlices.best(), at);
                assertEquals(whole.bestValue(), inSlices.bestValue(), at);
                assertEquals(whole.playedValue(), inSlices.playedValue(), at);
                assertEquals(whole.noise(), inSlices.noise(), at);
                assertEquals(whole.playedEmptied(), inSlices.playedEmptied(), at);
                assertEquals(whole.samples(), inSlices.samples(), at);
                assertEquals(whole.iterations(), inSlices.iterations(), at);
            }
        }
    }

    @Test
    void theMastersGameInSlicesIsTheMastersGame() {
        Deal deal = Deal.random(41);
        MasterGame.Result atOnce = MasterGame.play(deal, Scoring.MODERN, 60, 41);
        MasterGame.Result inSlices = sliced(MasterGame.start(deal, Scoring.MODERN, 60, 41), Slice.units(25),
                new int[1]);
        assertNotNull(atOnce);
        assertEquals(atOnce, inSlices);
    }

    @Test
    void aTimedSlicedSearchStopsWhenItsClockSaysItsTimeIsUp() throws IllegalMoveException {
        // A clock the test moves on by a tick of the 60 Hz machine between steps, still within a step.
        long[] now = {1_000_000_000L};
        long tick = 16_666_667L;
        Position p = positions(1).get(2);
        Limits limits = Limits.millis(500);
        Work<SearchResult> search = new Searcher(new SplitMix64(3), () -> now[0]).start(p, limits,
                SearchListener.NONE);
        long start = now[0];
        int ticks = 0;
        while (!search.step(Slice.units(20))) {
            now[0] += tick;
            ticks++;
            assertTrue(ticks < 1000, "the search never ended");
        }
        long spent = now[0] - start;
        // It aims to end 2 ms early, as the threaded search does, and then ends within the tick that sees it.
        assertTrue(spent >= 498_000_000L, "ended early: " + spent + " ns");
        assertTrue(spent < 498_000_000L + 8 * tick, "ended late: " + spent + " ns");
        SearchResult r = search.result();
        assertNotNull(r.square());
        assertTrue(r.iterations() > 0);
        assertEquals(spent / 1_000_000L, r.millis());
        assertTrue(search.step(Slice.units(20)), "finished stays finished");
    }
}
