package ishido.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Input;
import ishido.machine.InputEvent;
import ishido.store.DisplayOptions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class InputBridgeTest {
    private final List<InputEvent> posted = new ArrayList<>();
    private final InputBridge bridge = bridge();

    private InputBridge bridge() {
        Viewport v = new Viewport();
        v.fit(960, 600, new DisplayOptions(false, 3, true, DisplayOptions.Aspect.SQUARE, DisplayOptions.Crt.OFF));
        return new InputBridge(posted::add, v, () -> { }, () -> { });
    }

    @Test
    void aShortcutPressedAndReleasedWithinOneFrameKeepsItsModifier() {
        // LibGDX hands over a frame's events together, after the keys are already up again.
        bridge.keyDown(Input.Keys.CONTROL_LEFT);
        bridge.keyDown(Input.Keys.H);
        bridge.keyUp(Input.Keys.H);
        bridge.keyUp(Input.Keys.CONTROL_LEFT);
        bridge.keyDown(Input.Keys.H);
        bridge.keyTyped('h');
        assertEquals(List.of(InputEvent.character('h', true), InputEvent.character('h', false)), posted);
    }

    @Test
    void theRightAltIsTheAmigaKeyAndTypedCharactersWaitForItsRelease() {
        bridge.keyDown(Input.Keys.ALT_RIGHT);
        bridge.keyDown(Input.Keys.S);
        bridge.keyTyped('s');
        bridge.keyUp(Input.Keys.ALT_RIGHT);
        bridge.keyTyped('s');
        assertEquals(List.of(InputEvent.character('s', true), InputEvent.character('s', false)), posted);
    }

    @Test
    void theWheelScrollsWhereThePointerIsInWholeSteps() {
        bridge.mouseMoved(300, 150);
        posted.clear();
        bridge.scrolled(0, 0.5f);
        bridge.scrolled(0, 0.5f);
        bridge.scrolled(0, -2f);
        assertEquals(List.of(InputEvent.wheel(100, 50, 1), InputEvent.wheel(100, 50, -2)), posted);
    }
}
