package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The screenshot runner's failure screen: the requester of an error over a game, and Go On back to the game. */
class FailureShotTest {
    @TempDir
    Path home;

    @Test
    void theRequesterOfAnErrorOverAGame() throws Exception {
        Path out = home.resolve("failure.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "failure", "--seed", "3", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        GoldenPng.assertMatches("shot-failure", out);
    }

    @Test
    void goOnShowsTheGameAsItWas() throws Exception {
        Path script = home.resolve("go-on.txt");
        Files.writeString(script, "key ENTER\nwait 1\n");
        Path out = home.resolve("go-on.png");
        CommandResult r = CommandResult.of("screenshot", "--screen", "failure", "--seed", "3", "--script",
                script.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        Path wait = home.resolve("wait.txt");
        Files.writeString(wait, "wait 1\n");
        Path play = home.resolve("play.png");
        CommandResult p = CommandResult.of("screenshot", "--screen", "play", "--seed", "3", "--script", wait.toString(),
                "--out", play.toString());
        assertEquals(0, p.code(), p.err());
        assertArrayEquals(Files.readAllBytes(play), Files.readAllBytes(out), "the game after Go On is the game as it was");
    }
}
