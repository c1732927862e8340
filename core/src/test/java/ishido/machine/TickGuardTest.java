package ishido.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ishido.gfx.Framebuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An error in a tick or a frame reaches the player once, over the game, instead of ending the tick loop. */
class TickGuardTest {
    /** A screen that throws from its tick or its render while told to, and counts its ticks. */
    private static final class Failing implements Screen {
        boolean failTick;
        boolean failRender;
        int ticks;

        @Override
        public void input(InputEvent event) {
        }

        @Override
        public void tick() {
            ticks++;
            if (failTick) {
                throw new IllegalStateException("broken tick");
            }
        }

        @Override
        public void render(Framebuffer fb) {
            if (failRender) {
                throw new ArithmeticException("broken frame");
            }
        }
    }

    /** The report: a screen that pops itself on a key press (Go On), noting the errors it was made for. */
    private static final class Report implements Screen {
        private Machine machine;

        @Override
        public void enter(Machine m) {
            machine = m;
        }

        @Override
        public void input(InputEvent event) {
            machine.pop();
        }

        @Override
        public void tick() {
        }

        @Override
        public void render(Framebuffer fb) {
        }
    }

    @Test
    void anErrorInATickShowsTheReportOverTheGameWhichGoesOnAfterIt() {
        Failing game = new Failing();
        Machine machine = new Machine(game);
        List<Throwable> reported = new ArrayList<>();
        TickGuard guard = new TickGuard(machine, e -> {
            reported.add(e);
            return new Report();
        });
        game.failTick = true;
        guard.tick();
        assertEquals(1, reported.size());
        assertEquals("broken tick", reported.get(0).getMessage());
        assertEquals(2, machine.depth(), "the game stays on the stack under the report");
        guard.tick();
        assertEquals(1, game.ticks, "the game is not ticked while the report is up");
        game.failTick = false;
        machine.post(InputEvent.key(Key.ENTER));
        guard.tick();
        assertSame(game, machine.screen(), "Go On: back to the game as it was");
        assertEquals(2, game.ticks, "ticked again from the tick it came back");
    }

    @Test
    void anErrorInAFrameIsReportedAndTheReportDrawn() {
        Failing game = new Failing();
        Machine machine = new Machine(game);
        List<Throwable> reported = new ArrayList<>();
        TickGuard guard = new TickGuard(machine, e -> {
            reported.add(e);
            return new Report();
        });
        game.failRender = true;
        guard.render();
        assertEquals(ArithmeticException.class, reported.get(0).getClass());
        assertEquals(Report.class, machine.screen().getClass());
    }

    @Test
    void aReportThatFailsItselfEndsTheLoopAsBefore() {
        Failing game = new Failing();
        Machine machine = new Machine(game);
        Failing report = new Failing();
        TickGuard guard = new TickGuard(machine, e -> report);
        game.failTick = true;
        report.failTick = true;
        guard.tick();
        assertSame(report, machine.screen());
        assertThrows(IllegalStateException.class, guard::tick);
    }
}
