package ishido.app;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import ishido.machine.InputEvent;
import ishido.machine.Keyboard;
import ishido.machine.Key;
import java.util.function.Consumer;

/**
 * Turns LibGDX input into the game's input events, in screen coordinates. The modifier keys are
 * followed from their own key events, in order with the others: LibGDX queues events and hands them
 * over at frame time, so asking which keys are down then would miss a Ctrl+H pressed and released
 * within one frame.
 */
final class InputBridge extends InputAdapter {
    private final Consumer<InputEvent> machine;
    private final Viewport viewport;
    /** Logical window size over back-buffer size, for HiDPI surfaces. */
    private double surfaceScale = 1;
    private final Keyboard keyboard;
    /** The pointer's last surface position, where a turn of the wheel happens. */
    private int lastX;
    private int lastY;
    /** Wheel movement not yet a whole step (touchpads scroll in fractions). */
    private float wheel;

    InputBridge(Consumer<InputEvent> machine, Viewport viewport, Runnable toggleFullscreen, Runnable beforePaste) {
        this.machine = machine;
        this.viewport = viewport;
        // The system's clipboard is read on the GL thread, just before a paste reaches the machine.
        this.keyboard = new Keyboard(machine, toggleFullscreen, beforePaste);
    }

    void setSurfaceScale(double backBufferPerLogical) {
        surfaceScale = backBufferPerLogical;
    }

    private int sx(int x) {
        return viewport.toScreenX(x * surfaceScale);
    }

    private int sy(int y) {
        return viewport.toScreenY(y * surfaceScale);
    }

    @Override
    public boolean mouseMoved(int x, int y) {
        lastX = x;
        lastY = y;
        machine.accept(InputEvent.move(sx(x), sy(y)));
        return true;
    }

    @Override
    public boolean touchDragged(int x, int y, int pointer) {
        return mouseMoved(x, y);
    }

    @Override
    public boolean touchDown(int x, int y, int pointer, int button) {
        int b = toButton(button);
        if (b >= 0) {
            machine.accept(InputEvent.press(sx(x), sy(y), b));
        }
        return true;
    }

    @Override
    public boolean touchUp(int x, int y, int pointer, int button) {
        int b = toButton(button);
        if (b >= 0) {
            machine.accept(InputEvent.release(sx(x), sy(y), b));
        }
        return true;
    }

    private static int toButton(int button) {
        return switch (button) {
            case Input.Buttons.LEFT -> InputEvent.LEFT_BUTTON;
            case Input.Buttons.RIGHT -> InputEvent.RIGHT_BUTTON;
            default -> -1;
        };
    }

    @Override
    public boolean scrolled(float amountX, float amountY) {
        wheel += amountY;
        int steps = (int) wheel;
        wheel -= steps;
        if (steps != 0) {
            machine.accept(InputEvent.wheel(sx(lastX), sy(lastY), steps));
        }
        return true;
    }

    /** Follows a modifier key; true when the key was one. */
    private boolean modifier(int keycode, boolean down) {
        Keyboard.Modifier m = switch (keycode) {
            case Input.Keys.CONTROL_LEFT -> Keyboard.Modifier.CTRL_LEFT;
            case Input.Keys.CONTROL_RIGHT -> Keyboard.Modifier.CTRL_RIGHT;
            case Input.Keys.ALT_LEFT -> Keyboard.Modifier.ALT_LEFT;
            case Input.Keys.ALT_RIGHT -> Keyboard.Modifier.ALT_RIGHT;
            case Input.Keys.SHIFT_LEFT -> Keyboard.Modifier.SHIFT_LEFT;
            case Input.Keys.SHIFT_RIGHT -> Keyboard.Modifier.SHIFT_RIGHT;
            default -> null;
        };
        if (m != null) {
            keyboard.modifier(m, down);
        }
        return m != null;
    }

    @Override
    public boolean keyUp(int keycode) {
        return modifier(keycode, false);
    }

    @Override
    public boolean keyDown(int keycode) {
        if (modifier(keycode, true)) {
            return true;
        }
        if (keycode == Input.Keys.F11) {
            keyboard.fullscreenKey();
            return true;
        }
        Key key = switch (keycode) {
            case Input.Keys.LEFT -> Key.LEFT;
            case Input.Keys.RIGHT -> Key.RIGHT;
            case Input.Keys.UP -> Key.UP;
            case Input.Keys.DOWN -> Key.DOWN;
            case Input.Keys.ENTER, Input.Keys.NUMPAD_ENTER -> Key.ENTER;
            case Input.Keys.ESCAPE -> Key.ESCAPE;
            case Input.Keys.BACKSPACE -> Key.BACKSPACE;
            case Input.Keys.FORWARD_DEL -> Key.DELETE;
            case Input.Keys.TAB -> Key.TAB;
            case Input.Keys.HOME -> Key.HOME;
            case Input.Keys.END -> Key.END;
            default -> null;
        };
        if (key != null) {
            keyboard.pressed(key);
            return true;
        }
        // Amiga-key shortcuts come here: with Ctrl held, keyTyped would deliver a control code.
        return keycode >= Input.Keys.A && keycode <= Input.Keys.Z && keyboard.letter((char) ('a' + keycode - Input.Keys.A));
    }

    @Override
    public boolean keyTyped(char character) {
        return keyboard.typed(character);
    }
}
