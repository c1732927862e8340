package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UserDataTest {
    @TempDir
    Path dir;

    @Test
    void theFirstStartCreatesTheDataFoldersAndALaterOneKeepsThem() throws Exception {
        Path home = dir.resolve("fresh/ishido");
        UserData.createFolders(home);
        assertTrue(Files.isDirectory(UserData.stonesetsFolder(home)));
        assertTrue(Files.isDirectory(UserData.boardsFolder(home)));
        assertTrue(Files.isDirectory(UserData.savesFolder(home)));
        Path mine = UserData.stonesetsFolder(home).resolve("mine.iff");
        Files.writeString(mine, "kept");
        UserData.createFolders(home);
        assertTrue(Files.exists(mine));
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

    @Test
    void theHomeFolderIsTheEnvironmentsHomeNotThePasswordFiles() {
        assertEquals("/sandbox", UserData.home(Map.of("HOME", "/sandbox"), "Linux", "/home/a"));
        assertEquals("/sandbox", UserData.home(Map.of("HOME", "/sandbox"), "Mac OS X", "/Users/a"));
        assertEquals("/home/a", UserData.home(Map.of(), "Linux", "/home/a"));
        assertEquals("/home/a", UserData.home(Map.of("HOME", " "), "Linux", "/home/a"));
        assertEquals("C:/Users/a", UserData.home(Map.of("HOME", "/c/msys"), "Windows 11", "C:/Users/a"));
    }
}
