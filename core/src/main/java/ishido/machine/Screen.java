package ishido.machine;

import ishido.gfx.Framebuffer;

/**
 * One screen of the game: it takes input, advances once per tick, and draws itself into the
 * framebuffer. Screens live on the {@link Machine}'s stack: only the top one gets input, ticks and
 * draws; {@link #enter} and {@link #leave} tell it when it comes to the top and when it stops being there.
 */
public interface Screen {
    /** Handles one input event, in screen coordinates. */
    void input(InputEvent event);

    /** Advances one 60 Hz tick. */
    void tick();

    /** Draws the whole screen, palette included. */
    void render(Framebuffer fb);

    /**
     * Called when the screen comes to the top of the stack: shown, pushed, or uncovered when the
     * screen above it pops. It may be called more than once in a screen's life; the machine gives
     * access to the sound, the clipboard, the pointer and the stack (to push another screen).
     */
    default void enter(Machine machine) {
    }

    /** Called when the screen stops being the top: popped, replaced, or covered by a pushed screen. */
    default void leave() {
    }

    /**
     * Called once the screen is off the stack for good (popped, replaced, the stack emptied, or the machine
     * shut down), after {@link #leave}: it lets go of what it holds, such as a thread.
     */
    default void close() {
    }

    /**
     * Whether a finger's long press at this point is the right button's press here, rather than the menus it opens
     * everywhere else (the stoneset editor's colour picked from its zoomed stone). Only where no menu item is lost:
     * the menus still open by the page's Menu button.
     */
    default boolean longPressIsRightButton(int x, int y) {
        return false;
    }

    /**
     * Whether the screen says what happens on it to a screen reader's player itself (the play screen's narrator),
     * so that what it draws is not read out as well; only its requesters and menus are.
     */
    default boolean narratesItself() {
        return false;
    }

    /**
     * The window's close button was pressed while this screen is on top: true lets the program end now; false
     * keeps it running, as a screen with unsaved work does while it asks (and quits itself if told to).
     */
    default boolean closeRequested() {
        return true;
    }
}
