package ishido.persist;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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
}
