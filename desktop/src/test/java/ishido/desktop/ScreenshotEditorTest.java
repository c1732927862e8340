package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.png.PngImage;
import ishido.png.PngReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        assertTrue(Files.size(out) > 0);
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
