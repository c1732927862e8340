package ishido.screens;

import ishido.audio.Jukebox;
import ishido.gfx.Framebuffer;
import ishido.ui.InputEvent;

/** One screen of the game: it takes input, advances once per tick, and draws itself into the framebuffer. */
public interface Screen {
    /** Handles one input event, in screen coordinates. */
    void input(InputEvent event);

    /** Advances one 60 Hz tick. */
    void tick();

    /** Draws the whole screen, palette included. */
    void render(Framebuffer fb);

    /** Gives the screen the machine's sound, when it is shown. */
    default void attach(Jukebox jukebox) {
    }
}
