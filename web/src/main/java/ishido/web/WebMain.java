package ishido.web;

import ishido.assets.Assets;
import ishido.gfx.Framebuffer;
import ishido.gfx.Pointer;
import ishido.gfx.RgbaFrame;
import ishido.gfx.ShownScreen;
import ishido.machine.Clipboard;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Keyboard;
import ishido.machine.Machine;
import ishido.machine.Screen;
import ishido.machine.TickGuard;
import ishido.persist.KeyValueStorage;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.platform.Platform;
import ishido.puzzle.ShippedPuzzles;
import ishido.screens.failure.FailureScreen;
import ishido.screens.opening.GameStart;
import ishido.screens.opening.Opening;
import ishido.screens.play.PlayCommand;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.store.SettingsFile;
import ishido.theme.BoardPicture;
import ishido.theme.Stoneset;
import ishido.work.Schedulers;
import ishido.work.SlicedScheduler;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Supplier;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * The game in a browser: builds the same machine the desktop builds, with the browser's ports, and
 * runs it from the page's animation frames: 60 ticks a second, the framebuffer put on a canvas, the
 * mouse, the keys and the wheel as the desktop's, and Paula through Web Audio from the first click.
 */
public final class WebMain {
    private final LaunchParameters parameters;
    private final Machine machine;
    /** Ticks and renders the machine; a screen's error shows the failure requester (Go On, Quit) over the game. */
    private final TickGuard guard;
    private final TickClock clock = new TickClock();
    private final RgbaFrame frame = new RgbaFrame(RgbaFrame.Packing.RGBA_LITTLE_ENDIAN, Pointer.standard());
    private final Int32Array canvas;
    private final PageLayout layout = new PageLayout();
    private final Keyboard keyboard;
    /** The fingers on a phone: taps, drags, the long press, the page's text input and buttons. */
    private final Touch touch;
    /** The menus drawn by the page for a finger. */
    private final PageMenus menus;
    /** A file requester's list drawn by the page for a finger. */
    private final PageLists lists;
    /** The game pads, read each animation frame. */
    private final PageGamepad gamepad;
    /** Choices &gt; Screen Reader: the live region and the page's mirror of the screen's gadgets. */
    private final PageReader reader;
    private final WebAudio audio;
    private final Settings settings;
    private final SlicedScheduler background;
    /** Where the settings are saved: the page's key/value store. */
    private final Storage storage;
    private final Path folder;
    private DisplayOptions display;
    /** What File &gt; Quit shows next: the opening of a fresh start, the game kept under way after it. */
    private final Supplier<Screen> opening;
    /** File &gt; Quit was chosen in this tick: the machine starts again once the tick is over. */
    private boolean quitChosen;
    /** The game stopped on an error that not even the failure requester could show. */
    private boolean quit;
    /** The pointer sprite is drawn only while the mouse is over the canvas, where the system's is hidden. */
    private boolean pointerInside;
    private double wheel;
    private long frames;
    private double lastFrame = Double.NaN;
    private final ShownScreen shown = new ShownScreen();
    /** The system clipboard's text as the page last saw it: its last paste, or what the game copied. */
    private String clipboardText = "";

    private WebMain(LaunchParameters parameters, Machine machine, DisplayOptions display, Settings settings,
            Storage storage, Path folder, SlicedScheduler background, Host host, Supplier<Screen> opening) {
        this.parameters = parameters;
        this.opening = opening;
        this.guard = new TickGuard(machine, error -> new FailureScreen(error, host));
        this.background = background;
        this.storage = storage;
        this.settings = settings;
        this.folder = folder;
        this.machine = machine;
        this.display = display;
        this.canvas = Page.openCanvas();
        this.keyboard = new Keyboard(machine::post, this::toggleFullscreen, () -> { });
        this.touch = new Touch(machine, keyboard);
        this.menus = new PageMenus(machine);
        this.lists = new PageLists(machine);
        this.gamepad = new PageGamepad(machine);
        this.reader = new PageReader(machine, settings);
        this.audio = new WebAudio(machine.paula());
        // Text fields cut, copy and paste through the system's clipboard, as on the desktop.
        machine.clipboard().connect(new Clipboard.SystemText() {
            @Override
            public String get() {
                return clipboardText;
            }

            @Override
            public void set(String text) {
                clipboardText = text;
                Page.writeClipboard(text);
            }
        });
    }

