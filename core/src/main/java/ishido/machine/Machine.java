package ishido.machine;

import ishido.audio.Jukebox;
import ishido.audio.Paula;
import ishido.gfx.Framebuffer;
import ishido.store.DisplayOptions;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * The emulated Amiga: a framebuffer, a 60 Hz tick, the pointer sprite, a clipboard, the sound, and a
 * stack of screens of which the top one is shown. Input is queued and handed to the top screen at
 * the start of the next tick, so the same events tick by tick give the same frames.
 *
 * <p>Going from screen to screen: {@link #show} starts afresh with one screen, {@link #replace} swaps
 * the top, {@link #push} puts a screen over the current one and {@link #pop} goes back to it. A
 * screen that asks another for something pushes it with a result handler, and the pushed screen
 * hands its answer back with {@link #pop(Object)}:
 *
 * <pre>{@code
 * machine.push(new EditorScreen(set), Stoneset.class, edited -> use(edited));  // in the play screen
 * machine.pop(editedSet);                                                      // in the editor, when done
 * }</pre>
 */
public final class Machine {
    /** The rate the sound is mixed at. */
    public static final int AUDIO_RATE = 44100;

    /** A screen on the stack, with what to do with the result it pops with (null: none wanted). */
    private record Frame(Screen screen, Consumer<Object> onResult) {
    }

    private final Framebuffer framebuffer = new Framebuffer();
    private final ArrayDeque<InputEvent> pending = new ArrayDeque<>();
    private final Paula paula = new Paula(AUDIO_RATE);
    private final Jukebox jukebox = new Jukebox(paula);
    private final Clipboard clipboard = new Clipboard();
    private final Deque<Frame> stack = new ArrayDeque<>();
    private long ticks;
    private int pointerX = Framebuffer.WIDTH / 2;
    private int pointerY = Framebuffer.HEIGHT / 2;
    private boolean pointerVisible = true;
    /** The player's last press was a finger's (the page's touch screen). */
    private boolean byTouch;
    /** The player's last key was the game pad's. */
    private boolean byPad;
    /** False when the program around the machine found no sound device: Paula mixes for no one. */
    private volatile boolean soundDevice = true;
    /** The shape of a pixel on the monitor, for screens that draw something that must look round. */
    private volatile DisplayOptions.Aspect pixelAspect = DisplayOptions.defaults().aspect();
    /** Told the events of every tick, for recording a session; null when nobody listens. */
    private Consumer<List<InputEvent>> tickListener;
    private Runnable rendered = () -> { };

    /** A machine with no screen yet; {@link #show} gives it its first. */
    public Machine() {
    }

    /** A machine showing the given screen. */
    public Machine(Screen screen) {
        show(screen);
    }

    /** Empties the stack and shows this screen alone (the game's first screen, or a fresh start). */
    public void show(Screen next) {
        while (!stack.isEmpty()) {
            Screen gone = stack.removeFirst().screen();
            gone.leave();
            closeUnless(gone, next);
        }
        stack.addFirst(new Frame(next, null));
        next.enter(this);
    }

    /** Shows the screen in place of the top one, which leaves for good; a pending result handler stays. */
    public void replace(Screen next) {
        Frame top = requireTop();
        top.screen().leave();
        stack.removeFirst();
        closeUnless(top.screen(), next);
        stack.addFirst(new Frame(next, top.onResult()));
        next.enter(this);
    }

    /** A screen that left the stack for good is closed, unless it comes straight back (shown again). */
    private void closeUnless(Screen gone, Screen next) {
        if (gone != next) {
            gone.close();
        }
    }

    /** Closes every screen on the stack, top first: the program is ending. */
    public void shutDown() {
        while (!stack.isEmpty()) {
            Screen gone = stack.removeFirst().screen();
            gone.leave();
            gone.close();
        }
    }

    /** Shows the screen over the current one, which gets no input until the new one pops. */
    public void push(Screen next) {
        pushFrame(new Frame(next, null));
    }

    /**
     * Shows the screen over the current one; when it pops with a result of the given type, onResult
     * gets it (after the screen below has entered again). A pop without a result calls nothing.
     */
    public <T> void push(Screen next, Class<T> resultType, Consumer<? super T> onResult) {
        pushFrame(new Frame(next, result -> onResult.accept(resultType.cast(result))));
    }

    private void pushFrame(Frame frame) {
        requireTop().screen().leave();
        stack.addFirst(frame);
        frame.screen().enter(this);
    }

    /** Closes the top screen without a result and goes back to the one below. */
    public void pop() {
        popFrame();
    }

    /**
     * Closes the top screen and hands the result to the handler it was pushed with.
     *
     * @throws ClassCastException if the result is not of the type the handler was pushed for
     */
    public void pop(Object result) {
        Frame closed = popFrame();
        if (closed.onResult() != null) {
            closed.onResult().accept(result);
        }
    }

    private Frame popFrame() {
        if (stack.size() < 2) {
            throw new IllegalStateException("the last screen cannot pop");
        }
        Frame closed = stack.removeFirst();
        closed.screen().leave();
        closed.screen().close();
        stack.getFirst().screen().enter(this);
        return closed;
    }

    private Frame requireTop() {
        if (stack.isEmpty()) {
            throw new IllegalStateException("the machine shows no screen yet");
        }
        return stack.getFirst();
    }

    /** The screen shown: the top of the stack. */
    public Screen screen() {
        return requireTop().screen();
    }

    /** How many screens are on the stack, the shown one included. */
    public int depth() {
        return stack.size();
    }

    /** Told by the program around the machine when no sound device could be opened: the game is silent. */
    public void noSoundDevice() {
        soundDevice = false;
    }

    /**
     * Told by the program around the machine whether the player's last press was a finger's (the page on a touch
     * screen) or the mouse's: the screens' words follow it ("Tap to return" for "Click to return").
     */
    public void touched(boolean finger) {
        byTouch = finger;
        byPad = false;
    }

    /** Whether the player's last press was a finger's. */
    public boolean byTouch() {
        return byTouch;
    }

    /** Whether the player's last key was the game pad's (its texts then name its buttons). */
    public boolean byPad() {
        return byPad;
    }

    /**
     * A text as the player's hand reads it: "Click" and "click" become "Tap" and "tap" after a finger's press; with
     * the game pad, "Click to" becomes "Press A to", another "Click" "Choose", and "Esc" "B".
     */
    public String words(String text) {
        if (byPad) {
            return text.replace("Click to", "Press A to").replace("click to", "press A to").replace("Click", "Choose")
                    .replace("click", "choose").replace("Esc", "B");
        }
        return byTouch ? text.replace("Click", "Tap").replace("click", "tap") : text;
    }

    /** Whether the sound is heard: false without a sound device, which the screens say once. */
    public boolean hasSoundDevice() {
        return soundDevice;
    }

    /** The sound chip, for the presenter that sends its output to the speakers. */
    public Paula paula() {
        return paula;
    }

    public Jukebox jukebox() {
        return jukebox;
    }

    /** The clipboard every screen and text field shares. */
    public Clipboard clipboard() {
        return clipboard;
    }

    public Framebuffer framebuffer() {
        return framebuffer;
    }

    public long ticks() {
        return ticks;
    }

    /** Where the pointer sprite's hot spot is, in screen coordinates. */
    public int pointerX() {
        return pointerX;
    }

    public int pointerY() {
        return pointerY;
    }

    /** Whether the presenter draws the pointer sprite (a screen may hide it, as a busy game does). */
    public boolean pointerVisible() {
        return pointerVisible;
    }

    /** The shape of one pixel as the player sees it (NTSC pixels are taller than wide). */
    public DisplayOptions.Aspect pixelAspect() {
        return pixelAspect;
    }

    /** Told by the program around the machine whenever the display's pixel shape is set or changed. */
    public void setPixelAspect(DisplayOptions.Aspect aspect) {
        pixelAspect = aspect;
    }

    /** Queues an event for the next tick. */
    public void post(InputEvent event) {
        pending.addLast(event);
    }

    /** From now on, tells the listener the events each tick delivers (an empty list for a tick without any). */
    public void onTick(Consumer<List<InputEvent>> listener) {
        tickListener = listener;
    }

    /** Delivers the queued events, then advances the top screen one tick; a screen pushed meanwhile gets what follows. */
    public void tick() {
        if (tickListener != null) {
            tickListener.accept(List.copyOf(pending));
        }
        while (!pending.isEmpty()) {
            InputEvent e = pending.removeFirst();
            if (e.type() == InputEvent.Type.KEY) {
                byPad = e.fromPad();
            } else if (e.type() == InputEvent.Type.PRESS) {
                byPad = false;
            }
            if (e.hasPointer()) {
                pointerX = Math.max(0, Math.min(Framebuffer.WIDTH - 1, e.x()));
                pointerY = Math.max(0, Math.min(Framebuffer.HEIGHT - 1, e.y()));
            }
            screen().input(e);
        }
        screen().tick();
        jukebox.tick();
        ticks++;
    }

    /** Draws the top screen into the framebuffer. */
    public void render() {
        framebuffer.clearMarks();
        screen().render(framebuffer);
        rendered.run();
    }

    /** Runs after each frame drawn, with the frame's marks in place (the screen reader's teller reads them). */
    public void onRendered(Runnable listener) {
        rendered = listener;
    }

    /**
     * Whether the frame last drawn asks the player to type (a text gadget has the keyboard): a page on a
     * phone then gives the focus to a text input, so that the phone's keyboard opens.
     */
    public boolean textEntry() {
        return framebuffer.textEntry();
    }

    /** Whether the text the frame last drawn asks for is a number: a phone's page opens its digit keyboard. */
    public boolean digitEntry() {
        return framebuffer.digitEntry();
    }
}
