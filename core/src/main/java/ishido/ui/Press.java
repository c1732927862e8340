package ishido.ui;

import ishido.machine.InputEvent;

/** A push gadget's press: held while the button is down, sunk while the pointer is over it, acting on a release over it. */
final class Press {
    private boolean held;
    private boolean over;

    /**
     * Follows the mouse for a gadget; runs the action on a release over it.
     *
     * @return true when the event was the gadget's
     */
    boolean mouse(Gadget gadget, InputEvent e, Runnable action) {
        if (!gadget.isEnabled()) {
            return gadget.contains(e.x(), e.y());
        }
        if (e.isPress(InputEvent.LEFT_BUTTON) && gadget.contains(e.x(), e.y())) {
            held = true;
            over = true;
            return true;
        }
        if (held && e.type() == InputEvent.Type.MOVE) {
            over = gadget.contains(e.x(), e.y());
            return true;
        }
        if (held && e.isRelease(InputEvent.LEFT_BUTTON)) {
            held = false;
            if (gadget.contains(e.x(), e.y())) {
                action.run();
            }
            return true;
        }
        return false;
    }

    /** True while the gadget should look pressed in. */
    boolean isDown() {
        return held && over;
    }
}
