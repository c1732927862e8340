package ishido.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.testing.TestPlatform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileRequesterTest {
    @TempDir
    Path dir;

    private FileRequester open(RequesterQueue queue, List<Path> chosen) throws IOException {
        Files.createDirectories(dir.resolve("inner"));
        Files.writeString(dir.resolve("b.ishido"), "x");
        Files.writeString(dir.resolve("A.ISHIDO"), "x");
        Files.writeString(dir.resolve("notes.txt"), "x");
        Files.writeString(dir.resolve(".hidden.ishido"), "x");
        FileRequester f = new FileRequester(TestPlatform.storage(), "Load", FileRequester.Mode.OPEN, dir, List.of("ishido"),
                List.of(new FileRequester.Volume("Home", dir.resolve("inner"))), queue, chosen::add);
        queue.show(f.requester());
        return f;
    }

    private static void type(RequesterQueue q, String text) {
        for (char c : text.toCharArray()) {
            q.input(InputEvent.character(c, false));
        }
    }

    @Test
    void showsFoldersThenMatchingFilesOnly() throws IOException {
        FileRequester f = open(new RequesterQueue(), new ArrayList<>());
        assertEquals(List.of("inner (dir)", "A.ISHIDO", "b.ishido"), f.list().lines());
    }

    @Test
    void aClickOnAFolderEntersItAndParentComesBack() throws IOException {
        FileRequester f = open(new RequesterQueue(), new ArrayList<>());
        ListView list = f.list();
        list.mouse(InputEvent.press(list.x() + 5, list.y() + 4, InputEvent.LEFT_BUTTON));
        assertEquals(dir.resolve("inner").toAbsolutePath().normalize(), f.drawer());
        for (Gadget g : f.requester().gadgets()) {
            if (g instanceof Button b && b.label().equals("Parent")) {
                b.press();
            }
        }
        assertEquals(dir.toAbsolutePath().normalize(), f.drawer());
    }

    @Test
    void typedNamesOpenFilesAndMissingOnesSaySo() throws IOException {
        RequesterQueue q = new RequesterQueue();
        List<Path> chosen = new ArrayList<>();
        open(q, chosen);
        type(q, "missing.ishido");
        q.input(InputEvent.key(Key.ENTER));
        assertTrue(chosen.isEmpty());
        assertEquals("File", q.current().title());
        q.input(InputEvent.key(Key.ENTER));
        for (int i = 0; i < "missing.ishido".length(); i++) {
            q.input(InputEvent.key(Key.BACKSPACE));
        }
        type(q, "b.ishido");
        q.input(InputEvent.key(Key.ENTER));
        assertEquals(List.of(dir.toAbsolutePath().normalize().resolve("b.ishido")), chosen);
        assertTrue(!q.isActive());
    }

    @Test
    void volumesListThePlayersPlacesAndTheRoots() throws IOException {
        FileRequester f = open(new RequesterQueue(), new ArrayList<>());
        for (Gadget g : f.requester().gadgets()) {
            if (g instanceof Button b && b.label().equals("Volumes")) {
                b.press();
            }
        }
        assertEquals("Home (dir)", f.list().lines().get(0));
        assertTrue(f.list().lines().size() >= 2);
    }
}
