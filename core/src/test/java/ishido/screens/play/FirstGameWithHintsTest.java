package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.lessons.Course;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.match.MatchRecord;
import ishido.rules.GameMode;
import ishido.rules.GameRecord;
import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.scores.Table;
import ishido.screens.Golden;
import ishido.screens.TestArt;
import ishido.screens.lessons.LessonScreen;
import ishido.screens.lessons.LessonsScreen;
import ishido.stats.PlayedGame;
import ishido.store.GameHistory;
import ishido.store.HighScoreFile;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Help &gt; First Game with Hints: a Modern Solitaire game showing the stone's legal squares, its refusals on the
 * status line, free Undo, kept in the history as hinted and never in a high-score table; begun from the Help menu,
 * the lessons' list and the last lesson's Next.
 */
class FirstGameWithHintsTest {
    @TempDir
    Path home;
    private PlayScreen play;
    private Machine machine;

    @BeforeEach
    void setUp() {
        // Ancient chosen: the hinted game is Modern all the same.
        Settings settings = new Settings();
        settings.set(Settings.SCORING, Scoring.ANCIENT);
        play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 5, settings, home,
                Host.HEADLESS, PlayScreen.FIXED_CLOCK).useLessons(LessonsScreen::new);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    private void clickSquare(Square s) {
        int x = play.squareCentreX(s);
        int y = play.squareCentreY(s);
        machine.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
        machine.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
        machine.tick();
    }

    /** A square the touchstone's stone may not take: empty, beside no stone, so refused by every deal. */
    private Square lonely() {
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            if (play.game().stoneAt(s) == null && !play.game().legalSquares().contains(s)) {
                return s;
            }
        }
        throw new AssertionError("every square is legal");
    }

    @Test
    void theHelpMenusGameShowsItsSquaresSaysWhyOnTheStatusLineAndUndoesForFree() throws Exception {
        run("play 3");
        assertTrue(play.game().isUnderWay());
        // The computer given the seat: the hinted game is the person's all the same.
        play.apply(new PlayCommand.Toggle(Settings.COMPUTER_PLAYER_1));
        assertInstanceOf(PlayResult.Asked.class, play.apply(new PlayCommand.FirstGameWithHints()),
                "a game under way is not ended without asking");
        run("key ENTER");
        assertTrue(play.match().isHinted());
        assertEquals(GameMode.SOLITAIRE, play.match().mode());
        assertEquals(Scoring.MODERN, play.game().scoring());
        assertFalse(play.match().seats().get(0).isComputer());
        assertEquals(0, play.game().placed());
        machine.render();
        Golden.assertMatches("play-hints", machine.framebuffer().toImage());

        // Messages are on, and the mouse clicks: a refusal still goes to the status line, not a requester.
        assertTrue(play.settings().get(Settings.MESSAGES));
        Square bad = lonely();
        clickSquare(bad);
        assertFalse(play.requesters().isActive(), "no requester stands in the way of the next try");
        assertEquals(0, play.game().placed());
        machine.render();
        Golden.assertMatches("play-hints-refused", machine.framebuffer().toImage());

        Square good = play.game().legalSquares().get(0);
        clickSquare(good);
        assertEquals(1, play.game().placed());
        run("char 117");
        assertEquals(0, play.game().placed(), "Undo takes the stone back");
        assertFalse(play.match().isDisqualified(), "and costs nothing more");

        // The next New Game plays what the Game menu chose again, with no hints.
        run("amiga e\nkey ENTER\nkey ESCAPE\namiga n");
        assertFalse(play.match().isHinted());
        assertEquals(Scoring.ANCIENT, play.game().scoring());
    }

    @Test
    void anEndedHintedGameIsKeptAsHintedAndEntersNoTable() throws Exception {
        play.apply(new PlayCommand.FirstGameWithHints());
        run("play 8\namiga e\nkey ENTER");
        assertEquals("Game Over", play.requesters().current().title());
        assertTrue(play.requesters().current().lines().contains("no high score."));
        run("key ESCAPE");
        assertFalse(play.requesters().isActive(), "no name is asked");
        HighScoreFile scores = new HighScoreFile(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK);
        for (Table t : Table.values()) {
            assertTrue(scores.load().list(t, Scoring.MODERN).entries().isEmpty(), t + " has no entry");
        }
        GameHistory history = new GameHistory(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK);
        List<GameHistory.Kept> kept = history.games().games();
        assertEquals(1, kept.size());
        PlayedGame game = kept.get(0).game();
        assertTrue(game.hinted());
        assertTrue(game.helped());
        GameRecord record = history.read(kept.get(0).id());
        assertEquals("yes", record.get(MatchRecord.HINTED_KEY));
        // Read from its file afresh (not remembered), it is still a hinted game.
        assertTrue(PlayedGame.read(record).hinted());
    }

    @Test
    void anOrdinaryRecordHasNoHintedKeyAndAHintedOneStartedOverStaysHinted() {
        assertNull(play.session().files().record().get(MatchRecord.HINTED_KEY));
        play.apply(new PlayCommand.FirstGameWithHints());
        run("play 2");
        play.apply(new PlayCommand.Confirmed(new PlayCommand.StartOver()));
        assertTrue(play.match().isHinted());
        assertEquals("yes", play.session().files().record().get(MatchRecord.HINTED_KEY));
    }

    @Test
    void theLessonsListsButtonAndTheLastLessonsNextBeginIt() throws Exception {
        play.apply(new PlayCommand.LearnToPlay());
        assertInstanceOf(LessonsScreen.class, machine.screen());
        run("char 70");
        assertSame(play, machine.screen(), "the list is closed");
        assertTrue(play.match().isHinted());

        play.apply(new PlayCommand.NewGame());
        run("key ENTER");
        assertFalse(play.match().isHinted());
        play.apply(new PlayCommand.LearnToPlay());
        LessonScreen last = ((LessonsScreen) machine.screen()).open(Course.count());
        while (!last.play().isPassed()) {
            last.apply(new PlayCommand.Place(last.play().answers().get(0)));
        }
        assertTrue(last.play().isPassed());
        machine.render();
        Golden.assertMatches("lesson-9-passed-first-game", machine.framebuffer().toImage());
        run("key ENTER");
        assertSame(play, machine.screen(), "the lesson and the list are closed");
        assertTrue(play.match().isHinted());
        assertTrue(play.settings().get(Settings.LESSONS_PASSED).contains(Integer.toString(Course.count())));
    }
}
