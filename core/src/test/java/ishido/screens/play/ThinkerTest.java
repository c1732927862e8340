package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ishido.ai.Position;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.screens.TestArt;
import ishido.store.Settings;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ThinkerTest {
    private static final Position POSITION = Position.of(new Game(Deal.random(4), Scoring.MODERN));

    @Test
    void aSearchThatThrowsIsReportedOnceAndNotRetried() {
        IllegalStateException boom = new IllegalStateException("out of stones");
        Thinker t = new Thinker((p, s) -> {
            throw boom;
        }, false, 0);
        t.start(POSITION);
        assertFalse(t.isBusy());
        assertNull(t.take());
        assertSame(boom, t.takeFailure());
        assertNull(t.takeFailure(), "taken once");
    }

    @Test
    void aBackgroundSearchThatThrowsIsReportedWhenItEnds() throws InterruptedException {
        Thinker t = new Thinker((p, s) -> {
            throw new ArithmeticException("divide by zero");
        }, true, 1);
        t.start(POSITION);
        for (int i = 0; i < 200 && t.isBusy(); i++) {
            t.take();
            Thread.sleep(5);
        }
        assertFalse(t.isBusy());
        assertEquals(ArithmeticException.class, t.takeFailure().getClass());
        t.close();
        assertThrows(RejectedExecutionException.class, () -> t.start(POSITION), "a closed thinker's thread is gone");
    }

    @Test
    void theScreenSaysTheComputerCouldNotMoveAndDoesNotAskAgainEveryTick() {
        Settings settings = new Settings();
        settings.set(Settings.COMPUTER_PLAYER_1, true);
        PlayScreen play = new PlayScreen(TestArt.stoneset(), TestArt.board(), 3, settings, null, Host.HEADLESS,
                PlayScreen.FIXED_CLOCK);
        AtomicInteger searches = new AtomicInteger();
        play.useThinker(new Thinker((p, s) -> {
            searches.incrementAndGet();
            throw new IllegalStateException("broken");
        }, false, 0));
        Machine machine = new Machine(play);
        for (int i = 0; i < 120; i++) {
            machine.tick();
        }
        assertEquals("The computer could not move.", play.status());
        for (int i = 0; i < 300; i++) {
            machine.tick();
        }
        assertEquals(1, searches.get(), "one search for the move, not one a tick");
        assertEquals(0, play.game().placed());
    }
}
