package ishido.screens.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.oracle.Augury;
import ishido.oracle.AuguryFile;
import ishido.oracle.AuguryTexts;
import ishido.oracle.Consultation;
import ishido.oracle.Hexagram;
import ishido.testing.TestPlatform;
import ishido.ui.Button;
import ishido.ui.Requester;
import ishido.ui.RequesterQueue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OracleDeskTest {
    @TempDir
    Path dir;

    private final RequesterQueue queue = new RequesterQueue();
    private final List<String> said = new ArrayList<>();

    private OracleDesk desk(Path folder) {
        Consultation c = new Consultation(Clock.fixed(Instant.parse("2026-11-23T09:30:00Z"), ZoneOffset.UTC),
                AuguryTexts.standard(), true, "Which road?", false);
        return new OracleDesk(c, queue, TestPlatform.storage(), folder, List.of(), said::add);
    }

    @Test
    void theQuestionRequesterKeepsWhatWasTyped() {
        OracleDesk desk = desk(dir);
        int[] stored = {0};
        desk.ask(() -> stored[0]++);
        Requester r = queue.current();
        assertEquals("The Oracle", r.title());
        // The question is proposed selected; End keeps it and goes to its end.
        queue.input(InputEvent.key(Key.END));
        queue.input(InputEvent.character('!', false));
        queue.input(InputEvent.key(Key.ENTER));
        assertFalse(queue.isActive());
        assertEquals("Which road?!", desk.consultation().question());
        assertEquals(1, stored[0]);
    }

    @Test
    void automaticSavingAddsEachReadingToOneFile() throws IOException {
        OracleDesk desk = desk(dir);
        Augury a = desk.consultation().reading(Hexagram.number(1));
        Augury b = desk.consultation().reading(Hexagram.number(2));
        desk.saveAutomatically(a);
        desk.saveAutomatically(b);
        assertEquals(a.format() + "\n" + b.format(), Files.readString(dir.resolve(AuguryFile.AUTOMATIC)));
        assertFalse(queue.isActive());
    }

    @Test
    void aFailedSaveTellsWhyAndTheReadingStays() throws IOException {
        OracleDesk desk = desk(dir);
        Augury a = desk.consultation().reading(Hexagram.number(7));
        desk.show(a);
        Requester augury = queue.current();
        // Save, then a file where the folder should be: the write cannot succeed, as on a full or locked disk.
        click(buttonOf(augury, "Save"));
        Requester saveRequester = queue.current();
        assertEquals("Save Augury", saveRequester.title());
        Path blocker = Files.writeString(dir.resolve("blocker"), "x");
        for (int i = 0; i < AuguryFile.AUTOMATIC.length(); i++) {
            queue.input(InputEvent.key(Key.BACKSPACE));
        }
        for (char ch : blocker.resolve("augury.txt").toString().toCharArray()) {
            queue.input(InputEvent.character(ch, false));
        }
        queue.input(InputEvent.key(Key.ENTER));
        assertTrue(saveRequester.isClosed());
        Requester error = queue.current();
        assertEquals("Save Augury", error.title());
        assertTrue(String.join(" ", error.lines()).startsWith("The augury could not be saved"), error.lines().toString());
        queue.input(InputEvent.key(Key.ENTER));
        assertEquals(augury, queue.current(), "the reading is still up");
        assertFalse(augury.isClosed());
    }

    private static Button buttonOf(Requester r, String label) {
        for (var g : r.gadgets()) {
            if (g instanceof Button b && b.label().equals(label)) {
                return b;
            }
        }
        throw new AssertionError("no button " + label);
    }

    private void click(Button b) {
        queue.input(InputEvent.press(b.x() + 2, b.y() + 2, InputEvent.LEFT_BUTTON));
        queue.input(InputEvent.release(b.x() + 2, b.y() + 2, InputEvent.LEFT_BUTTON));
    }

    @Test
    void theReasonIsInWords() {
        assertEquals("No space left on device.", OracleDesk.reason(
                new java.nio.file.FileSystemException("/x/a.txt", null, "No space left on device")));
        assertEquals("the folder or file may not be written.", OracleDesk.reason(
                new java.nio.file.AccessDeniedException("/x/a.txt")));
    }
}
