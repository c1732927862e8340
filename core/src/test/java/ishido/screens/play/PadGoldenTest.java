package ishido.screens.play;

import ishido.machine.Host;
import ishido.screens.Golden;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The game pad's focus frame on a requester and its letter grid, compared with reference images. */
class PadGoldenTest {
    private static PlayScreen render(String name, String script) throws IOException {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"),
                Catalog.board(TestPlatform.storage(), "Ishido"), 3, new Settings(), Path.of("target/pad-golden-home"),
                Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        Golden.assertScreen(name, play, script);
        return play;
    }

    @Test
    void theFocusFrameOnARequestersButton() throws IOException {
        // Play Deal... by the pad, then the d-pad down from the code field to Cancel.
        render("pad-focus-frame", PlayScreenTest.PAD_TO_PLAY_DEAL + "\npad key DOWN\npad key DOWN\npad key RIGHT");
    }

    @Test
    void theLetterGridTypingAName() throws IOException {
        // The code field framed, A opens the grid, and M, D, X typed with the d-pad and A.
        render("pad-letter-grid", PlayScreenTest.PAD_TO_PLAY_DEAL + "\npad key DOWN\npad key ENTER\n"
                + "pad key RIGHT\n".repeat(12) + "pad key ENTER\n" + "pad key LEFT\n".repeat(9) + "pad key ENTER\n"
                + "pad key DOWN\n" + "pad key RIGHT\n".repeat(7) + "pad key ENTER\nwait 1");
    }
}
