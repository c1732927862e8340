package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.rules.Deal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code replay} refuses records no game could have written, which a re-save would otherwise change. */
class ReplayRefusalsTest {
    private static final String GAME = " | ended by player |\n";

    @TempDir
    Path dir;

    private CommandResult replay(String keys) throws IOException {
        Path file = Files.writeString(dir.resolve("game.ishido"),
                "Scoring: Modern\n" + keys + "Deal: " + Deal.random(5) + "\nMoves:\nMove Count: 0\n");
        return CommandResult.of("replay", file.toString());
    }

    private void assertRefused(String keys, String because) throws IOException {
        CommandResult r = replay(keys);
        assertEquals(2, r.code(), keys + " -> " + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        MainTest.assertOneMessage(r.err());
        assertTrue(r.err().contains(because), keys + " -> " + r.err());
    }

    @Test
    void moreSeatsThanTheModeHasAreRefused() throws IOException {
        assertRefused("Mode: Challenge\nPlayers: Ann (human), Cy (human), Di (human)\n",
                "a Challenge game has two players, not the 3");
        assertRefused("Mode: Cooperative\nPlayers: Ann (human), Cy (human), Di (computer 2)\n",
                "a Cooperative game has two players, not the 3");
        assertRefused("Mode: Solitaire\nPlayers: Ann (human), Cy (human)\n", "a Solitaire game has one player");
        assertRefused("Mode: Tournament\nPlayers: Ann (human), Cy (human)\n", "a Tournament game has one player");
    }

    @Test
    void aPlayersLineThatDoesNotParseIsRefused() throws IOException {
        assertRefused("Mode: Challenge\nPlayers: Ann (human),Cy (human)\n", "runs two players together");
        assertRefused("Mode: Challenge\nPlayers: Ann (human), \n", "a player is written");
        assertRefused("Mode: Challenge\nPlayers: Ann (robot), Cy (human)\n", "unknown kind of player");
        assertRefused("Mode: Challenge\nPlayers: Ann (human), Cy (computer 9)\n", "the computer's skill is 1 to 4, not 9");
        assertRefused("Mode: Challenge\nPlayers: Ann (human), Cy (computer 0)\n", "the computer's skill is 1 to 4, not 0");
    }

    @Test
    void tournamentGamesNumberedWithAGapOrFromNoughtAreRefused() throws IOException {
        assertRefused("Mode: Tournament\nTournament Game 1: Ann (human)" + GAME + "Tournament Game 3: Bo (human)" + GAME,
                "Tournament Game 3 comes without Tournament Game 2");
        assertRefused("Mode: Tournament\nTournament Game 0: Ann (human)" + GAME, "numbered 1, 2, 3");
        assertRefused("Mode: Tournament\nTournament Game 2: Ann (human)" + GAME,
                "Tournament Game 2 comes without Tournament Game 1");
        assertRefused("Mode: Tournament\nTournament Game 01: Ann (human)" + GAME, "numbered 1, 2, 3");
        assertRefused("Mode: Solitaire\nTournament Game 1: Ann (human)" + GAME, "belong to a Tournament record");
    }

    @Test
    void whatTheGameWritesStillReplays() throws IOException {
        for (String keys : new String[] {
            "Mode: Tournament\nPlayers: Cy (human)\nTournament Game 1: Ann (human)" + GAME
                    + "Tournament Game 2: Bo (computer 3)" + GAME,
            "Mode: Challenge\nPlayers: Ann (human), Cy (computer 2)\n",
            "Mode: Cooperative\nPlayers: Ann (human), Cy (human)\n",
            "Mode: Solitaire\nPlayers: Ann (human)\n",
        }) {
            CommandResult r = replay(keys);
            assertEquals(0, r.code(), keys + " -> " + r.err());
        }
    }
}
