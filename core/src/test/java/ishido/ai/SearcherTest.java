package ishido.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Board;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class SearcherTest {
    private static final Limits BUDGET = Limits.iterations(400);

    /** A board with the given stones, each written "square stone", e.g. "c2 A1". */
    static Board board(String... stones) {
        Board board = new Board();
        for (String s : stones) {
            String[] parts = s.split(" ");
            board.put(Square.parse(parts[0]), Stone.parse(parts[1]));
        }
        return board;
    }

    /** A tally for every legal square of the kind, in board order, as the root's candidates before any filter. */
    static List<Tally> everyLegalSquare(Engine root, int kind) {
        List<Tally> alive = new ArrayList<>();
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (root.isLegal(s, kind)) {
                alive.add(new Tally(s, 0));
            }
        }
        return alive;
    }

    /** The same deal with the pouch after the first {@code keep} draws shuffled. */
    private static Deal reorderedAfter(Deal deal, int keep, long seed) {
        List<Stone> stones = new ArrayList<>(deal.stones());
        List<Stone> unseen = new ArrayList<>(stones.subList(keep, Deal.SIZE));
        Collections.shuffle(unseen, new Random(seed));
        for (int i = keep; i < Deal.SIZE; i++) {
            stones.set(i, unseen.get(i - keep));
        }
        return Deal.of(stones);
    }

    @Test
    void movesDoNotDependOnTheUnseenPouchOrder() throws IllegalMoveException {
        Deal deal = Deal.random(77);
        Game a = new Game(deal, Scoring.MODERN);
        Searcher first = new Searcher(new SplitMix64(5));
        // Twelve moves, each searched with a fixed seed; the second game has the unseen pouch reordered.
        for (int move = 0; move < 12 && !a.isOver(); move++) {
            int seen = Deal.TABLEAU + a.placed() + 1;
            Deal other = reorderedAfter(deal, seen, move);
            assertNotEquals(deal, other, "the reordering must change something unseen");
            Game b = new Game(other, Scoring.MODERN);
            for (var m : a.moves()) {
                b.place(m.square());
            }
            SearchResult ra = new Searcher(new SplitMix64(1000 + move)).search(Position.of(a), BUDGET,
                    SearchListener.NONE);
            SearchResult rb = new Searcher(new SplitMix64(1000 + move)).search(Position.of(b), BUDGET,
                    SearchListener.NONE);
            assertEquals(ra.square(), rb.square());
            assertEquals(ra.expectedScore(), rb.expectedScore());
            assertEquals(ra.iterations(), rb.iterations());
            a.place(first.search(Position.of(a), BUDGET, SearchListener.NONE).square());
        }
    }

    @Test
    void anInterruptedSearchStillWaitsForItsWorkersBeforeCounting() {
        Position p = Position.of(new Game(Deal.random(3), Scoring.MODERN));
        Limits many = Limits.iterations(4000).withThreads(8);
        SearchResult calm = new Searcher(new SplitMix64(9)).search(p, many, SearchListener.NONE);
        Thread.currentThread().interrupt();
        SearchResult interrupted;
        try {
            interrupted = new Searcher(new SplitMix64(9)).search(p, many, SearchListener.NONE);
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is kept for the caller");
        } finally {
            Thread.interrupted();
        }
        // Tallies read before the workers end would be short of samples and differ from the calm run.
        assertEquals(calm.expectedScore(), interrupted.expectedScore());
        assertEquals(calm.iterations(), interrupted.iterations());
        assertEquals(calm.square(), interrupted.square());
    }

    @Test
    void aWholeSearchStartsItsHelperThreadsOnceForAllItsRounds() throws IllegalMoveException {
        Position p = reached(60, 9);
        AtomicInteger made = new AtomicInteger();
        Searcher counted = new Searcher(new SplitMix64(9), new Policy(), System::nanoTime, (r, name) -> {
            made.incrementAndGet();
            return new Thread(r, name);
        });
        assertTrue(squares(p) > 8, "several halving rounds");
        SearchResult r = counted.search(p, Limits.iterations(4000).withThreads(3), SearchListener.NONE);
        assertEquals(2, made.get(), "two helpers for the three threads, whatever the rounds");
        SearchResult alone = new Searcher(new SplitMix64(9)).search(p, Limits.iterations(4000), SearchListener.NONE);
        assertEquals(alone.square(), r.square());
        assertEquals(alone.expectedScore(), r.expectedScore());
    }

    /** The legal squares for the position's stone. */
    private static int squares(Position p) {
        Engine e = Engine.of(p);
        int n = 0;
        for (int s = 0; s < Engine.SQUARES; s++) {
            n += e.isLegal(s, p.touchstone().id()) ? 1 : 0;
        }
        return n;
    }

    /** The first position of a searcher's game with at most so many stones in the pouch and a choice of squares. */
    private static Position reached(int pouch, int choice) throws IllegalMoveException {
        Game game = new Game(Deal.random(3), Scoring.MODERN);
        Searcher player = new Searcher(new SplitMix64(4));
        while (Deal.SIZE - Deal.TABLEAU - game.placed() > pouch || squares(Position.of(game)) < choice) {
            game.place(player.search(Position.of(game), Limits.iterations(100), SearchListener.NONE).square());
        }
        return Position.of(game);
    }

    @Test
    void aFailingWorkerEndsTheWholeSearchAtOnceAndTheCallerHearsOfIt() throws IllegalMoveException {
        // Near the game's end, where samples are quick.
        Position p = reached(10, 4);
        Thread caller = Thread.currentThread();
        IllegalStateException broken = new IllegalStateException("the clock broke");
        // The helpers' clock stands still, so only the failure can end the round; after a million looks
        // (a search left running for the whole budget) it gives up and lets the time run out.
        AtomicInteger callerLooks = new AtomicInteger();
        AtomicInteger helperLooks = new AtomicInteger();
        LongSupplier clock = () -> {
            if (Thread.currentThread() == caller) {
                if (callerLooks.incrementAndGet() == 10) {
                    throw broken;
                }
                return 0;
            }
            return helperLooks.incrementAndGet() < 1_000_000 ? 0 : Long.MAX_VALUE / 2;
        };
        Searcher searcher = new Searcher(new SplitMix64(1), new Policy(), clock);
        RuntimeException e = assertThrows(RuntimeException.class,
                () -> searcher.search(p, Limits.millis(1000).withThreads(2), SearchListener.NONE));
        assertSame(broken, e);
        assertTrue(helperLooks.get() < 1_000_000, "the helper ran on for the whole budget");
    }

    @Test
    void sameSeedSameMovesWithThreads() {
        Game game = new Game(Deal.random(3), Scoring.MODERN);
        Position p = Position.of(game);
        SearchResult one = new Searcher(new SplitMix64(9)).search(p, BUDGET.withThreads(2), SearchListener.NONE);
        SearchResult two = new Searcher(new SplitMix64(9)).search(p, BUDGET.withThreads(2), SearchListener.NONE);
        SearchResult single = new Searcher(new SplitMix64(9)).search(p, BUDGET, SearchListener.NONE);
        assertEquals(one.square(), two.square());
        assertEquals(one.expectedScore(), two.expectedScore());
        assertEquals(one.expectedScore(), single.expectedScore());
        assertTrue(one.iterations() <= 400 && one.iterations() > 300, "iterations " + one.iterations());
    }

    @Test
    void takesTheFourWay() {
        // A hole at c3 ringed by A1 above, A2 below, B3 left and C3 right: A3 completes a 4-Way there.
        Board board = board("c2 A1", "c4 A2", "b3 B3", "d3 C3", "h6 D4", "j6 E5");
        Position p = new Position(board, Stone.parse("A3"), 0, 0);
        SearchResult r = new Searcher(new SplitMix64(1)).search(p, Limits.iterations(200), SearchListener.NONE);
        assertEquals(Square.parse("c3"), r.square());
    }

    @Test
    void neverStrandsAKindWhenItNeedNot() {
        // B5 fits only b1 (B6 on its left by colour, A5 on its right by symbol; C1, D1 and D2 wall it in).
        // A6 fits b1 too, for 2 ways, or next to E6 for 1; taking b1 would leave both B5s nowhere to go.
        Board board = board("a1 B6", "c1 A5", "a2 C1", "d1 D1", "c2 D2", "h5 E6");
        Square trap = Square.parse("b1");
        Stone stranded = Stone.parse("B5");
        assertEquals(2, board.ways(trap, Stone.parse("A6")));
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            assertEquals(s.equals(trap), board.isLegal(s, stranded), "B5 on " + s);
        }
        Position p = new Position(board, Stone.parse("A6"), 0, 0);
        for (long seed = 1; seed <= 20; seed++) {
            SearchResult r = new Searcher(new SplitMix64(seed)).search(p, Limits.iterations(100),
                    SearchListener.NONE);
            assertNotEquals(trap, r.square(), "seed " + seed);
        }
    }

    @Test
    void reportsProgressAndStopsOnTime() {
        Position p = Position.of(new Game(Deal.random(11), Scoring.MODERN));
        List<SearchProgress> seen = new ArrayList<>();
        SearchResult r = new Searcher(new SplitMix64(2)).search(p, Limits.millis(60), seen::add);
        assertTrue(!seen.isEmpty());
        assertEquals(r.square(), seen.get(seen.size() - 1).best());
        assertTrue(r.millis() < 1000, "took " + r.millis() + " ms");
        assertTrue(r.iterations() > 0);
    }

    @Test
    void noLegalSquareGivesNull() {
        Position p = new Position(board("a1 A1"), Stone.parse("B2"), 0, 0);
        assertNull(new Searcher(new SplitMix64(1)).search(p, BUDGET, SearchListener.NONE));
    }

    @Test
    void thePlainMasterPlaysAsItDidBeforeTheExperiments() throws IllegalMoveException {
        // The lines of these three games before the learned evaluation's experiments came and went (commit 7e7aa09):
        // the Master before the guard, its search as it was.
        List<String> before = List.of("game=1 score=2164 fourways=5 left=0", "game=2 score=2331 fourways=5 left=0",
                "game=3 score=3156 fourways=6 left=0");
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            SelfPlay play = new SelfPlay(Deal.random(7 + i), 7, i, Skill.MASTER, Limits.iterations(150), MasterStyle.PLAIN);
            while (play.step(System::nanoTime)) {
                // one move a step
            }
            lines.add(play.line());
        }
        assertEquals(before, lines);
    }
}
