package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.Table;
import ishido.screens.play.PlayScreen;
import ishido.screens.scores.HighScoreScreen;
import ishido.store.HighScoreFile;
import ishido.testing.TestPlatform;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScoresShotTest {
    @TempDir
    Path home;

    /** What screenshot's --table, --scoring and --name-entry choose, as its command line parses them. */
    static ScreenRegistry.Scores options(String... args) {
        ScreenshotCommand c = new ScreenshotCommand(null);
        new picocli.CommandLine(c).parseArgs(java.util.stream.Stream.concat(
                java.util.stream.Stream.of("--screen", "scores", "--out", "x.png"), java.util.Arrays.stream(args))
                .toArray(String[]::new));
        return c.scores();
    }

    @Test
    void theScreenShowsTheChosenTableOfTheDataFolder() throws Exception {
        new HighScoreFile(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK).update(s -> s.record(
                new HighScore("Kira", 0, 6, 0, GameMode.SOLITAIRE, LocalDate.now(PlayScreen.FIXED_CLOCK), false), Scoring.ANCIENT, false));
        HighScoreScreen screen = ScoresShot.screen(TestPlatform.storage(), options("--table", "alltime", "--scoring", "ancient", "--name-entry"), home, PlayScreen.FIXED_CLOCK);
        assertEquals(Table.ALL_TIME, screen.table());
        assertEquals(Scoring.ANCIENT, screen.scoring());
        assertTrue(screen.requesters().isActive(), "--name-entry puts the name requester up");
        assertTrue(screen.requesters().current().lines().contains("Pouch emptied, 6 4-Ways"));
    }

    @Test
    void anUnknownTableIsBadInput() {
        assertThrows(IllegalArgumentException.class, () -> ScoresShot.screen(TestPlatform.storage(), options("--table", "weekly"), home, PlayScreen.FIXED_CLOCK));
        CommandResult r = CommandResult.of("screenshot", "--screen", "scores", "--table", "weekly", "--out",
                home.resolve("x.png").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("ishido: Unknown high-score table 'weekly'"), r.err());
    }
}
