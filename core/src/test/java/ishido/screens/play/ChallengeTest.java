package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.match.MatchView;
import ishido.rules.GameMode;
import ishido.rules.Move;
import ishido.screens.Golden;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Challenge games at the play screen: two players alternating, each with a sheet of their own. */
class ChallengeTest {
    private PlayScreen play;
    private Machine machine;

    private void start(boolean computer1, boolean computer2) throws IOException {
        start(computer1, computer2, new Settings());
    }

    private void start(boolean computer1, boolean computer2, Settings settings) throws IOException {
        settings.set(Settings.MODE, GameMode.CHALLENGE);
        settings.set(Settings.COMPUTER_PLAYER_1, computer1);
        settings.set(Settings.COMPUTER_PLAYER_2, computer2);
        play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), 11, settings, null, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    @Test
    void playersAlternateAndEachScoresIntoTheirOwnSheet() throws IOException {
        start(false, false);
        MatchView match = play.match();
        assertNotSame(match.sheet(0), match.sheet(1));
        long[] expected = new long[2];
        for (int i = 0; i < 12; i++) {
            int seat = match.turn();
            assertEquals(i % 2, seat, "player 1 moves first, then they alternate");
            run("play 1");
            Move m = play.game().lastMove();
            expected[seat] += m.points();
        }
        assertEquals(expected[0], match.sheet(0).score());
        assertEquals(expected[1], match.sheet(1).score());
        assertFalse(play.menus().menus().stream().flatMap(menu -> menu.items().stream())
                .filter(item -> "Undo Previous Move".equals(item.label())).findFirst().orElseThrow().isEnabled(),
                "no undo in a Challenge");
        machine.render();
        Golden.assertMatches("play-challenge", machine.framebuffer().toImage());
    }

    @Test
    void twoComputerPlayersPlayToTheEndAndTheResultNamesTheWinner() throws IOException {
        start(true, true);
        for (int i = 0; i < 200 && !play.game().isOver(); i++) {
            run("wait 60");
        }
        assertTrue(play.game().isOver());
        MatchView match = play.match();
        long first = match.sheet(0).score() + play.game().endBonus();
        long second = match.sheet(1).score() + play.game().endBonus();
        var lines = play.requesters().current().lines();
        assertTrue(lines.contains(String.format("%-12s%7d", "Computer 1", first)), lines.toString());
        assertTrue(lines.contains(String.format("%-12s%7d", "Computer 2", second)), lines.toString());
        String winner = first == second ? "A tie!" : (first > second ? "Computer 1" : "Computer 2") + " wins!";
        assertTrue(lines.contains(winner), lines.toString());
        assertTrue(match.computerPlayed());
        machine.render();
        Golden.assertMatches("play-challenge-end", machine.framebuffer().toImage());
    }

    @Test
    void aMoveThatRunsOutOfTimeScoresNothingAndPassesTheStone() throws IOException {
        Settings settings = new Settings();
        settings.set(Settings.CHALLENGE_TIMER, true);
        settings.set(Settings.CHALLENGE_SECONDS, 10);
        start(false, false, settings);
        MatchView match = play.match();
        run("play 3");
        long before = match.ticksLeft();
        run("wait 200");
        assertEquals(1, match.turn());
        assertEquals(before - 200, match.ticksLeft(), "player 2's seconds run");
        machine.render();
        Golden.assertMatches("play-challenge-timer", machine.framebuffer().toImage());
        var stone = play.game().touchstone();
        long second = match.sheet(1).score();
        run("wait " + (before - 200));
        assertEquals(0, match.turn(), "the stone passed to player 1");
        assertEquals(stone, play.game().touchstone(), "the same stone");
        assertEquals(second, match.sheet(1).score(), "nothing scored for the turn");
        assertEquals(600, match.ticksLeft());
        assertTrue(play.session().files().record().format().contains(" --\n"), play.session().files().record().format());
        assertEquals("Out of Time", play.requesters().current().title(), "with messages on, a requester tells it");
        run("key ENTER\namiga n\nkey ENTER");
        assertEquals(0, play.game().placed());
        assertEquals(ishido.match.Timer.perMove(10), play.match().timer(), "the next game keeps the timer");
    }

