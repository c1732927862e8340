package ishido.app;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.graphics.Cursor;
import com.badlogic.gdx.graphics.Pixmap;
import ishido.gfx.ShownScreen;
import ishido.machine.Clipboard;
import ishido.machine.Gamepad;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.machine.TickGuard;
import ishido.match.Timer;
import ishido.store.DisplayOptions;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import java.util.function.Supplier;


/**
 * The LibGDX application: runs the emulated machine at a fixed 60 Hz and shows its framebuffer.
 * Alt+Enter and F11 switch between full screen and a window.
 *
 * <p>The machine ticks on a thread of its own; a frame is presented (converted, uploaded, drawn and
 * swapped) only when the picture, its colours or the pointer changed, or the window did. A board
 * game that waits for a move then costs almost nothing, and anything that moves still gets every frame.
 * While a game pad is plugged in, the pads are read once a tick on the GL thread ({@link PadSource}).
 */
public final class IshidoApp extends ApplicationAdapter {
    /** Ticks run at most at one wake-up, so a stall does not turn into a burst of catching up. */
    private static final int MAX_TICKS_PER_WAKE = 4;
    private static final long TICK_NANOS = 1_000_000_000L / Timer.TICKS_PER_SECOND;

    private final Supplier<Machine> machineFactory;
    /** The screen that tells the player of an error in a tick, over the game. */
    private final Function<Throwable, Screen> failureReport;
    /** Guards the machine and the picture last composed: the tick thread writes, the GL thread reads. */
    private final Object lock = new Object();
    private final ShownScreen shown = new ShownScreen();
    private volatile boolean running = true;
    private volatile String systemClipboard = "";
    private Thread ticker;
    private DisplayOptions options;
    private Machine machine;
    /** Ticks and renders the machine, so that an error is reported rather than freezing the window for good. */
    private TickGuard guard;
    private Presenter presenter;
    private AudioOut audio;
    private InputBridge input;
    private Cursor hiddenCursor;
    private long frames;
    private Runnable firstFrameListener;
    private java.util.function.Consumer<String> startupSteps = step -> { };
    private volatile FrameStats frameStats;
    private java.util.function.Consumer<DisplayOptions> displayListener;
    /** Where the pads are read from, made once the first frame is on the screen. */
    private Supplier<PadSource> padSource = () -> PadSource.NONE;
    /** None until the first frame: read on the machine's thread, set on the GL thread. */
    private volatile PadSource pads = PadSource.NONE;
    /** The pads' buttons made into the game's keys; made with the pads, read only on the GL thread. */
    private Gamepad gamepad;
    /** A reading of the pads waits on the GL thread: the next is asked only once it has run. */
    private final java.util.concurrent.atomic.AtomicBoolean padReadAsked = new java.util.concurrent.atomic.AtomicBoolean();
    /** Whether a pad was plugged in at the last tick, to let go of its buttons once it goes. */
    private boolean padThere;

    /**
     * The machine is made on the GL thread, once LibGDX is up; failureReport makes the screen that tells of an
     * error in a tick (Go On, Quit).
     */
    public IshidoApp(Supplier<Machine> machineFactory, DisplayOptions options, Function<Throwable, Screen> failureReport) {
        this.machineFactory = machineFactory;
        this.options = options;
        this.failureReport = failureReport;
    }

    /** Called once, after the first frame is on the screen (for start-up measurements). */
    public void onFirstFrame(Runnable listener) {
        firstFrameListener = listener;
    }

    /**
     * Reads the game pads from the source made here (given before the window opens). It is made and started once
     * the first frame is on the screen: its classes and its look at every joystick slot are no part of the wait for
     * the game's first picture.
     */
    public void usePads(Supplier<PadSource> source) {
        padSource = source;
    }

    /**
     * Told the name of each step of start-up as it ends ({@code window}, {@code machine}, {@code presenter},
     * {@code audio}, {@code created}), for start-up measurements.
     */
    public void onStartupStep(java.util.function.Consumer<String> listener) {
        startupSteps = listener;
    }

    /** Counts ticks and presented frames from now on and reports to the listener every few seconds. */
    public void traceFrames(java.util.function.Consumer<String> report) {
        frameStats = new FrameStats(report);
    }

