package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.persist.FileStorage;
import ishido.persist.Storage;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.Table;
import ishido.store.GameHistory;
import ishido.store.HighScoreFile;
import ishido.screens.TestArt;
import ishido.screens.opening.GameStart;
import ishido.store.GameUnderWay;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game under way kept in the data folder after every move, and resumed at the next start (issue 38). */
class UnderWayKeeperTest {
    @TempDir
    Path folder;

    private Storage storage() {
        return new FileStorage(folder);
    }

    private PlayScreen play(long seed, Settings settings) {
        return new PlayScreen(TestPlatform.with(storage()), TestArt.stoneset(), TestArt.board(), seed, settings, folder,
                Host.HEADLESS, PlayScreen.FIXED_CLOCK);
    }

    private static void run(PlayScreen play, String script) {
        Machine machine = new Machine(play);
        Script.parse(script + "\nwait 1").run(machine, () -> play);
    }

    @Test
    void everyMoveIsKeptAndTheNextStartGoesOnWithTheGame() {
        PlayScreen before = play(1, new Settings());
        assertFalse(Files.exists(GameUnderWay.file(folder)), "a game without a move is not kept");
        run(before, "play 3");
        assertTrue(Files.exists(GameUnderWay.file(folder)));
        PlayScreen after = play(2, new Settings());
        assertTrue(GameStart.resume(after, storage(), folder, after.settings(), PlayScreen.FIXED_CLOCK));
        assertEquals(before.game().moves(), after.game().moves());
        assertEquals(before.game().deal(), after.game().deal());
        assertEquals(before.match().finalScore(0), after.match().finalScore(0));
        assertEquals(before.session().files().record().format(), after.session().files().record().format());
        assertEquals("The game under way goes on.", after.session().notices().status());
        // An undo is a change too: the file follows it.
        run(before, "key BACKSPACE");
        PlayScreen again = play(3, new Settings());
        GameStart.resume(again, storage(), folder, again.settings(), PlayScreen.FIXED_CLOCK);
        assertEquals(before.game().placed(), again.game().placed());
    }

    @Test
    void aResumedGameIsNotSavedOverTheKeptFileBySaveGame() {
        run(play(1, new Settings()), "play 2");
        PlayScreen after = play(2, new Settings());
        GameStart.resume(after, storage(), folder, after.settings(), PlayScreen.FIXED_CLOCK);
        assertNull(after.session().files().savedAs(), "Save Game asks for a name");
    }

    @Test
    void aFinishedGameIsForgottenOnceItsHighScoreIsEntered() {
        PlayScreen play = play(1, new Settings());
        Machine machine = new Machine(play);
        Script.parse("play 3\namiga e\nkey ENTER\nwait 1").run(machine, () -> play);
        assertEquals("Game Over", play.requesters().current().title());
        assertTrue(Files.exists(GameUnderWay.file(folder)), "kept until its score is entered");
        Script.parse("key ESCAPE\nwait 1").run(machine, () -> play);
        assertEquals("High Score", play.requesters().current().title());
        assertTrue(Files.exists(GameUnderWay.file(folder)), "kept while the name is asked");
        Script.parse("type Ann\nkey ENTER\nwait 1").run(machine, () -> play);
        assertFalse(Files.exists(GameUnderWay.file(folder)));
        PlayScreen next = play(2, new Settings());
        assertFalse(GameStart.resume(next, storage(), folder, next.settings(), PlayScreen.FIXED_CLOCK));
        assertEquals(0, next.match().plays().size());
    }

    /** The names in Today's Modern table of the data folder. */
    private List<String> todaysNames() throws IOException {
        return new HighScoreFile(storage(), folder, PlayScreen.FIXED_CLOCK).load().list(Table.TODAY, Scoring.MODERN)
                .entries().stream().map(HighScore::name).toList();
    }

    private long historyGames() throws IOException {
        try (var kept = Files.list(folder.resolve(GameHistory.FOLDER))) {
            return kept.count();
        }
    }

