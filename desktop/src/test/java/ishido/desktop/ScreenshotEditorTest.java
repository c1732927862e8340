package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.png.PngImage;
import ishido.png.PngReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code screenshot --screen editor}: the Edit Stoneset screen headless, as the core golden has it. */
class ScreenshotEditorTest {
    @TempDir
    Path dir;

    private static byte[] pixels(Path png) throws IOException {
        return ((PngImage.Indexed) PngReader.read(png)).image().pixels();
    }

    @Test
    void theEditorScreenIsTheGoldenOne() throws IOException {
        Path out = dir.resolve("editor.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "editor", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertArrayEquals(pixels(Path.of("../core/src/test/resources/golden/editor-ishido.png")), pixels(out));
    }

    @Test
    void useGoesOnToThePlayScreenAndPlayThenWorks() throws IOException {
        Path script = dir.resolve("use.txt");
        Files.writeString(script, "click 290 100\nplay 2\n");
        Path out = dir.resolve("play.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "editor", "--script", script.toString(),
                "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        // Use with the stoneset unchanged: the same game as the play screen's own, after the same two plays.
        Path plays = dir.resolve("play.txt");
        Files.writeString(plays, "play 2\n");
        Path expected = dir.resolve("expected.png");
        CommandResult e = CommandResult.of("screenshot", "--screen", "play", "--script", plays.toString(),
                "--out", expected.toString());
        assertEquals(0, e.code(), e.err());
        assertArrayEquals(pixels(expected), pixels(out));
        assertFalse(Arrays.equals(pixels(Path.of("../core/src/test/resources/golden/editor-ishido.png")), pixels(out)),
                "the editor is left");
    }

    @Test
    void playOnTheEditorIsABadScript() throws IOException {
        Path script = dir.resolve("place.txt");
        Files.writeString(script, "play 1\n");
        CommandResult r = CommandResult.of("screenshot", "--screen", "editor", "--script", script.toString(),
                "--out", dir.resolve("x.png").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("ishido: "), r.err());
    }
}
