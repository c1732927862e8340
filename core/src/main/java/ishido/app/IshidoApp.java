package ishido.app;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.graphics.Cursor;
import com.badlogic.gdx.graphics.Pixmap;
import ishido.machine.Clipboard;
import ishido.machine.Machine;
import ishido.persist.DisplayOptions;
import java.util.function.Supplier;


/**
 * The LibGDX application: runs the emulated machine at a fixed 60 Hz and shows its framebuffer.
 * Alt+Enter and F11 switch between full screen and a window.
 */
public final class IshidoApp extends ApplicationAdapter {
    /** Ticks run at most per frame, so a stall does not turn into a burst of catching up. */
    private static final int MAX_TICKS_PER_FRAME = 4;
    private static final double TICK_SECONDS = 1.0 / Machine.TICKS_PER_SECOND;

    private final Supplier<Machine> machineFactory;
    private DisplayOptions options;
    private Machine machine;
    private Presenter presenter;
    private AudioOut audio;
    private InputBridge input;
    private Cursor hiddenCursor;
    private double pending;
    private long frames;
    private Runnable firstFrameListener;
    private FrameStats frameStats;
    private java.util.function.Consumer<DisplayOptions> displayListener;

    /** The machine is made on the GL thread, once LibGDX is up. */
    public IshidoApp(Supplier<Machine> machineFactory, DisplayOptions options) {
        this.machineFactory = machineFactory;
        this.options = options;
    }

    /** Called once, after the first frame is on the screen (for start-up measurements). */
    public void onFirstFrame(Runnable listener) {
        firstFrameListener = listener;
    }

    /** Measures every frame from now on and reports to the listener every few seconds. */
    public void traceFrames(java.util.function.Consumer<String> report) {
        frameStats = new FrameStats(report);
    }

    @Override
    public void create() {
        machine = machineFactory.get();
        presenter = new Presenter();
        audio = new AudioOut(machine.paula());
        input = new InputBridge(machine, presenter.viewport(), this::toggleFullscreen);
        Gdx.input.setInputProcessor(input);
        machine.clipboard().connect(new Clipboard.SystemText() {
            @Override
            public String get() {
                String text = Gdx.app.getClipboard().getContents();
                return text == null ? "" : text;
            }

            @Override
            public void set(String text) {
                Gdx.app.getClipboard().setContents(text);
            }
        });
        // The game draws its own pointer as a sprite; the system's would double it.
        Pixmap blank = new Pixmap(16, 16, Pixmap.Format.RGBA8888);
        hiddenCursor = Gdx.graphics.newCursor(blank, 0, 0);
        blank.dispose();
        Gdx.graphics.setCursor(hiddenCursor);
        resize(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
    }

    private void toggleFullscreen() {
        apply(options.withFullscreen(!Gdx.graphics.isFullscreen()));
    }

    /** Shows the screen another way: full screen or window, scaling, pixel shape, CRT filter. */
    public void apply(DisplayOptions next) {
        options = next;
        if (next.fullscreen() && !Gdx.graphics.isFullscreen()) {
            Graphics.DisplayMode mode = Gdx.graphics.getDisplayMode();
            Gdx.graphics.setFullscreenMode(mode);
        } else if (!next.fullscreen() && Gdx.graphics.isFullscreen()) {
            Gdx.graphics.setWindowedMode(next.windowWidth(), next.windowHeight());
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
    }

    @Override
    public void render() {
        long start = System.nanoTime();
        pending += Math.min(Gdx.graphics.getDeltaTime(), 0.25);
        int ticks = 0;
        while (pending >= TICK_SECONDS && ticks < MAX_TICKS_PER_FRAME) {
            machine.tick();
            pending -= TICK_SECONDS;
            ticks++;
        }
        if (ticks == MAX_TICKS_PER_FRAME) {
            pending = 0;
        }
        long logic = System.nanoTime();
        machine.render();
        long composed = System.nanoTime();
        presenter.draw(machine.framebuffer(), machine.pointerVisible(), machine.pointerX(), machine.pointerY());
        if (frameStats != null) {
            frameStats.frame(start, logic, composed, System.nanoTime(), ticks);
        }
        if (frames++ == 0 && firstFrameListener != null) {
            firstFrameListener.run();
        }
    }

    @Override
    public void dispose() {
        audio.dispose();
        presenter.dispose();
        hiddenCursor.dispose();
    }
}