    public static void main(String[] args) {
        String query = Page.search();
        if (PageSelfPlay.asked(query)) {
            try {
                Assets.use(new PageAssets());
                PageSelfPlay.parse(query).run();
            } catch (IllegalArgumentException e) {
                Page.status("ishido: " + e.getMessage());
            }
            return;
        }
        LaunchParameters parameters;
        try {
            parameters = LaunchParameters.parse(query);
        } catch (IllegalArgumentException e) {
            Page.status("ishido: " + e.getMessage());
            return;
        }
        try {
            start(parameters);
        } catch (IOException | RuntimeException e) {
            Page.status("ishido: the game could not start: " + e.getMessage());
            throw e instanceof RuntimeException r ? r : new IllegalStateException(e);
        }
    }

    private static void start(LaunchParameters parameters) throws IOException {
        Assets.use(new PageAssets());
        if (parameters.puzzle() > 0) {
            // A ?puzzle= the shipped set has not is the link's one line, as a bad parameter's.
            try {
                ShippedPuzzles.numbered(parameters.puzzle());
            } catch (IllegalArgumentException e) {
                Page.status("ishido: " + e.getMessage());
                return;
            }
        }
        // The computer's search, the Master's games and reviews run in slices of the ticks, the page never freezing;
        // the search hands its rounds to the page's helpers (Web Workers) once they have loaded.
        SlicedScheduler background = new SlicedScheduler(() -> (long) (Page.now() * 1_000_000), PageHelpers.start());
        LocalStorageValues.open();
        KeyValueStorage storage = new KeyValueStorage(new LocalStorageValues());
        storage.onRoom(LocalStorageValues::room);
        Platform platform = new Platform(storage, Schedulers.sliced(background));
        Clock clock = Clock.systemDefaultZone();
        Path folder = storage.dataFolder();
        try {
            storage.createFolders();
        } catch (IOException e) {
            // The game plays without them; saving will say what is wrong when it is tried.
            Page.status("ishido: the browser's storage cannot hold the game's folders: " + e.getMessage());
        }
        PageFiles.connect(storage);
        Settings settings = SettingsFile.load(storage, UserData.settingsFile(folder), clock);
        if (Page.prefersReducedMotion() && !settings.isSet(Settings.COLOR_CYCLING)) {
            // Off by itself for a player who asked for less motion; Choices > Colour Cycling turns it on again.
            settings.set(Settings.COLOR_CYCLING, false);
        }
        if (parameters.reader()) {
            // ?reader: the play screen said in sentences from the start (Choices > Screen Reader turns it off).
            settings.set(Settings.SCREEN_READER, true);
        }
        PageReader.shown(settings.get(Settings.SCREEN_READER));
        DisplayOptions saved = settings.display();
        // A page starts in the window; full screen needs a click or a key (F11, Alt+Return, the Display requester).
        DisplayOptions display = new DisplayOptions(false, parameters.fixedScale() ? parameters.scale() : saved.windowScale(),
                true, parameters.aspect(saved.aspect()), parameters.fixedScale() ? DisplayOptions.Crt.OFF : saved.crt());
        // The Display requester shows the window the page opens in, not the saved full screen: preselected,
        // that made its OK (say for square pixels) throw the page into full screen. (The URL's scale and
        // aspect stay out of the settings.)
        settings.setDisplay(saved.withFullscreen(false));
        // Without seed or deal the first game is a coded deal chosen at random, as on the desktop.
        long seed = parameters.seed() != null ? parameters.seed()
                : FreshStart.randomDeal();
        Stoneset stoneset = GameStart.stoneset(storage, settings);
        BoardPicture board = GameStart.board(storage, settings);
        WebMain[] web = new WebMain[1];
        Host host = new Host() {
            @Override
            public void quit() {
                web[0].quit();
            }

            @Override
            public void applyDisplay(DisplayOptions options) {
                web[0].apply(options);
            }

            @Override
            public boolean share(String text) {
                return PageShare.share(text);
            }

            @Override
            public String address() {
                return PageShare.address();
            }

            @Override
            public void say(String sentence) {
                PageReader.say(sentence);
            }
        };
        PlayScreen play = GameStart.play(platform, stoneset, board, seed, settings, folder, host, clock);
        TabHold hold = new TabHold();
        Supplier<Screen> opening = new FreshStart(platform, storage, settings, folder, host, clock, stoneset, board, hold);
        // A reload, or a tab the phone dropped, goes straight back to the game under way (issue 38).
        // A ?deal= link beside a kept game: the kept game comes back and the deal is offered, asking first.
        // A ?challenge= link: the kept game comes back too, and the challenge's opening (or its refusal) shows over it.
        // A tab opened beside the one that plays the game asks first to take it over (its Take Over resumes it).
        // There the link waits for its Take Over, and is then followed beside the game taken over.
        boolean held = TabHold.holds();
        boolean resumed = held && (parameters.challenge() != null
                ? GameStart.challengeBeside(play, storage, folder, settings, clock, parameters.challenge())
                : parameters.seed() == null ? GameStart.resume(play, storage, folder, settings, clock)
                : parameters.deal() != null && GameStart.resumeBeside(play, storage, folder, settings, clock, parameters.deal()));
        // A ?puzzle= link opens Game > Puzzles... on its puzzle once the play screen shows, over the game as it is.
        Runnable puzzle = parameters.puzzle() > 0 ? () -> play.apply(new PlayCommand.OpenPuzzle(parameters.puzzle()))
                : () -> { };
        if (held) {
            puzzle.run();
        }
        hold.follow(play, held ? () -> { } : parameters.challenge() != null
                ? () -> play.apply(new PlayCommand.ReadChallenge(parameters.challenge()))
                : parameters.deal() != null ? () -> play.apply(new PlayCommand.PlayDeal(parameters.deal())) : puzzle);
        // The opening's pictures and the codewheel are not for a screen reader: its player starts at the board.
        boolean skipOpening = parameters.skipCodewheel() || resumed || !held || settings.get(Settings.SCREEN_READER);
        Machine machine = GameStart.machine(play, seed, settings, skipOpening, display.aspect());
        web[0] = new WebMain(parameters, machine, display, settings, storage, folder, background, host, opening);
        web[0].run();
    }

