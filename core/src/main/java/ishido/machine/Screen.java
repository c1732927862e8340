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
}