    @Test
    void aReloadAtGameOverOrInTheNameEntryOffersTheGameAgainAndItIsEnteredOnce() throws IOException {
        PlayScreen play = play(1, new Settings());
        Machine machine = new Machine(play);
        Script.parse("play 4\namiga e\nkey ENTER\nwait 1").run(machine, () -> play);
        long score = play.game().finalScore();
        assertEquals(1, historyGames());
        // A reload at Game Over: the ended game comes back at Game Over.
        PlayScreen reloaded = play(2, new Settings());
        assertTrue(GameStart.resume(reloaded, storage(), folder, reloaded.settings(), PlayScreen.FIXED_CLOCK));
        Machine again = new Machine(reloaded);
        assertTrue(reloaded.game().isOver());
        assertEquals("Game Over", reloaded.requesters().current().title());
        // A reload in the name entry: Game Over once more, then the name.
        Script.parse("key ESCAPE\nwait 1").run(again, () -> reloaded);
        assertEquals("High Score", reloaded.requesters().current().title());
        PlayScreen third = play(3, new Settings());
        assertTrue(GameStart.resume(third, storage(), folder, third.settings(), PlayScreen.FIXED_CLOCK));
        Machine last = new Machine(third);
        Script.parse("key ESCAPE\nwait 1\ntype Ann\nkey ENTER\nwait 1").run(last, () -> third);
        assertEquals(List.of("Ann"), todaysNames());
        assertEquals(score, new HighScoreFile(storage(), folder, PlayScreen.FIXED_CLOCK).load()
                .list(Table.TODAY, Scoring.MODERN).entries().get(0).score());
        assertEquals(1, historyGames(), "the history keeps the game once");
        assertFalse(Files.exists(GameUnderWay.file(folder)));
        // Its New Game does not enter it again.
        Script.parse("key ESCAPE\namiga n\nwait 1").run(last, () -> third);
        assertEquals(List.of("Ann"), todaysNames());
    }

    @Test
    void aStuckGameClosedThenQuitAsksTheNameBeforeItQuits() throws IOException {
        int[] quits = new int[1];
        Host counting = new Host() {
            @Override
            public void quit() {
                quits[0]++;
            }

            @Override
            public void applyDisplay(ishido.store.DisplayOptions options) {
            }
        };
        PlayScreen play = new PlayScreen(TestPlatform.with(storage()), TestArt.stoneset(), TestArt.board(), 11,
                new Settings(), folder, counting, PlayScreen.FIXED_CLOCK);
        Machine machine = new Machine(play);
        for (int i = 0; i < 100 && !play.game().isOver(); i++) {
            Script.parse("play 1").run(machine, () -> play);
        }
        assertEquals(Game.End.NO_LEGAL_SQUARE, play.game().end());
        Script.parse("wait 1").run(machine, () -> play);
        assertEquals("Game Over", play.requesters().current().title());
        Script.parse("char 99\nwait 1").run(machine, () -> play);
        assertFalse(play.requesters().isActive(), "C closed Game Over to look at the board");
        assertEquals(new PlayResult.Opened("High Score"), play.apply(new PlayCommand.Quit()));
        assertEquals(0, quits[0], "the name is asked first");
        Script.parse("type Kim\nkey ENTER\nwait 1").run(machine, () -> play);
        assertEquals(1, quits[0]);
        assertEquals(List.of("Kim"), todaysNames());
    }

    @Test
    void nAtGameOverAsksTheNameFirstAndTheGameStaysKeptUntilItIsGiven() throws IOException {
        PlayScreen play = play(1, new Settings());
        Machine machine = new Machine(play);
        Script.parse("play 3\namiga e\nkey ENTER\nwait 1").run(machine, () -> play);
        assertEquals("Game Over", play.requesters().current().title());
        Game ended = play.game();
        Script.parse("char 110\nwait 1").run(machine, () -> play);
        assertEquals("High Score", play.requesters().current().title());
        assertEquals(ended, play.game(), "the new game waits for the name");
        assertTrue(Files.exists(GameUnderWay.file(folder)), "kept while the name is asked");
        // A reload in that name entry: the ended game comes back at Game Over.
        PlayScreen reloaded = play(2, new Settings());
        assertTrue(GameStart.resume(reloaded, storage(), folder, reloaded.settings(), PlayScreen.FIXED_CLOCK));
        new Machine(reloaded);
        assertEquals("Game Over", reloaded.requesters().current().title());
        // The name given, the new game begins and the ended one is forgotten.
        Script.parse("type Ann\nkey ENTER\nwait 1").run(machine, () -> play);
        assertEquals(List.of("Ann"), todaysNames());
        assertTrue(play.game() != ended);
        assertEquals(0, play.match().plays().size());
        assertFalse(Files.exists(GameUnderWay.file(folder)));
    }

