package ishido.desktop;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import ishido.app.DisplayOptions;
import ishido.app.IshidoApp;
import ishido.gfx.BoardPicture;
import ishido.gfx.Catalog;
import ishido.gfx.Stoneset;
import ishido.screens.Machine;
import ishido.screens.PlayScreen;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.Set;

/** Starts the game in a window or full screen, with the options of the command line. */
final class GameLauncher {
    private GameLauncher() {
    }

    static int run(String[] args, PrintStream err) throws UsageException {
        Options o = Options.parse("ishido", args, 0,
                Set.of("--scale", "--seed", "--stoneset", "--board", "--aspect"),
                Set.of("--window", "--fullscreen", "--fit", "--skip-codewheel", "--trace-startup", "--trace-frames"));
        if (!o.positional().isEmpty()) {
            throw new UsageException("unknown command '" + o.positional().get(0) + "' (try --help)");
        }
        DisplayOptions.Aspect aspect = switch (o.has("--aspect") ? o.get("--aspect").toLowerCase(Locale.ROOT) : "ntsc") {
            case "ntsc" -> DisplayOptions.Aspect.NTSC;
            case "square" -> DisplayOptions.Aspect.SQUARE;
            default -> throw new UsageException("--aspect takes ntsc or square, not '" + o.get("--aspect") + "'");
        };
        int scale = o.getInt("ishido", "--scale", 3, 1, 10);
        boolean fullscreen = !o.has("--window") || o.has("--fullscreen");
        DisplayOptions display = new DisplayOptions(fullscreen, scale, !o.has("--fit"), aspect);
        long seed = o.getLong("ishido", "--seed", System.nanoTime());
        Stoneset stoneset;
        BoardPicture board;
        try {
            stoneset = Catalog.stoneset(o.has("--stoneset") ? o.get("--stoneset") : Catalog.DEFAULT_THEME);
            board = Catalog.board(o.has("--board") ? o.get("--board") : Catalog.DEFAULT_THEME);
        } catch (IOException e) {
            throw new UsageException(e.getMessage());
        }
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("linux") && System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null) {
            err.println("ishido: no display available (DISPLAY is not set); start it from a desktop session,"
                    + " or under xvfb-run for a virtual one");
            return 1;
        }
        IshidoApp app = new IshidoApp(() -> new Machine(new PlayScreen(stoneset, board, seed)), display);
        if (o.has("--trace-startup")) {
            app.onFirstFrame(() -> err.println("ishido: first frame "
                    + (System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime())
                    + " ms after the JVM started"));
        }
        if (o.has("--trace-frames")) {
            app.traceFrames(line -> err.println("ishido: " + line));
        }
        try {
            new Lwjgl3Application(app, configuration(display));
        } catch (RuntimeException e) {
            err.println("ishido: cannot open the game's window: " + Main.describe(e));
            return 1;
        }
        return 0;
    }

    private static Lwjgl3ApplicationConfiguration configuration(DisplayOptions display) {
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle("Ishido: The Way of Stones");
        config.useVsync(true);
        config.setForegroundFPS(60);
        config.setIdleFPS(30);
        // The game has no sound yet; skipping OpenAL saves start-up time and works without a sound card.
        config.disableAudio(true);
        if (display.fullscreen()) {
            config.setFullscreenMode(Lwjgl3ApplicationConfiguration.getDisplayMode());
        } else {
            config.setWindowedMode(display.windowWidth(), display.windowHeight());
        }
        return config;
    }
}
