package ishido.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.gfx.Framebuffer;
import ishido.ui.TextField;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MachineTest {
    /** A screen that writes down what happens to it. */
    private static final class Probe implements Screen {
        final String name;
        final List<String> log;

        Probe(String name, List<String> log) {
            this.name = name;
            this.log = log;
        }

        @Override
        public void input(InputEvent event) {
            log.add(name + " input");
        }

        @Override
        public void tick() {
            log.add(name + " tick");
        }

        @Override
        public void render(Framebuffer fb) {
            fb.fill(0, 0, 1, 1, name.charAt(0) % 32);
        }

        @Override
        public void enter(Machine machine) {
            log.add(name + " enter");
        }

        @Override
        public void leave() {
            log.add(name + " leave");
        }

        @Override
        public void close() {
            log.add(name + " close");
        }
    }

    /** The page asks the machine whether the frame drawn wants typing: a frame without the field forgets it. */
    @Test
    void aFrameAsksForTypingOnlyWhileAFieldWithTheKeyboardIsDrawn() {
        TextField field = new TextField(60, "", 8);
        field.activate();
        boolean[] shown = {true};
        Machine m = new Machine(new Screen() {
            @Override
            public void input(InputEvent event) {
            }

            @Override
            public void tick() {
            }

            @Override
            public void render(Framebuffer fb) {
                fb.clear(0);
                if (shown[0]) {
                    field.render(fb);
                }
            }
        });
        m.render();
        assertTrue(m.textEntry(), "the active field drawn did not ask for typing");
        shown[0] = false;
        m.render();
        assertFalse(m.textEntry(), "the frame without the field still asked for typing");
    }

    @Test
    void aScreenOffTheStackForGoodIsClosedOnce() {
        List<String> log = new ArrayList<>();
        Probe a = new Probe("a", log);
        Probe b = new Probe("b", log);
        Probe c = new Probe("c", log);
        Machine m = new Machine();
        m.show(a);
        m.push(b);
        m.replace(c);
        m.show(a);
        m.shutDown();
        assertEquals(List.of("a enter", "a leave", "b enter", "b leave", "b close", "c enter",
                "c leave", "c close", "a leave", "a enter", "a leave", "a close"), log);
    }

    @Test
    void pushCoversAndPopUncovers() {
        List<String> log = new ArrayList<>();
        Probe a = new Probe("a", log);
        Probe b = new Probe("b", log);
        Machine m = new Machine();
        m.show(a);
        m.push(b);
        assertSame(b, m.screen());
        assertEquals(2, m.depth());
        m.post(InputEvent.move(1, 1));
        m.tick();
        m.pop();
        m.tick();
        assertSame(a, m.screen());
        assertEquals(List.of("a enter", "a leave", "b enter", "b input", "b tick", "b leave", "b close", "a enter", "a tick"),
                log);
    }

    @Test
    void aPushedScreenHandsBackItsResult() {
        List<String> log = new ArrayList<>();
        Probe a = new Probe("a", log);
        Machine m = new Machine(a);
        List<String> results = new ArrayList<>();
        m.push(new Probe("editor", log), String.class, results::add);
        m.pop("edited");
        assertEquals(List.of("edited"), results);
        // The screen below is back on top before its handler runs.
        assertEquals("a enter", log.get(log.size() - 1));

        m.push(new Probe("code", log), Boolean.class, solved -> results.add("solved " + solved));
        m.pop();
        assertEquals(List.of("edited"), results, "a pop without a result calls no handler");

        m.push(new Probe("code", log), Boolean.class, solved -> results.add("solved " + solved));
        assertThrows(ClassCastException.class, () -> m.pop("not a boolean"));
    }

    @Test
    void replaceKeepsTheHandlerAndShowStartsAfresh() {
        List<String> log = new ArrayList<>();
        Machine m = new Machine(new Probe("title", log));
        List<Integer> results = new ArrayList<>();
        m.push(new Probe("code", log), Integer.class, results::add);
        m.replace(new Probe("wheel", log));
        m.pop(7);
        assertEquals(List.of(7), results);
        m.push(new Probe("b", log));
        Probe game = new Probe("game", log);
        m.show(game);
        assertEquals(1, m.depth());
        assertSame(game, m.screen());
        assertThrows(IllegalStateException.class, m::pop);
    }

    @Test
    void theClipboardHoldsTextOrPixels() {
        Clipboard c = new Machine().clipboard();
        c.putText("stones");
        assertEquals("stones", c.text());
        assertEquals(true, c.pixels().isEmpty());
        c.putPixels(new ishido.image.IndexedImage(2, 2, new int[] {0, 0xFFFFFF}));
        assertEquals("", c.text());
        assertEquals(2, c.pixels().orElseThrow().width());
    }
}
