package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ishido.rules.Deal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code review} reads a record as {@code replay} does: what one refuses, the other refuses with the same reason. */
class ReviewRefusalsTest {
    private static final String GAME = " | ended by player |\n";

    @TempDir
    Path dir;

    private Path record(String keys) throws IOException {
        return Files.writeString(dir.resolve("game.ishido"),
                "Scoring: Modern\n" + keys + "Deal: " + Deal.random(5) + "\nMoves:\nMove Count: 0\n");
    }

    @Test
    void reviewRefusesExactlyWhatReplayRefuses() throws IOException {
        for (String keys : new String[] {
            "Format: 99\n",
            "Mode: Challenge\nPlayers: Ann (human), Cy (human), Di (human)\n",
            "Mode: Tournament\nTournament Game 1: Ann (human)" + GAME + "Tournament Game 3: Bo (human)" + GAME,
            "Mode: Challenge\nPlayers: Ann (human), Cy (human)\nTimer: 99 seconds a move\nTimer Used: 0\n",
            "Mode: Challenge\nPlayers: Ann (human), Cy (human)\nTimer: 30 seconds a move\nTimer Used: -5\n",
        }) {
            Path file = record(keys);
            CommandResult replay = CommandResult.of("replay", file.toString());
            CommandResult review = CommandResult.of("review", "--iterations", "1", file.toString());
            assertEquals(2, replay.code(), keys + " -> " + replay.err());
            assertEquals(2, review.code(), keys + " -> " + review.out() + review.err());
            MainTest.assertOneMessage(review.err());
            assertEquals(replay.err().replace("replay:", "review:"), review.err(), keys);
        }
    }
}
