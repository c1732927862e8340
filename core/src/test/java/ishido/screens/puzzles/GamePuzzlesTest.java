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
import ishido.puzzle.Serving;
import ishido.puzzle.ShippedPuzzles;
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
    void aLinksPuzzleOpensOverTheListOnceThePlayScreenShowsAndIsNotRatedTwice() throws Exception {
        PlayScreen play = game();
        // Asked before the machine shows the play screen, as ?puzzle= and --puzzle ask it.
        assertEquals(new PlayResult.Done(), play.apply(new PlayCommand.OpenPuzzle(38)));
        Machine m = new Machine(play);
        try {
            PuzzleScreen shown = assertInstanceOf(PuzzleScreen.class, m.screen());
            assertEquals(PuzzleScreen.Kind.RATED, shown.kind());
            assertEquals(38, shown.attempt().puzzle().number());
            Square answer = shown.attempt().puzzle().answer();
            assertInstanceOf(PlayResult.Placed.class, shown.apply(new PlayCommand.Place(answer)));
            m.post(InputEvent.key(Key.ESCAPE));
            m.tick();
            assertInstanceOf(PuzzlesScreen.class, m.screen(), "Exit goes back to the list, then the game");
            m.post(InputEvent.key(Key.ESCAPE));
            m.tick();
            assertSame(play, m.screen());
            // The same link again: shown as it ended, the try not kept twice.
            assertEquals(new PlayResult.Opened("Puzzles"), play.apply(new PlayCommand.OpenPuzzle(38)));
            PuzzleScreen again = assertInstanceOf(PuzzleScreen.class, m.screen());
            assertTrue(again.attempt().state().over());
            assertInstanceOf(PlayResult.Refused.class, again.apply(new PlayCommand.Place(answer)));
            PuzzleLog.State kept = new PuzzleLog(TestPlatform.files(home).storage(), home, PlayScreen.FIXED_CLOCK).read();
            assertEquals(1, kept.tries().size());
        } finally {
            m.shutDown();
        }
    }

    @Test
    void theDaysPuzzleByLinkIsThePuzzleOfTheDayAndANumberNotInTheSetIsSaid() throws Exception {
        PlayScreen play = game();
        Machine m = new Machine(play);
        try {
            PuzzleDesk desk = new PuzzleDesk(ShippedPuzzles.set(), play.stoneset(), PuzzleLog.unkept(PlayScreen.FIXED_CLOCK),
                    PlayScreen.FIXED_CLOCK, null, Host.HEADLESS, 1);
            int day = Serving.ofDay(desk.set(), desk.today()).number();
            play.apply(new PlayCommand.OpenPuzzle(day));
            assertEquals(PuzzleScreen.Kind.DAILY, assertInstanceOf(PuzzleScreen.class, m.screen()).kind());
            m.pop();
            m.pop();
            play.apply(new PlayCommand.OpenPuzzle(5000));
            PuzzlesScreen list = assertInstanceOf(PuzzlesScreen.class, m.screen());
            assertEquals("No puzzle 5000 in the set (1 to 1000).", list.trouble());
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