    @Test
    void withResumeOffAReloadAtGameOverStillOffersTheGameToTheHighScores() throws IOException {
        Settings off = new Settings();
        off.set(Settings.RESUME_AT_START, false);
        PlayScreen play = play(1, off);
        Machine machine = new Machine(play);
        Script.parse("play 3\nwait 1").run(machine, () -> play);
        assertFalse(Files.exists(GameUnderWay.file(folder)), "a game under way is not kept");
        Script.parse("amiga e\nkey ENTER\nwait 1").run(machine, () -> play);
        assertTrue(Files.exists(GameUnderWay.file(folder)), "an ended game is kept until its entry");
        Settings offAgain = new Settings();
        offAgain.set(Settings.RESUME_AT_START, false);
        PlayScreen reloaded = play(2, offAgain);
        assertTrue(GameStart.resume(reloaded, storage(), folder, offAgain, PlayScreen.FIXED_CLOCK));
        Machine again = new Machine(reloaded);
        assertEquals("Game Over", reloaded.requesters().current().title());
        Script.parse("key ESCAPE\nwait 1\ntype Ann\nkey ENTER\nwait 1").run(again, () -> reloaded);
        assertEquals(List.of("Ann"), todaysNames());
        assertFalse(Files.exists(GameUnderWay.file(folder)));
        assertEquals(1, historyGames());
    }

    /** Plays the seed-11 deal a stone at a time until no square takes the stone. */
    private static void playUntilStuck(PlayScreen play, Machine machine) {
        for (int i = 0; i < 100 && !play.game().isOver(); i++) {
            Script.parse("play 1").run(machine, () -> play);
        }
        assertEquals(Game.End.NO_LEGAL_SQUARE, play.game().end());
        Script.parse("wait 1").run(machine, () -> play);
    }

    @Test
    void aResumedStuckGameUndoneAndEndedAgainIsKeptOnceInTheHistory() throws IOException {
        PlayScreen play = play(11, new Settings());
        Machine machine = new Machine(play);
        playUntilStuck(play, machine);
        assertEquals(1, historyGames());
        PlayScreen reloaded = play(2, new Settings());
        assertTrue(GameStart.resume(reloaded, storage(), folder, reloaded.settings(), PlayScreen.FIXED_CLOCK));
        Machine again = new Machine(reloaded);
        assertEquals("Game Over", reloaded.requesters().current().title());
        Script.parse("char 117\nwait 1").run(again, () -> reloaded);
        assertFalse(reloaded.game().isOver(), "U took the stuck stone's move back");
        playUntilStuck(reloaded, again);
        assertEquals(1, historyGames(), "the end after Undo takes the kept end's place");
    }

    @Test
    void aChallengeComesBackWithItsTimerAndTheTimeUsed() {
        Settings settings = new Settings();
        settings.set(Settings.MODE, GameMode.CHALLENGE);
        settings.set(Settings.CHALLENGE_TIMER, true);
        PlayScreen before = play(4, settings);
        run(before, "play 2\nwait 90\nplay 1");
        Settings fresh = new Settings();
        PlayScreen after = play(5, fresh);
        assertTrue(GameStart.resume(after, storage(), folder, fresh, PlayScreen.FIXED_CLOCK));
        assertEquals(GameMode.CHALLENGE, after.match().mode());
        assertEquals(before.match().timer(), after.match().timer());
        assertTrue(after.match().timerUsed() > 0);
        assertEquals(before.match().plays(), after.match().plays());
    }

    @Test
    void offItNeitherKeepsNorResumes() throws IOException {
        Settings off = new Settings();
        off.set(Settings.RESUME_AT_START, false);
        run(play(1, off), "play 3");
        assertFalse(Files.exists(GameUnderWay.file(folder)));
        run(play(1, new Settings()), "play 3");
        PlayScreen next = play(2, off);
        assertFalse(GameStart.resume(next, storage(), folder, off, PlayScreen.FIXED_CLOCK));
        assertEquals(0, next.match().plays().size());
    }

    @Test
    void twoWindowsTheLastToMoveKeepsItsGame() throws IOException {
        PlayScreen one = play(1, new Settings());
        PlayScreen two = play(2, new Settings());
        run(one, "play 4");
        run(two, "play 2");
        assertEquals(two.session().files().record().format(), Files.readString(GameUnderWay.file(folder), StandardCharsets.UTF_8));
        run(one, "play 1");
        assertEquals(one.session().files().record().format(), Files.readString(GameUnderWay.file(folder), StandardCharsets.UTF_8));
        try (var left = Files.list(folder)) {
            assertEquals(0, left.filter(p -> p.getFileName().toString().startsWith(".")).count(), "no half-written file");
        }
    }

