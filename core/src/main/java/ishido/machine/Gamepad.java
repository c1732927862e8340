package ishido.machine;

import java.util.function.Consumer;

/**
 * The game pads as the game reads them, whatever reports them (GLFW's gamepads on the desktop, the browser's
 * Gamepad API): each reading of their buttons in the standard layout and of the left stick becomes the game's keys,
 * marked as the pad's. The d-pad and the stick are the arrows, repeating while held; A is Return (place, choose, OK);
 * B is Esc (back: close the menus or a requester; on the board, take back the last move); X is Backspace (a letter
 * rubbed out); Start is {@link Key#MENU} (the menu bar), Select {@link Key#VIEW} (the pouch); the shoulders are the
 * Amiga-key shortcuts of Suggest Move (H) and New Game (N), as the page's touch buttons are. Every pad that is
 * plugged in counts (a handheld's own controls and a pad plugged into it alike), and a pad that comes or goes
 * between two readings is simply there or not in the next.
 */
public final class Gamepad {
    /** The buttons in the order of the W3C Gamepad API's standard mapping, which GLFW's gamepads follow too. */
    public enum Button {
        A, B, X, Y, LEFT_SHOULDER, RIGHT_SHOULDER, LEFT_TRIGGER, RIGHT_TRIGGER, SELECT, START, LEFT_STICK,
        RIGHT_STICK, UP, DOWN, LEFT, RIGHT, HOME
    }

    /** How far the stick must lean (of 1) to be a direction: past the drift of a worn stick. */
    static final double STICK_THRESHOLD = 0.5;
    /** Milliseconds a direction is held before it repeats, and between repeats: a keyboard's usual pace. */
    static final double REPEAT_DELAY_MS = 400;
    static final double REPEAT_MS = 110;

    private static final Key[] DIRECTIONS = {Key.UP, Key.DOWN, Key.LEFT, Key.RIGHT};

    private final Consumer<InputEvent> machine;
    private final boolean[] held = new boolean[Button.values().length];
    /** Per direction (up, down, left, right): whether it is held, and when it repeats next. */
    private final boolean[] leaning = new boolean[DIRECTIONS.length];
    private final double[] nextRepeat = new double[DIRECTIONS.length];
    /** The directions of the reading under way (up, down, left, right), kept to allocate nothing a reading. */
    private final boolean[] direction = new boolean[DIRECTIONS.length];
    private boolean connected;

    public Gamepad(Consumer<InputEvent> machine) {
        this.machine = machine;
    }

    /** Whether a pad was there at the last reading. */
    public boolean connected() {
        return connected;
    }

    /** No pad is plugged in (the last went away): everything held is let go, and nothing repeats. */
    public void disconnected() {
        connected = false;
        java.util.Arrays.fill(held, false);
        java.util.Arrays.fill(leaning, false);
    }

    /**
     * One reading of the pads at {@code nowMs} (any clock in milliseconds): which buttons are down, indexed by
     * {@link Button#ordinal} (a shorter array leaves the rest up), and the left stick's lean, x to the right and y
     * down, each from -1 to 1.
     */
    public void read(boolean[] down, double stickX, double stickY, double nowMs) {
        connected = true;
        for (Button b : Button.values()) {
            boolean now = b.ordinal() < down.length && down[b.ordinal()];
            if (now && !held[b.ordinal()]) {
                pressed(b);
            }
            held[b.ordinal()] = now;
        }
        direction[0] = held[Button.UP.ordinal()] || stickY <= -STICK_THRESHOLD;
        direction[1] = held[Button.DOWN.ordinal()] || stickY >= STICK_THRESHOLD;
        direction[2] = held[Button.LEFT.ordinal()] || stickX <= -STICK_THRESHOLD;
        direction[3] = held[Button.RIGHT.ordinal()] || stickX >= STICK_THRESHOLD;
        for (int d = 0; d < DIRECTIONS.length; d++) {
            if (direction[d] && !leaning[d]) {
                machine.accept(InputEvent.padKey(DIRECTIONS[d]));
                nextRepeat[d] = nowMs + REPEAT_DELAY_MS;
            } else if (direction[d] && nowMs >= nextRepeat[d]) {
                machine.accept(InputEvent.padKey(DIRECTIONS[d]));
                nextRepeat[d] = nowMs + REPEAT_MS;
            }
            leaning[d] = direction[d];
        }
    }

    /** A button went down: the key it stands for (the d-pad's are read with the stick's directions). */
    private void pressed(Button b) {
        switch (b) {
            case A -> machine.accept(InputEvent.padKey(Key.ENTER));
            case B -> machine.accept(InputEvent.padKey(Key.ESCAPE));
            case X -> machine.accept(InputEvent.padKey(Key.BACKSPACE));
            case START -> machine.accept(InputEvent.padKey(Key.MENU));
            case SELECT -> machine.accept(InputEvent.padKey(Key.VIEW));
            case LEFT_SHOULDER -> machine.accept(InputEvent.padCharacter('h', true));
            case RIGHT_SHOULDER -> machine.accept(InputEvent.padCharacter('n', true));
            default -> {
            }
        }
    }
}
