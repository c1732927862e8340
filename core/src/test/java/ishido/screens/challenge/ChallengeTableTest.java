package ishido.screens.challenge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.persist.FileStorage;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.Ranking;
import ishido.screens.TestArt;
import ishido.screens.opening.GameStart;
import ishido.screens.scores.HighScoreScreen;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayResult;
import ishido.screens.play.PlayScreen;
import ishido.store.Settings;
import ishido.testing.GreedyGames;
import ishido.testing.TestPlatform;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A friend's challenge at the play screen: read, its opening, the same deal played, both games side by side. */
class ChallengeTableTest {
    private final List<PlayResult> told = new ArrayList<>();

    private static final DealCode DEAL = DealCode.of(424242);

    private PlayScreen play(Settings settings) {
        PlayScreen play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 3, settings, null,
                Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        ChallengeTable.attach(play);
        play.onResult(told::add);
        return play;
    }

    private static String code(int bestOf, Scoring scoring) {
        return ChallengeCode.write(FriendMatch.start(bestOf, "Ann", GreedyGames.played(DEAL, scoring, 7), false));
    }

    private static void key(Machine m, InputEvent e) {
        m.post(e);
        m.tick();
    }

    @Test
    void aChallengeOpensSaysWhoWithWhatAndPlaysTheSameDealToBothGamesSideBySide() {
        PlayScreen play = play(new Settings());
        Machine machine = new Machine(play);
        machine.tick();
        FriendMatch sent = ChallengeCode.read(code(3, Scoring.MODERN));
        assertInstanceOf(PlayResult.Opened.class, play.apply(new PlayCommand.ReadChallenge(code(3, Scoring.MODERN))));
        ChallengeOpening opening = assertInstanceOf(ChallengeOpening.class, machine.screen());
        List<String> lines = opening.lines();
        assertEquals("Ann challenges you!", lines.get(0));
        assertEquals("Deal " + DEAL + ", Modern scoring", lines.get(1));
        assertTrue(lines.get(2).startsWith("Score") && lines.get(2).endsWith(" " + sent.games().get(0).score()),
                lines.toString());
        assertEquals("Best of 3: deal 1", lines.get(lines.size() - 1));
        assertNull(play.challenge(), "nothing is played before Play");

        key(machine, InputEvent.key(Key.ENTER));
        assertSame(play, machine.screen());
        assertEquals(GameMode.SOLITAIRE, play.match().mode());
        assertEquals(DEAL.deal(), play.game().deal());
        assertEquals(Scoring.MODERN, play.game().scoring());
        assertEquals(0, play.game().placed());
        assertTrue(play.challenge() != null);

        Script.parse("play 80").run(machine, () -> play);
        assertTrue(play.game().isOver());
        SideBySide both = assertInstanceOf(SideBySide.class, machine.screen());
        FriendMatch answered = ChallengeTable.answered(sent, play.match());
        int winner = Ranking.winner(Scoring.MODERN, answered.games().get(0), answered.games().get(1));
        assertEquals(winner < 0 ? "A tie!" : List.of("Ann wins", "You win").get(winner) + " the deal!", both.verdict());
        assertEquals(List.of("Watch", "Answer", "Close"), both.buttons());

        // Watching steps both games together, from the deal's first stones to the longer game's end.
        key(machine, InputEvent.character('w', false));
        assertEquals(0, both.watched());
        key(machine, InputEvent.key(Key.RIGHT));
        key(machine, InputEvent.key(Key.RIGHT));
        assertEquals(2, both.watched());
        key(machine, InputEvent.key(Key.END));
        assertEquals(Math.max(play.game().placed(), sent.games().get(0).moves().size()), both.watched());
        key(machine, InputEvent.key(Key.ESCAPE));
        assertEquals(-1, both.watched(), "Esc goes back to the results");
        key(machine, InputEvent.key(Key.ESCAPE));
        assertSame(play, machine.screen(), "Close goes back to the board");
    }

