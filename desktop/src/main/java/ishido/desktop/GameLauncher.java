package ishido.desktop;

import com.badlogic.gdx.Gdx;
import ishido.app.IshidoApp;
import ishido.machine.Host;
import ishido.machine.Machine;
import ishido.match.ChallengeCode;
import ishido.match.DealCode;
import ishido.persist.AtomicFiles;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.persist.UserFiles;
import ishido.platform.Platform;
import ishido.puzzle.ShippedPuzzles;
import ishido.rules.SplitMix64;
import ishido.screens.failure.FailureScreen;
import ishido.screens.opening.GameStart;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayScreen;
import ishido.machine.ScriptRecorder;
import ishido.screens.play.Thinker;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;

/** Starts the game in a window or full screen, with the options of the command line. */
final class GameLauncher {
    /** The system property that ends the game at its first frame (the package's build sets it). */
    static final String QUIT_AT_FIRST_FRAME = "ishido.quitAtFirstFrame";

    private GameLauncher() {
    }

    static int run(GameCommand o, PrintStream out, PrintStream err, Clock clock, Platform platform)
            throws UsageException {
        StartupTrace trace = o.traceStartup ? new StartupTrace() : null;
        Storage storage = platform.storage();
        Path folder = UserData.folder();
        UserData.removeStaleFiles(folder);
        try {
            UserData.createFolders(folder);
        } catch (IOException e) {
            // The game plays without them; saving will say what is wrong when it is tried.
            err.println("Could not create the data folders in " + folder + ": " + Cli.describe(e));
        }
        Settings settings = SettingsFile.load(storage, UserData.settingsFile(folder), clock);
        if (trace != null) {
            trace.step("settings");
        }
        DisplayOptions display = display(o, settings.display());
        long seed = seed(o);
        checkChallenge(o);
        checkPuzzle(o);
        Path recordTo = o.record != null ? Path.of(o.record) : null;
        // A recorded session starts as screenshot replays it: default settings, nothing written.
        Settings played = recordTo != null ? new Settings() : settings;
        if (GameWindow.noDisplay()) {
            err.println("no display available (DISPLAY is not set); start it from a desktop session,"
                    + " or under xvfb-run for a virtual one");
            return 1;
        }
        // The opening's pictures and the codewheel are not for a screen reader: its player starts at the board.
        boolean skipOpening = o.skipCodewheel || played.get(Settings.SCREEN_READER);
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

            @Override
            public void say(String sentence) {
                // Choices > Screen Reader: a line a sentence, for a speech program reading the game's output.
                out.println(sentence);
                out.flush();
            }
        };
        AtomicReference<ScriptRecorder> recording = new AtomicReference<>();
        AtomicReference<PlayScreen> startedPlay = new AtomicReference<>();
        AtomicReference<String> fitNotice = new AtomicReference<>();
        // The game's model (the stoneset and board pictures, the screens) is made on a thread of its own while
        // this one opens the window (GLFW, the GL context): on two cores the two halves of start-up overlap.
        // The window takes it when it is up.
        FutureTask<Machine> made = new FutureTask<>(() -> {
            StartThemes themes;
            try {
                themes = StartThemes.choose(storage, o.stoneset, o.board, played);
            } catch (IOException e) {
                throw new NoTheme(new UsageException(e.getMessage()));
            }
            for (StartThemes.Warning w : themes.warnings()) {
                err.println(w.text());
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
                    o.seed != null || o.deal != null, o.deal != null ? DealCode.of(seed) : null, o.challenge);
            themes.tell(play);
            if (o.puzzle != null) {
                // Opened once the play screen first shows (after the opening), over the game as it is.
                play.apply(new PlayCommand.OpenPuzzle(o.puzzle));
            }
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
                GameWindow.tellScale(startedPlay.get(), fitNotice.get());
            }
            return machine;
        }, display, error -> new FailureScreen(error, host));
        // A lambda, not GlfwPads::new: the class is loaded only when the pads are made, after the first frame.
        app[0].usePads(() -> new GlfwPads());
        app[0].onDisplayChange(next -> {
            // F11 and Alt+Return choices are remembered like the Display requester's.
            settings.setDisplay(next);
            try {
                SettingsFile.save(storage, settings, UserData.settingsFile(folder));
            } catch (IOException e) {
                err.println("could not save the settings: "
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
                    err.println(trace.firstFrame());
                }
                if (quitAtFirstFrame) {
                    Gdx.app.exit();
                }
            });
        }
        if (o.traceFrames) {
            app[0].traceFrames(err::println);
        }
        GameWindow window = new GameWindow(err);
        try {
            window.open(app[0], display, fitNotice, trace);
        } catch (RuntimeException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof NoTheme noTheme) {
                    throw noTheme.usage;
                }
            }
            err.println("cannot open the game's window: " + window.reason(e));
            return 1;
        }
        ScriptRecorder recorder = recording.get();
        if (recorder != null) {
            try {
                AtomicFiles.write(recordTo, recorder.text().getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                err.println("could not write the recording " + recordTo + ": " + Cli.describe(e));
                return 1;
            }
        }
        return 0;
    }

    /** The display the game starts with: the saved one, with what the command line says instead. */
    private static DisplayOptions display(GameCommand o, DisplayOptions saved) throws UsageException {
        DisplayOptions.Aspect aspect = saved.aspect();
        if (o.aspect != null) {
            aspect = switch (o.aspect.toLowerCase(Locale.ROOT)) {
                case "ntsc" -> DisplayOptions.Aspect.NTSC;
                case "square" -> DisplayOptions.Aspect.SQUARE;
                default -> throw new UsageException("--aspect takes ntsc or square, not '" + o.aspect + "'");
            };
        }
        int scale = o.scale == null ? saved.windowScale() : Cli.range("--scale", o.scale, 1, 10);
        boolean fullscreen = o.window ? o.fullscreen : o.fullscreen || saved.fullscreen();
        boolean integer = !o.fit && saved.integerScaling();
        return new DisplayOptions(fullscreen, scale, integer, aspect, saved.crt());
    }

    /** The first deal's seed: a deal number is its seed; without --seed or --deal a coded deal chosen at random. */
    private static long seed(GameCommand o) throws UsageException {
        if (o.seed != null && o.deal != null) {
            throw new UsageException("--seed and --deal both choose the deal: give one");
        }
        return o.deal != null ? DealCommand.parse(o.deal).number()
                : o.seed != null ? o.seed : DealCode.fromBits(SplitMix64.mix64(System.nanoTime())).number();
    }

    /** A --challenge code that does not read is the command line's one line; it plays its own deal, so not with --seed or --deal. */
    private static void checkChallenge(GameCommand o) throws UsageException {
        if (o.challenge == null) {
            return;
        }
        if (o.seed != null || o.deal != null) {
            throw new UsageException("--challenge plays the deal of the challenge: give it without " + (o.seed != null
                    ? "--seed" : "--deal"));
        }
        try {
            ChallengeCode.read(o.challenge);
        } catch (ChallengeCode.BadCodeException e) {
            throw new UsageException("--challenge: " + e.getMessage());
        }
    }

    /** A --puzzle the shipped set has not is the command line's one line; it opens the puzzles, so not with a deal. */
    private static void checkPuzzle(GameCommand o) throws UsageException {
        if (o.puzzle == null) {
            return;
        }
        if (o.challenge != null || o.deal != null) {
            throw new UsageException("--puzzle opens Game > Puzzles...: give it without "
                    + (o.challenge != null ? "--challenge" : "--deal"));
        }
        try {
            ShippedPuzzles.numbered(o.puzzle);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--puzzle: " + e.getMessage());
        }
    }

    /** Not even the default theme could be loaded: said as a usage error once the window is closed again. */
    private static final class NoTheme extends RuntimeException {
        private final UsageException usage;

        NoTheme(UsageException usage) {
            super(usage.getMessage());
            this.usage = usage;
        }
    }

    /**
     * The play screen the game starts on: the game the last start left under way goes on (after the opening as
     * the settings have it) unless the command line chose a deal; --deal CODE beside it is offered, asking first.
     */
    static PlayScreen play(Platform platform, Stoneset stoneset, BoardPicture board, long seed, Settings settings,
            Path folder, Host host, Clock clock, boolean dealChosen, DealCode deal) {
        return play(platform, stoneset, board, seed, settings, folder, host, clock, dealChosen, deal, null);
    }

    /** As above; --challenge CODE: the kept game comes back, then the challenge's opening, asking before it ends that game. */
    static PlayScreen play(Platform platform, Stoneset stoneset, BoardPicture board, long seed, Settings settings,
            Path folder, Host host, Clock clock, boolean dealChosen, DealCode deal, String challenge) {
        PlayScreen play = GameStart.play(platform, stoneset, board, seed, settings, folder, host, clock);
        if (challenge != null) {
            GameStart.challengeBeside(play, platform.storage(), folder, settings, clock, challenge);
        } else if (deal != null) {
            GameStart.resumeBeside(play, platform.storage(), folder, settings, clock, deal);
        } else if (!dealChosen) {
            GameStart.resume(play, platform.storage(), folder, settings, clock);
        }
        return play;
    }

    /** The machine made on the start-up thread, waited for; what went wrong there goes on here as it was. */
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

}