    private void run() {
        layout();
        Page.onResize(this::resized);
        Page.onPointer(this::pointer);
        touch.connect(this::pointer);
        menus.connect();
        lists.connect();
        reader.connect();
        Page.onKeys(this::key);
        Page.onPaste(this::pasted);
        Page.onFirstGesture(audio::start);
        Page.publish("started", Page.now());
        Page.nextFrame(this::frame);
    }

    /** Lays the canvas out for the page's size and the display's choices. */
    private void layout() {
        layout.place(parameters, display);
    }

    /** A new window size, or full screen come or gone (F11, Esc): the Display requester follows. */
    private void resized() {
        boolean full = Page.isFullscreen();
        if (display.fullscreen() != full) {
            display = display.withFullscreen(full);
            settings.setDisplay(display);
        }
        layout();
    }

    private void toggleFullscreen() {
        apply(display.withFullscreen(!Page.isFullscreen()));
    }

    private void apply(DisplayOptions next) {
        display = next;
        machine.setPixelAspect(next.aspect());
        Page.fullscreen(next.fullscreen());
        layout();
        // F11 and Alt+Return choices are remembered like the Display requester's; a page always opens in its window.
        settings.setDisplay(next);
        try {
            SettingsFile.save(storage, settings, UserData.settingsFile(folder));
        } catch (IOException e) {
            Page.status("ishido: could not save the settings: " + e.getMessage());
        }
    }

    /** The game's Quit, chosen during a tick: carried out when the tick is over ({@link #startAgain}). */
    private void quit() {
        quitChosen = true;
    }

    /** After File &gt; Quit: the screens let go of their work (the computer's search), then the opening shows. */
    private void startAgain() {
        quitChosen = false;
        machine.shutDown();
        machine.show(opening.get());
    }

