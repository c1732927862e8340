package ishido.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3WindowAdapter;
import ishido.app.IshidoApp;
import ishido.app.Viewport;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.persist.AtomicFiles;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import ishido.platform.Platform;
import ishido.rules.SplitMix64;
import ishido.screens.failure.FailureScreen;
import ishido.screens.opening.GameStart;
import ishido.screens.play.PlayScreen;
import ishido.machine.ScriptRecorder;
import ishido.screens.play.Thinker;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import ishido.ui.Requester;
import ishido.ui.TextLines;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;
import org.lwjgl.glfw.GLFW;

/** Starts the game in a window or full screen, with the options of the command line. */
final class GameLauncher {
    /** Characters a line of the requester that says why a --stoneset or --board was not used holds. */
    private static final int WARNING_WIDTH = 34;
    /** The system property that ends the game at its first frame (the package's build sets it). */
    static final String QUIT_AT_FIRST_FRAME = "ishido.quitAtFirstFrame";
    /** The stone the packages carry as their icon, at the sizes a window manager picks from (assets). */
    static final List<String> WINDOW_ICONS = List.of(16, 24, 32, 48, 64, 128, 256).stream()
            .map(size -> "ishido/icon/ishido-" + size + ".png").toList();
    /** Room kept above a window for the title bar the window manager adds. */
    private static final int TITLE_BAR_ALLOWANCE = 32;

    private GameLauncher() {
    }

