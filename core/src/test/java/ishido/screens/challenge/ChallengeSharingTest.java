package ishido.screens.challenge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.rules.Move;
import ishido.rules.Square;
import ishido.screens.TestArt;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayScreen;
import ishido.screens.stats.StatsScreen;
import ishido.stats.StatsFilter;
import ishido.store.ChallengeLog;
import ishido.store.GameHistory;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.ui.Button;
import ishido.ui.Gadget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game of one's own sent as a challenge from Game Over's Share, and a kept game of the history sent later. */
class ChallengeSharingTest {
    @TempDir
    Path home;

    private PlayScreen play(long seed) {
        PlayScreen play = new PlayScreen(TestPlatform.files(home), TestArt.stoneset(), TestArt.board(), seed,
                new Settings(), home, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        ChallengeTable.attach(play);
        return play;
    }

    private static void key(Machine m, InputEvent e) {
        m.post(e);
        m.tick();
    }

    private static void type(Machine m, String text) {
        for (char ch : text.toCharArray()) {
            key(m, InputEvent.character(ch, false));
        }
    }

    private static List<String> buttons(PlayScreen play) {
        List<String> labels = new ArrayList<>();
        for (Gadget g : play.requesters().current().gadgets()) {
            if (g instanceof Button b) {
                labels.add(b.label());
            }
        }
        return labels;
    }

    private static List<Square> squares(PlayScreen play) {
        return play.game().moves().stream().map(Move::square).toList();
    }

    @Test
    void gameOversShareSendsTheResultLineOrTheWholeGameAsAChallenge() {
        PlayScreen play = play(3);
        Machine machine = new Machine(play);
        machine.tick();
        Script.parse("play 80").run(machine, () -> play);
        assertEquals("Game Over", play.requesters().current().title());

        key(machine, InputEvent.character('s', false));
        assertEquals("Share", play.requesters().current().title());
        assertEquals(List.of("Result", "Challenge", "Cancel"), buttons(play));
        key(machine, InputEvent.character('r', false));
        String line = machine.clipboard().text();
        assertTrue(line.startsWith("Ishido 1990-06-01 \u00b7 deal " + DealCode.of(play.game().deal())), line);
        assertFalse(line.contains("challenge="), line);
        assertEquals("Game Over", play.requesters().current().title(), "Game Over stays up");

        key(machine, InputEvent.character('s', false));
        key(machine, InputEvent.character('c', false));
        assertEquals("Challenge a Friend", play.requesters().current().title());
        type(machine, "Dee");
        key(machine, InputEvent.key(Key.ENTER));
        String text = machine.clipboard().text();
        assertTrue(text.startsWith(line.split("\n")[0] + "\nIshido challenge=1"), text);
        FriendMatch sent = ChallengeCode.read(text);
        assertEquals(List.of("Dee"), sent.names());
        assertEquals(squares(play), sent.games().get(0).moves());
        assertEquals(play.game().finalScore(), sent.games().get(0).score());
    }

    @Test
    void aKeptGameOfTheHistoryBecomesANewMatchWithTheResultItHad() throws IOException {
        PlayScreen first = play(5);
        Machine machine = new Machine(first);
        machine.tick();
        Script.parse("play 80").run(machine, () -> first);
        List<Square> played = squares(first);
        long score = first.game().finalScore();
        List<Path> kept;
        try (Stream<Path> files = Files.list(home.resolve(GameHistory.FOLDER))) {
            kept = files.toList();
        }
        assertEquals(1, kept.size(), "the game ended is kept");

        // Later, another game under way: the kept one is chosen in the history and sent.
        PlayScreen later = play(6);
        Machine again = new Machine(later);
        again.tick();
        Script.parse("play 3").run(again, () -> later);
        later.apply(new PlayCommand.ChallengeKept());
        assertEquals("Challenge a Friend", later.requesters().current().title());
        type(again, kept.get(0).getFileName().toString());
        key(again, InputEvent.key(Key.ENTER));
        assertEquals("Challenge a Friend", later.requesters().current().title());
        assertTrue(later.requesters().current().lines().contains("deal and sees both games."),
                later.requesters().current().lines().toString());
        type(again, "Eve");
        key(again, InputEvent.key(Key.ENTER));
        String text = again.clipboard().text();
        FriendMatch sent = ChallengeCode.read(text);
        assertEquals(played, sent.games().get(0).moves());
        assertEquals(score, sent.games().get(0).score());
        assertEquals(DealCode.of(first.game().deal()), sent.games().get(0).deal());
        assertTrue(text.startsWith("Ishido 1990-06-01 \u00b7 deal " + DealCode.of(first.game().deal())), text);
        assertEquals(3, later.game().placed(), "the game under way goes on");
    }

    @Test
    void aSavedGameUnderWayIsNotSent() {
        PlayScreen play = play(5);
        Machine machine = new Machine(play);
        machine.tick();
        Script.parse("play 4").run(machine, () -> play);
        play.apply(new PlayCommand.SaveTo(home.resolve("saves").resolve("four.ishido")));
        play.apply(new PlayCommand.ChallengeKept());
        type(machine, "../saves/four.ishido");
        key(machine, InputEvent.key(Key.ENTER));
        assertEquals("Challenge a Friend", play.requesters().current().title());
        assertTrue(String.join(" ", play.requesters().current().lines()).contains("Finish the game first"),
                play.requesters().current().lines().toString());
    }

    @Test
    void theChallengesSentAndReceivedAreKeptOnceAndListedNewestFirst() throws IOException {
        PlayScreen play = play(3);
        Machine machine = new Machine(play);
        machine.tick();
        Script.parse("play 80").run(machine, () -> play);
        play.apply(new PlayCommand.ChallengeFriend());
        type(machine, "Dee");
        key(machine, InputEvent.key(Key.ENTER));
        String sent = ChallengeCode.write(ChallengeCode.read(machine.clipboard().text()));
        play.requesters().clear();
        FriendMatch friend = FriendMatch.start(3, "Ann", ishido.testing.GreedyGames.played(DealCode.of(99),
                ishido.rules.Scoring.MODERN, 7), false);
        String received = ChallengeCode.write(friend);
        play.apply(new PlayCommand.ReadChallenge(received));
        play.apply(new PlayCommand.ReadChallenge("https://example.org/?challenge=" + received));
        List<ChallengeLog.Entry> kept = new ChallengeLog(TestPlatform.files(home).storage(),
                home.resolve(GameHistory.FOLDER), PlayScreen.FIXED_CLOCK).entries();
        assertEquals(2, kept.size(), "the link opened twice is kept once: " + kept);
        assertTrue(kept.get(0).sent());
        assertEquals(sent, ChallengeCode.write(kept.get(0).match()));
        assertFalse(kept.get(1).sent());
        assertEquals(received, ChallengeCode.write(kept.get(1).match()));

        Machine list = new Machine(play);
        list.tick();
        play.apply(new PlayCommand.Challenges());
        assertEquals("Challenges", play.requesters().current().title());
        List<String> lines = play.requesters().current().lines();
        assertTrue(lines.get(0).startsWith("06-01 got Ann: ") && lines.get(0).endsWith(friend.games().get(0).score()
                + " to beat"), lines.toString());
        assertTrue(lines.get(1).startsWith("06-01 sent Dee: "), lines.toString());

        // Ann's game counts in Statistics as a friend's, apart from Dee's own game.
        play.requesters().clear();
        play.apply(new PlayCommand.Statistics());
        list.tick();
        StatsScreen stats = (StatsScreen) list.screen();
        assertEquals(1, stats.statistics().games(), "Dee's own game");
        assertEquals(play.game().finalScore(), stats.statistics().bestScore());
        for (int i = 0; i < 2; i++) {
            // The third choice of whose games: Your games, Computer's, Friends'.
            list.post(InputEvent.press(220, 25, InputEvent.LEFT_BUTTON));
            key(list, InputEvent.release(220, 25, InputEvent.LEFT_BUTTON));
        }
        assertEquals(StatsFilter.Whose.FRIENDS, stats.filter().whose());
        assertEquals(1, stats.statistics().games(), "Ann's game");
        assertEquals(friend.games().get(0).score(), stats.statistics().bestScore());
    }
}
