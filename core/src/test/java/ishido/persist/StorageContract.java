package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every storage of user data does, the desktop's files and the browser's key/value store alike: run
 * against each by a subclass, so the game behaves the same on both.
 */
abstract class StorageContract {
    static final Clock NOON = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

    Storage storage;
    /** An existing, empty folder of the storage. */
    Path folder;

    /** A fresh storage with an empty folder in it. */
    abstract Storage storage() throws IOException;

    /** An existing, empty folder of {@link #storage}. */
    abstract Path folder() throws IOException;

    @BeforeEach
    void open() throws IOException {
        storage = storage();
        folder = folder();
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private Set<String> names(Path dir) throws IOException {
        Set<String> names = new TreeSet<>();
        for (Path p : storage.list(dir)) {
            assertEquals(dir, p.getParent(), "each name is in the folder listed");
            names.add(p.getFileName().toString());
        }
        return names;
    }

    @Test
    void aFileWrittenIsReadBackAsWritten() throws IOException {
        Path f = folder.resolve("a.txt");
        assertEquals(Storage.Type.MISSING, storage.type(f));
        storage.write(f, utf8("one\n"));
        assertEquals(Storage.Type.FILE, storage.type(f));
        assertTrue(storage.isFile(f) && storage.exists(f) && !storage.isFolder(f));
        assertEquals("one\n", new String(storage.read(f, UserFiles.Kind.SETTINGS), StandardCharsets.UTF_8));
        assertEquals(4, storage.size(f));
    }

    @Test
    void aWriteReplacesTheWholeContent() throws IOException {
        Path f = folder.resolve("a.txt");
        storage.write(f, utf8("a much longer first content\n"));
        storage.write(f, utf8("short"));
        assertEquals("short", UserFiles.text(storage.read(f, UserFiles.Kind.SETTINGS), UserFiles.Kind.SETTINGS));
    }

    @Test
    void everyByteComesBackTheSame() throws IOException {
        byte[] all = new byte[512];
        for (int i = 0; i < all.length; i++) {
            all[i] = (byte) (i * 7);
        }
        byte[] bom = utf8("\uFEFFsetting = \u00e9t\u00e9 \u6f22\n");
        for (byte[] content : List.of(all, bom, new byte[0], new byte[] {0}, new byte[] {(byte) 0xC3})) {
            Path f = folder.resolve("x.bin");
            storage.write(f, content);
            assertArrayEquals(content, storage.read(f, UserFiles.Kind.PICTURE));
            assertEquals(content.length, storage.size(f));
        }
    }

    @Test
    void aMissingFileIsNoSuchFile() {
        Path f = folder.resolve("none.ishido");
        IOException e = assertThrows(NoSuchFileException.class, () -> storage.read(f, UserFiles.Kind.GAME_RECORD));
        assertEquals("none.ishido: no such file", UserFiles.describe(f.getFileName(), e));
        assertThrows(NoSuchFileException.class, () -> storage.size(f));
    }

    @Test
    void aWriteIntoAMissingFolderFailsAndCreateFoldersMakesIt() throws IOException {
        Path f = folder.resolve("saves").resolve("deep").resolve("g.ishido");
        assertThrows(NoSuchFileException.class, () -> storage.write(f, utf8("x")));
        assertFalse(storage.exists(f.getParent()));
        storage.createFolders(f.getParent());
        storage.createFolders(f.getParent());
        assertTrue(storage.isFolder(folder.resolve("saves")));
        storage.write(f, utf8("x"));
        assertTrue(storage.isFile(f));
    }

    @Test
    void aFolderListsItsFilesAndFoldersOnlyOneLevelDeep() throws IOException {
        storage.createFolders(folder.resolve("sub").resolve("inner"));
        storage.write(folder.resolve("b.iff"), new byte[] {1, 2});
        storage.write(folder.resolve(".hidden"), utf8("h"));
        storage.write(folder.resolve("sub").resolve("c.txt"), utf8("c"));
        assertEquals(Set.of("b.iff", ".hidden", "sub"), names(folder));
        assertEquals(Set.of("c.txt", "inner"), names(folder.resolve("sub")));
        assertEquals(Set.of(), names(folder.resolve("sub").resolve("inner")));
        assertTrue(storage.isFolder(folder.resolve("sub")));
    }

    @Test
    void aMissingFolderCannotBeListedNorAFile() throws IOException {
        assertThrows(NoSuchFileException.class, () -> storage.list(folder.resolve("none")));
        storage.write(folder.resolve("f"), utf8("f"));
        assertThrows(IOException.class, () -> storage.list(folder.resolve("f")));
    }

    @Test
    void aFolderIsNeitherReadNorWrittenAsAFile() throws IOException {
        Path sub = folder.resolve("sub");
        storage.createFolders(sub);
        FileSystemException read = assertThrows(FileSystemException.class, () -> storage.read(sub, UserFiles.Kind.SETTINGS));
        assertEquals("is a folder, not a file", UserFiles.reason(read));
        FileSystemException write = assertThrows(FileSystemException.class, () -> storage.write(sub, utf8("x")));
        assertEquals("is a folder, not a file", UserFiles.reason(write));
        assertTrue(storage.isFolder(sub));
    }

    @Test
    void aFileIsNotMadeAFolder() throws IOException {
        Path f = folder.resolve("f");
        storage.write(f, utf8("keep"));
        assertThrows(FileAlreadyExistsException.class, () -> storage.createFolders(f));
        assertEquals("keep", new String(storage.read(f, UserFiles.Kind.SETTINGS), StandardCharsets.UTF_8));
    }

    @Test
    void aFileOverTheKindsLimitIsRefused() throws IOException {
        Path f = folder.resolve("big.ishido");
        byte[] big = new byte[(int) UserFiles.Kind.GAME_RECORD.limit() + 1];
        storage.write(f, big);
        UserFiles.TooLargeException e = assertThrows(UserFiles.TooLargeException.class,
                () -> storage.read(f, UserFiles.Kind.GAME_RECORD));
        assertEquals("not a game record: 64 KB is far larger than any game", e.getMessage());
    }

    @Test
    void theHeadOfAFileOverTheKindsLimitIsItsFirstBytesUpToTheLimit() throws IOException {
        Path f = folder.resolve("big.ishido");
        byte[] big = new byte[(int) UserFiles.Kind.GAME_RECORD.limit() + 100];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) ('a' + i % 26);
        }
        storage.write(f, big);
        assertArrayEquals(Arrays.copyOf(big, (int) UserFiles.Kind.GAME_RECORD.limit()),
                storage.readHead(f, UserFiles.Kind.GAME_RECORD));
        storage.write(f, "short".getBytes(StandardCharsets.UTF_8));
        assertEquals("short", new String(storage.readHead(f, UserFiles.Kind.GAME_RECORD), StandardCharsets.UTF_8));
        assertThrows(FileSystemException.class, () -> storage.readHead(folder, UserFiles.Kind.GAME_RECORD));
    }

    @Test
    void anUpdateSeesTheCurrentTextAndWritesTheNew() throws IOException {
        Path f = folder.resolve("scores.txt");
        assertEquals("a\n", storage.update(f, UserFiles.Kind.HIGH_SCORES, current -> {
            assertEquals(null, current);
            return "a\n";
        }));
        storage.write(f, utf8("\uFEFFa\n"));
        assertEquals("a\nb\n", storage.update(f, UserFiles.Kind.HIGH_SCORES, current -> current + "b\n"));
        assertEquals("a\nb\n", storage.update(f, UserFiles.Kind.HIGH_SCORES, current -> null));
        assertThrows(IOException.class, () -> storage.update(f, UserFiles.Kind.HIGH_SCORES, current -> {
            throw new IOException("refused");
        }));
        assertEquals("a\nb\n", UserFiles.text(storage.read(f, UserFiles.Kind.HIGH_SCORES), UserFiles.Kind.HIGH_SCORES));
    }

    @Test
    void anUpdateOfAFileThatIsNotTextIsRefusedAndLeavesIt() throws IOException {
        Path f = folder.resolve("settings.txt");
        byte[] binary = {(byte) 0xFF, 0, 1};
        storage.write(f, binary);
        assertThrows(UserFiles.NotTextException.class, () -> storage.update(f, UserFiles.Kind.SETTINGS, c -> "new"));
        assertArrayEquals(binary, storage.read(f, UserFiles.Kind.SETTINGS));
    }

    @Test
    void createClaimsANameOnce() throws IOException {
        Path f = folder.resolve("20261123-x.ishido");
        assertTrue(storage.create(f));
        assertFalse(storage.create(f));
        assertEquals(0, storage.size(f));
        assertTrue(storage.isFile(f));
    }

    @Test
    void aRenameNeverReplaces() throws IOException {
        Path a = folder.resolve("a");
        Path b = folder.resolve("b");
        storage.write(a, utf8("A"));
        storage.write(b, utf8("B"));
        assertThrows(FileAlreadyExistsException.class, () -> storage.rename(a, b));
        assertEquals("A", new String(storage.read(a, UserFiles.Kind.SETTINGS), StandardCharsets.UTF_8));
        assertEquals("B", new String(storage.read(b, UserFiles.Kind.SETTINGS), StandardCharsets.UTF_8));
        Path c = folder.resolve("c");
        storage.rename(a, c);
        assertFalse(storage.exists(a));
        assertEquals("A", new String(storage.read(c, UserFiles.Kind.SETTINGS), StandardCharsets.UTF_8));
        assertThrows(NoSuchFileException.class, () -> storage.rename(a, folder.resolve("d")));
    }

    @Test
    void deleteRemovesAFileOrAnEmptyFolder() throws IOException {
        Path f = folder.resolve("f");
        storage.write(f, utf8("f"));
        assertTrue(storage.delete(f));
        assertFalse(storage.delete(f));
        assertFalse(storage.exists(f));
        Path sub = folder.resolve("sub");
        storage.createFolders(sub);
        storage.write(sub.resolve("g"), utf8("g"));
        assertThrows(DirectoryNotEmptyException.class, () -> storage.delete(sub));
        assertTrue(storage.delete(sub.resolve("g")));
        assertTrue(storage.delete(sub));
        assertEquals(Storage.Type.MISSING, storage.type(sub));
    }

    @Test
    void aDamagedFileIsSetAsideUnderANameOfItsOwn() throws IOException {
        Path f = folder.resolve("highscores.txt");
        storage.write(f, utf8("damaged 1"));
        Path first = storage.setAside(f, NOON);
        assertEquals("highscores.txt.20261123-120000.damaged", first.getFileName().toString());
        assertEquals(0, storage.size(f));
        storage.write(f, utf8("damaged 2"));
        Path second = storage.setAside(f, NOON);
        assertEquals("highscores.txt.20261123-120000-2.damaged", second.getFileName().toString());
        assertNotEquals(first, second);
        assertEquals("damaged 1", new String(storage.read(first, UserFiles.Kind.HIGH_SCORES), StandardCharsets.UTF_8));
        assertEquals("damaged 2", new String(storage.read(second, UserFiles.Kind.HIGH_SCORES), StandardCharsets.UTF_8));
        assertEquals(Set.of("highscores.txt", first.getFileName().toString(), second.getFileName().toString()),
                names(folder));
    }

    @Test
    void nothingIsStaleAfterWholeWrites() throws IOException {
        storage.write(folder.resolve("a"), utf8("a"));
        assertEquals(0, storage.removeStale(folder));
        assertEquals(Set.of("a"), names(folder));
    }

    @Test
    void theVolumesAreFoldersThatCanBeListed() throws IOException {
        assertFalse(storage.volumes().isEmpty());
        for (Storage.Place place : storage.volumes()) {
            assertFalse(place.name().isBlank());
            if (storage.isFolder(place.folder())) {
                storage.list(place.folder());
            }
        }
    }
}
