package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.ComputerPlayer;
import ishido.ai.Limits;
import ishido.ai.SearchListener;
import ishido.ai.Position;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import ishido.screens.TestArt;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.work.Scheduler;
import ishido.work.Schedulers;
import ishido.work.SlicedScheduler;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class ThinkerTest {
    private static final Position POSITION = Position.of(new Game(Deal.random(4), Scoring.MODERN));

    @Test
    void aThinkerOnTheTicksOfASlicedSchedulerAnswersAsOneThatThinksAtOnce() throws IllegalMoveException {
        // A browser's thinker: its search runs 40 rollouts a tick; every answer is the threaded one's.
        SlicedScheduler ticks = new SlicedScheduler(40, 1_000_000_000L, System::nanoTime);
        Thinker sliced = new Thinker(9, Limits.iterations(300), ticks.lane(), 0);
        Thinker atOnce = Thinker.immediate(9, 300);
        Game game = new Game(Deal.random(12), Scoring.MODERN);
        int moves = 0;
        int tickCount = 0;
        while (!game.isOver()) {
            Position p = Position.of(game);
            atOnce.start(p);
            Square expected = atOnce.take();
            sliced.start(p);
            Square answer = null;
            while (sliced.isBusy()) {
                ticks.tick();
                tickCount++;
                answer = sliced.take();
            }
            assertEquals(expected, answer, "move " + moves);
            if (expected == null) {
                break;
            }
            game.place(expected);
            moves++;
        }
        assertTrue(moves > 40, "moves: " + moves);
        assertTrue(tickCount > 3 * moves, "the searches took ticks: " + tickCount);
        sliced.close();
        assertFalse(ticks.isBusy());
    }

    @Test
    void aBrowsersSearchIsDoneBeforeItsAnswerLandsSoLandingNeverRunsItWithinAFrame() {
        // The page's ticks: each one the clock moves a 60th of a second, the sliced search gets its step,
        // then the play screen takes. A search still under way when its answer is due would be finished
        // inside that tick (an emulated phone's frame took 100 ms), so it must be done by then.
        // The clock also moves a little at each reading, as the work takes time.
        long[] now = {0};
        LongSupplier clock = () -> now[0] += 20_000;
        SlicedScheduler ticks = new SlicedScheduler(200, SlicedScheduler.DEFAULT_NANOS, clock);
        Thinker t = Thinker.background(9, 300, Schedulers.sliced(ticks), clock);
        t.start(POSITION);
        Square answer = null;
        int tick = 0;
        while (answer == null) {
            tick++;
            now[0] = Math.max(now[0], tick * 1_000_000_000L / 60);
            ticks.tick();
            boolean searching = ticks.isBusy();
            answer = t.take();
            if (answer != null) {
                assertFalse(searching, "the search was still under way at the tick its answer landed (" + tick + ")");
            }
        }
        assertEquals(18, tick, "300 ms: the answer lands at the 18th tick, as before");
        t.close();
    }

    @Test
    void theGamesMasterSearchesOnTheThreadsItsBackgroundSpares() {
        Schedulers spare = new Schedulers() {
            @Override
            public Scheduler scheduler(String name, boolean yielding) {
                return Schedulers.threads().scheduler(name, yielding);
            }

            @Override
            public int searchThreads() {
                return 2;
            }
        };
        Thinker two = Thinker.background(9, 300, spare);
        assertEquals(2, two.limits.threads());
        assertEquals(250, two.limits.millis(), "the search's time: 300 ms less the landing margin");
        two.close();
        SlicedScheduler ticks = new SlicedScheduler(System::nanoTime);
        Thinker page = Thinker.background(9, 300, Schedulers.sliced(ticks));
        assertEquals(1, page.limits.threads(), "a browser's whole steps cannot make threads");
        page.close();
        int cores = Runtime.getRuntime().availableProcessors();
        assertEquals(Math.max(1, Math.min(2, cores - 1)), Schedulers.threads().searchThreads(), "a core left to the frames");
    }

    @Test
    void aSearchThatThrowsIsReportedOnceAndNotRetried() {
        IllegalStateException boom = new IllegalStateException("out of stones");
        Thinker t = new Thinker((p, s) -> {
            throw boom;
        }, null, 0);
        t.start(POSITION);
        assertFalse(t.isBusy());
        assertNull(t.take());
        assertSame(boom, t.takeFailure());
        assertNull(t.takeFailure(), "taken once");
    }

    @Test
    void aBackgroundSearchThatThrowsIsReportedWhenItEnds() {
        Thinker t = new Thinker((p, s) -> {
            throw new ArithmeticException("divide by zero");
        }, Schedulers.threads(), 1);
        t.start(POSITION);
        assertTrue(t.isBusy());
        // One tick to land: take() waits for the search on its thread, then has no square, only the failure.
        assertNull(t.take());
        assertFalse(t.isBusy());
        assertEquals(ArithmeticException.class, t.takeFailure().getClass());
        t.close();
        assertThrows(IllegalStateException.class, () -> t.start(POSITION), "a closed thinker's thread is gone");
    }

    @Test
    void theScreenSaysTheComputerCouldNotMoveOnceAndRetriesWhenAsked() {
        Settings settings = new Settings();
        settings.set(Settings.COMPUTER_PLAYER_1, true);
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 3, settings, null, Host.HEADLESS,
                PlayScreen.FIXED_CLOCK);
        AtomicInteger searches = new AtomicInteger();
        play.useThinker(new Thinker((p, s) -> {
            searches.incrementAndGet();
            throw new IllegalStateException("broken");
        }, null, 0));
        Machine machine = new Machine(play);
        Script.parse("wait 120").run(machine);
        assertEquals("Computer Player", play.requesters().current().title());
        assertTrue(play.requesters().current().lines().contains("IllegalStateException: broken"),
                play.requesters().current().lines().toString());
        Script.parse("key ESCAPE\nwait 300").run(machine);
        assertEquals(1, searches.get(), "Cancel: one search for the move, not one a tick");
        assertEquals(0, play.game().placed());
        assertFalse(play.requesters().isActive());
        Script.parse("key ENTER").run(machine);
        assertFalse(play.requesters().isActive(), "Return on the board alone asks nothing");
        // A click on the board in the computer's turn tells the failure again; Retry asks the computer again.
        Script.parse("place f4").run(machine);
        assertEquals("Computer Player", play.requesters().current().title());
        Script.parse("key ENTER\nwait 2").run(machine);
        assertEquals(2, searches.get(), "Retry");
    }

    @Test
    void inAChallengeAFailedComputerTurnOffersRetryInsteadOfWaitingForEver() {
        Settings settings = new Settings();
        settings.set(Settings.MODE, GameMode.CHALLENGE);
        settings.set(Settings.COMPUTER_PLAYER_2, true);
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 3, settings, null, Host.HEADLESS,
                PlayScreen.FIXED_CLOCK);
        boolean[] broken = {true};
        play.useThinker(new Thinker((p, s) -> {
            if (broken[0]) {
                throw new IllegalStateException("broken");
            }
            return new ComputerPlayer(s, new SplitMix64(1)).start(p, Limits.iterations(50), SearchListener.NONE).finish();
        }, null, 0));
        Machine machine = new Machine(play);
        Script.parse("play 1\nwait 120").run(machine, () -> play);
        assertEquals(1, play.game().placed());
        assertEquals("Computer Player", play.requesters().current().title());
        Script.parse("key ESCAPE\nplace f4").run(machine);
        assertEquals("Computer Player", play.requesters().current().title(), "not 'Wait: the computer's turn.' for ever");
        broken[0] = false;
        Script.parse("key ENTER\nwait 120").run(machine);
        assertEquals(2, play.game().placed(), "the computer moved after Retry");
    }
}
