package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.match.Tournament;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import ishido.screens.Golden;
import ishido.screens.TestArt;
import ishido.screens.scores.HighScoreScreen;
import ishido.store.HighScoreFile;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tournament play at the play screen: names, the same deal for every game, the timer, its table, save and load. */
class TournamentTest {
    @TempDir
    Path home;
    private PlayScreen play;
    private Machine machine;

    @BeforeEach
    void setUp() throws IOException {
        Settings settings = new Settings();
        settings.set(Settings.MODE, GameMode.TOURNAMENT);
        settings.set(Settings.TOURNAMENT_TIMER, true);
        settings.set(Settings.TOURNAMENT_MINUTES, 2);
        play = new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"), Catalog.board(TestPlatform.storage(), "Ishido"), 5, settings, home, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    private HighScores stored() throws Exception {
        return new HighScoreFile(TestPlatform.storage(), home, PlayScreen.FIXED_CLOCK).load();
    }

    /** Ends the game under way with End Game and closes the Game Over requester, then the table it shows. */
    private void endGame() {
        run("amiga e\nkey ENTER");
        assertEquals("Game Over", play.requesters().current().title());
        run("key ESCAPE");
        if (machine.screen() instanceof HighScoreScreen) {
            run("click 160 100");
        }
    }

    @Test
    void quitBetweenATournamentsGamesAsksFirst() {
        run("play 4");
        endGame();
        assertTrue(play.game().isOver());
        run("amiga q");
        assertTrue(play.requesters().isActive(), "Alt+Q asks while the tournament is under way");
        assertEquals("Quit", play.requesters().current().title());
        assertEquals(List.of("A tournament is under way.", "Quit Ishido?"), play.requesters().current().lines());
        run("key ESCAPE");
        assertFalse(play.requesters().isActive());
    }

    @Test
    void everyPlayerGetsTheSameDealAndTheTableHoldsTheirNames() throws Exception {
        Deal deal = play.game().deal();
        run("play 4");
        long first = play.game().finalScore();
        endGame();
        run("amiga n");
        assertEquals("Tournament Game 2", play.requesters().current().title());
        run("type Bea\nkey ENTER");
        assertEquals("Bea", play.match().currentSeat().name());
        assertEquals(deal, play.game().deal(), "the same tableau and pouch order");
        assertEquals(0, play.game().placed());
        run("play 6");
        endGame();
        List<HighScore> table = stored().list(Table.TOURNAMENT, Scoring.MODERN).entries();
        assertEquals(2, table.size());
        assertTrue(table.stream().anyMatch(e -> e.name().equals("Player 1") && e.score() == first), table.toString());
        assertTrue(table.stream().anyMatch(e -> e.name().equals("Bea")), table.toString());
        assertTrue(stored().list(Table.TODAY, Scoring.MODERN).isEmpty(), "tournament games stay out of Today's");
        assertEquals(2, play.match().tournament().gameNumber() , "Bea's game joins the played ones at the next New Game");
    }

    @Test
    void theClockRunsOnlyWhileThePlayerCanMoveAndEndsTheGame() throws Exception {
        assertEquals(2 * 60 * 60, play.match().ticksLeft());
        run("play 3");
        long before = play.match().ticksLeft();
        run("wait 60");
        assertEquals(before - 60, play.match().ticksLeft());
        run("amiga e");
        run("wait 100");
        assertEquals(before - 60, play.match().ticksLeft(), "a requester stops the clock");
        run("key ESCAPE");
        machine.render();
        Golden.assertMatches("play-tournament", machine.framebuffer().toImage());
        run("wait " + (before - 60));
        assertEquals(Game.End.TIME_UP, play.game().end());
        assertEquals("Game Over", play.requesters().current().title());
        assertTrue(play.requesters().current().lines().contains("Time is up!"));
    }

    @Test
    void aNewTournamentDealsANewShuffleAndClearsItsTable() throws Exception {
        Deal deal = play.game().deal();
        run("play 3");
        endGame();
        assertEquals(1, stored().list(Table.TOURNAMENT, Scoring.MODERN).entries().size());
        play.menus().menus().stream().flatMap(m -> m.items().stream()).filter(i -> "Tournament...".equals(i.label()))
                .findFirst().orElseThrow().choose();
        assertEquals("Tournament Game", play.requesters().current().title());
        run("key ENTER");
        assertEquals("Tournament Game", play.requesters().current().title(), "then the setup requester");
        run("key ENTER\namiga n\nkey ENTER");
        assertNotEquals(deal, play.game().deal());
        assertEquals(1, play.match().tournament().gameNumber());
        assertTrue(stored().list(Table.TOURNAMENT, Scoring.MODERN).isEmpty());
    }

    @Test
    void leavingTournamentPlayAsksFirst() {
        run("play 2");
        play.menus().menus().stream().flatMap(m -> m.items().stream()).filter(i -> "Solitaire...".equals(i.label()))
                .findFirst().orElseThrow().choose();
        run("key ENTER");
        assertEquals("Leave the Tournament", play.requesters().current().title());
        run("key ESCAPE");
        assertEquals(GameMode.TOURNAMENT, play.settings().get(Settings.MODE));
        play.menus().menus().stream().flatMap(m -> m.items().stream()).filter(i -> "Solitaire...".equals(i.label()))
                .findFirst().orElseThrow().choose();
        run("key ENTER\nkey ENTER");
        assertEquals(GameMode.SOLITAIRE, play.settings().get(Settings.MODE));
        assertNull(play.match().tournament());
    }

    @Test
    void aSavedTournamentComesBackWithItsGamesNamesAndTime() throws Exception {
        run("play 4");
        long first = play.game().finalScore();
        endGame();
        run("amiga n\ntype Cy\nkey ENTER\nplay 2\nwait 90");
        long left = play.match().ticksLeft();
        Path file = home.resolve("t.ishido");
        play.session().files().save(file);

        Settings fresh = new Settings();
        PlayScreen other = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 99, fresh, home, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        new Machine(other);
        other.session().files().open(file);
        assertEquals(GameMode.TOURNAMENT, other.match().mode());
        Tournament t = other.match().tournament();
        assertEquals(1, t.played().size());
        assertEquals("Player 1", t.played().get(0).player().name());
        assertEquals(first, t.played().get(0).score());
        assertEquals("Cy", other.match().currentSeat().name());
        assertEquals(left, other.match().ticksLeft());
        assertEquals(2, other.game().placed());
        assertInstanceOf(Tournament.class, t);
        assertEquals(List.of("Player 1"), stored().list(Table.TOURNAMENT, Scoring.MODERN).entries().stream()
                .map(HighScore::name).toList(), "the loaded tournament's table");

        // The match's mode is the mode: New Game goes on with the loaded tournament, whatever the menus
        // said before the load (nothing copies the mode into the settings).
        assertEquals(GameMode.SOLITAIRE, fresh.get(Settings.MODE));
        other.apply(new PlayCommand.Confirmed(new PlayCommand.NewGame()));
        assertEquals("Tournament Game 3", other.requesters().current().title(), "the next player's name is asked");
    }
}