    @Override
    public void create() {
        startupSteps.accept("window");
        machine = machineFactory.get();
        guard = new TickGuard(machine, failureReport);
        startupSteps.accept("machine");
        presenter = new Presenter();
        startupSteps.accept("presenter");
        audio = new AudioOut(machine.paula());
        if (!audio.playing()) {
            machine.noSoundDevice();
        }
        startupSteps.accept("audio");
        input = new InputBridge(this::post, presenter.viewport(), this::toggleFullscreen, this::readSystemClipboard);
        Gdx.input.setInputProcessor(input);
        readSystemClipboard();
        // GLFW's clipboard belongs to the GL thread and the machine runs on another: reads are taken
        // there when a paste is typed (InputBridge), writes are handed over to it.
        machine.clipboard().connect(new Clipboard.SystemText() {
            @Override
            public String get() {
                return systemClipboard;
            }

            @Override
            public void set(String text) {
                systemClipboard = text;
                Gdx.app.postRunnable(() -> Gdx.app.getClipboard().setContents(text));
            }
        });
        // The game draws its own pointer as a sprite; the system's would double it.
        Pixmap blank = new Pixmap(16, 16, Pixmap.Format.RGBA8888);
        hiddenCursor = Gdx.graphics.newCursor(blank, 0, 0);
        blank.dispose();
        Gdx.graphics.setCursor(hiddenCursor);
        resize(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
        Gdx.graphics.setContinuousRendering(false);
        ticker = new Thread(this::runTicks, "ishido-ticks");
        ticker.setDaemon(true);
        ticker.start();
        startupSteps.accept("created");
    }

    private void readSystemClipboard() {
        String text = Gdx.app.getClipboard().getContents();
        systemClipboard = text == null ? "" : text;
    }

    private void post(ishido.machine.InputEvent e) {
        synchronized (lock) {
            machine.post(e);
        }
    }

    /**
     * The 60 Hz clock: ticks the machine, composes its screen, and asks for a frame when it changed. A screen's
     * error shows the failure report over the game (through the guard) instead of ending the loop.
     */
    private void runTicks() {
        long next = System.nanoTime();
        while (running) {
            long now = System.nanoTime();
            if (now < next) {
                LockSupport.parkNanos(next - now);
                continue;
            }
            int ticks = 0;
            boolean changed;
            synchronized (lock) {
                while (now >= next && ticks < MAX_TICKS_PER_WAKE) {
                    guard.tick();
                    next += TICK_NANOS;
                    ticks++;
                }
                if (now >= next) {
                    next = now + TICK_NANOS;
                }
                guard.render();
                changed = takeChanges();
            }
            if (changed) {
                Gdx.graphics.requestRendering();
            }
            askPadReading();
            FrameStats stats = frameStats;
            if (stats != null) {
                stats.ticked(ticks, now);
            }
        }
    }

    /** After the first frame, on the GL thread (where GLFW allows it): the pads are looked for and followed. */
    private void startPads() {
        PadSource source = padSource.get();
        gamepad = new Gamepad(this::post);
        source.start();
        pads = source;
    }

    /** Once a tick while a pad is plugged in: a reading of the pads on the GL thread, where GLFW allows it. */
    private void askPadReading() {
        boolean there = pads.anyConnected();
        if (there && padReadAsked.compareAndSet(false, true)) {
            Gdx.app.postRunnable(() -> {
                padReadAsked.set(false);
                pads.read(gamepad, System.nanoTime() / 1e6);
            });
        } else if (!there && padThere) {
            Gdx.app.postRunnable(gamepad::disconnected);
        }
        padThere = there;
    }

    /** Copies the composed screen when it differs from the one shown; true when it did. */
    private boolean takeChanges() {
        return shown.take(machine.framebuffer(), machine.pointerVisible(), machine.pointerX(), machine.pointerY());
    }

    private void toggleFullscreen() {
        apply(options.withFullscreen(!Gdx.graphics.isFullscreen()));
    }

    /**
     * Shows the screen another way: full screen or window, scaling, pixel shape, CRT filter. May be
     * called from the machine's thread; the window is changed on the GL thread.
     */
    public void apply(DisplayOptions next) {
        machine.setPixelAspect(next.aspect());
        Gdx.app.postRunnable(() -> applyNow(next));
    }

    private void applyNow(DisplayOptions next) {
        options = next;
        if (next.fullscreen() && !Gdx.graphics.isFullscreen()) {
            Graphics.DisplayMode mode = Gdx.graphics.getDisplayMode();
            Gdx.graphics.setFullscreenMode(mode);
        } else if (!next.fullscreen() && Gdx.graphics.isFullscreen()) {
            Graphics.DisplayMode mode = Gdx.graphics.getDisplayMode();
            DisplayOptions fitted = new DisplayOptions(false, Viewport.windowScaleFitting(next, mode.width, mode.height),
                    next.integerScaling(), next.aspect(), next.crt());
            Gdx.graphics.setWindowedMode(fitted.windowWidth(), fitted.windowHeight());
        }
        resize(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
        if (displayListener != null) {
            displayListener.accept(next);
        }
    }

    /** Told whenever the display changes, e.g. to keep F11's choice in the settings. */
    public void onDisplayChange(java.util.function.Consumer<DisplayOptions> listener) {
        displayListener = listener;
    }

    @Override
    public void resize(int width, int height) {
        int bw = Gdx.graphics.getBackBufferWidth();
        int bh = Gdx.graphics.getBackBufferHeight();
        presenter.resize(bw, bh, options);
        input.setSurfaceScale(width > 0 ? (double) bw / width : 1);
        Gdx.graphics.requestRendering();
    }

    @Override
    public void render() {
        long start = System.nanoTime();
        boolean ready;
        synchronized (lock) {
            ready = shown.composed();
            if (ready) {
                presenter.draw(shown.pixels(), shown.colors(), shown.pointerVisible(), shown.pointerX(), shown.pointerY());
            }
        }
        if (!ready) {
            return;
        }
        FrameStats stats = frameStats;
        if (stats != null) {
            stats.presented(System.nanoTime() - start);
        }
        if (frames++ == 0) {
            if (firstFrameListener != null) {
                firstFrameListener.run();
            }
            startPads();
        }
    }

    @Override
    public void dispose() {
        running = false;
        if (ticker != null) {
            try {
                ticker.join(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (lock) {
            if (machine != null) {
                // The screens let go of their threads (the computer's) before the program ends.
                machine.shutDown();
            }
        }
        audio.dispose();
        presenter.dispose();
        hiddenCursor.dispose();
    }

    /** The window's close button: the screen on top decides (it may ask first); true closes the window. */
    public boolean closeRequested() {
        return machine == null || machine.screen().closeRequested();
    }
}
