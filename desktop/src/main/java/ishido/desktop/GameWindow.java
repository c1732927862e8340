package ishido.desktop;

import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3WindowAdapter;
import ishido.app.IshidoApp;
import ishido.app.Viewport;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import org.lwjgl.glfw.GLFW;

/**
 * The game's window: its configuration (title, icons, frame rate, sound), a scale fitted to the screen, and
 * GLFW's errors kept to say in one line why it could not open.
 */
final class GameWindow {
    /** The stone the packages carry as their icon, at the sizes a window manager picks from (assets). */
    static final List<String> WINDOW_ICONS = List.of(16, 24, 32, 48, 64, 128, 256).stream()
            .map(size -> "ishido/icon/ishido-" + size + ".png").toList();
    /** Room kept above a window for the title bar the window manager adds. */
    private static final int TITLE_BAR_ALLOWANCE = 32;

    /** What GLFW reported while the window was opened: a block with a stack trace, kept to be said in one line. */
    private final ByteArrayOutputStream glfwErrors = new ByteArrayOutputStream();
    private final PrintStream err;

    GameWindow(PrintStream err) {
        this.err = err;
    }

    /** True on Linux when neither an X display nor a Wayland session is there to open a window on. */
    static boolean noDisplay() {
        return linux() && System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null;
    }

    /**
     * Opens the window and runs the game in it until it is closed; a scale too large for the screen is fitted,
     * and the notice that says so is left in {@code fitNotice}.
     *
     * @throws RuntimeException when the window cannot be opened ({@link #reason} says why) or the game fails
     */
    void open(IshidoApp app, DisplayOptions display, AtomicReference<String> fitNotice, StartupTrace trace) {
        Lwjgl3ApplicationConfiguration.errorStream = new PrintStream(glfwErrors, true, StandardCharsets.UTF_8);
        if (linux() && System.getenv("WAYLAND_DISPLAY") == null) {
            // Without a Wayland session, trying Wayland first only adds noise to a failure.
            GLFW.glfwInitHint(GLFW.GLFW_PLATFORM, GLFW.GLFW_PLATFORM_X11);
        }
        // Before LibGDX's first call, which would load its own copy.
        ShippedNatives.load("gdx");
        DisplayOptions shown = fitToScreen(display, fitNotice);
        if (trace != null) {
            trace.step("glfw");
        }
        Lwjgl3ApplicationConfiguration config = configuration(shown);
        config.setWindowListener(new Lwjgl3WindowAdapter() {
            @Override
            public boolean closeRequested() {
                return app.closeRequested();
            }
        });
        new Lwjgl3Application(app, config);
    }

    /** Why the window could not be opened: GLFW's own description when it gave one, else the exception's. */
    String reason(RuntimeException e) {
        return glfwErrors.toString(StandardCharsets.UTF_8).lines()
                .filter(l -> l.strip().startsWith("Description"))
                .map(l -> l.substring(l.indexOf(':') + 1).strip())
                .findFirst().orElse(Cli.describe(e));
    }

    private static boolean linux() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux");
    }

    /**
     * True on Linux when the kernel has no sound card at all (a server, a container, a virtual machine),
     * unless sound goes elsewhere (a configured OpenAL output or a remote PulseAudio server).
     */
    private static boolean noSoundCard() {
        if (!linux() || System.getenv("ALSOFT_CONF") != null || System.getenv("PULSE_SERVER") != null) {
            return false;
        }
        try {
            Path cards = Path.of("/proc/asound/cards");
            return !Files.exists(cards) || Files.readString(cards).contains("no soundcards");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * A window scale too large for the screen becomes the largest that fits, with a line that says so;
     * the saved choice is left as it is for a larger screen.
     */
    private DisplayOptions fitToScreen(DisplayOptions display, AtomicReference<String> fitNotice) {
        if (display.fullscreen()) {
            return display;
        }
        Graphics.DisplayMode mode = Lwjgl3ApplicationConfiguration.getDisplayMode();
        int[] area = {mode.width, mode.height};
        long monitor = GLFW.glfwGetPrimaryMonitor();
        if (monitor != 0) {
            int[] x = new int[1];
            int[] y = new int[1];
            int[] w = new int[1];
            int[] h = new int[1];
            GLFW.glfwGetMonitorWorkarea(monitor, x, y, w, h);
            if (w[0] > 0 && h[0] > 0) {
                area = new int[] {w[0], h[0]};
            }
        }
        int scale = Viewport.windowScaleFitting(display, area[0], area[1] - TITLE_BAR_ALLOWANCE);
        if (scale == display.windowScale()) {
            return display;
        }
        DisplayOptions fitted = new DisplayOptions(false, scale, display.integerScaling(), display.aspect(), display.crt());
        String notice = scaleNotice(display, fitted, area[0], area[1]);
        err.println(notice);
        fitNotice.set(notice);
        return fitted;
    }

    /** What a window scale too large for the screen says, on the console and on the screen. */
    static String scaleNotice(DisplayOptions asked, DisplayOptions fitted, int screenWidth, int screenHeight) {
        return "A window at scale " + asked.windowScale() + " (" + asked.windowWidth() + "x" + asked.windowHeight()
                + ") does not fit the " + screenWidth + "x" + screenHeight + " screen; using scale "
                + fitted.windowScale() + " (" + fitted.windowWidth() + "x" + fitted.windowHeight() + ").";
    }

    /** The scale notice as a requester on the play screen, so a player who started from a menu sees it too. */
    static void tellScale(PlayScreen play, String notice) {
        new StartThemes.Warning("Display", notice).show(play);
    }

    private static Lwjgl3ApplicationConfiguration configuration(DisplayOptions display) {
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle("Ishido: The Way of Stones");
        // The title bar's and the task switcher's icon; GLFW on macOS has none (the app bundle's is used).
        config.setWindowIcon(com.badlogic.gdx.Files.FileType.Classpath, WINDOW_ICONS.toArray(String[]::new));
        config.useVsync(true);
        config.setForegroundFPS(60);
        // With frames presented only on change, the loop sleeps this long between polls when nothing moved:
        // at 60 the pointer answers as quickly as in a running frame.
        config.setIdleFPS(60);
        if (noSoundCard()) {
            // Without one, OpenAL's ALSA backend fills the terminal with errors; the game plays silently anyway.
            config.disableAudio(true);
        } else {
            // Only Paula's mixed stream is played, through one audio device: no OpenAL sources are needed.
            config.setAudioConfig(1, 512, 9);
        }
        if (display.fullscreen()) {
            config.setFullscreenMode(Lwjgl3ApplicationConfiguration.getDisplayMode());
        } else {
            config.setWindowedMode(display.windowWidth(), display.windowHeight());
        }
        return config;
    }
}
