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

    /**
     * Hands a text to the system's share sheet (the page's Web Share API); false where there is none, and the
     * caller puts it on the clipboard instead.
     */
    default boolean share(String text) {
        return false;
    }

    /**
     * Says a sentence to a player who plays by screen reader (Choices &gt; Screen Reader): the page's live region,
     * the desktop's standard output; nothing where there is no reader (tests, headless runs).
     */
    default void say(String sentence) {
    }

    /** The address a link to the game starts from (the page's own, without parameters), or null (the desktop). */
    default String address() {
        return null;
    }
}
