package ishido.screens.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.puzzle.Attempt;
import ishido.puzzle.Glicko;
import ishido.puzzle.Outcome;
import ishido.puzzle.Ratings;
import ishido.puzzle.Puzzle;
import ishido.puzzle.Serving;
import ishido.puzzle.ShippedPuzzles;
import ishido.puzzle.TimedRun;
import ishido.rules.Square;
import ishido.screens.Golden;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayResult;
import ishido.screens.play.PlayScreen;
import ishido.screens.review.ReviewBoard;
import ishido.store.PuzzleLog;
import ishido.testing.BlankScreen;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import ishido.work.Job;
import ishido.work.Scheduler;
import ishido.work.Slice;
import ishido.work.Work;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The puzzle screens against their goldens, and their flow by the mouse, the keys and the play commands. */
class PuzzleScreenTest {
    private final PuzzleLog log = PuzzleLog.unkept(PlayScreen.FIXED_CLOCK);

    private static Stoneset stoneset() throws IOException {
        return Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME);
    }

    private PuzzleDesk desk(Scheduler background) throws IOException {
        return new PuzzleDesk(ShippedPuzzles.set(), stoneset(), log, PlayScreen.FIXED_CLOCK, background, Host.HEADLESS, 1);
    }

    private PuzzleScreen puzzle(int number) throws IOException {
        PuzzleDesk desk = desk(null);
        return new PuzzleScreen(desk, PuzzleScreen.Kind.RATED, null, desk.puzzle(number));
    }

    private static void click(Machine m, Square s) {
        tap(m, ReviewBoard.x(s) + 5, ReviewBoard.y(s) + 5);
    }

    private static void tap(Machine m, int x, int y) {
        m.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
        m.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
        m.tick();
    }

    private static void key(Machine m, InputEvent e) {
        m.post(e);
        m.tick();
    }

    /** A machine with the screen over an empty one, so that its Exit has somewhere to go back to. */
    private static void looksLike(Machine m, String golden) throws IOException {
        m.render();
        Golden.assertMatches(golden, m.framebuffer().toImage());
    }

    /** A legal square that is not the answer, the n-th in the board's order. */
    private static Square wrong(Puzzle p, int n) {
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            if (p.position().isLegal(s) && !s.equals(p.answer()) && n-- == 0) {
                return s;
            }
        }
        throw new AssertionError("too few squares");
    }

    private static Square illegal(Puzzle p) {
        for (int i = 0; i < Square.COUNT; i++) {
            if (!p.position().isLegal(Square.byIndex(i))) {
                return Square.byIndex(i);
            }
        }
        throw new AssertionError("every square is legal");
    }

    @Test
    void aPuzzleAsksThenARightAnswerSaysWhyAndIsRatedAndKept() throws Exception {
        PuzzleScreen screen = puzzle(1);
        Machine m = BlankScreen.under(screen);
        looksLike(m, "puzzle");
        Puzzle p = screen.attempt().puzzle();
        click(m, p.answer());
        assertEquals(Attempt.State.SOLVED, screen.attempt().state());
        looksLike(m, "puzzle-right");
        PuzzleLog.State kept = log.read();
        assertEquals(1, kept.tries().size());
        assertEquals(Outcome.SOLVED, kept.tries().get(0).outcome());
        assertTrue(kept.player().rating() > Ratings.NEW_PLAYER.rating());
        assertTrue(kept.rating(p).rating() < p.rating().rating());
    }

    @Test
    void aWrongSquareGetsItsReasonWithoutTheAnswerAndOneMoreTryThenTheAnswer() throws Exception {
        PuzzleScreen screen = puzzle(1);
        Machine m = BlankScreen.under(screen);
        Puzzle p = screen.attempt().puzzle();
        PlayResult r = screen.apply(new PlayCommand.Place(Square.parse("f1")));
        PlayResult.Refused refused = assertInstanceOf(PlayResult.Refused.class, r);
        assertEquals("Not f1. One more try.", refused.reason());
        looksLike(m, "puzzle-wrong");
        assertEquals(List.of(), log.read().tries(), "nothing kept while a try is left");
        tap(m, 280, 160);
        assertEquals("Why", screen.requesters().current().title());
        String why = String.join(" ", screen.requesters().current().lines());
        assertFalse(why.contains(p.answer().toString()), why);
        assertTrue(why.contains("the best square"), why);
        key(m, InputEvent.key(Key.ENTER));
        click(m, Square.parse("a6"));
        assertEquals(Attempt.State.FAILED, screen.attempt().state());
        looksLike(m, "puzzle-failed");
        assertEquals(Outcome.FAILED, log.read().tries().get(0).outcome());
        assertTrue(log.read().player().rating() < Ratings.NEW_PLAYER.rating());
    }

    @Test
    void aSquareTheRulesRefuseSaysWhyAndIsNoTry() throws Exception {
        PuzzleScreen screen = puzzle(1);
        Machine m = BlankScreen.under(screen);
        Square s = illegal(screen.attempt().puzzle());
        PlayResult r = screen.apply(new PlayCommand.Place(s));
        assertInstanceOf(PlayResult.Refused.class, r);
        assertEquals(Attempt.State.ASKING, screen.attempt().state());
        assertNull(screen.attempt().last());
        m.render();
    }

    @Test
    void theHintNamesTheThemeAndCostsTheGain() throws Exception {
        PuzzleScreen screen = puzzle(1);
        Machine m = BlankScreen.under(screen);
        key(m, InputEvent.character('h', false));
        assertTrue(screen.attempt().hinted());
        looksLike(m, "puzzle-hint");
        click(m, screen.attempt().puzzle().answer());
        PuzzleLog.State kept = log.read();
        assertTrue(kept.tries().get(0).hinted());
        assertEquals(Ratings.NEW_PLAYER, kept.player(), "the answer after the hint gains nothing");
    }

    @Test
    void theKeysPlaceByTheCursorAndNextServesAnotherPuzzleNearTheRating() throws Exception {
        PuzzleScreen screen = puzzle(1);
        Machine m = BlankScreen.under(screen);
        Square answer = screen.attempt().puzzle().answer();
        // The first arrow shows the cursor on f4; the arrows then take it to the answer.
        key(m, InputEvent.key(Key.RIGHT));
        Square at = Square.at(5, 3);
        while (at.column() != answer.column()) {
            boolean right = answer.column() > at.column();
            key(m, InputEvent.key(right ? Key.RIGHT : Key.LEFT));
            at = Square.at(at.column() + (right ? 1 : -1), at.row());
        }
        while (at.row() != answer.row()) {
            boolean down = answer.row() > at.row();
            key(m, InputEvent.key(down ? Key.DOWN : Key.UP));
            at = Square.at(at.column(), at.row() + (down ? 1 : -1));
        }
        key(m, InputEvent.key(Key.ENTER));
        assertEquals(Attempt.State.SOLVED, screen.attempt().state());
        key(m, InputEvent.key(Key.ENTER));
        Puzzle next = screen.attempt().puzzle();
        assertNotEquals(1, next.number());
        assertEquals(Attempt.State.ASKING, screen.attempt().state());
        assertTrue(Math.abs(next.rating().rating() - log.read().player().rating()) < 300, next.rating().toString());
        key(m, InputEvent.key(Key.ESCAPE));
        assertFalse(m.screen() instanceof PuzzleScreen);
    }

    @Test
    void thePouchShowsTheStonesStillToComeInNoOrder() throws Exception {
        PuzzleScreen screen = puzzle(1);
        Machine m = BlankScreen.under(screen);
        PlayResult r = screen.apply(new PlayCommand.ShowPouch());
        assertEquals(new PlayResult.Opened("The Pouch"), r);
        assertTrue(screen.requesters().current().lines().get(0).startsWith("33 stones"));
        looksLike(m, "puzzle-pouch");
        assertInstanceOf(PlayResult.Refused.class, screen.apply(new PlayCommand.Undo()));
    }

    /** A scheduler whose work is stepped only when the test says, as a browser's ticks step it. */
    private static final class Stepped implements Scheduler {
        final List<Work<?>> works = new ArrayList<>();
        final List<boolean[]> done = new ArrayList<>();

        @Override
        public <T> Job<T> start(Work<T> work) {
            works.add(work);
            boolean[] finished = new boolean[1];
            done.add(finished);
            return new Job<>() {
                @Override
                public boolean isDone() {
                    return finished[0];
                }

                @Override
                public T result() {
                    return finished[0] ? work.result() : null;
                }

                @Override
                public Throwable failure() {
                    return null;
                }

                @Override
                public void cancel() {
                }

                @Override
                public T await() {
                    return result();
                }
            };
        }

        void finishAll() {
            for (int i = 0; i < works.size(); i++) {
                while (!works.get(i).step(Slice.units(100))) {
                    // On to its end.
                }
                done.get(i)[0] = true;
            }
        }

        @Override
        public void close() {
        }
    }

    @Test
    void inTheBackgroundTheWordsComeWhenTheWeighingIsDone() throws Exception {
        Stepped background = new Stepped();
        PuzzleDesk desk = desk(background);
        PuzzleScreen screen = new PuzzleScreen(desk, PuzzleScreen.Kind.RATED, null, desk.puzzle(1));
        Machine m = BlankScreen.under(screen);
        assertEquals(1, background.works.size(), "the weighing starts with the puzzle");
        click(m, screen.attempt().puzzle().answer());
        looksLike(m, "puzzle-weighing");
        background.finishAll();
        m.tick();
        looksLike(m, "puzzle-right");
    }

    @Test
    void thePuzzleOfTheDayIsTheDaysRatedOnceAndShared() throws Exception {
        PuzzleDesk desk = desk(null);
        PuzzleScreen screen = new PuzzleScreen(desk, PuzzleScreen.Kind.DAILY, null, null);
        Machine m = BlankScreen.under(screen);
        Puzzle day = Serving.ofDay(desk.set(), desk.today());
        assertSame(day, screen.attempt().puzzle());
        looksLike(m, "puzzle-day");
        click(m, day.answer());
        assertTrue(log.read().tries().get(0).daily());
        assertTrue(screen.shareText().startsWith("Ishido puzzle of the day 1990-06-01 \u00b7 puzzle " + day.number()),
                screen.shareText());
        assertTrue(screen.shareText().endsWith("solved at the first try"), screen.shareText());
        // Opened again on the day: shown as it ended, not rated again.
        PuzzleScreen again = new PuzzleScreen(desk, PuzzleScreen.Kind.DAILY, null, null);
        Machine m2 = BlankScreen.under(again);
        assertTrue(again.attempt().state().over());
        assertInstanceOf(PlayResult.Refused.class, again.apply(new PlayCommand.Place(day.answer())));
        assertEquals(1, log.read().tries().size());
        looksLike(m2, "puzzle-day-done");
    }

    @Test
    void thePagesShareLineEndsInALinkToThePuzzle() throws Exception {
        Host page = new Host() {
            @Override
            public void quit() {
            }

            @Override
            public void applyDisplay(ishido.store.DisplayOptions options) {
            }

            @Override
            public String address() {
                return "https://example.org/ishido/";
            }
        };
        PuzzleDesk desk = new PuzzleDesk(ShippedPuzzles.set(), stoneset(), log, PlayScreen.FIXED_CLOCK, null, page, 1);
        PuzzleScreen screen = new PuzzleScreen(desk, PuzzleScreen.Kind.DAILY, null, null);
        BlankScreen.under(screen);
        Puzzle day = screen.attempt().puzzle();
        screen.apply(new PlayCommand.Place(day.answer()));
        String[] lines = screen.shareText().split("\n");
        assertEquals(2, lines.length, screen.shareText());
        assertTrue(lines[0].endsWith("solved at the first try"), lines[0]);
        assertEquals("https://example.org/ishido/?puzzle=" + day.number(), lines[1]);
    }

    @Test
    void aTimedRunCountsDownAndEndsAtTheThirdMistakeWithItsBestKept() throws Exception {
        PuzzleScreen screen = new PuzzleScreen(desk(null), PuzzleScreen.Kind.RUN, null, null);
        Machine m = BlankScreen.under(screen);
        TimedRun run = screen.run();
        click(m, run.current().puzzle().answer());
        assertEquals(1, run.solved());
        for (int i = 0; i < 60; i++) {
            m.tick();
        }
        looksLike(m, "puzzle-run");
        for (int i = 0; i < TimedRun.MISTAKES; i++) {
            click(m, wrong(run.current().puzzle(), 0));
        }
        assertTrue(run.isOver());
        looksLike(m, "puzzle-run-end");
        assertEquals(List.of(new PuzzleLog.Run(PlayScreen.FIXED_CLOCK.instant().atZone(java.time.ZoneOffset.UTC)
                .toLocalDate(), 1, 3)), log.read().runs());
        assertEquals(Ratings.NEW_PLAYER, log.read().player(), "a run rates nothing");
        key(m, InputEvent.character('a', false));
        assertNotNull(screen.run());
        assertFalse(screen.run().isOver());
        assertEquals(0, screen.run().solved());
    }

    @Test
    void theRunEndsWhenTheTimeIsUp() throws Exception {
        PuzzleScreen screen = new PuzzleScreen(desk(null), PuzzleScreen.Kind.RUN, null, null);
        Machine m = BlankScreen.under(screen);
        for (int t = 0; t < TimedRun.SECONDS * 60; t++) {
            m.tick();
        }
        assertTrue(screen.run().isOver());
        assertEquals(1, log.read().runs().size());
    }

    @Test
    void theFirstScreenOpensEachRowAndChangesTheTheme() throws Exception {
        PuzzlesScreen list = new PuzzlesScreen(desk(null));
        Machine m = BlankScreen.under(list);
        looksLike(m, "puzzles");
        tap(m, PuzzlesScreen.ROW_X + 50, PuzzlesScreen.ROWS_Y + 3 * PuzzlesScreen.ROW_H + 5);
        assertEquals(ishido.puzzle.Theme.values()[0], list.theme());
        tap(m, PuzzlesScreen.ROW_X + 50, PuzzlesScreen.ROWS_Y + 5);
        PuzzleScreen rated = assertInstanceOf(PuzzleScreen.class, m.screen());
        assertEquals(PuzzleScreen.Kind.RATED, rated.kind());
        assertTrue(rated.attempt().puzzle().themes().contains(ishido.puzzle.Theme.values()[0]));
        key(m, InputEvent.key(Key.ESCAPE));
        assertSame(list, m.screen());
        key(m, InputEvent.character('2', false));
        assertEquals(PuzzleScreen.Kind.DAILY, ((PuzzleScreen) m.screen()).kind());
        // The row opened last stays chosen: Down then Return opens the one below it.
        key(m, InputEvent.key(Key.ESCAPE));
        key(m, InputEvent.key(Key.DOWN));
        key(m, InputEvent.key(Key.ENTER));
        assertEquals(PuzzleScreen.Kind.RUN, ((PuzzleScreen) m.screen()).kind());
        key(m, InputEvent.key(Key.ESCAPE));
        key(m, InputEvent.key(Key.ESCAPE));
        assertFalse(m.screen() instanceof PuzzlesScreen);
    }
}
