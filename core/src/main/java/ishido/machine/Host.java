package ishido.machine;

import ishido.store.DisplayOptions;

/** What the screens ask of the program around them: to quit, and to show the screen another way. */
public interface Host {
    /** A host that does nothing, for headless runs and tests. */
    Host HEADLESS = new Host() {
        @Override
        public void quit() {
        }

        @Override
        public void applyDisplay(DisplayOptions options) {
        }
    };

    void quit();

    void applyDisplay(DisplayOptions options);
}
