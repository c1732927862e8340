package ishido.app;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Machine;

/** Turns LibGDX input into the game's input events, in screen coordinates. */
final class InputBridge extends InputAdapter {
    private final Machine machine;
    private final Viewport viewport;
    private final Runnable toggleFullscreen;
    /** Logical window size over back-buffer size, for HiDPI surfaces. */
    private double surfaceScale = 1;

    InputBridge(Machine machine, Viewport viewport, Runnable toggleFullscreen) {
        this.machine = machine;
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
        machine.post(InputEvent.move(sx(x), sy(y)));
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
            machine.post(InputEvent.press(sx(x), sy(y), b));
        }
        return true;
    }

    @Override
    public boolean touchUp(int x, int y, int pointer, int button) {
        int b = toButton(button);
        if (b >= 0) {
            machine.post(InputEvent.release(sx(x), sy(y), b));
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

    private static boolean amigaHeld() {
        return Gdx.input.isKeyPressed(Input.Keys.CONTROL_LEFT) || Gdx.input.isKeyPressed(Input.Keys.CONTROL_RIGHT)
                || Gdx.input.isKeyPressed(Input.Keys.ALT_RIGHT);
    }

    @Override
    public boolean keyDown(int keycode) {
        boolean alt = Gdx.input.isKeyPressed(Input.Keys.ALT_LEFT) || Gdx.input.isKeyPressed(Input.Keys.ALT_RIGHT);
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
            machine.post(InputEvent.key(key));
            return true;
        }
        // Amiga-key shortcuts come here: with Ctrl held, keyTyped would deliver a control code.
        if (amigaHeld() && keycode >= Input.Keys.A && keycode <= Input.Keys.Z) {
            machine.post(InputEvent.character((char) ('a' + keycode - Input.Keys.A), true));
            return true;
        }
        return false;
    }

    @Override
    public boolean keyTyped(char character) {
        if (character >= ' ' && character != 127 && !amigaHeld()) {
            machine.post(InputEvent.character(character, false));
            return true;
        }
        return false;
    }
}
