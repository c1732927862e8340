package ishido.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ishido.machine.Gamepad;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;
import ishido.machine.Script;
import ishido.screens.play.PlayScreen;
import ishido.testing.TestPlatform;
import ishido.theme.Catalog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The desktop's pads, GLFW faked: its layout read into the standard one, pads coming and going, a game played. */
class GlfwPadsTest {
    /** GLFW's gamepad buttons by index: A, B, ..., BACK 6, START 7, DPAD_UP 11, DPAD_RIGHT 12. */
    private static final int GLFW_A = 0;
    private static final int GLFW_BACK = 6;
    private static final int GLFW_START = 7;
    private static final int GLFW_DPAD_RIGHT = 12;

    /** A controller GLFW would report: one slot of sixteen, its buttons and axes set by the test. */
    private static final class FakeJoysticks implements GlfwPads.Joysticks {
        boolean plugged = true;
        final boolean[] buttons = new boolean[15];
        final float[] axes = {0, 0, 0, 0, -1, -1};
        Runnable changed;

        @Override
        public int slots() {
            return 16;
        }

        @Override
        public boolean gamepad(int slot) {
            return plugged && slot == 3;
        }

        @Override
        public boolean read(int slot, boolean[] into, float[] axesInto) {
            System.arraycopy(buttons, 0, into, 0, into.length);
            System.arraycopy(axes, 0, axesInto, 0, axesInto.length);
            return plugged;
        }

        @Override
        public void follow(Runnable listener) {
            changed = listener;
        }
    }

    @Test
    void glfwsLayoutIsReadIntoTheStandardOne() {
        boolean[] glfw = new boolean[15];
        glfw[GLFW_BACK] = true;
        glfw[GLFW_DPAD_RIGHT] = true;
        boolean[] standard = new boolean[Gamepad.Button.values().length];
        GlfwPads.standard(glfw, new float[] {0, 0, 0, 0, 0.9f, -1}, standard);
        List<Gamepad.Button> down = new ArrayList<>();
        for (Gamepad.Button b : Gamepad.Button.values()) {
            if (standard[b.ordinal()]) {
                down.add(b);
            }
        }
        assertEquals(List.of(Gamepad.Button.LEFT_TRIGGER, Gamepad.Button.SELECT, Gamepad.Button.RIGHT), down);
    }

    @Test
    void padsComingAndGoingAreFollowedAndAGoneOneLetsGo() {
        FakeJoysticks fake = new FakeJoysticks();
        GlfwPads pads = new GlfwPads(fake);
        pads.start();
        assertTrue(pads.anyConnected());
        fake.plugged = false;
        fake.changed.run();
        assertFalse(pads.anyConnected());
        List<InputEvent> events = new ArrayList<>();
        Gamepad pad = new Gamepad(events::add);
        fake.plugged = true;
        fake.changed.run();
        fake.buttons[GLFW_START] = true;
        pads.read(pad, 0);
        assertEquals(List.of(InputEvent.padKey(Key.MENU)), events);
        fake.plugged = false;
        pads.read(pad, 16);
        assertFalse(pad.connected());
    }

    @Test
    void aFakeControllersAAtTheStartDoesWhatReturnDoes() throws java.io.IOException {
        FakeJoysticks fake = new FakeJoysticks();
        GlfwPads pads = new GlfwPads(fake);
        pads.start();
        PlayScreen play = play();
        Machine machine = new Machine(play);
        Gamepad pad = new Gamepad(machine::post);
        pads.read(pad, 0);
        fake.buttons[GLFW_A] = true;
        pads.read(pad, 16);
        fake.buttons[GLFW_A] = false;
        pads.read(pad, 32);
        Script.parse("wait 2").run(machine, () -> play);
        machine.render();
        PlayScreen other = play();
        Machine keys = new Machine(other);
        Script.parse("key ENTER\nwait 1").run(keys, () -> other);
        keys.render();
        assertArrayEquals(keys.framebuffer().pixels(), machine.framebuffer().pixels());
        assertTrue(machine.byPad());
    }

    private static PlayScreen play() throws java.io.IOException {
        return new PlayScreen(TestPlatform.desktop(), Catalog.stoneset(TestPlatform.storage(), "Ishido"),
                Catalog.board(TestPlatform.storage(), "Ishido"), 7);
    }
}
