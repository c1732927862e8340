package ishido.screens.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.puzzle.Outcome;
import ishido.rules.Square;
import ishido.screens.lessons.LessonsScreen;
import ishido.screens.opening.GameStart;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayResult;
import ishido.screens.play.PlayScreen;
import ishido.screens.review.ReviewBoard;
import ishido.store.PuzzleLog;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Game > Puzzles... from the play screen: over the board, the tries kept in the data folder, Exit back to the game. */
class GamePuzzlesTest {
    @TempDir
    Path home;

    private PlayScreen game() throws Exception {
        var platform = TestPlatform.files(home);
        return GameStart.play(platform, Catalog.stoneset(platform.storage(), Catalog.DEFAULT_THEME),
                Catalog.board(platform.storage(), Catalog.DEFAULT_THEME), 3, new Settings(), home, Host.HEADLESS,
                PlayScreen.FIXED_CLOCK);
    }

    @Test
    void theGamesPlayScreenOpensThePuzzlesAndTheLessonsAndATryIsKeptInTheDataFolder() throws Exception {
        PlayScreen play = game();
        Machine m = new Machine(play);
        try {
            assertEquals(new PlayResult.Opened("Puzzles"), play.apply(new PlayCommand.Puzzles()));
            PuzzlesScreen list = assertInstanceOf(PuzzlesScreen.class, m.screen());
            PuzzleScreen rated = assertInstanceOf(PuzzleScreen.class, list.open(1));
            Square answer = rated.attempt().puzzle().answer();
            m.post(InputEvent.press(ReviewBoard.x(answer) + 5, ReviewBoard.y(answer) + 5, InputEvent.LEFT_BUTTON));
            m.tick();
            PuzzleLog.State kept = new PuzzleLog(TestPlatform.files(home).storage(), home, PlayScreen.FIXED_CLOCK).read();
            assertEquals(Outcome.SOLVED, kept.tries().get(0).outcome());
            m.post(InputEvent.key(Key.ESCAPE));
            m.tick();
            m.post(InputEvent.key(Key.ESCAPE));
            m.tick();
            assertSame(play, m.screen());
            assertEquals(new PlayResult.Opened("Learn to Play"), play.apply(new PlayCommand.LearnToPlay()));
            assertInstanceOf(LessonsScreen.class, m.screen());
        } finally {
            m.shutDown();
        }
    }

    @Test
    void aPlayScreenWithoutPuzzlesSaysSo() throws Exception {
        var platform = TestPlatform.files(home);
        PlayScreen play = new PlayScreen(platform, Catalog.stoneset(platform.storage(), Catalog.DEFAULT_THEME),
                Catalog.board(platform.storage(), Catalog.DEFAULT_THEME), 3);
        Machine m = new Machine(play);
        PlayResult r = play.apply(new PlayCommand.Puzzles());
        assertInstanceOf(PlayResult.Opened.class, r);
        assertTrue(((PlayResult.Opened) r).title().startsWith("Puzzles"), r.toString());
        assertSame(play, m.screen());
    }
}
