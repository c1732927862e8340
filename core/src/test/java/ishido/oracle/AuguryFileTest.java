package ishido.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AuguryFileTest {
    @TempDir
    Path dir;

    private static Augury augury(int n, String question) {
        Hexagram h = Hexagram.number(n);
        return new Augury(LocalDateTime.of(2026, 11, 23, 9, 30), question, h, AuguryTexts.standard().of(h));
    }

    @Test
    void theFileHoldsDateQuestionHexagramAndText() throws IOException {
        Path f = dir.resolve("one.txt");
        AuguryFile.write(TestPlatform.storage(), f, augury(24, "Où est la rivière ?"), AuguryFile.Mode.REPLACE);
        String text = Files.readString(f, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("Augury of 2026-11-23 09:30\nQuestion: Où est la rivière ?\nHexagram 24 Fu, Return\n"), text);
        // Return, top line first: five broken lines over one unbroken.
        assertTrue(text.contains("  ---   ---\n  ---   ---\n  ---   ---\n  ---   ---\n  ---   ---\n  ---------\n"), text);
        assertTrue(text.endsWith(AuguryTexts.standard().of(Hexagram.number(24)) + "\n"));
    }

    @Test
    void replaceWritesAnewAndAppendAdds() throws IOException {
        Path f = dir.resolve("auguries.txt");
        AuguryFile.write(TestPlatform.storage(), f, augury(1, "First"), AuguryFile.Mode.REPLACE);
        AuguryFile.write(TestPlatform.storage(), f, augury(2, "Second"), AuguryFile.Mode.REPLACE);
        String replaced = Files.readString(f);
        assertEquals(augury(2, "Second").format(), replaced);
        AuguryFile.write(TestPlatform.storage(), f, augury(3, "Third"), AuguryFile.Mode.APPEND);
        assertEquals(augury(2, "Second").format() + "\n" + augury(3, "Third").format(), Files.readString(f));
        Path fresh = dir.resolve("sub/new.txt");
        AuguryFile.write(TestPlatform.storage(), fresh, augury(4, "Fourth"), AuguryFile.Mode.APPEND);
        assertEquals(augury(4, "Fourth").format(), Files.readString(fresh));
    }

    @Test
    void appendRefusesAFileThatIsNotTextAndLeavesItAlone() throws IOException {
        Path f = dir.resolve("picture.txt");
        byte[] binary = {(byte) 0x89, 'P', 'N', 'G', 0, 0, (byte) 0xFF};
        Files.write(f, binary);
        IOException e = assertThrows(IOException.class, () -> AuguryFile.write(TestPlatform.storage(), f, augury(5, "?"), AuguryFile.Mode.APPEND));
        assertTrue(e.getMessage().contains("not a text file"), e.getMessage());
        assertEquals(binary.length, Files.readAllBytes(f).length);
    }

    @Test
    void aReadOnlyFolderGivesAReasonAndNoFile() throws IOException {
        Path locked = Files.createDirectories(dir.resolve("locked"));
        assertTrue(locked.toFile().setWritable(false));
        try {
            // Root may write anywhere; the test means something only for an ordinary user.
            org.junit.jupiter.api.Assumptions.assumeFalse(Files.isWritable(locked));
            Path f = locked.resolve("a.txt");
            assertThrows(IOException.class, () -> AuguryFile.write(TestPlatform.storage(), f, augury(6, "?"), AuguryFile.Mode.REPLACE));
            assertTrue(Files.notExists(f));
        } finally {
            locked.toFile().setWritable(true);
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 20, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeNamedAuguriesIsRefusedNotWaitedOnNorReplaced() throws Exception {
        Path f = dir.resolve(AuguryFile.AUTOMATIC);
        ishido.persist.SpecialFiles.fifo(f);
        for (AuguryFile.Mode mode : AuguryFile.Mode.values()) {
            IOException e = assertThrows(IOException.class, () -> AuguryFile.write(TestPlatform.storage(), f, augury(7, "?"), mode));
            assertTrue(e.getMessage().contains("is a device or a pipe"), e.getMessage());
            assertTrue(Files.exists(f) && !Files.isRegularFile(f), mode + " kept the pipe");
        }
    }
}
