package ishido.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ishido.persist.DamagedFiles;
import ishido.persist.SpecialFiles;
import ishido.persist.UserFiles;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.scores.HighScore;
import ishido.scores.HighScores;
import ishido.scores.Table;
import ishido.testing.TestPlatform;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class HighScoreFileTest {
    private static final Clock NOON = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);
    private static final LocalDate DAY = LocalDate.of(2026, 11, 23);

    @TempDir
    Path folder;

    private static HighScore game(String name, long score) {
        return new HighScore(name, score, 2, 0, GameMode.SOLITAIRE, DAY, false);
    }

    @Test
    void tablesSurviveAWriteAndARead() throws Exception {
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        file.update(s -> {
            s.record(new HighScore("Ann Lee", 1234, 3, 0, GameMode.CHALLENGE, DAY, true), Scoring.MODERN, false);
            s.record(new HighScore("Bo", 0, 5, 2, GameMode.TOURNAMENT, DAY, false), Scoring.ANCIENT, false);
            s.setLastName("Ann Lee");
        });
        HighScores back = new HighScoreFile(TestPlatform.storage(), folder, NOON).load();
        assertEquals(HighScoreFile.format(file.load()), HighScoreFile.format(back));
        HighScore ann = back.list(Table.ALL_TIME, Scoring.MODERN).entries().get(0);
        assertEquals(new HighScore("Ann Lee", 1234, 3, 0, GameMode.CHALLENGE, DAY, true), ann);
        assertEquals("Bo", back.list(Table.TOURNAMENT, Scoring.ANCIENT).entries().get(0).name());
        assertEquals("Ann Lee", back.lastName());
    }

    @Test
    void theNextDayTodaysScoresAreGoneFromTheFile() throws Exception {
        new HighScoreFile(TestPlatform.storage(), folder, NOON).update(s -> s.record(game("x", 10), Scoring.MODERN, false));
        Clock tomorrow = Clock.offset(NOON, java.time.Duration.ofDays(1));
        HighScores next = new HighScoreFile(TestPlatform.storage(), folder, tomorrow).load();
        assertTrue(next.list(Table.TODAY, Scoring.MODERN).isEmpty());
        assertEquals(1, next.list(Table.ALL_TIME, Scoring.MODERN).entries().size());
        assertTrue(Files.readString(folder.resolve("highscores.txt")).contains("today 2026-11-24"));
    }

    @Test
    void aDamagedFileIsSetAsideWithAMessageAndFreshTablesStart() throws Exception {
        Path path = folder.resolve("highscores.txt");
        byte[] junk = "Ishido high scores 1\ntoday 2026-11-23\nentry today modern lots\n".getBytes(StandardCharsets.UTF_8);
        Files.write(path, junk);
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        HighScores scores = file.load();
        assertTrue(scores.list(Table.TODAY, Scoring.MODERN).isEmpty());
        assertNotNull(file.warning());
        Path aside = folder.resolve("highscores.txt.20261123-120000.damaged");
        assertTrue(file.warning().contains(aside.getFileName().toString()), file.warning());
        assertEquals(new String(junk, StandardCharsets.UTF_8), Files.readString(aside));
        assertTrue(Files.readString(path).startsWith(HighScoreFile.HEADER));
        file.load();
        assertNull(file.warning(), "the fresh file is read without complaint");
    }

    @Test
    void oneBadLineKeepsEveryEntryThatReadsAndSetsTheFileAside() throws Exception {
        Path path = folder.resolve("highscores.txt");
        String text = HighScoreFile.HEADER + "\ntoday 2026-11-23\nlastname Kim\n"
                + "entry today modern 500 1 0 solitaire 2026-11-23 human Kim\n"
                + "entry alltime modern lots\n"
                + "entry alltime ancient 900 2 0 solitaire 2026-11-20 human Lee\n";
        Files.writeString(path, text);
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        HighScores scores = file.load();
        assertEquals(List.of("Kim"), scores.list(Table.TODAY, Scoring.MODERN).entries().stream().map(HighScore::name).toList());
        assertEquals(List.of("Lee"), scores.list(Table.ALL_TIME, Scoring.ANCIENT).entries().stream().map(HighScore::name).toList());
        assertEquals("Kim", scores.lastName());
        assertNotNull(file.warning());
        Path aside = folder.resolve("highscores.txt.20261123-120000.damaged");
        assertEquals(text, Files.readString(aside), "the bad line survives in the copy set aside");
        assertTrue(file.warning().startsWith("A line of the high-score file\nwas damaged."), file.warning());
        assertTrue(file.warning().contains(aside.getFileName().toString()), file.warning());
        assertFalse(Files.readString(path).contains("lots"));
        file.load();
        assertNull(file.warning(), "the mended file is read without complaint");
        assertEquals(1, file.load().list(Table.TODAY, Scoring.MODERN).entries().size());
    }

    @Test
    void aFileOverTheSizeLimitKeepsTheEntriesOfItsFirstPartAndIsSetAside() throws Exception {
        Path path = folder.resolve("highscores.txt");
        StringBuilder text = new StringBuilder(HighScoreFile.HEADER + "\ntoday 2026-11-23\nlastname Kim\n"
                + "entry today modern 500 1 0 solitaire 2026-11-23 human Kim\n"
                + "entry alltime ancient 900 2 0 solitaire 2026-11-20 human Lee\n");
        // Then more than the limit of lines that are not ours, the last one cut by the bound.
        while (text.length() <= UserFiles.Kind.HIGH_SCORES.limit()) {
            text.append("junk ").append("x".repeat(90)).append('\n');
        }
        Files.writeString(path, text);
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        HighScores scores = file.load();
        assertEquals(List.of("Kim"), scores.list(Table.TODAY, Scoring.MODERN).entries().stream().map(HighScore::name).toList());
        assertEquals(List.of("Lee"), scores.list(Table.ALL_TIME, Scoring.ANCIENT).entries().stream().map(HighScore::name).toList());
        assertEquals("Kim", scores.lastName());
        Path aside = folder.resolve("highscores.txt.20261123-120000.damaged");
        assertEquals(text.toString(), Files.readString(aside), "the whole file is set aside");
        assertNotNull(file.warning());
        assertTrue(file.warning().startsWith("The high-score file was far\ntoo large."), file.warning());
        assertTrue(file.warning().contains(aside.getFileName().toString()), file.warning());
        assertTrue(file.warning().contains("every entry of its first 1 MB"), file.warning());
        assertTrue(Files.size(path) < 1000, "the kept tables are written back small");
        file.load();
        assertNull(file.warning(), "the mended file is read without complaint");
    }

    @Test
    void aFileOverTheSizeLimitThatIsNotOursStartsFreshTables() throws Exception {
        Path path = folder.resolve("highscores.txt");
        Files.write(path, "y".repeat((int) UserFiles.Kind.HIGH_SCORES.limit() + 10).getBytes(StandardCharsets.UTF_8));
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        assertTrue(file.load().list(Table.ALL_TIME, Scoring.MODERN).isEmpty());
        assertTrue(file.warning().startsWith("The high-score file was damaged."), file.warning());
    }

    @Test
    void binaryAndForeignFilesAreDamagedToo() {
        assertThrows(IllegalArgumentException.class, () -> HighScoreFile.parse("hello\n"));
        assertThrows(IllegalArgumentException.class, () -> HighScoreFile.parse(HighScoreFile.HEADER + "\n"));
        assertThrows(IllegalArgumentException.class, () -> HighScoreFile.parse(HighScoreFile.HEADER
                + "\ntoday 2026-11-23\nentry today modern 5 1 99 solitaire 2026-11-23 human X\n"));
        assertThrows(IllegalArgumentException.class, () -> HighScoreFile.parse(HighScoreFile.HEADER
                + "\ntoday 2026-11-23\nentry today modern 5 1 3 solitaire 2026-11-23 robot X\n"));
    }

    @Test
    void gamesEndingTogetherInTwoWindowsAreBothRecorded() throws Exception {
        int windows = 8;
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        for (int i = 0; i < windows; i++) {
            int n = i;
            // Each window has its own HighScoreFile, as two running games would.
            HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
            Thread t = new Thread(() -> {
                try {
                    start.await();
                    file.update(s -> s.record(game("w" + n, 100 + n), Scoring.MODERN, false));
                } catch (Throwable e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            });
            threads.add(t);
            t.start();
        }
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertTrue(failures.isEmpty(), failures.toString());
        HighScores all = new HighScoreFile(TestPlatform.storage(), folder, NOON).load();
        assertEquals(windows, all.list(Table.TODAY, Scoring.MODERN).entries().size());
        assertEquals("w7", all.list(Table.ALL_TIME, Scoring.MODERN).entries().get(0).name());
    }

    @Test
    void everyDamagedFileIsKeptUnderANameOfItsOwn() throws Exception {
        Path path = folder.resolve("highscores.txt");
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        List<String> damaged = List.of("first damaged file\n", "second damaged file\n", "third\n");
        for (String junk : damaged) {
            Files.writeString(path, junk);
            file.load();
            assertNotNull(file.warning());
        }
        try (Stream<Path> files = Files.list(folder)) {
            List<String> kept = files.filter(p -> p.toString().endsWith(DamagedFiles.SUFFIX)).sorted().map(p -> {
                try {
                    return Files.readString(p);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).sorted().toList();
            assertEquals(damaged.stream().sorted().toList(), kept);
        }
    }

    @Test
    void aDamagedFileRewrittenKeepsItsMode() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path path = Files.writeString(folder.resolve("highscores.txt"), "not a high-score file\n");
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-r-----"));
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        file.update(s -> s.record(game("Mine", 10), Scoring.MODERN, false));
        assertNotNull(file.warning());
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(path)));
        assertEquals(1, file.load().list(Table.TODAY, Scoring.MODERN).entries().size());
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPipeNamedLikeTheFileIsRefusedNotWaitedOn() throws Exception {
        Path fifo = SpecialFiles.fifo(folder.resolve("highscores.txt"));
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        java.io.IOException e = assertThrows(java.io.IOException.class, file::load);
        assertEquals(fifo + ": is a device or a pipe, not a regular file", UserFiles.describe(fifo, e));
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo));
    }

    /** A file of eight entries, two in each of four tables, as the game writes it. */
    private static final String EIGHT = HighScoreFile.HEADER + "\ntoday 2026-11-23\nlastname Kim\n"
            + "entry today modern 500 1 0 solitaire 2026-11-23 human Kim\n"
            + "entry today modern 400 1 2 solitaire 2026-11-23 human Jos\n"
            + "entry today ancient 0 3 0 challenge 2026-11-23 computer Computer\n"
            + "entry today ancient 0 2 1 solitaire 2026-11-23 human Lee\n"
            + "entry alltime modern 9000 6 0 solitaire 2026-10-01 human Ann Lee\n"
            + "entry alltime modern 700 2 1 cooperative 2026-10-02 human Bo\n"
            + "entry alltime ancient 0 7 0 solitaire 2026-09-03 human Cy\n"
            + "entry alltime ancient 0 1 5 tournament 2026-09-04 human Di\n";

    private static int entries(HighScores scores) {
        int n = 0;
        for (Table t : Table.values()) {
            for (Scoring s : Scoring.values()) {
                n += scores.list(t, s).entries().size();
            }
        }
        return n;
    }

    private HighScores loadBytes(byte[] bytes) throws Exception {
        Files.write(folder.resolve("highscores.txt"), bytes);
        return new HighScoreFile(TestPlatform.storage(), folder, NOON).load();
    }

    private static byte[] utf16(String text, boolean littleEndian, boolean mark) {
        byte[] body = text.getBytes(littleEndian ? StandardCharsets.UTF_16LE : StandardCharsets.UTF_16BE);
        if (!mark) {
            return body;
        }
        byte[] out = new byte[body.length + 2];
        out[0] = (byte) (littleEndian ? 0xFF : 0xFE);
        out[1] = (byte) (littleEndian ? 0xFE : 0xFF);
        System.arraycopy(body, 0, out, 2, body.length);
        return out;
    }

    @Test
    void aNewerVersionsFileIsShownAndNeverReplaced() throws Exception {
        Path path = folder.resolve("highscores.txt");
        // A later format may add lines this version does not know; they are not damage.
        String newer = EIGHT.replace(HighScoreFile.HEADER, "Ishido high scores 2") + "streak modern 3\n";
        Files.writeString(path, newer);
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        HighScores shown = file.load();
        assertEquals(8, entries(shown), "the entries this version reads are shown");
        assertTrue(file.readOnly());
        assertNotNull(file.warning());
        assertTrue(file.warning().contains("newer version"), file.warning());
        java.io.IOException refused = assertThrows(java.io.IOException.class,
                () -> file.update(s -> s.record(game("New", 99999), Scoring.MODERN, false)));
        assertTrue(refused.getMessage().contains("newer version"), refused.getMessage());
        assertThrows(java.io.IOException.class, () -> file.update(s -> s.clear(Table.ALL_TIME, Scoring.MODERN)));
        Clock tomorrow = Clock.offset(NOON, java.time.Duration.ofDays(1));
        new HighScoreFile(TestPlatform.storage(), folder, tomorrow).load();
        assertEquals(newer, Files.readString(path), "the file is left exactly as the newer version wrote it");
        try (Stream<Path> files = Files.list(folder)) {
            assertTrue(files.noneMatch(p -> p.toString().endsWith(DamagedFiles.SUFFIX)), "nothing is set aside");
        }
    }

    @Test
    void lineEndsOfEveryKindAreRead() throws Exception {
        for (String end : List.of("\r\n", "\r")) {
            HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
            Files.writeString(folder.resolve("highscores.txt"), EIGHT.replace("\n", end));
            HighScores scores = file.load();
            assertEquals(8, entries(scores), end.length() + " character line ends");
            assertEquals("Kim", scores.lastName());
            assertNull(file.warning(), "other line ends are not damage");
        }
    }

    @Test
    void aLatinOneByteKeepsEveryEntry() throws Exception {
        byte[] bytes = EIGHT.replace("human Jos\n", "human Jos\u00e9\n").getBytes(StandardCharsets.ISO_8859_1);
        HighScores scores = loadBytes(bytes);
        assertEquals(8, entries(scores));
        assertEquals("Jos", scores.list(Table.TODAY, Scoring.MODERN).entries().get(1).name());
    }

    @Test
    void aUtf16FileKeepsEveryEntry() throws Exception {
        for (boolean little : new boolean[] {true, false}) {
            for (boolean mark : new boolean[] {true, false}) {
                HighScores scores = loadBytes(utf16(EIGHT, little, mark));
                assertEquals(8, entries(scores), (little ? "little" : "big") + "-endian, mark " + mark);
                assertEquals("Kim", scores.lastName());
            }
        }
    }

    @Test
    void nulBytesLoseNoEntry() throws Exception {
        byte[] text = EIGHT.replace("human Bo\n", "human Bo\0\0\n").getBytes(StandardCharsets.UTF_8);
        // A crash can leave a run of NULs after the last line, too.
        byte[] bytes = java.util.Arrays.copyOf(text, text.length + 4096);
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        Files.write(folder.resolve("highscores.txt"), bytes);
        HighScores scores = file.load();
        assertEquals(8, entries(scores));
        assertEquals("Bo", scores.list(Table.ALL_TIME, Scoring.MODERN).entries().get(1).name());
        assertNotNull(file.warning(), "NULs are damage: the file is set aside, every entry kept");
        assertTrue(file.warning().contains("every entry that read is kept"), file.warning());
    }

    @Test
    void flippedBytesLoseOnlyTheirOwnLines() throws Exception {
        byte[] bytes = EIGHT.getBytes(StandardCharsets.UTF_8);
        String[] lines = EIGHT.split("\n");
        // A bit flipped in the header, in the day, in one entry's score and in another's name (past ASCII).
        flip(bytes, lines, 0, 3, 0x01);
        flip(bytes, lines, 1, 2, 0x04);
        flip(bytes, lines, 4, "entry today modern ".length(), 0x40);
        flip(bytes, lines, 9, lines[9].length() - 1, 0x80);
        HighScoreFile file = new HighScoreFile(TestPlatform.storage(), folder, NOON);
        Files.write(folder.resolve("highscores.txt"), bytes);
        HighScores scores = file.load();
        assertEquals(7, entries(scores), "only the entry whose score was hit is lost");
        assertEquals(1, scores.list(Table.TODAY, Scoring.MODERN).entries().size(), "Today's Scores keep their day");
        assertEquals("Kim", scores.lastName());
        assertNotNull(file.warning());
        Path aside = folder.resolve("highscores.txt.20261123-120000.damaged");
        assertTrue(java.util.Arrays.equals(bytes, Files.readAllBytes(aside)), "the damaged file is set aside whole");
    }

    /** Flips bits of the byte at a column of a line of the ASCII text. */
    private static void flip(byte[] bytes, String[] lines, int line, int column, int bits) {
        int at = column;
        for (int i = 0; i < line; i++) {
            at += lines[i].length() + 1;
        }
        bytes[at] ^= (byte) bits;
    }
}
