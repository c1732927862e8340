package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Export All and Import All: a whole data folder round trip, a damaged or foreign file, newer data here. */
class AllDataTest {
    private static final Instant NOW = Instant.parse("2026-11-26T18:00:00Z");

    @TempDir
    Path from;
    @TempDir
    Path to;

    /** A data folder as a player's looks: settings, scores, history, saves, a picture, auguries, the game under way. */
    static void fill(Storage storage, Path home) throws IOException {
        for (String folder : List.of("saves/older", "stonesets", "boards", "history")) {
            storage.createFolders(home.resolve(folder));
        }
        storage.write(home.resolve("settings.txt"), "Format = 1\nSounds = off\n".getBytes(StandardCharsets.UTF_8));
        storage.write(home.resolve("scores.txt"), "Modern\n1 Kim 1234\n".getBytes(StandardCharsets.UTF_8));
        storage.write(home.resolve("auguries.txt"), "Will it? Yes.\n".getBytes(StandardCharsets.UTF_8));
        storage.write(home.resolve("under-way.ishido"), "Ishido game 1\n".getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < 30; i++) {
            storage.write(home.resolve("history/2026-11-" + (10 + i % 18) + "-" + i + ".ishido"),
                    ("Ishido game 1\nScore: " + i * 37 + "\n").getBytes(StandardCharsets.UTF_8));
        }
        storage.write(home.resolve("saves/older/first game.ishido"), "Ishido game 1\n".getBytes(StandardCharsets.UTF_8));
        byte[] picture = new byte[3000];
        for (int i = 0; i < picture.length; i++) {
            picture[i] = (byte) (i * 31 + 7);
        }
        storage.write(home.resolve("stonesets/Night.iff"), picture);
        storage.write(home.resolve("boards/Moss.iff"), picture);
    }

    /** Every file under the folder, by its name there, with its bytes as text (Base64 says nothing here). */
    static Map<String, String> contents(Storage storage, Path home) throws IOException {
        Map<String, String> m = new LinkedHashMap<>();
        for (AllData.Entry e : AllData.collect(storage, home)) {
            m.put(e.name(), java.util.Base64.getEncoder().encodeToString(e.content()));
        }
        return m;
    }

    private static AllData.Result importInto(Storage storage, Path home, byte[] file, boolean replaceNewer) throws IOException {
        return AllData.apply(storage, home, AllData.plan(storage, home, AllData.parse(file)), replaceNewer);
    }

    @Test
    void aWholeDataFolderComesBackAsItWasInAnEmptyHome() throws IOException {
        Storage disk = new FileStorage(from);
        fill(disk, from);
        Files.writeString(from.resolve(".settings.txt.lock"), "");
        byte[] file = AllData.export(disk, from, NOW);
        AllData.Result r = importInto(new FileStorage(to), to, file, false);
        assertEquals(37, r.written());
        assertEquals(contents(disk, from), contents(new FileStorage(to), to));
        assertEquals(37, contents(disk, to).size());
        assertFalse(Files.exists(to.resolve(".settings.txt.lock")), "a lock is not data");
        assertEquals(NOW, AllData.parse(file).exported());
    }

    @Test
    void theBrowsersStoreRoundTripsToo() throws IOException {
        KeyValueStorage page = new KeyValueStorage(new MapKeyValues());
        page.createFolders();
        fill(page, page.dataFolder());
        page.write(page.dataFolder().resolve("Downloads/statistics.csv"), "x".getBytes(StandardCharsets.UTF_8));
        byte[] file = AllData.export(page, page.dataFolder(), NOW);
        KeyValueStorage other = new KeyValueStorage(new MapKeyValues());
        importInto(other, other.dataFolder(), file, false);
        assertEquals(contents(page, page.dataFolder()), contents(other, other.dataFolder()));
        // And from the page to the desktop, the way a player moves.
        importInto(new FileStorage(to), to, file, false);
        assertEquals(contents(page, page.dataFolder()), contents(new FileStorage(to), to));
    }