    static int run(String[] args, PrintStream err, Clock clock, Platform platform) throws UsageException {
        Options o = Options.parse("ishido", args, 0,
                Set.of("--scale", "--seed", "--deal", "--stoneset", "--board", "--aspect", "--record"),
                Set.of("--window", "--fullscreen", "--fit", "--skip-codewheel", "--trace-startup", "--trace-frames"));
        StartupTrace trace = o.has("--trace-startup") ? new StartupTrace() : null;
        if (!o.positional().isEmpty()) {
            throw new UsageException("unknown command '" + o.positional().get(0) + "' (try --help)");
        }
        Storage storage = platform.storage();
        Path folder = UserData.folder();
        UserData.removeStaleFiles(folder);
        try {
            UserData.createFolders(folder);
        } catch (IOException e) {
            // The game plays without them; saving will say what is wrong when it is tried.
            err.println("Could not create the data folders in " + folder + ": " + Main.describe(e));
        }
        Settings settings = SettingsFile.load(storage, UserData.settingsFile(folder), clock);
        if (trace != null) {
            trace.step("settings");
        }
        DisplayOptions saved = settings.display();
        DisplayOptions.Aspect aspect = saved.aspect();
        if (o.has("--aspect")) {
            aspect = switch (o.get("--aspect").toLowerCase(Locale.ROOT)) {
                case "ntsc" -> DisplayOptions.Aspect.NTSC;
                case "square" -> DisplayOptions.Aspect.SQUARE;
                default -> throw new UsageException("--aspect takes ntsc or square, not '" + o.get("--aspect") + "'");
            };
        }
        int scale = o.getInt("ishido", "--scale", saved.windowScale(), 1, 10);
        boolean fullscreen = o.has("--window") ? o.has("--fullscreen") : o.has("--fullscreen") || saved.fullscreen();
        boolean integer = !o.has("--fit") && saved.integerScaling();
        DisplayOptions display = new DisplayOptions(fullscreen, scale, integer, aspect, saved.crt());
        if (o.has("--seed") && o.has("--deal")) {
            throw new UsageException("--seed and --deal both choose the deal: give one");
        }
        // A deal number is its seed; without either option the first deal is a coded one chosen at random.
        long seed = o.has("--deal") ? DealCommand.parse(o.get("--deal")).number()
                : o.getLong("ishido", "--seed", DealCode.fromBits(SplitMix64.mix64(System.nanoTime())).number());
        Path recordTo = o.has("--record") ? Path.of(o.get("--record")) : null;
        // A recorded session starts as screenshot replays it: default settings, nothing written.
        Settings played = recordTo != null ? new Settings() : settings;
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("linux") && System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null) {
            err.println("ishido: no display available (DISPLAY is not set); start it from a desktop session,"
                    + " or under xvfb-run for a virtual one");
            return 1;
        }
        boolean skipOpening = o.has("--skip-codewheel");
        IshidoApp[] app = new IshidoApp[1];
        Host host = new Host() {
            @Override
            public void quit() {
                Gdx.app.exit();
            }

            @Override
            public void applyDisplay(DisplayOptions options) {
                app[0].apply(options);
            }
        };
        AtomicReference<ScriptRecorder> recording = new AtomicReference<>();
        AtomicReference<PlayScreen> startedPlay = new AtomicReference<>();
        AtomicReference<String> fitNotice = new AtomicReference<>();
        // The game's model (the stoneset and board pictures, the screens) is made on a thread of its own while
        // this one opens the window (GLFW, the GL context): on two cores the two halves of start-up overlap.
        // The window takes it when it is up.
        FutureTask<Machine> made = new FutureTask<>(() -> {
            Themes themes;
            try {
                themes = themes(storage, o.has("--stoneset") ? o.get("--stoneset") : null,
                        o.has("--board") ? o.get("--board") : null, played);
            } catch (IOException e) {
                throw new NoTheme(new UsageException(e.getMessage()));
            }
            for (Themes.Warning w : themes.warnings()) {
                err.println("ishido: " + w.text());
            }
            if (trace != null) {
                trace.step("themes");
            }
            Stoneset stoneset = themes.stoneset();
            BoardPicture board = themes.board();
            if (recordTo != null) {
                ScriptRecorder recorder = new ScriptRecorder(List.of(
                        "A session recorded by ishido --record; play it back with:",
                        "ishido screenshot --screen play --seed " + seed + " --stoneset " + stoneset.name()
                                + " --board " + board.name() + " --script " + recordTo.getFileName() + " --out last.png"));
                recording.set(recorder);
                return recordingMachine(platform, stoneset, board, seed, host, recorder, clock);
            }
            PlayScreen play = play(platform, stoneset, board, seed, settings, folder, host, clock,
                    o.has("--seed") || o.has("--deal"), o.has("--deal") ? DealCode.of(seed) : null);
            themes.tell(play);
            startedPlay.set(play);
            if (themes.boardArgument().picture() != null) {
                play.importBoard(themes.boardArgument().picture());
            }
            // --skip-codewheel starts at the board.
            return GameStart.machine(play, seed, settings, skipOpening, display.aspect());
        });
        Thread maker = new Thread(() -> {
            made.run();
            if (trace != null) {
                trace.step("model");
            }
        }, "ishido-start");
        maker.setDaemon(true);
        maker.start();
        app[0] = new IshidoApp(() -> {
            Machine machine = machineWhenMade(made);
            // The window was opened (and its scale fitted to the screen) while the model was made.
            if (fitNotice.get() != null && startedPlay.get() != null) {
                tellScale(startedPlay.get(), fitNotice.get());
            }
            return machine;
        }, display, error -> new FailureScreen(error, host));
        app[0].onDisplayChange(next -> {
            // F11 and Alt+Return choices are remembered like the Display requester's.
            settings.setDisplay(next);
            try {
                SettingsFile.save(storage, settings, UserData.settingsFile(folder));
            } catch (IOException e) {
                err.println("ishido: could not save the settings: "
                        + UserFiles.describe(UserData.settingsFile(folder), e));
            }
        });
        // The package's build plays the start-up once in a window, to archive the classes it loads, and
        // then has the game end there.
        boolean quitAtFirstFrame = Boolean.getBoolean(QUIT_AT_FIRST_FRAME);
        if (trace != null) {
            app[0].onStartupStep(trace::step);
        }
        if (trace != null || quitAtFirstFrame) {
            app[0].onFirstFrame(() -> {
                if (trace != null) {
                    err.println("ishido: " + trace.firstFrame());
                }
                if (quitAtFirstFrame) {
                    Gdx.app.exit();
                }
            });
        }
        if (o.has("--trace-frames")) {
            app[0].traceFrames(line -> err.println("ishido: " + line));
        }
        // GLFW reports its errors as a block with a stack trace; keep them, and say it in one line.
        ByteArrayOutputStream glfwErrors = new ByteArrayOutputStream();
        Lwjgl3ApplicationConfiguration.errorStream = new PrintStream(glfwErrors, true, StandardCharsets.UTF_8);
        if (os.contains("linux") && System.getenv("WAYLAND_DISPLAY") == null) {
            // Without a Wayland session, trying Wayland first only adds noise to a failure.
            GLFW.glfwInitHint(GLFW.GLFW_PLATFORM, GLFW.GLFW_PLATFORM_X11);
        }
        try {
            // Before LibGDX's first call, which would load its own copy.
            ShippedNatives.load("gdx");
            DisplayOptions shown = fitWindowToScreen(display, err, fitNotice);
            if (trace != null) {
                trace.step("glfw");
            }
            Lwjgl3ApplicationConfiguration config = configuration(shown);
            config.setWindowListener(new Lwjgl3WindowAdapter() {
                @Override
                public boolean closeRequested() {
                    return app[0].closeRequested();
                }
            });
            new Lwjgl3Application(app[0], config);
        } catch (RuntimeException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof NoTheme noTheme) {
                    throw noTheme.usage;
                }
            }
            String reason = glfwErrors.toString(StandardCharsets.UTF_8).lines()
                    .filter(l -> l.strip().startsWith("Description"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip())
                    .findFirst().orElse(Main.describe(e));
            err.println("ishido: cannot open the game's window: " + reason);
            return 1;
        }
        ScriptRecorder recorder = recording.get();
        if (recorder != null) {
            try {
                AtomicFiles.write(recordTo, recorder.text().getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                err.println("ishido: could not write the recording " + recordTo + ": " + Main.describe(e));
                return 1;
            }
        }
        return 0;
    }

    /** Not even the default theme could be loaded: said as a usage error once the window is closed again. */
    private static final class NoTheme extends RuntimeException {
        private final UsageException usage;

        NoTheme(UsageException usage) {
            super(usage.getMessage());
            this.usage = usage;
        }
    }

    /** The machine made on the start-up thread, waited for; what went wrong there goes on here as it was. */
    /**
     * The play screen the game starts on: the game the last start left under way goes on (after the opening as
     * the settings have it) unless the command line chose a deal; --deal CODE beside it is offered, asking first.
     */
    static PlayScreen play(Platform platform, Stoneset stoneset, BoardPicture board, long seed, Settings settings,
            Path folder, Host host, Clock clock, boolean dealChosen, DealCode deal) {
        PlayScreen play = GameStart.play(platform, stoneset, board, seed, settings, folder, host, clock);
        if (deal != null) {
            GameStart.resumeBeside(play, platform.storage(), folder, settings, clock, deal);
        } else if (!dealChosen) {
            GameStart.resume(play, platform.storage(), folder, settings, clock);
        }
        return play;
    }

    private static Machine machineWhenMade(FutureTask<Machine> made) {
        try {
            return made.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the game was being set up", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * The machine a recorded session runs on, set up as {@code screenshot --screen play} sets up its
     * own: default settings, no data folder, and a computer that answers with the same squares at the
     * same ticks, so the recording replays frame for frame.
     */
    static Machine recordingMachine(Platform platform, Stoneset stoneset, BoardPicture board, long seed, Host host,
            ScriptRecorder recorder, Clock clock) {
        PlayScreen play = new PlayScreen(platform, stoneset, board, seed, new Settings(), null, host, clock);
        play.useThinker(Thinker.deterministic(seed, PlayScreen.COMPUTER_ITERATIONS, 1, platform.schedulers()));
        Machine machine = new Machine();
        machine.show(play);
        machine.onTick(recorder);
        return machine;
    }

    /** The stoneset and board the game starts with, and why the ones the command line named were not used. */
    record Themes(Stoneset stoneset, BoardPicture board, BoardArgument boardArgument, List<Warning> warnings) {
        /** A requester's title and text. */
        record Warning(String title, String text) {
        }

        /** Shows each warning in a requester over the play screen, to be read when the board appears. */
        void tell(PlayScreen play) {
            for (Warning w : warnings) {
                play.requesters().show(Requester.message(w.title(), TextLines.wrap(w.text(), WARNING_WIDTH), "OK", null,
                        yes -> { }));
            }
        }
    }

    /**
     * Chooses the stoneset and board to start with: the ones the command line names, else the ones in the settings,
     * else the default theme. A named one the game cannot use does not stop it: it starts with its own, and says
     * why, as the Stonesets and Boards requesters keep the set they had.
     *
     * @throws IOException only when not even the default theme can be loaded
     */
    static Themes themes(Storage storage, String stonesetArgument, String boardArgument, Settings settings)
            throws IOException {
        List<Themes.Warning> warnings = new ArrayList<>();
        Stoneset stoneset = null;
        if (stonesetArgument != null) {
            try {
                stoneset = Catalog.stoneset(storage, stonesetArgument);
            } catch (IOException e) {
                stoneset = GameStart.stoneset(storage, settings);
                warnings.add(new Themes.Warning("Stonesets", "--stoneset " + stonesetArgument + ": "
                        + reason(stonesetArgument, e) + ". The game starts with " + stoneset.name() + "."));
            }
        }
        BoardArgument board = new BoardArgument(null, null);
        if (boardArgument != null) {
            try {
                board = BoardArgument.of(storage, boardArgument);
            } catch (IOException e) {
                BoardPicture own = GameStart.board(storage, settings);
                warnings.add(new Themes.Warning("Boards", "--board " + boardArgument + ": "
                        + reason(boardArgument, e) + ". The game starts with " + own.name() + "."));
                board = new BoardArgument(own, null);
            }
        }
        return new Themes(stoneset != null ? stoneset : GameStart.stoneset(storage, settings),
                board.board() != null ? board.board() : GameStart.board(storage, settings),
                board, warnings);
    }

    /** A loader's message without the file name it starts with when that is the argument, said already. */
    private static String reason(String argument, IOException e) {
        String message = e.getMessage();
        return message.startsWith(argument + ": ") ? message.substring(argument.length() + 2) : message;
    }

    /**
     * True on Linux when the kernel has no sound card at all (a server, a container, a virtual machine),
     * unless sound goes elsewhere (a configured OpenAL output or a remote PulseAudio server).
     */
    private static boolean noSoundCard() {
        if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")
                || System.getenv("ALSOFT_CONF") != null || System.getenv("PULSE_SERVER") != null) {
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
    private static DisplayOptions fitWindowToScreen(DisplayOptions display, PrintStream err,
            AtomicReference<String> fitNotice) {
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
        err.println("ishido: " + notice);
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
        play.requesters().show(Requester.message("Display", TextLines.wrap(notice, WARNING_WIDTH), "OK", null, yes -> { }));
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
