package ishido.screens;

import ishido.audio.Jukebox;
import ishido.audio.Paula;
import ishido.gfx.Framebuffer;
import ishido.ui.InputEvent;
import java.util.ArrayDeque;

/**
 * The emulated Amiga: a framebuffer, a 60 Hz tick and the screen being shown. Input is queued and
 * handed to the screen at the start of the next tick, so the same events tick by tick give the same frames.
 */
public final class Machine {
    public static final int TICKS_PER_SECOND = 60;
    /** The rate the sound is mixed at. */
    public static final int AUDIO_RATE = 44100;

    private final Framebuffer framebuffer = new Framebuffer();
    private final ArrayDeque<InputEvent> pending = new ArrayDeque<>();
    private final Paula paula = new Paula(AUDIO_RATE);
    private final Jukebox jukebox = new Jukebox(paula);
    private Screen screen;
    private long ticks;
    private int pointerX = Framebuffer.WIDTH / 2;
    private int pointerY = Framebuffer.HEIGHT / 2;

    public Machine(Screen screen) {
        this.screen = screen;
        screen.attach(jukebox);
    }

    public void show(Screen next) {
        screen = next;
        next.attach(jukebox);
    }

    /** The sound chip, for the presenter that sends its output to the speakers. */
    public Paula paula() {
        return paula;
    }

    public Jukebox jukebox() {
        return jukebox;
    }

    public Screen screen() {
        return screen;
    }

    public Framebuffer framebuffer() {
        return framebuffer;
    }

    public long ticks() {
        return ticks;
    }

    public int pointerX() {
        return pointerX;
    }

    public int pointerY() {
        return pointerY;
    }

    /** Queues an event for the next tick. */
    public void post(InputEvent event) {
        pending.addLast(event);
    }

    /** Delivers the queued events, then advances the screen one tick. */
    public void tick() {
        while (!pending.isEmpty()) {
            InputEvent e = pending.removeFirst();
            if (e.type() != InputEvent.Type.KEY) {
                pointerX = Math.max(0, Math.min(Framebuffer.WIDTH - 1, e.x()));
                pointerY = Math.max(0, Math.min(Framebuffer.HEIGHT - 1, e.y()));
            }
            screen.input(e);
        }
        screen.tick();
        jukebox.tick();
        ticks++;
    }

    /** Draws the current screen into the framebuffer. */
    public void render() {
        screen.render(framebuffer);
    }
}
