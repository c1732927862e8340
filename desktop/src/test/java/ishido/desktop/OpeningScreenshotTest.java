package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.codewheel.Codewheel;
import ishido.gfx.Font;
import ishido.image.IndexedImage;
import ishido.png.PngImage;
import ishido.png.PngReader;
import ishido.screens.opening.Opening;
import ishido.screens.play.PlayLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The screenshot runner reaches the opening's screens, and a script can type the code. */
class OpeningScreenshotTest {
    @TempDir
    Path dir;

    private IndexedImage shot(String screen, String... more) throws Exception {
        Path out = dir.resolve(screen + more.length + ".png");
        String[] args = {"screenshot", "--screen", screen, "--seed", "5", "--out", out.toString()};
        String[] all = Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        CommandResult r = CommandResult.of(all);
        assertEquals(0, r.code(), r.err());
        return ((PngImage.Indexed) PngReader.read(out)).image();
    }

    @Test
    void everyOpeningScreenRendersAndEachDiffers() throws Exception {
        IndexedImage title = shot("title");
        IndexedImage code = shot("code");
        IndexedImage wheel = shot("codewheel");
        IndexedImage board = shot("board");
        assertEquals(320, title.width());
        assertFalse(Arrays.equals(title.pixels(), code.pixels()));
        assertFalse(Arrays.equals(code.pixels(), wheel.pixels()));
        assertFalse(Arrays.equals(code.pixels(), board.pixels()));
    }

    @Test
    void aScriptTypesTheCodeAndTheGameBegins() throws Exception {
        int answer = Codewheel.STANDARD.answer(Opening.firstChallenge(5));
        Path script = dir.resolve("answer.txt");
        Files.writeString(script, "type " + answer + "\nkey ENTER\n");
        IndexedImage solved = shot("code", "--script", script.toString());
        IndexedImage board = shot("board");
        // The code screen is gone and the board is ready to play: as the board before the code, but for the status
        // line, which no longer asks for the click that brings the code.
        assertArrayEquals(withoutStatusLine(board), withoutStatusLine(solved), "the code screen is gone");
        assertFalse(Arrays.equals(board.pixels(), solved.pixels()), "the status line still asks for a click");
        Files.writeString(script, "type " + (answer == 10 ? 11 : answer - 1) + "\nkey ENTER\n");
        assertFalse(Arrays.equals(board.pixels(), shot("code", "--script", script.toString()).pixels()));
    }

    /** The picture's pixels with the status line's text rows blanked. */
    private static byte[] withoutStatusLine(IndexedImage image) {
        byte[] pixels = image.pixels().clone();
        Arrays.fill(pixels, PlayLayout.STATUS_Y * image.width(), (PlayLayout.STATUS_Y + Font.HEIGHT) * image.width(),
                (byte) 0);
        return pixels;
    }

    @Test
    void anUnknownScreenIsRefusedInOneLine() {
        CommandResult r = CommandResult.of("screenshot", "--screen", "nowhere", "--out", dir.resolve("x.png").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("title, board, code, codewheel"), r.err());
    }
}