    @Test
    void aTabThatDoesNotHoldTheGameWritesNothingUntilItTakesItOverAndAGameEndsOnce() throws IOException {
        PlayScreen first = play(1, new Settings());
        Machine one = new Machine(first);
        Script.parse("play 3\nwait 1").run(one, () -> first);
        // A second tab: the first holds the game, so the second asks and writes nothing.
        PlayScreen second = play(2, new Settings());
        Machine two = new Machine(second);
        int[] asked = new int[1];
        second.heldElsewhere(() -> asked[0]++);
        assertEquals("Another Tab", second.requesters().current().title());
        two.render();
        ishido.screens.Golden.assertMatches("play-held-elsewhere", two.framebuffer().toImage());
        Script.parse("key ESCAPE\nwait 1").run(two, () -> second);
        assertEquals(1, asked[0], "Esc takes it over too: the only way on");
        assertEquals(first.session().files().record().format(), Files.readString(GameUnderWay.file(folder), StandardCharsets.UTF_8));
        // The page took the game: the second tab goes on with the first's game, and the first lets go.
        assertTrue(second.takeOver());
        assertEquals(first.game().moves(), second.game().moves());
        first.heldElsewhere(() -> { });
        Script.parse("play 2\nwait 1").run(one, () -> first);
        assertEquals(3, first.game().placed(), "the tab that let go plays nothing");
        Script.parse("play 2\nwait 1").run(two, () -> second);
        assertEquals(second.session().files().record().format(), Files.readString(GameUnderWay.file(folder), StandardCharsets.UTF_8));
        // It ends there, at Game Over: the first tab's Take Over finds the ended game owed, and enters it once.
        Script.parse("amiga e\nkey ENTER\nwait 1").run(two, () -> second);
        assertEquals("Game Over", second.requesters().current().title());
        second.heldElsewhere(() -> { });
        assertTrue(first.takeOver());
        assertTrue(first.game().isOver());
        Script.parse("key ESCAPE\nwait 1\ntype Ann\nkey ENTER\nwait 1").run(one, () -> first);
        assertEquals(List.of("Ann"), todaysNames());
        assertEquals(1, historyGames(), "the game ended once");
        // Taken back once more, with nothing kept: a new game begins, the old one not entered again.
        assertFalse(second.takeOver());
        assertEquals(0, second.game().placed());
        Script.parse("wait 1").run(two, () -> second);
        assertFalse(second.requesters().isActive(), "nothing asked of the game the other tab entered");
        assertEquals(List.of("Ann"), todaysNames());
        assertEquals(1, historyGames());
    }

    @Test
    void aDamagedKeptGameIsSetAsideAndTheDealtGamePlays() throws IOException {
        Files.writeString(GameUnderWay.file(folder), "not a game record at all\n");
        PlayScreen play = play(1, new Settings());
        assertFalse(GameStart.resume(play, storage(), folder, play.settings(), PlayScreen.FIXED_CLOCK));
        assertEquals(0, play.match().plays().size());
        assertFalse(Files.exists(GameUnderWay.file(folder)));
    }

    private static Settings oracleOn() {
        Settings s = new Settings();
        s.set(Settings.ORACLE, true);
        s.set(Settings.ORACLE_QUESTION, "Which road leads home?");
        return s;
    }

    @Test
    void theOraclesQuestionIsAskedOnceAGameNotAgainOnAResumeNorTwiceOnADealLink() {
        PlayScreen first = play(1, oracleOn());
        Machine machine = new Machine(first);
        assertEquals("The Oracle", first.requesters().current().title(), "a game begins with the question");
        Script.parse("key ENTER\nplay 3\nwait 1").run(machine, () -> first);
        // A reload: the game under way comes back; its question was asked when it began.
        PlayScreen reloaded = play(2, oracleOn());
        assertTrue(GameStart.resume(reloaded, storage(), folder, reloaded.settings(), PlayScreen.FIXED_CLOCK));
        new Machine(reloaded);
        assertFalse(reloaded.requesters().isActive(), "the resumed game asks its question again");
        // A ?deal= link beside it: asked to end the game under way, then the new game's question, once.
        PlayScreen linked = play(3, oracleOn());
        assertTrue(GameStart.resumeBeside(linked, storage(), folder, linked.settings(), PlayScreen.FIXED_CLOCK,
                ishido.match.DealCode.of(5)));
        Machine m = new Machine(linked);
        assertEquals("Play Deal", linked.requesters().current().title());
        Script.parse("key ENTER\nwait 1").run(m, () -> linked);
        assertEquals("The Oracle", linked.requesters().current().title(), "the new deal's game begins with the question");
        Script.parse("key ENTER\nwait 1").run(m, () -> linked);
        assertFalse(linked.requesters().isActive(), "the question is asked once");
    }
}