    @Test
    void anAlteredCodeIsRefusedWithItsOneLineAndNothingChanges() {
        PlayScreen play = play(new Settings());
        Machine machine = new Machine(play);
        machine.tick();
        Game before = play.game();
        String good = code(1, Scoring.ANCIENT);
        char c = good.charAt(10);
        String altered = good.substring(0, 10) + (c == 'A' ? 'B' : 'A') + good.substring(11);
        PlayResult.Refused r = assertInstanceOf(PlayResult.Refused.class,
                play.apply(new PlayCommand.ReadChallenge(altered)));
        assertTrue(r.reason().startsWith("This challenge code was altered"), r.reason());
        assertSame(play, machine.screen());
        assertSame(before, play.game());
        assertNull(play.challenge());
        assertTrue(play.requesters().isActive());
        assertEquals("Play Challenge", play.requesters().current().title());
        assertTrue(String.join(" ", play.requesters().current().lines()).contains("altered"),
                play.requesters().current().lines().toString());

        PlayResult.Refused cut = assertInstanceOf(PlayResult.Refused.class,
                play.apply(new PlayCommand.ReadChallenge(good.substring(0, good.length() - 3))));
        assertTrue(cut.reason().startsWith("This challenge code is cut short"), cut.reason());
        PlayResult.Refused other = assertInstanceOf(PlayResult.Refused.class,
                play.apply(new PlayCommand.ReadChallenge("2" + good.substring(1))));
        assertTrue(other.reason().contains("another version"), other.reason());
    }

    @Test
    void aChallengeAsksBeforeItEndsAGameUnderWayAndBackLeavesIt() {
        PlayScreen play = play(new Settings());
        Machine machine = new Machine(play);
        machine.tick();
        play.apply(new PlayCommand.Place(play.game().legalSquares().get(0)));
        Game underWay = play.game();
        play.apply(new PlayCommand.ReadChallenge(code(1, Scoring.MODERN)));
        key(machine, InputEvent.key(Key.ESCAPE));
        assertSame(play, machine.screen());
        assertSame(underWay, play.game(), "Back leaves the game under way");

        play.apply(new PlayCommand.ReadChallenge(code(1, Scoring.MODERN)));
        key(machine, InputEvent.key(Key.ENTER));
        assertSame(underWay, play.game(), "asked first");
        assertInstanceOf(PlayResult.Asked.class, told.get(told.size() - 1));
        assertEquals("Play Challenge", play.requesters().current().title());
    }

    @Test
    void aComputerPlayerCheckedDoesNotPlayTheChallenge() {
        Settings settings = new Settings();
        settings.set(Settings.COMPUTER_PLAYER_1, true);
        PlayScreen play = play(settings);
        new Machine(play).tick();
        play.apply(new PlayCommand.PlayChallenge(ChallengeCode.read(code(1, Scoring.MODERN))));
        assertFalse(play.settings().get(Settings.COMPUTER_PLAYER_1));
        assertFalse(play.match().seats().get(0).isComputer());
    }

    @Test
    void anAnswerReceivedShowsBothGamesAndOffersTheMatchsNextDealOnANewDeal() {
        PlayScreen play = play(new Settings());
        Machine machine = new Machine(play);
        machine.tick();
        FriendMatch answer = FriendMatch.start(3, "Ann", GreedyGames.played(DEAL, Scoring.MODERN, 7), false)
                .with("Bob", GreedyGames.played(DEAL, Scoring.MODERN, 8), false);
        play.apply(new PlayCommand.ReadChallenge(ChallengeCode.write(answer)));
        SideBySide both = assertInstanceOf(SideBySide.class, machine.screen());
        assertEquals(List.of("Watch", "Next deal", "Close"), both.buttons());
        key(machine, InputEvent.character('n', false));
        assertSame(play, machine.screen());
        assertNotEquals(DEAL.deal(), play.game().deal(), "the next deal is one the match has not played");
        assertTrue(DealCode.of(play.game().deal()) != null);
        assertSame(answer.scoring(), play.game().scoring());
    }

    @Test
    void aChallengeReadBeforeTheScreenShowsOpensWhenItDoes() {
        PlayScreen play = play(new Settings());
        play.apply(new PlayCommand.ReadChallenge(code(1, Scoring.MODERN)));
        Machine machine = new Machine(play);
        machine.tick();
        assertInstanceOf(ChallengeOpening.class, machine.screen());
    }

    private static void type(Machine m, String text) {
        for (char ch : text.toCharArray()) {
            key(m, InputEvent.character(ch, false));
        }
    }

