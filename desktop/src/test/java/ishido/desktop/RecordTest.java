package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.image.IndexedImage;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.rules.Square;
import ishido.screens.play.PlayLayout;
import ishido.screens.play.PlayScreen;
import ishido.machine.ScriptRecorder;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A live session recorded as --record records it, played back by screenshot --script, ends on the same frame. */
class RecordTest {
    private static final long SEED = 42;

    @TempDir
    Path dir;

    private static void ticks(Machine m, int n) {
        for (int i = 0; i < n; i++) {
            m.tick();
        }
    }

    @Test
    void aRecordedSessionReplaysToTheSameFrame() throws IOException {
        ScriptRecorder recorder = new ScriptRecorder(List.of("test session"));
        Machine live = GameLauncher.recordingMachine(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), Catalog.DEFAULT_THEME),
                Catalog.board(TestPlatform.storage(), Catalog.DEFAULT_THEME), SEED, Host.HEADLESS, recorder, PlayScreen.FIXED_CLOCK);
        PlayScreen play = (PlayScreen) live.screen();
        ticks(live, 30);
        for (int move = 0; move < 4; move++) {
            Square s = play.game().legalSquares().get(0);
            int x = PlayLayout.squareX(s) + 7;
            int y = PlayLayout.squareY(s) + 9;
            // The pointer glides there over a few ticks, then a click: press and release in one tick.
            live.post(InputEvent.move(x - 20, y - 10));
            live.tick();
            live.post(InputEvent.move(x, y));
            live.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
            live.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
            live.tick();
            ticks(live, 11 + move);
        }
        // Suggest Move, past the warning: the background computer answers at its fixed tick.
        live.post(InputEvent.character('h', true));
        live.tick();
        live.post(InputEvent.key(Key.ENTER));
        ticks(live, 9);
        live.post(InputEvent.character('u', false));
        ticks(live, 4);
        live.render();
        IndexedImage liveFrame = live.framebuffer().toImage();
        assertEquals(3, play.game().placed(), "the session placed four stones and took one back");
        assertTrue(play.match().isDisqualified(), "Suggest Move was used");

        Path script = dir.resolve("session.txt");
        Files.writeString(script, recorder.text());
        Path out = dir.resolve("last.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "play", "--seed", String.valueOf(SEED),
                "--script", script.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        PngImage read = PngReader.read(out);
        assertTrue(read instanceof PngImage.Indexed, "an indexed PNG");
        IndexedImage replayed = ((PngImage.Indexed) read).image();
        assertNotNull(replayed);
        assertArrayEquals(liveFrame.palette(), replayed.palette());
        for (int y = 0; y < liveFrame.height(); y++) {
            for (int x = 0; x < liveFrame.width(); x++) {
                assertEquals(liveFrame.get(x, y), replayed.get(x, y), "pixel " + x + "," + y);
            }
        }
    }
}