    @Test
    void aLostTurnStaysOnTheStripUntilThePlayerMovesAgainAndTheComputersBarDoesNotCountDown() throws IOException {
        Settings settings = new Settings();
        settings.set(Settings.CHALLENGE_TIMER, true);
        settings.set(Settings.CHALLENGE_SECONDS, 10);
        settings.set(Settings.MESSAGES, false);
        start(false, true, settings);
        MatchView match = play.match();
        run("wait " + (match.ticksLeft() + 1));
        assertEquals(1, match.turn(), "the stone passed to the computer");
        String news = "Time! Turn passes to computer.";
        assertEquals(news, play.session().notices().status());
        long left = match.ticksLeft();
        int placed = play.game().placed();
        for (int i = 0; i < 40 && play.game().placed() == placed; i++) {
            assertEquals(left, match.ticksLeft(), "the computer's turn is not timed");
            run("wait 10");
        }
        assertEquals(placed + 1, play.game().placed(), "the computer moved");
        run("wait " + (StatusLine.SAY_TICKS + 10));
        assertEquals(news, play.session().notices().status(), "the news outlasts the computer's move");
        run("play 1");
        assertNotSame(news, play.session().notices().status());
        assertFalse(news.equals(play.session().notices().status()), "the player's next move lets it go");
    }

    @Test
    void withMessagesOnALostTurnIsToldInARequesterBeforeTheComputerMoves() throws IOException {
        Settings settings = new Settings();
        settings.set(Settings.CHALLENGE_TIMER, true);
        settings.set(Settings.CHALLENGE_SECONDS, 10);
        settings.set(Settings.MESSAGES, true);
        start(false, true, settings);
        MatchView match = play.match();
        run("wait " + (match.ticksLeft() + 1));
        assertTrue(play.requesters().isActive());
        assertEquals("Out of Time", play.requesters().current().title());
        assertTrue(String.join(" ", play.requesters().current().lines()).contains("the computer has the stone"),
                play.requesters().current().lines().toString());
        int placed = play.game().placed();
        run("wait 300");
        assertEquals(placed, play.game().placed(), "the computer waits for the player to read it");
        machine.render();
        Golden.assertMatches("play-challenge-timeout", machine.framebuffer().toImage());
        run("key ENTER\nwait 300");
        assertEquals(placed + 1, play.game().placed());
    }

    private boolean checked(String label) {
        return play.requesters().current().gadgets().stream().filter(g -> g instanceof ishido.ui.CheckBox c && c.label().equals(label))
                .map(g -> ((ishido.ui.CheckBox) g).isChecked()).findFirst().orElseThrow();
    }

    @Test
    void aModesSetupWaitsForNewGameAndNeverChangesTheGameUnderWay() throws IOException {
        start(true, true);
        run("wait 120");
        int placed = play.game().placed();
        assertTrue(placed > 0);
        play.apply(new PlayCommand.SetUp(GameMode.TOURNAMENT));
        assertEquals("Tournament Game", play.requesters().current().title());
        run("key ENTER");
        assertFalse(play.requesters().isActive());
        assertTrue(play.match().seats().get(1).isComputer(), "the Challenge's second seat is still the computer's");
        run("wait 120");
        assertTrue(play.game().placed() > placed + 1, "both computers go on playing the Challenge");
        assertEquals(GameMode.CHALLENGE, play.match().mode());
    }

    @Test
    void afterWatchingTheComputerPlayTheNextGameIsThePlayersOwn() throws IOException {
        Settings settings = new Settings();
        settings.set(Settings.MODE, GameMode.SOLITAIRE);
        play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"),
                Catalog.board(TestPlatform.storage(), "Ishido"), 11, settings, null, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        machine = new Machine(play);
        run("play 2");
        // Computer Player 1 checked during the game: the computer finishes it while the player watches.
        play.apply(new PlayCommand.Toggle(Settings.COMPUTER_PLAYER_1));
        for (int i = 0; i < 200 && !play.game().isOver(); i++) {
            run("wait 60");
        }
        assertTrue(play.game().isOver());
        run("key ESCAPE");
        play.apply(new PlayCommand.NewGame());
        run("wait 120");
        assertFalse(play.match().seats().get(0).isComputer(), "the next game is the player's, as the mode was set up");
        assertEquals(0, play.game().placed(), "the computer does not play the player's next game");
        play.apply(new PlayCommand.SetUp(GameMode.TOURNAMENT));
        assertEquals("Tournament Game", play.requesters().current().title());
        assertFalse(checked("Computer Player 1"), "the Tournament's setup offers no computer seat no one chose");
    }
}
