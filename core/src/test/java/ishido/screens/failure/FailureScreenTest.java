package ishido.screens.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.screens.Golden;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The requester of an error in a tick: over the game as it was, Go On back to it, Quit through the host. */
class FailureScreenTest {
    /** A host that counts the quits asked of it. */
    private static final class Counting implements Host {
        int quits;

        @Override
        public void quit() {
            quits++;
        }

        @Override
        public void applyDisplay(DisplayOptions options) {
        }
    }

    private static PlayScreen play() throws IOException {
        return new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"),
                Catalog.board(TestPlatform.storage(), "Ishido"), 3, new Settings(), null, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
    }

    @Test
    void goOnLeavesTheGameAsItWasAndQuitAsksTheHost() throws IOException {
        PlayScreen play = play();
        Machine machine = new Machine(play);
        Script.parse("play 8").run(machine);
        int placed = play.game().placed();
        machine.render();
        Counting host = new Counting();
        machine.push(new FailureScreen(new IllegalStateException("a test's error"), host));
        machine.render();
        Golden.assertMatches("failure", machine.framebuffer().toImage());

        machine.post(InputEvent.key(Key.ENTER));
        machine.tick();
        assertSame(play, machine.screen(), "Go On");
        assertEquals(placed, play.game().placed(), "the game is kept");
        assertEquals(0, host.quits);

        machine.push(new FailureScreen(new IllegalStateException("again"), host));
        machine.post(InputEvent.key(Key.ESCAPE));
        machine.tick();
        assertEquals(1, host.quits, "Quit");
    }
}
