package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.ai.Skill;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {
    @TempDir
    Path dir;

    @Test
    void roundTripsEveryValue() throws IOException {
        Settings s = new Settings();
        s.scoring = Scoring.ANCIENT;
        s.mode = GameMode.TOURNAMENT;
        s.computerPlayer2 = true;
        s.tournamentMinutes = 42;
        s.computerSkill = Skill.ADEPT;
        s.stoneset = "/home/me/my set.iff";
        s.messages = false;
        s.oracleQuestion = "Will it rain?";
        s.display = new DisplayOptions(false, 4, false, DisplayOptions.Aspect.SQUARE, DisplayOptions.Crt.SHADER);
        Path file = dir.resolve("sub/settings.txt");
        s.save(file);
        Settings back = Settings.load(file);
        assertTrue(back.warnings().isEmpty(), back.warnings().toString());
        assertEquals(s.format(), back.format());
        assertEquals(Skill.ADEPT, back.computerSkill);
    }

    @Test
    void aBadValueKeepsItsDefaultAndIsReported() {
        Settings s = Settings.parse("scoring = Medieval\nmessages = maybe\nsounds = no\nunknown-key = 3\n");
        assertEquals(Scoring.MODERN, s.scoring);
        assertTrue(s.messages);
        assertFalse(s.sounds);
        assertEquals(2, s.warnings().size(), s.warnings().toString());
    }

    @Test
    void aDamagedFileIsSetAsideNotLost() throws IOException {
        Path file = dir.resolve("settings.txt");
        byte[] garbage = {(byte) 0xFF, (byte) 0xFE, 0, 0x41, (byte) 0xC3};
        Files.write(file, garbage);
        Settings s = Settings.load(file);
        assertEquals(1, s.warnings().size());
        assertFalse(Files.exists(file));
        try (Stream<Path> files = Files.list(dir)) {
            Path aside = files.filter(p -> p.getFileName().toString().endsWith(".damaged")).findFirst().orElseThrow();
            assertTrue(java.util.Arrays.equals(garbage, Files.readAllBytes(aside)));
        }
        assertEquals(new Settings().format(), s.format());
    }

    @Test
    void noFileMeansDefaults() {
        Settings s = Settings.load(dir.resolve("none.txt"));
        assertTrue(s.warnings().isEmpty());
        assertEquals(new Settings().format(), s.format());
    }

    @Test
    void theDataFolderFollowsThePlatform() {
        assertEquals(Path.of("/x/ishido"), UserData.folder(Map.of("XDG_DATA_HOME", "/x"), "Linux", "/home/a"));
        assertEquals(Path.of("/home/a/.local/share/ishido"), UserData.folder(Map.of(), "Linux", "/home/a"));
        assertEquals(Path.of("/Users/a/Library/Application Support/Ishido"), UserData.folder(Map.of(), "Mac OS X", "/Users/a"));
        assertEquals(Path.of("C:/Users/a/AppData/Roaming", "Ishido"),
                UserData.folder(Map.of("APPDATA", "C:/Users/a/AppData/Roaming"), "Windows 11", "C:/Users/a"));
        assertEquals(Path.of("/tmp/mine"), UserData.folder(Map.of("ISHIDO_HOME", "/tmp/mine"), "Linux", "/home/a"));
    }
}
