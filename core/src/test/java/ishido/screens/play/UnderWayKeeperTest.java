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
import ishido.screens.TestArt;
import ishido.screens.opening.GameStart;
import ishido.store.GameUnderWay;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
        assertEquals(before.record().format(), after.record().format());
        assertEquals("The game under way goes on.", after.status());
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
        assertNull(after.files().savedAs(), "Save Game asks for a name");
    }

    @Test
    void aFinishedGameIsForgotten() {
        PlayScreen play = play(1, new Settings());
        run(play, "play 3");
        play.matchToSetUp().finish(Game.End.ENDED_BY_PLAYER);
        run(play, "wait 1");
        assertFalse(Files.exists(GameUnderWay.file(folder)));
        PlayScreen next = play(2, new Settings());
        assertFalse(GameStart.resume(next, storage(), folder, next.settings(), PlayScreen.FIXED_CLOCK));
        assertEquals(0, next.match().plays().size());
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
        assertEquals(GameMode.CHALLENGE, after.mode());
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
        assertEquals(two.record().format(), Files.readString(GameUnderWay.file(folder), StandardCharsets.UTF_8));
        run(one, "play 1");
        assertEquals(one.record().format(), Files.readString(GameUnderWay.file(folder), StandardCharsets.UTF_8));
        try (var left = Files.list(folder)) {
            assertEquals(0, left.filter(p -> p.getFileName().toString().startsWith(".")).count(), "no half-written file");
        }
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
