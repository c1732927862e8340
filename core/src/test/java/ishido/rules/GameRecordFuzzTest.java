package ishido.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzz test of {@link GameRecord#parse} with Jazzer: every text gives a record that writes
 * and reads back unchanged, or an {@link IllegalArgumentException} with a one-line message, never another
 * exception. A plain {@code mvn test} runs only the seeds in
 * {@code src/test/resources/ishido/rules/GameRecordFuzzTestInputs/parse/}; a campaign runs as the PNG
 * reader's does ({@code PngReaderFuzzTest}), with {@code -Dtest=GameRecordFuzzTest}.
 */
class GameRecordFuzzTest {
    @FuzzTest(maxDuration = "10m")
    void parse(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        GameRecord record;
        try {
            record = GameRecord.parse(text);
        } catch (IllegalArgumentException e) {
            assertFalse(e.getMessage() == null || e.getMessage().isEmpty() || e.getMessage().contains("\n"),
                    "message: " + e.getMessage());
            return;
        }
        GameRecord back = GameRecord.parse(record.format());
        assertTrue(back.isWhole());
        assertEquals(record.scoring(), back.scoring());
        assertEquals(record.deal(), back.deal());
        assertEquals(record.moves(), back.moves());
        assertEquals(record.extra(), back.extra());
        assertEquals(record.format(), back.format());
    }
}
