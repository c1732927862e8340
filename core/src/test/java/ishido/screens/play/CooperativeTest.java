package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.match.MatchView;
import ishido.match.MatchRecord;
import ishido.rules.GameMode;
import ishido.screens.TestArt;
import ishido.store.Settings;
import ishido.testing.TestPlatform;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Cooperative games at the play screen: two seats taking turns on one team score, either one the computer's. */
class CooperativeTest {
    /** Ticks enough for the computer to think (at once, in tests), pause and let its stone glide. */
    private static final int ONE_COMPUTER_MOVE = ComputerTurns.PAUSE + ComputerTurns.FLIGHT_TICKS + 5;

    private PlayScreen play;
    private Machine machine;

    private void start(boolean computer1, boolean computer2) {
        Settings settings = new Settings();
        settings.set(Settings.MODE, GameMode.COOPERATIVE);
        settings.set(Settings.COMPUTER_PLAYER_1, computer1);
        settings.set(Settings.COMPUTER_PLAYER_2, computer2);
        play = new PlayScreen(TestPlatform.desktop(), TestArt.stoneset(), TestArt.board(), 9, settings, null, Host.HEADLESS, PlayScreen.FIXED_CLOCK);
        machine = new Machine(play);
    }

    private void run(String script) {
        Script.parse(script).run(machine, () -> play);
    }

    @Test
    void computerPlayer1MovesFirstThenWaitsForThePerson() {
        start(true, false);
        MatchView match = play.match();
        assertEquals(2, match.seats().size());
        assertTrue(match.seats().get(0).isComputer());
        run("wait " + ONE_COMPUTER_MOVE);
        assertEquals(1, play.game().placed(), "the computer made the first move");
        assertEquals(1, match.turn());
        run("wait " + 3 * ONE_COMPUTER_MOVE);
        assertEquals(1, play.game().placed(), "then it waits for the person");
        run("play 1");
        assertEquals(2, play.game().placed());
        assertEquals(0, match.turn());
        run("wait " + ONE_COMPUTER_MOVE);
        assertEquals(3, play.game().placed(), "and answers the person's move");
    }

    @Test
    void computerPlayer2WaitsForThePersonsFirstMove() {
        start(false, true);
        run("wait " + 3 * ONE_COMPUTER_MOVE);
        assertEquals(0, play.game().placed());
        run("play 1");
        assertEquals(1, play.match().turn());
        run("wait " + ONE_COMPUTER_MOVE);
        assertEquals(2, play.game().placed());
        assertEquals(0, play.match().turn());
    }

    @Test
    void bothSeatsTheComputerPlaysOnOneTeamScore() {
        start(true, true);
        run("wait " + 6 * ONE_COMPUTER_MOVE);
        MatchView match = play.match();
        assertTrue(play.game().placed() >= 5, "placed " + play.game().placed());
        assertSame(match.sheet(0), match.sheet(1), "one team score and one 4-Way multiplier");
        assertEquals(play.game().score(), match.sheet(0).score());
        assertTrue(match.computerPlayed());
        String record = MatchRecord.write(match, Map.of(), LocalDate.now(PlayScreen.FIXED_CLOCK)).format();
        assertTrue(record.contains("Mode: Cooperative"), record);
        assertTrue(record.contains("Players: Computer Player 1 (computer 4), Computer Player 2 (computer 4)"), record);
    }

    @Test
    void twoPeopleTakeTurnsAndTheComputerNeverMoves() {
        start(false, false);
        run("play 3\nwait " + 3 * ONE_COMPUTER_MOVE);
        assertEquals(3, play.game().placed());
        assertEquals(1, play.match().turn());
        assertFalse(play.match().computerPlayed());
    }
}
