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
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScoresShotTest {
    @TempDir
    Path home;

    private static Options options(String... args) throws UsageException {
        return Options.parse("screenshot", args, 0, Set.of("--table", "--scoring"), Set.of("--name-entry"));
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
