package ishido.web;

import ishido.app.Viewport;
import ishido.assets.Assets;
import ishido.gfx.Framebuffer;
import ishido.gfx.Pointer;
import ishido.gfx.RgbaFrame;
import ishido.gfx.ShownScreen;
import ishido.machine.Host;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Keyboard;
import ishido.machine.Machine;
import ishido.match.DealCode;
import ishido.rules.SplitMix64;
import ishido.screens.opening.GameStart;
import ishido.screens.play.PlayScreen;
import ishido.store.DisplayOptions;
import ishido.store.Settings;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import ishido.theme.Stoneset;
import java.io.IOException;
import java.time.Clock;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * The game in a browser: builds the same machine the desktop builds, with the browser's ports, and
 * runs it from the page's animation frames: 60 ticks a second, the framebuffer put on a canvas, the
 * mouse, the keys and the wheel as the desktop's, and Paula through Web Audio from the first click.
 */
public final class WebMain {
    private final LaunchParameters parameters;
    private final Machine machine;
    private final TickClock clock = new TickClock();
    private final RgbaFrame frame = new RgbaFrame(RgbaFrame.Packing.RGBA_LITTLE_ENDIAN, Pointer.standard());
    private final Int32Array canvas;
    private final Viewport viewport = new Viewport();
    private final Keyboard keyboard;
    private final WebAudio audio;
    private DisplayOptions display;
    /** The pointer sprite is drawn only while the mouse is over the canvas, where the system's is hidden. */
    private boolean pointerInside;
    private double wheel;
    private long frames;
    private double lastFrame = Double.NaN;
    private final ShownScreen shown = new ShownScreen();

    private WebMain(LaunchParameters parameters, Machine machine, DisplayOptions display) {
        this.parameters = parameters;
        this.machine = machine;
        this.display = display;
        this.canvas = Page.openCanvas();
        this.keyboard = new Keyboard(machine::post, this::toggleFullscreen, () -> { });
        this.audio = new WebAudio(machine.paula());
    }

    public static void main(String[] args) {
        LaunchParameters parameters;
        try {
            parameters = LaunchParameters.parse(Page.search());
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
        Settings settings = new Settings();
        DisplayOptions saved = settings.display();
        DisplayOptions display = new DisplayOptions(false, parameters.fixedScale() ? parameters.scale() : saved.windowScale(),
                true, parameters.aspect() != null ? parameters.aspect() : saved.aspect(), DisplayOptions.Crt.OFF);
        // Without seed or deal the first game is a coded deal chosen at random, as on the desktop.
        long seed = parameters.seed() != null ? parameters.seed()
                : DealCode.fromBits(SplitMix64.mix64((long) (Page.now() * 1000) ^ (long) (Math.random() * Long.MAX_VALUE))).number();
        Stoneset stoneset = Catalog.stoneset(settings.get(Settings.STONESET));
        BoardPicture board = Catalog.board(settings.get(Settings.BOARD));
        WebMain[] web = new WebMain[1];
        Host host = new Host() {
            @Override
            public void quit() {
                Page.status("The game has ended. Reload the page to play again.");
            }

            @Override
            public void applyDisplay(DisplayOptions options) {
                web[0].apply(options);
            }
        };
        PlayScreen play = new PlayScreen(stoneset, board, seed, settings, null, host, Clock.systemDefaultZone());
        Machine machine = GameStart.machine(play, seed, settings, parameters.skipCodewheel(), display.aspect());
        web[0] = new WebMain(parameters, machine, display);
        web[0].run();
    }

    private void run() {
        layout();
        Page.onResize(this::layout);
        Page.onPointer(this::pointer);
        Page.onKeys(this::key);
        Page.onFirstGesture(audio::start);
        Page.publish("started", Page.now());
        Page.nextFrame(this::frame);
    }

    /** Lays the canvas out: at the asked scale in the top-left corner, else the largest whole step, centred. */
    private void layout() {
        double shape = display.aspect().widthPerHeight();
        if (parameters.fixedScale() && !Page.isFullscreen()) {
            int scale = parameters.scale();
            Page.placeCanvas(0, 0, (int) Math.round(320 * scale * shape), 200 * scale);
        } else {
            viewport.fit(Page.width(), Page.height(), display);
            Page.placeCanvas(viewport.x(), viewport.y(), viewport.width(), viewport.height());
        }
    }

    private void toggleFullscreen() {
        apply(display.withFullscreen(!Page.isFullscreen()));
    }

    private void apply(DisplayOptions next) {
        display = next;
        machine.setPixelAspect(next.aspect());
        Page.fullscreen(next.fullscreen());
        layout();
    }

    private void pointer(String type, double x, double y, int button, double delta) {
        int sx = Math.max(0, Math.min(Framebuffer.WIDTH - 1, (int) Math.floor(x)));
        int sy = Math.max(0, Math.min(Framebuffer.HEIGHT - 1, (int) Math.floor(y)));
        int b = button == 0 ? InputEvent.LEFT_BUTTON : button == 2 ? InputEvent.RIGHT_BUTTON : -1;
        switch (type) {
            case "move" -> {
                pointerInside = true;
                machine.post(InputEvent.move(sx, sy));
            }
            case "leave" -> pointerInside = false;
            case "press" -> {
                pointerInside = true;
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
        if (letter != 0 && keyboard.letter(letter)) {
            return true;
        }
        char typed = KeyNames.typed(key);
        return typed != 0 && !alt && keyboard.typed(typed);
    }

    /** One animation frame: the ticks due, then the picture when it changed. */
    private void frame(double now) {
        if (!Double.isNaN(lastFrame)) {
            Page.logFrame(now - lastFrame);
        }
        lastFrame = now;
        int ticks = clock.ticksDue(now);
        for (int i = 0; i < ticks; i++) {
            machine.tick();
        }
        if (ticks > 0 || frames == 0) {
            machine.render();
            // The sprite is shown only while the mouse is over the canvas, where the system's pointer is hidden.
            if (shown.take(machine.framebuffer(), machine.pointerVisible() && pointerInside, machine.pointerX(),
                    machine.pointerY())) {
                canvas.set(frame.convert(shown.pixels(), shown.colors(), shown.pointerVisible(), shown.pointerX(),
                        shown.pointerY()));
                Page.putImage();
                Page.publish("presented", now);
            }
        }
        if (frames++ == 0) {
            Page.publish("firstFrame", Page.now());
        }
        Page.publish("ticks", machine.ticks());
        Page.nextFrame(this::frame);
    }
}