    @Test
    void theAnswerCarriesBothGamesUnderTheNameGivenWithTheResultLine() {
        PlayScreen play = play(new Settings());
        Machine machine = new Machine(play);
        machine.tick();
        play.apply(new PlayCommand.ReadChallenge(code(3, Scoring.MODERN)));
        key(machine, InputEvent.key(Key.ENTER));
        Script.parse("play 80").run(machine, () -> play);
        assertInstanceOf(SideBySide.class, machine.screen());
        key(machine, InputEvent.character('a', false));
        assertSame(play, machine.screen());
        assertEquals("Challenge a Friend", play.requesters().current().title(), "over Game Over");
        type(machine, "Bob");
        key(machine, InputEvent.key(Key.ENTER));
        String text = machine.clipboard().text();
        assertTrue(text.startsWith("Ishido 1990-06-01 \u00b7 deal " + DEAL), text);
        assertTrue(text.contains("\nIshido challenge=1"), text);
        FriendMatch back = ChallengeCode.read(text);
        assertEquals(List.of("Ann", "Bob"), back.names());
        assertEquals(3, back.bestOf());
        assertEquals(play.game().moves().size(), back.games().get(1).moves().size());
        assertEquals(play.game().finalScore(), back.games().get(1).score());
        assertEquals("Bob", play.settings().get(Settings.CHALLENGE_NAME), "the name is offered next time");
        assertTrue(String.join("", play.requesters().current().lines()).contains(back.games().size() > 0
                ? ChallengeCode.write(back).substring(0, 20) : "-"), "the code is shown");
    }

    @Test
    void aGameOfOnesOwnBecomesANewMatchOfTheLengthChosenOnlyOnceItHasEnded() {
        PlayScreen play = play(new Settings());
        Machine machine = new Machine(play);
        machine.tick();
        PlayResult.Refused early = assertInstanceOf(PlayResult.Refused.class,
                play.apply(new PlayCommand.ChallengeFriend()));
        assertTrue(early.reason().startsWith("Finish the game first"), early.reason());
        assertEquals("Challenge a Friend", play.requesters().current().title(), "told in a requester");
        play.requesters().clear();
        Script.parse("play 80").run(machine, () -> play);
        assertTrue(play.game().isOver());
        play.requesters().clear();
        play.apply(new PlayCommand.ChallengeFriend());
        ishido.ui.Cycle length = (ishido.ui.Cycle) play.requesters().current().gadgets().stream()
                .filter(g -> g instanceof ishido.ui.Cycle).findFirst().orElseThrow();
        length.next();
        type(machine, "Cy");
        key(machine, InputEvent.key(Key.ENTER));
        FriendMatch sent = ChallengeCode.read(machine.clipboard().text());
        assertEquals(List.of("Cy"), sent.names());
        assertEquals(3, sent.bestOf());
        assertEquals(DealCode.of(play.game().deal()), sent.games().get(0).deal());
    }

    @Test
    void theNextDealsLinkBesideAnEndedGameThatOwesItsNameAsksTheNameAtPlayThenPlaysTheChallengesDeal(
            @TempDir Path folder) {
        // Deal 1 of a match played to its end and answered, the page then closed: the ended game is kept, its name owed.
        FileStorage storage = new FileStorage(folder);
        PlayScreen first = new PlayScreen(TestPlatform.with(storage), TestArt.stoneset(), TestArt.board(), 1,
                new Settings(), folder, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        ChallengeTable.attach(first);
        Machine m1 = new Machine(first);
        m1.tick();
        first.apply(new PlayCommand.ReadChallenge(code(3, Scoring.MODERN)));
        key(m1, InputEvent.key(Key.ENTER));
        Script.parse("play 80").run(m1, () -> first);
        key(m1, InputEvent.character('a', false));
        type(m1, "Bob");
        key(m1, InputEvent.key(Key.ENTER));
        DealCode second = DealCode.of(777);
        String next = ChallengeCode.write(ChallengeCode.read(m1.clipboard().text())
                .with("Ann", GreedyGames.played(second, Scoring.MODERN, 9), false));

        // Ann's answer with deal 2 opened by its link: the ended game comes back at Game Over, under the opening.
        PlayScreen play = new PlayScreen(TestPlatform.with(storage), TestArt.stoneset(), TestArt.board(), 2,
                new Settings(), folder, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        ChallengeTable.attach(play);
        assertTrue(GameStart.challengeBeside(play, storage, folder, play.settings(), PlayScreen.FIXED_CLOCK, next));
        Machine machine = new Machine(play);
        machine.tick();
        assertInstanceOf(ChallengeOpening.class, machine.screen());
        key(machine, InputEvent.key(Key.ENTER));
        // Play asks the name at once: the old Game Over, whose New Game would take the challenge's place, is gone.
        assertEquals("High Score", play.requesters().current().title());
        type(machine, "Bob");
        key(machine, InputEvent.key(Key.ENTER));
        assertInstanceOf(HighScoreScreen.class, machine.screen());
        key(machine, InputEvent.key(Key.ENTER));
        assertSame(play, machine.screen());
        assertFalse(play.requesters().isActive());
        assertEquals(second.deal(), play.game().deal(), "the challenge's deal is on the board");
        assertEquals(0, play.game().placed());
        assertTrue(play.challenge() != null);
    }
}
