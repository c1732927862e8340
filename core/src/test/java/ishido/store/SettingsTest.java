package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ishido.ai.Skill;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {
    /** Damaged files are set aside under a name with this clock\'s time. */
    private static final Clock CLOCK = Clock.fixed(Instant.parse("1990-06-01T12:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void roundTripsEveryValue() throws IOException {
        Settings s = new Settings();
        s.set(Settings.SCORING, Scoring.ANCIENT);
        s.set(Settings.MODE, GameMode.TOURNAMENT);
        s.set(Settings.COMPUTER_PLAYER_2, true);
        s.set(Settings.TOURNAMENT_MINUTES, 42);
        s.set(Settings.STONESET, "/home/me/my set.iff");
        s.set(Settings.MESSAGES, false);
        s.set(Settings.ORACLE_QUESTION, "Will it rain?");
        s.set(Settings.ORACLE_ANSWERED, true);
        s.set(Settings.SAVE_AUGURIES, true);
        s.set(Settings.COMPUTER_SKILL, Skill.ADEPT);
        s.setDisplay(new DisplayOptions(false, 4, false, DisplayOptions.Aspect.SQUARE, DisplayOptions.Crt.SHADER));
        Path file = dir.resolve("sub/settings.txt");
        SettingsFile.save(TestPlatform.storage(), s, file);
        Settings back = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertTrue(back.warnings().isEmpty(), back.warnings().toString());
        assertEquals(SettingsFile.format(s), SettingsFile.format(back));
    }

    @Test
    void aBadValueKeepsItsDefaultAndIsReported() {
        Settings s = SettingsFile.parse("scoring = Medieval\nmessages = maybe\nsounds = no\nunknown-key = 3\n");
        assertEquals(Scoring.MODERN, s.get(Settings.SCORING));
        assertTrue(s.get(Settings.MESSAGES));
        assertFalse(s.get(Settings.SOUNDS));
        assertEquals(2, s.warnings().size(), s.warnings().toString());
    }

    @Test
    void aDamagedFileIsSetAsideNotLost() throws IOException {
        Path file = dir.resolve("settings.txt");
        byte[] garbage = {(byte) 0xFF, (byte) 0xFE, 0, 0x41, (byte) 0xC3};
        Files.write(file, garbage);
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertEquals(1, s.warnings().size());
        assertEquals(0, Files.size(file), "an empty file with the old one's mode is left in its place");
        try (Stream<Path> files = Files.list(dir)) {
            Path aside = files.filter(p -> p.getFileName().toString().endsWith(".damaged")).findFirst().orElseThrow();
            assertTrue(java.util.Arrays.equals(garbage, Files.readAllBytes(aside)));
        }
        assertEquals(SettingsFile.format(new Settings()), SettingsFile.format(s));
    }

    @Test
    void noFileMeansDefaults() {
        Settings s = SettingsFile.load(TestPlatform.storage(), dir.resolve("none.txt"), CLOCK);
        assertTrue(s.warnings().isEmpty());
        assertEquals(SettingsFile.format(new Settings()), SettingsFile.format(s));
    }

    private List<Path> damaged() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".damaged")).toList();
        }
    }

    @Test
    void aTextFileThatIsNotOursIsSetAsideWithOneWarningAndItsGoodLinesKept() throws IOException {
        Path file = dir.resolve("settings.txt");
        String diary = "Dear diary\nmy notes\nwindow-scale = banana\nstoneset = Runes\n";
        Files.writeString(file, diary);
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertEquals(1, s.warnings().size(), s.warnings().toString());
        List<Path> aside = damaged();
        assertEquals(1, aside.size());
        assertEquals(diary, Files.readString(aside.get(0)));
        String warning = s.warnings().get(0);
        assertTrue(warning.contains(aside.get(0).getFileName().toString()) && warning.contains("line 1"), warning);
        assertEquals("Runes", s.get(Settings.STONESET));
        s.set(Settings.SOUNDS, false);
        SettingsFile.save(TestPlatform.storage(), s, file);
        Settings back = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertTrue(back.warnings().isEmpty(), back.warnings().toString());
        assertEquals("Runes", back.get(Settings.STONESET));
        assertFalse(back.get(Settings.SOUNDS));
        assertEquals(diary, Files.readString(aside.get(0)));
    }

    @Test
    void aFileOfManyBadLinesGivesOneWarningListingTheFirstFew() throws IOException {
        Path file = dir.resolve("settings.txt");
        StringBuilder readme = new StringBuilder("# Ishido\n");
        for (int i = 0; i < 149; i++) {
            readme.append("Line ").append(i).append(" of a README = with words\n");
        }
        Files.writeString(file, readme);
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertEquals(1, s.warnings().size(), s.warnings().toString());
        assertTrue(s.warnings().get(0).contains("and 146 more"), s.warnings().get(0));
    }

    @Test
    void aFileThatCannotBeReadIsNeitherReplacedNorWrittenOver() throws IOException {
        // A folder where the file should be stands for any unreadable file, also when the tests run as root.
        Path file = Files.createDirectories(dir.resolve("settings.txt"));
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertEquals(1, s.warnings().size());
        assertTrue(s.warnings().get(0).contains("is a folder"), s.warnings().get(0));
        s.set(Settings.SOUNDS, false);
        SettingsFile.save(TestPlatform.storage(), s, file);
        assertTrue(Files.isDirectory(file));
        assertTrue(damaged().isEmpty());
    }

    @Test
    void permissionDeniedIsSaidAndTheFileLeftAlone() throws IOException {
        Path file = dir.resolve("settings.txt");
        Files.writeString(file, "sounds = no\n");
        Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("---------"));
        org.junit.jupiter.api.Assumptions.assumeFalse(Files.isReadable(file), "running as root: every file is readable");
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertTrue(s.warnings().get(0).contains("permission denied"), s.warnings().get(0));
        SettingsFile.save(TestPlatform.storage(), s, file);
        Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        assertEquals("sounds = no\n", Files.readString(file));
    }

    @Test
    void aByteOrderMarkDoesNotHideTheFirstSetting() throws IOException {
        Path file = dir.resolve("settings.txt");
        Files.write(file, "\uFEFFscoring = Ancient\nsounds = no\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertEquals(Scoring.ANCIENT, s.get(Settings.SCORING));
        assertEquals(Scoring.ANCIENT, SettingsFile.parse("\uFEFFscoring = Ancient\n").get(Settings.SCORING));
    }

    @Test
    void keysOfANewerVersionAreKept() throws IOException {
        Path file = dir.resolve("settings.txt");
        Files.writeString(file, "sounds = no\nhigh-score-style = gold\n");
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        s.set(Settings.MESSAGES, false);
        SettingsFile.save(TestPlatform.storage(), s, file);
        assertTrue(Files.readString(file).contains("high-score-style = gold"), Files.readString(file));
    }

    @Test
    void theFileNamesItsFormatOnceAndAFileWithoutOneIsOfTheFirst() throws IOException {
        Path file = dir.resolve("settings.txt");
        Files.writeString(file, "sounds = no\n");
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertTrue(s.warnings().isEmpty(), s.warnings().toString());
        assertFalse(s.get(Settings.SOUNDS));
        s.set(Settings.MESSAGES, false);
        SettingsFile.save(TestPlatform.storage(), s, file);
        SettingsFile.save(TestPlatform.storage(), SettingsFile.load(TestPlatform.storage(), file, CLOCK), file);
        String text = Files.readString(file);
        assertEquals(1, text.split("\nformat = " + SettingsFile.FORMAT + "\n", -1).length - 1, text);
        assertTrue(SettingsFile.load(TestPlatform.storage(), file, CLOCK).warnings().isEmpty());
    }

    @Test
    void aFileOfANewerFormatIsLeftAsItIsAndTheDefaultsUsed() throws IOException {
        Path file = dir.resolve("settings.txt");
        String newer = "format = " + (SettingsFile.FORMAT + 1) + "\nsounds = no\n";
        Files.writeString(file, newer);
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertEquals(1, s.warnings().size(), s.warnings().toString());
        assertTrue(s.warnings().get(0).contains("newer version"), s.warnings().get(0));
        assertTrue(s.get(Settings.SOUNDS), "a newer format's values are not read");
        s.set(Settings.MESSAGES, false);
        SettingsFile.save(TestPlatform.storage(), s, file);
        assertEquals(newer, Files.readString(file), "never written over");
        assertTrue(damaged().isEmpty(), "nor set aside");
        assertEquals(1, SettingsFile.parse("format = nine\n").warnings().size());
    }

    @Test
    void twoWindowsKeepEachOthersChanges() throws IOException {
        Path file = dir.resolve("settings.txt");
        SettingsFile.save(TestPlatform.storage(), new Settings(), file);
        Settings first = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        Settings second = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        first.set(Settings.SOUNDS, false);
        SettingsFile.save(TestPlatform.storage(), first, file);
        second.set(Settings.MESSAGES, false);
        SettingsFile.save(TestPlatform.storage(), second, file);
        first.set(Settings.STONESET, "Runes");
        SettingsFile.save(TestPlatform.storage(), first, file);
        Settings back = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertFalse(back.get(Settings.SOUNDS));
        assertFalse(back.get(Settings.MESSAGES));
        assertEquals("Runes", back.get(Settings.STONESET));
        // A change back to the value read is a change too.
        second.set(Settings.MESSAGES, true);
        SettingsFile.save(TestPlatform.storage(), second, file);
        assertTrue(SettingsFile.load(TestPlatform.storage(), file, CLOCK).get(Settings.MESSAGES));
        assertFalse(SettingsFile.load(TestPlatform.storage(), file, CLOCK).get(Settings.SOUNDS));
    }

    @Test
    void aHugeSettingsFileIsSetAsideUnread() throws IOException {
        Path file = dir.resolve("settings.txt");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(150L << 20);
        }
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertTrue(s.warnings().get(0).contains("150 MB"), s.warnings().get(0));
        assertEquals(1, damaged().size());
    }

    @Test
    void aFileSetAsideAndRewrittenKeepsItsMode() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path file = Files.writeString(dir.resolve("settings.txt"), "oracle-question = Is it mine?\nbad line\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        Settings s = SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        assertEquals(1, s.warnings().size(), s.warnings().toString());
        assertEquals("Is it mine?", SettingsFile.load(TestPlatform.storage(), file, CLOCK).get(Settings.ORACLE_QUESTION));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(damaged().get(0))));
    }

    @Test
    void twoDamagedFilesInOneSecondAreBothKept() throws IOException {
        Path file = dir.resolve("settings.txt");
        Files.writeString(file, "first\n");
        SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        Files.writeString(file, "second\n");
        SettingsFile.load(TestPlatform.storage(), file, CLOCK);
        List<String> names = damaged().stream().map(p -> p.getFileName().toString()).sorted().toList();
        assertEquals(List.of("settings.txt.19900601-120000-2.damaged", "settings.txt.19900601-120000.damaged"), names);
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeNamedSettingsIsNotWaitedOnNorWrittenOver() throws Exception {
        Path fifo = ishido.persist.SpecialFiles.fifo(dir.resolve("settings.txt"));
        Settings s = SettingsFile.load(TestPlatform.storage(), fifo, CLOCK);
        assertEquals(1, s.warnings().size(), s.warnings().toString());
        assertTrue(s.warnings().get(0).contains("is a device or a pipe"), s.warnings().get(0));
        s.set(Settings.SOUNDS, false);
        SettingsFile.save(TestPlatform.storage(), s, fifo);
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo));
        assertTrue(damaged().isEmpty());
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeWhereTheLockGoesIsRefusedNotWaitedOn() throws Exception {
        ishido.persist.SpecialFiles.fifo(dir.resolve(".settings.txt.lock"));
        Path file = dir.resolve("settings.txt");
        Settings s = new Settings();
        IOException e = assertThrows(IOException.class, () -> SettingsFile.save(TestPlatform.storage(), s, file));
        assertEquals(file + ": is a device or a pipe, not a regular file", ishido.persist.UserFiles.describe(file, e));
    }
}