    @Test
    void aDamagedOrForeignFileIsOneLineAndChangesNothing() throws IOException {
        Storage disk = new FileStorage(from);
        fill(disk, from);
        byte[] good = AllData.export(disk, from, NOW);
        String text = new String(good, StandardCharsets.UTF_8);
        Storage target = new FileStorage(to);
        target.write(to.resolve("settings.txt"), "mine".getBytes(StandardCharsets.UTF_8));
        Map<String, String> before = contents(target, to);
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("a picture", "\u0089PNG\r\n\u001a\n....");
        cases.put("empty", "");
        cases.put("cut short", text.substring(0, text.length() / 2));
        cases.put("no end", text.substring(0, text.lastIndexOf("End: ")));
        int content = text.indexOf('\n', text.indexOf("File: scores.txt")) + 1;
        char first = text.charAt(content);
        cases.put("a byte changed", text.substring(0, content) + (first == 'A' ? 'B' : 'A') + text.substring(content + 1));
        cases.put("a newer format", text.replaceFirst("Ishido data 1", "Ishido data 2"));
        cases.put("a name outside", text.replaceFirst("File: auguries.txt", "File: ../auguries.txt"));
        int i = text.indexOf("\nFile: ", text.indexOf("\nFile: ") + 1);
        cases.put("a Base64 line changed", text.substring(0, text.indexOf('\n', i + 1) + 1) + "!!!!"
                + text.substring(text.indexOf('\n', i + 1) + 5));
        for (Map.Entry<String, String> c : cases.entrySet()) {
            AllData.DamagedException e = assertThrows(AllData.DamagedException.class,
                    () -> importInto(target, to, c.getValue().getBytes(StandardCharsets.UTF_8), true), c.getKey());
            assertFalse(e.getMessage().contains("\n"), c.getKey() + ": " + e.getMessage());
            assertEquals(before, contents(target, to), c.getKey());
        }
        assertTrue(cases.size() == 8);
    }

    @Test
    void newerDataHereIsReplacedOnlyWhenThePlayerSaysSo() throws IOException {
        Storage disk = new FileStorage(from);
        fill(disk, from);
        for (AllData.Entry e : AllData.collect(disk, from)) {
            Files.setLastModifiedTime(from.resolve(e.name()), FileTime.from(NOW.minusSeconds(3600)));
        }
        byte[] file = AllData.export(disk, from, NOW);
        Storage target = new FileStorage(to);
        fill(target, to);
        // Played on after the export: a high score here is newer; an older settings file here is simply replaced.
        target.write(to.resolve("scores.txt"), "Modern\n1 Kim 9999\n".getBytes(StandardCharsets.UTF_8));
        Files.setLastModifiedTime(to.resolve("scores.txt"), FileTime.from(NOW.plusSeconds(60)));
        target.write(to.resolve("settings.txt"), "Format = 1\n".getBytes(StandardCharsets.UTF_8));
        Files.setLastModifiedTime(to.resolve("settings.txt"), FileTime.from(NOW.minusSeconds(7200)));
        AllData.Plan plan = AllData.plan(target, to, AllData.parse(file));
        assertEquals(List.of("scores.txt"), plan.newerNames());
        assertEquals(List.of("settings.txt"), plan.write().stream().map(AllData.Entry::name).toList());
        assertEquals(35, plan.alike());

        AllData.Result kept = AllData.apply(target, to, plan, false);
        assertEquals(new AllData.Result(1, 1, 35), kept);
        assertEquals("Modern\n1 Kim 9999\n", Files.readString(to.resolve("scores.txt")));
        assertEquals("Format = 1\nSounds = off\n", Files.readString(to.resolve("settings.txt")));

        AllData.apply(target, to, AllData.plan(target, to, AllData.parse(file)), true);
        assertEquals("Modern\n1 Kim 1234\n", Files.readString(to.resolve("scores.txt")));
    }

    @Test
    void inThePageWhereNoTimeIsKeptEveryDifferingFileIsAskedAbout() throws IOException {
        Storage disk = new FileStorage(from);
        fill(disk, from);
        byte[] file = AllData.export(disk, from, NOW);
        KeyValueStorage page = new KeyValueStorage(new MapKeyValues());
        page.createFolders();
        page.write(page.dataFolder().resolve("settings.txt"), "Format = 1\n".getBytes(StandardCharsets.UTF_8));
        AllData.Plan plan = AllData.plan(page, page.dataFolder(), AllData.parse(file));
        assertEquals(List.of("settings.txt"), plan.newerNames());
        assertArrayEquals("Format = 1\n".getBytes(StandardCharsets.UTF_8), page.read(page.dataFolder().resolve("settings.txt"),
                UserFiles.Kind.SETTINGS));
    }

    @Test
    void theRoomUsedAndLeftIsSaidInWholeUnits() throws IOException {
        assertEquals("512 bytes", Storage.Room.size(512));
        assertEquals("1.0 KB", Storage.Room.size(1024));
        assertEquals("41 KB", Storage.Room.size(41 * 1024 + 100));
        assertEquals("3.4 GB", Storage.Room.size(3_650_722_201L));
        assertEquals("2.0 KB used, 1.5 MB left", new Storage.Room(2048, 1572864).describe());
        Storage disk = new FileStorage(from);
        fill(disk, from);
        Storage.Room room = disk.room();
        long files = 0;
        for (AllData.Entry e : AllData.collect(disk, from)) {
            files += e.content().length;
        }
        assertEquals(files, room.used());
        assertTrue(room.left() > 0);
        assertEquals(null, new KeyValueStorage(new MapKeyValues()).room(), "a store that was told no estimate says nothing");
    }
}