    private void pointer(String type, double x, double y, int button, double delta) {
        int sx = Math.max(0, Math.min(Framebuffer.WIDTH - 1, (int) Math.floor(x)));
        int sy = Math.max(0, Math.min(Framebuffer.HEIGHT - 1, (int) Math.floor(y)));
        if (type.startsWith("touch-")) {
            // A finger: the Amiga pointer is hidden until the mouse comes back.
            pointerInside = false;
            machine.touched(true);
            String kind = type.substring("touch-".length());
            if (!lists.touched(kind, sx, sy)) {
                touch.event(kind, sx, sy, button);
            }
            return;
        }
        int b = button == 0 ? InputEvent.LEFT_BUTTON : button == 2 ? InputEvent.RIGHT_BUTTON : -1;
        switch (type) {
            case "move" -> {
                pointerInside = true;
                machine.post(InputEvent.move(sx, sy));
            }
            case "leave" -> pointerInside = false;
            case "press" -> {
                pointerInside = true;
                machine.touched(false);
                if (b >= 0) {
                    machine.post(InputEvent.press(sx, sy, b));
                }
            }
            case "release" -> {
                if (b >= 0) {
                    machine.post(InputEvent.release(sx, sy, b));
                }
            }
            case "wheel" -> {
                wheel += delta;
                int steps = (int) wheel;
                wheel -= steps;
                if (steps != 0) {
                    machine.post(InputEvent.wheel(sx, sy, steps));
                }
            }
            default -> {
            }
        }
    }

    private boolean key(boolean down, String code, String key, boolean ctrl, boolean alt) {
        Keyboard.Modifier modifier = KeyNames.modifier(code);
        if (modifier != null) {
            keyboard.modifier(modifier, down);
            return true;
        }
        if (!down) {
            return false;
        }
        if (key.equals("F11")) {
            keyboard.fullscreenKey();
            return true;
        }
        Key named = KeyNames.named(key);
        if (named != null) {
            keyboard.pressed(named);
            return true;
        }
        char letter = KeyNames.letter(code);
        if (letter == 'v' && keyboard.amigaHeld()) {
            if (ctrl) {
                // Left to the browser, whose paste event brings the clipboard's text (pasted).
                return false;
            }
            Page.readClipboard(this::pasted);
            return true;
        }
        if (letter != 0 && keyboard.letter(letter)) {
            return true;
        }
        char typed = KeyNames.typed(key);
        return typed != 0 && !alt && keyboard.typed(typed);
    }

    /** The browser's paste (or the clipboard read for Alt+V): the text, then the Amiga key's V, as on the desktop. */
    private void pasted(String text) {
        if (text != null) {
            clipboardText = text;
        }
        keyboard.paste();
    }

    /** One animation frame: the ticks due, then the picture when it changed. */
    private void frame(double now) {
        if (!Double.isNaN(lastFrame)) {
            Page.logFrame(now - lastFrame);
        }
        lastFrame = now;
        gamepad.frame(now);
        int ticks = clock.ticksDue(now);
        try {
            for (int i = 0; i < ticks && !quit; i++) {
                // Catch-up ticks of a late frame give the search no more time, so a late frame does not make the next one late.
                if (i == 0) {
                    background.tick();
                }
                guard.tick();
                if (quitChosen) {
                    startAgain();
                }
            }
        } catch (RuntimeException e) {
            // The failure requester itself failed: the player is told here, and the console has the trace.
            quit = true;
            Page.status("ishido: the game stopped on an error (" + e + "). Reload the page to play again.");
            throw e;
        }
        if (quit) {
            return;
        }
        if (ticks > 0 || frames == 0) {
            guard.render();
            touch.frameDrawn();
            menus.frameDrawn();
            lists.frameDrawn();
            reader.frameDrawn();
            // The sprite is shown only while the mouse is over the canvas, where the system's pointer is hidden.
            if (shown.take(machine.framebuffer(), machine.pointerVisible() && pointerInside, machine.pointerX(),
                    machine.pointerY())) {
                canvas.set(frame.convert(shown.pixels(), shown.colors(), shown.pointerVisible(), shown.pointerX(),
                        shown.pointerY()));
                Page.putImage();
                Page.publish("presented", now);
                Page.publishText("gadgets", machine.framebuffer().gadgets().text());
                Page.publishText("lines", machine.framebuffer().gadgets().lines());
                Page.publishText("list", machine.framebuffer().gadgets().listText());
                Screen top = machine.screen();
                Page.publishText("screen", top instanceof PlayScreen ? "play" : top instanceof Opening ? "opening" : "other");
            }
        }
        if (frames++ == 0) {
            Page.publish("firstFrame", Page.now());
        }
        Page.publish("ticks", machine.ticks());
        if (!quit) {
            Page.nextFrame(this::frame);
        }
    }
}
