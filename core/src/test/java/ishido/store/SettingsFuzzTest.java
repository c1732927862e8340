package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzz test of {@link Settings#parse} with Jazzer: any text gives settings and one-line
 * warnings, never an exception, and the settings it gives write and read back unchanged without a warning.
 * A plain {@code mvn test} runs only the seeds in
 * {@code src/test/resources/ishido/store/SettingsFuzzTestInputs/parse/}; a campaign runs as the PNG
 * reader's does ({@code PngReaderFuzzTest}), with {@code -Dtest=SettingsFuzzTest}.
 */
class SettingsFuzzTest {
    @FuzzTest(maxDuration = "10m")
    void parse(byte[] data) {
        Settings s = SettingsFile.parse(new String(data, StandardCharsets.UTF_8));
        for (String warning : s.warnings()) {
            assertFalse(warning.isEmpty() || warning.contains("\n") || warning.contains("\r"), warning);
        }
        Settings back = SettingsFile.parse(SettingsFile.format(s));
        assertTrue(back.warnings().isEmpty(), back.warnings().toString());
        assertEquals(SettingsFile.format(s), SettingsFile.format(back));
    }
}
