package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The storage contract kept by the browser's key/value store, and what only the browser has: its quota, its keys, imports and downloads. */
class KeyValueStorageTest extends StorageContract {
    private MapKeyValues store;
    private KeyValueStorage browser;

    @Override
    Storage storage() throws IOException {
        store = new MapKeyValues();
        browser = new KeyValueStorage(store);
        browser.createFolders();
        return browser;
    }

    @Override
    Path folder() throws IOException {
        Path f = browser.dataFolder().resolve("test");
        browser.createFolders(f);
        return f;
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aWriteThatDoesNotFitFailsAsOnAFullDiskAndKeepsTheOldContent() throws IOException {
        Path f = folder.resolve("settings.txt");
        browser.write(f, utf8("board = Classic\n"));
        MapKeyValues small = new MapKeyValues(store.used() + 40);
        store.copy().forEach(small::put);
        KeyValueStorage full = new KeyValueStorage(small);
        FileSystemException e = assertThrows(FileSystemException.class, () -> full.write(f, new byte[100]));
        assertEquals("settings.txt: the browser's storage for this game is full", UserFiles.describe(f.getFileName(), e));
        assertEquals("board = Classic\n", new String(full.read(f, UserFiles.Kind.SETTINGS), StandardCharsets.UTF_8));
        assertThrows(FileSystemException.class, () -> full.update(f, UserFiles.Kind.SETTINGS, c -> c + "x".repeat(100)));
        assertEquals("board = Classic\n", new String(full.read(f, UserFiles.Kind.SETTINGS), StandardCharsets.UTF_8));
        Path other = folder.resolve("new.ishido");
        assertThrows(FileSystemException.class, () -> full.write(other, new byte[100]));
        assertFalse(full.exists(other), "a write that failed leaves no part of a file");
    }

    @Test
    void aStoreThatThrowsInsteadOfAnsweringIsFullAllTheSame() throws IOException {
        KeyValues throwing = new KeyValues() {
            @Override
            public String get(String key) {
                return store.get(key);
            }

            @Override
            public boolean put(String key, String value) {
                throw new IllegalStateException("QuotaExceededError");
            }

            @Override
            public void remove(String key) {
                store.remove(key);
            }

            @Override
            public List<String> keys() {
                return store.keys();
            }
        };
        Path f = folder.resolve("a.ishido");
        FileSystemException e = assertThrows(FileSystemException.class,
                () -> new KeyValueStorage(throwing).write(f, utf8("x")));
        assertEquals("the browser's storage for this game is full", UserFiles.reason(e));
    }

    @Test
    void textIsKeptAsTextAndPicturesCompactly() throws IOException {
        Path settings = folder.resolve("settings.txt");
        String text = "board = Classic\nstoneset = Ancient\n";
        browser.write(settings, utf8(text));
        String key = "ishido:f:" + settings;
        assertEquals(1 + text.length(), store.get(key).length(), "one character a byte, and one saying it is text");
        byte[] picture = new byte[64 << 10];
        for (int i = 0; i < picture.length; i++) {
            picture[i] = (byte) (i * 31 + (i >> 8));
        }
        Path board = folder.resolve("board.iff");
        browser.write(board, picture);
        assertTrue(store.get("ishido:f:" + board).length() <= 1 + (picture.length + 2) / 3 * 4,
                "Base64: four characters for three bytes");
        assertArrayEquals(picture, browser.read(board, UserFiles.Kind.PICTURE));
    }

    @Test
    void theGameKeepsToItsOwnKeysAndFolders() throws IOException {
        store.put("other-page", "theirs");
        browser.write(folder.resolve("a.txt"), utf8("a"));
        for (String key : store.keys()) {
            assertTrue(key.equals("other-page") || key.startsWith("ishido:"), key);
        }
        assertEquals("theirs", store.get("other-page"));
        assertEquals(List.of(Path.of("/Browser")), browser.list(Path.of("/")));
    }

    @Test
    void aPageLoadedAgainFindsEverything() throws IOException {
        browser.write(folder.resolve("a.txt"), utf8("a"));
        browser.createFolders(folder.resolve("empty"));
        KeyValueStorage again = new KeyValueStorage(store);
        assertEquals("a", new String(again.read(folder.resolve("a.txt"), UserFiles.Kind.SETTINGS), StandardCharsets.UTF_8));
        assertTrue(again.isFolder(folder.resolve("empty")));
        assertEquals(List.of(), again.list(folder.resolve("empty")));
    }

    @Test
    void twoTabsSeeEachOthersWritesAndKeepEachOthersUpdates() throws IOException {
        KeyValueStorage other = new KeyValueStorage(store);
        Path scores = folder.resolve("highscores.txt");
        browser.update(scores, UserFiles.Kind.HIGH_SCORES, c -> (c == null ? "" : c) + "first\n");
        other.update(scores, UserFiles.Kind.HIGH_SCORES, c -> (c == null ? "" : c) + "second\n");
        browser.update(scores, UserFiles.Kind.HIGH_SCORES, c -> c + "third\n");
        assertEquals("first\nsecond\nthird\n",
                new String(other.read(scores, UserFiles.Kind.HIGH_SCORES), StandardCharsets.UTF_8));
    }

    @Test
    void theRequesterOffersOneVolumeAndNoHome() {
        assertEquals(List.of(new Storage.Place("Browser", Path.of("/Browser"))), browser.volumes());
        assertNull(browser.home());
        assertEquals(Path.of("/Browser"), browser.dataFolder());
    }

    @Test
    void aPickedFileIsKeptInImportsUnderAFreeName() throws IOException {
        Path first = browser.imported("C:\\Users\\me\\deal.ishido", utf8("game 1"));
        assertEquals(Path.of("/Browser/Imports/deal.ishido"), first);
        Path second = browser.imported("deal.ishido", utf8("game 2"));
        assertEquals(Path.of("/Browser/Imports/deal-2.ishido"), second);
        assertEquals(Path.of("/Browser/Imports/_hidden"), browser.imported(".hidden", new byte[0]));
        assertEquals(Path.of("/Browser/Imports/file"), browser.imported("..", new byte[0]));
        assertEquals("game 1", new String(browser.read(first, UserFiles.Kind.GAME_RECORD), StandardCharsets.UTF_8));
        assertEquals("game 2", new String(browser.read(second, UserFiles.Kind.GAME_RECORD), StandardCharsets.UTF_8));
    }

    @Test
    void aFileWrittenIntoDownloadsGoesToThePage() throws IOException {
        List<String> offered = new ArrayList<>();
        browser.onDownload((file, bytes) -> offered.add(file.getFileName() + "=" + new String(bytes, StandardCharsets.UTF_8)));
        browser.write(Path.of("/Browser/Downloads/stats.csv"), utf8("a,b"));
        browser.write(Path.of("/Browser/saves/kept.ishido"), utf8("not offered"));
        assertEquals(List.of("stats.csv=a,b"), offered);
        assertFalse(browser.exists(Path.of("/Browser/Downloads/stats.csv")), "a download takes no room in the store");
        assertEquals(List.of(), browser.list(Path.of("/Browser/Downloads")));
        assertTrue(browser.isFile(Path.of("/Browser/saves/kept.ishido")));
    }

    @Test
    void aDamagedValueIsReportedNotMisread() {
        Path f = folder.resolve("x.iff");
        store.put("ishido:f:" + f, "b!!!not base64");
        FileSystemException e = assertThrows(FileSystemException.class, () -> browser.read(f, UserFiles.Kind.PICTURE));
        assertEquals("x.iff: damaged in the browser's storage", UserFiles.describe(f.getFileName(), e));
    }

    @Test
    void parentFromTheBrowserFolderListsItAsAFolderAsTeaVmNamesIt() throws IOException {
        assertEquals(List.of(Path.of("/Browser")), browser.list(Path.of("/")), "the root lists the volume by its own name");
        assertEquals(Storage.Type.FOLDER, browser.type(TeaVmPaths.name("//Browser")));
        assertEquals(Storage.Type.FOLDER, browser.type(TeaVmPaths.name("//Browser//saves/")));
        browser.write(TeaVmPaths.name("//Browser/saves/a.ishido"), utf8("x"));
        assertArrayEquals(utf8("x"), browser.read(Path.of("/Browser/saves/a.ishido"), UserFiles.Kind.GAME_RECORD));
        assertEquals(List.of(Path.of("/Browser/saves/a.ishido")), browser.list(TeaVmPaths.name("//Browser/saves")));
    }

    @Test
    void theRoomUsedIsTheGamesDataNotTheWholeOriginsStorage() throws Exception {
        browser.createFolders();
        Path settings = Path.of("/Browser/settings.txt");
        browser.write(settings, "x".repeat(4000).getBytes(StandardCharsets.UTF_8));
        store.put("another-page", "y".repeat(100_000));
        // The browser's estimate counts the offline site's cache too: 7.2 MB of it.
        browser.onRoom(() -> new Storage.Room(7_200_000, 1_000_000_000));
        Storage.Room room = browser.room();
        assertTrue(room.used() >= 4000 && room.used() < 5000, "used " + room.used());
        assertEquals(1_000_000_000, room.left(), "the room left is the browser's to say");
        browser.onRoom(() -> null);
        assertEquals(null, browser.room(), "no estimate, no room to say");
    }
}
