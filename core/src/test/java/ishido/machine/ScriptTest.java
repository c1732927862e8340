package ishido.machine;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptTest {
    @Test
    void readsEveryCommand() {
        assertDoesNotThrow(() -> Script.parse("""
                # a comment
                move 1 2
                press 3 4 right
                release 3 4
                click 5 6
                key enter
                type hello there
                amiga z
                place f5   # trailing comment
                play 3
                wait 10
                menu open
                menu 2 15
                menu 1 3 0
                post menu close
                """));
    }

    @Test
    void theFingersMenusAreRecordedAndPlayedBack() {
        List<InputEvent> events = List.of(InputEvent.openMenus(), InputEvent.chooseMenuItem(2, 15, -1),
                InputEvent.chooseMenuItem(3, 13, 2), InputEvent.closeMenus());
        ScriptRecorder recorder = new ScriptRecorder(List.of());
        for (InputEvent e : events) {
            recorder.accept(List.of(e));
        }
        assertEquals("menu open\nmenu 2 15\nmenu 3 13 2\nmenu close\n", recorder.text());
        List<InputEvent> played = new ArrayList<>();
        Machine machine = new Machine(new Screen() {
            @Override
            public void input(InputEvent event) {
                played.add(event);
            }

            @Override
            public void tick() {
            }

            @Override
            public void render(ishido.gfx.Framebuffer fb) {
            }
        });
        Script.parse(recorder.text()).run(machine, () -> null);
        assertEquals(events, played);
        assertEquals(160, machine.pointerX(), "a menu's event does not move the pointer");
        assertThrows(IllegalArgumentException.class, () -> Script.parse("menu 1"));
        assertThrows(IllegalArgumentException.class, () -> Script.parse("menu -1 2"));
        assertThrows(IllegalArgumentException.class, () -> Script.parse("menu shut"));
    }

    @Test
    void namesTheLineAtFault() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Script.parse("wait 1\njump 3 4"));
        assertTrue(e.getMessage().startsWith("script line 2: unknown command 'jump'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Script.parse("place z9"));
        assertThrows(IllegalArgumentException.class, () -> Script.parse("key SPACEBAR"));
        assertThrows(IllegalArgumentException.class, () -> Script.parse("move 1"));
        assertThrows(IllegalArgumentException.class, () -> Script.parse("wait -1"));
        IllegalArgumentException spin = assertThrows(IllegalArgumentException.class, () -> Script.parse("wait 2147483647"));
        org.junit.jupiter.api.Assertions.assertEquals(
                "script line 1: wait takes at most 36000 ticks (ten minutes), not 2147483647", spin.getMessage());
        Script.parse("wait 36000");
        IllegalArgumentException endless = assertThrows(IllegalArgumentException.class,
                () -> Script.parse("wait 36000\n".repeat(3) + "key ENTER\n"));
        org.junit.jupiter.api.Assertions.assertEquals(
                "script line 4: the script runs longer than 108000 ticks (30 minutes of the game's time)", endless.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Script.parse("press 1 2 middle"));
    }
}
