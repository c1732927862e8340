package ishido.desktop;

import ishido.app.PadSource;
import ishido.machine.Gamepad;
import java.util.concurrent.atomic.AtomicInteger;
import org.lwjgl.glfw.GLFW;
import org.lwjgl.glfw.GLFWGamepadState;
import org.lwjgl.glfw.GLFWJoystickCallback;

/**
 * The desktop's game pads through GLFW's gamepads, which LWJGL already ships with the window (no library of its
 * own): every joystick GLFW maps as a gamepad (its mapping database covers the usual pads and the Steam Deck's
 * controls as Steam presents them), read in GLFW's layout and handed on in the standard one. Pads plugged in or
 * pulled out while the game runs are followed by GLFW's joystick callback; while none is there nothing is read.
 */
final class GlfwPads implements PadSource {
    /** The trigger's axis (-1 at rest, 1 pressed) past which it counts as pressed. */
    private static final float TRIGGER_PRESSED = 0.5f;
    /** GLFW's gamepad buttons, in its order, as the standard layout's. */
    private static final Gamepad.Button[] GLFW_ORDER = {
        Gamepad.Button.A, Gamepad.Button.B, Gamepad.Button.X, Gamepad.Button.Y, Gamepad.Button.LEFT_SHOULDER,
        Gamepad.Button.RIGHT_SHOULDER, Gamepad.Button.SELECT, Gamepad.Button.START, Gamepad.Button.HOME,
        Gamepad.Button.LEFT_STICK, Gamepad.Button.RIGHT_STICK, Gamepad.Button.UP, Gamepad.Button.RIGHT,
        Gamepad.Button.DOWN, Gamepad.Button.LEFT};
    /** GLFW's axes: the left stick's x and y, the triggers. */
    private static final int LEFT_X = 0;
    private static final int LEFT_Y = 1;
    private static final int LEFT_TRIGGER = 4;
    private static final int RIGHT_TRIGGER = 5;

    /** What GLFW says of its joysticks; a test hands a fake one. */
    interface Joysticks {
        /** How many joystick slots there are. */
        int slots();

        /** Whether the slot holds a joystick GLFW maps as a gamepad. */
        boolean gamepad(int slot);

        /** The gamepad's buttons (pressed or not, in GLFW's order) and axes into the arrays; false if it went. */
        boolean read(int slot, boolean[] buttons, float[] axes);

        /** Tells the listener of each joystick plugged in or pulled out. */
        void follow(Runnable changed);
    }

    private final Joysticks joysticks;
    /** Pads plugged in, as last counted: read on the machine's thread, counted on the GL thread. */
    private final AtomicInteger plugged = new AtomicInteger();
    private final boolean[] glfwButtons = new boolean[GLFW_ORDER.length];
    private final float[] glfwAxes = new float[6];
    private final boolean[] down = new boolean[Gamepad.Button.values().length];

    GlfwPads() {
        this(new GlfwJoysticks());
    }

    GlfwPads(Joysticks joysticks) {
        this.joysticks = joysticks;
    }

    @Override
    public void start() {
        count();
        joysticks.follow(this::count);
    }

    private void count() {
        int n = 0;
        for (int slot = 0; slot < joysticks.slots(); slot++) {
            if (joysticks.gamepad(slot)) {
                n++;
            }
        }
        plugged.set(n);
    }

    @Override
    public boolean anyConnected() {
        return plugged.get() > 0;
    }

    /** Every pad plugged in counts: a button down on any is down, the stick leaning most leads. */
    @Override
    public void read(Gamepad pad, double nowMs) {
        java.util.Arrays.fill(down, false);
        double x = 0;
        double y = 0;
        boolean any = false;
        for (int slot = 0; slot < joysticks.slots(); slot++) {
            if (!joysticks.gamepad(slot) || !joysticks.read(slot, glfwButtons, glfwAxes)) {
                continue;
            }
            any = true;
            standard(glfwButtons, glfwAxes, down);
            if (Math.hypot(glfwAxes[LEFT_X], glfwAxes[LEFT_Y]) > Math.hypot(x, y)) {
                x = glfwAxes[LEFT_X];
                y = glfwAxes[LEFT_Y];
            }
        }
        if (any) {
            pad.read(down, x, y, nowMs);
        } else {
            pad.disconnected();
        }
    }

    /** One pad's GLFW buttons and triggers added to the standard layout's buttons down. */
    static void standard(boolean[] glfwButtons, float[] glfwAxes, boolean[] into) {
        for (int i = 0; i < GLFW_ORDER.length && i < glfwButtons.length; i++) {
            into[GLFW_ORDER[i].ordinal()] |= glfwButtons[i];
        }
        into[Gamepad.Button.LEFT_TRIGGER.ordinal()] |= glfwAxes[LEFT_TRIGGER] > TRIGGER_PRESSED;
        into[Gamepad.Button.RIGHT_TRIGGER.ordinal()] |= glfwAxes[RIGHT_TRIGGER] > TRIGGER_PRESSED;
    }

    /** GLFW itself, on the GL thread. */
    private static final class GlfwJoysticks implements Joysticks {
        private final GLFWGamepadState state = GLFWGamepadState.create();
        /** Held for the game's life: GLFW calls into it from native code. */
        private GLFWJoystickCallback callback;

        @Override
        public int slots() {
            return GLFW.GLFW_JOYSTICK_LAST + 1;
        }

        @Override
        public boolean gamepad(int slot) {
            return GLFW.glfwJoystickPresent(slot) && GLFW.glfwJoystickIsGamepad(slot);
        }

        @Override
        public boolean read(int slot, boolean[] buttons, float[] axes) {
            if (!GLFW.glfwGetGamepadState(slot, state)) {
                return false;
            }
            for (int i = 0; i < buttons.length; i++) {
                buttons[i] = state.buttons(i) == GLFW.GLFW_PRESS;
            }
            for (int i = 0; i < axes.length; i++) {
                axes[i] = state.axes(i);
            }
            return true;
        }

        @Override
        public void follow(Runnable changed) {
            // The callback comes in glfwPollEvents, on the GL thread, as each pad comes or goes.
            callback = GLFWJoystickCallback.create((jid, event) -> changed.run());
            GLFW.glfwSetJoystickCallback(callback);
        }
    }
}
