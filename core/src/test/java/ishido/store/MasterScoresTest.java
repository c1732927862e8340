package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import ishido.ai.MasterGame;
import ishido.match.DealCode;
import ishido.rules.Scoring;
import ishido.testing.TestPlatform;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MasterScoresTest {
    @TempDir
    Path home;

    @Test
    void aResultIsKeptOncePerDealScoringAndBudget() throws Exception {
        MasterScores kept = new MasterScores(TestPlatform.storage(), home);
        assertNull(kept.get(DealCode.of(1), Scoring.MODERN, 1500));
        kept.put(DealCode.of(1), Scoring.MODERN, 1500, new MasterGame.Result(12345, 7, 0));
        kept.put(DealCode.of(1), Scoring.MODERN, 1500, new MasterGame.Result(1, 1, 1));
        kept.put(DealCode.of(1), Scoring.ANCIENT, 1500, new MasterGame.Result(0, 5, 2));
        MasterScores again = new MasterScores(TestPlatform.storage(), home);
        assertEquals(new MasterGame.Result(12345, 7, 0), again.get(DealCode.of(1), Scoring.MODERN, 1500));
        assertEquals(new MasterGame.Result(0, 5, 2), again.get(DealCode.of(1), Scoring.ANCIENT, 1500));
        assertNull(again.get(DealCode.of(1), Scoring.MODERN, 300), "another budget is another game");
        assertNull(again.get(DealCode.of(2), Scoring.MODERN, 1500));
        assertEquals(2, Files.readAllLines(home.resolve(MasterScores.FILE)).size());
    }

    @Test
    void aDamagedLineIsPassedOver() throws Exception {
        Files.writeString(home.resolve(MasterScores.FILE), DealCode.of(1) + " modern 1500 12x 7\ngarbage\n");
        MasterScores kept = new MasterScores(TestPlatform.storage(), home);
        assertNull(kept.get(DealCode.of(1), Scoring.MODERN, 1500));
        kept.put(DealCode.of(1), Scoring.MODERN, 1500, new MasterGame.Result(10, 1, 2));
        assertEquals(new MasterGame.Result(10, 1, 2), kept.get(DealCode.of(1), Scoring.MODERN, 1500));
    }
}
