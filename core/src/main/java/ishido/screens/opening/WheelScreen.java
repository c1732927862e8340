package ishido.screens.opening;

import ishido.codewheel.Challenge;
import ishido.codewheel.Disc;
import ishido.codewheel.Step;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.machine.Screen;
import ishido.ui.Button;
import ishido.ui.Pens;
import java.util.ArrayList;
import java.util.List;

/**
 * The on-screen codewheel: the wheel at the left, and at the right arrows that turn each disc a sector
 * at a time and Done, back to the code. The keys turn the chosen disc: Up and Down (or Tab) choose,
 * Left and Right turn, Return or Esc go back. With a challenge to guide, the panel says the step the wheel has
 * reached and the disc it turns is chosen for the keys and framed on the wheel, as each step is done.
 */
public final class WheelScreen implements Screen {
    /** The screen's own colours: Intuition's four pens, then a dark table for the wheel to lie on. */
    private static final int[] PALETTE = {0xAAA, 0x000, 0xFFF, 0x68B, 0x223, 0x445};
    private static final int TABLE = 4;
    private static final int TABLE_LINE = 5;
    /** The panel of arrows at the right. */
    private static final int PANEL_X = 206;
    private static final int PANEL_W = 110;
    /** The discs' rows, Done below them and the guide's three lines, all above the screen's bottom edge. */
    private static final int ROW_Y = 28;
    private static final int ROW_H = 36;
    private static final int DONE_Y = ROW_Y + 3 * ROW_H + 6;
    private static final int FOOTER_Y = DONE_Y + Button.HEIGHT + 12;
    private static final int FOOTER_LINE = 10;
    private static final String[] NAMES = {"Outer", "Middle", "Inner"};

    private final WheelView view;
    private final Runnable onClose;
    private final List<Button> buttons = new ArrayList<>();
    private Button held;
    /** The step last shown, so the disc of a new step is chosen once, and the player's own choice then holds. */
    private Step shown;

    public WheelScreen(WheelView view, Runnable onClose) {
        this.view = view;
        this.onClose = onClose;
        for (Disc d : Disc.values()) {
            int y = ROW_Y + d.ordinal() * ROW_H + 12;
            Button back = new Button("<", 24, () -> {
                view.select(d);
                view.turn(d, -1);
            });
            Button on = new Button(">", 24, () -> {
                view.select(d);
                view.turn(d, 1);
            });
            back.moveTo(PANEL_X + 20, y);
            on.moveTo(PANEL_X + 66, y);
            buttons.add(back);
            buttons.add(on);
        }
        Button done = new Button("Done", 64, onClose);
        done.moveTo(PANEL_X + (PANEL_W - 64) / 2, DONE_Y);
        buttons.add(done);
    }

    public WheelView view() {
        return view;
    }

    /** The arrow that turns a disc anticlockwise (clockwise false) or clockwise, for scripts and tests. */
    public Button arrow(Disc disc, boolean clockwise) {
        return buttons.get(disc.ordinal() * 2 + (clockwise ? 1 : 0));
    }

    /** Done, back to the code, for tests. */
    Button done() {
        return buttons.get(buttons.size() - 1);
    }

    @Override
    public void input(InputEvent e) {
        if (e.type() == InputEvent.Type.KEY) {
            key(e);
            return;
        }
        if (held != null) {
            held.mouse(e);
            if (e.isRelease(InputEvent.LEFT_BUTTON)) {
                held = null;
            }
            return;
        }
        if (view.mouse(e)) {
            return;
        }
        for (Button b : buttons) {
            if (b.mouse(e)) {
                if (e.isPress(InputEvent.LEFT_BUTTON)) {
                    held = b;
                }
                return;
            }
        }
    }

    private void key(InputEvent e) {
        Disc[] discs = Disc.values();
        int s = view.selected().ordinal();
        if (e.isKey(Key.UP)) {
            view.select(discs[Math.floorMod(s - 1, discs.length)]);
        } else if (e.isKey(Key.DOWN) || e.isKey(Key.TAB)) {
            view.select(discs[(s + 1) % discs.length]);
        } else if (e.isKey(Key.LEFT)) {
            view.turn(view.selected(), -1);
        } else if (e.isKey(Key.RIGHT)) {
            view.turn(view.selected(), 1);
        } else if (e.isKey(Key.ENTER) || e.isKey(Key.ESCAPE)) {
            onClose.run();
        } else if (e.key() == Key.CHARACTER && e.character() >= '1' && e.character() <= '3') {
            view.select(discs[e.character() - '1']);
        }
    }

    /** Guides the reading of a challenge: its steps are marked, and the disc of the first is chosen. */
    public void guide(Challenge challenge) {
        view.guide(challenge);
        shown = null;
        tick();
    }

    @Override
    public void tick() {
        Step step = view.step();
        if (step != shown) {
            shown = step;
            if (step != null && step.disc() != null) {
                view.select(step.disc());
            }
        }
    }

    /** The lines at the foot of the panel: the step the wheel has reached, or how to turn it. */
    private List<String> footer() {
        Step step = view.step();
        if (step == null) {
            return List.of("", "Drag a disc or", "use the keys");
        }
        return switch (step) {
            case TURN_MIDDLE -> List.of("Step 1 of 3:", "turn Middle:", "frames in line");
            case TURN_INNER -> List.of("Step 2 of 3:", "turn Inner:", "word to frames");
            case READ -> List.of("Step 3 of 3:", "read window", "in the frame");
        };
    }

    @Override
    public void render(Framebuffer fb) {
        for (int i = 0; i < PALETTE.length; i++) {
            fb.palette().set(i, PALETTE[i]);
        }
        for (int i = 0; i < WheelView.COLORS.length; i++) {
            fb.palette().set(WheelView.WHEEL_BASE + i, WheelView.COLORS[i]);
        }
        fb.clear(TABLE);
        for (int y = 3; y < Framebuffer.HEIGHT; y += 4) {
            fb.hline(0, y, PANEL_X - 4, TABLE_LINE);
        }
        view.render(fb);
        fb.fill(PANEL_X - 2, 0, Framebuffer.WIDTH - PANEL_X + 2, Framebuffer.HEIGHT, Pens.BACKGROUND);
        fb.bevel(PANEL_X - 2, 0, Framebuffer.WIDTH - PANEL_X + 2, Framebuffer.HEIGHT, Pens.SHINE, Pens.SHADOW);
        Font font = Font.standard();
        font.drawCentered(fb, PANEL_X + PANEL_W / 2, 8, "Codewheel", Pens.TEXT);
        for (Disc d : Disc.values()) {
            int y = ROW_Y + d.ordinal() * ROW_H;
            if (d == view.selected()) {
                fb.fill(PANEL_X + 2, y - 2, PANEL_W - 4, ROW_H - 6, Pens.FILL);
            }
            font.drawCentered(fb, PANEL_X + PANEL_W / 2, y, NAMES[d.ordinal()], d == view.selected() ? Pens.SHINE : Pens.TEXT);
        }
        for (Button b : buttons) {
            b.render(fb);
        }
        List<String> footer = footer();
        for (int i = 0; i < footer.size(); i++) {
            Drawing.tightCentered(fb, PANEL_X + PANEL_W / 2, FOOTER_Y + FOOTER_LINE * i, footer.get(i), Pens.TEXT);
        }
    }
}
