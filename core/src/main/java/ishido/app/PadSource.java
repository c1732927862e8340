package ishido.app;

import ishido.machine.Gamepad;

/**
 * Where the program's game pads are read (GLFW's gamepads on the desktop): read on the GL thread, as GLFW asks,
 * and only while one is plugged in, so a game without a pad draws no more frames than before.
 */
public interface PadSource {
    /** Called once on the GL thread as the game starts: the source looks for its pads and follows them coming and going. */
    void start();

    /** Whether a pad is plugged in now; read from the machine's thread. */
    boolean anyConnected();

    /** Reads the pads plugged in into the game's gamepad, on the GL thread; the time in milliseconds. */
    void read(Gamepad pad, double nowMs);

    /** No pads: the program has none to read. */
    PadSource NONE = new PadSource() {
        @Override
        public void start() {
        }

        @Override
        public boolean anyConnected() {
            return false;
        }

        @Override
        public void read(Gamepad pad, double nowMs) {
        }
    };
}
