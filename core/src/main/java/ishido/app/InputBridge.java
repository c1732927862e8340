package ishido.app;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import ishido.machine.InputEvent;
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
    private final Runnable toggleFullscreen;
    /** Logical window size over back-buffer size, for HiDPI surfaces. */
    private double surfaceScale = 1;
    private boolean ctrlLeft;
    private boolean ctrlRight;
    private boolean altLeft;
    private boolean altRight;
    private boolean shiftLeft;
    private boolean shiftRight;
    /** The pointer's last surface position, where a turn of the wheel happens. */
    private int lastX;
    private int lastY;
    /** Wheel movement not yet a whole step (touchpads scroll in fractions). */
    private float wheel;

    /** Reads the system's clipboard on the GL thread, just before a paste reaches the machine. */
    private final Runnable beforePaste;

    InputBridge(Consumer<InputEvent> machine, Viewport viewport, Runnable toggleFullscreen, Runnable beforePaste) {
        this.machine = machine;
        this.beforePaste = beforePaste;
        this.viewport = viewport;
        this.toggleFullscreen = toggleFullscreen;
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

    private boolean amigaHeld() {
        return ctrlLeft || ctrlRight || altRight;
    }

    /** Follows a modifier key; true when the key was one. */
    private boolean modifier(int keycode, boolean down) {
        switch (keycode) {
            case Input.Keys.CONTROL_LEFT -> ctrlLeft = down;
            case Input.Keys.CONTROL_RIGHT -> ctrlRight = down;
            case Input.Keys.ALT_LEFT -> altLeft = down;
            case Input.Keys.ALT_RIGHT -> altRight = down;
            case Input.Keys.SHIFT_LEFT -> shiftLeft = down;
            case Input.Keys.SHIFT_RIGHT -> shiftRight = down;
            default -> {
                return false;
            }
        }
        return true;
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
        boolean alt = altLeft || altRight;
        if (keycode == Input.Keys.F11 || (keycode == Input.Keys.ENTER && alt)) {
            toggleFullscreen.run();
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
            machine.accept(InputEvent.key(key));
            return true;
        }
        // Amiga-key shortcuts come here: with Ctrl held, keyTyped would deliver a control code.
        if (amigaHeld() && keycode >= Input.Keys.A && keycode <= Input.Keys.Z) {
            if (keycode == Input.Keys.V) {
                beforePaste.run();
            }
            // With Shift the letter comes upper case, so Shift-Amiga-Z (the editor's Redo) can be told apart.
            boolean shift = shiftLeft || shiftRight;
            machine.accept(InputEvent.character((char) ((shift ? 'A' : 'a') + keycode - Input.Keys.A), true));
            return true;
        }
        return false;
    }

    @Override
    public boolean keyTyped(char character) {
        if (character >= ' ' && character != 127 && !amigaHeld()) {
            machine.accept(InputEvent.character(character, false));
            return true;
        }
        return false;
    }
}
