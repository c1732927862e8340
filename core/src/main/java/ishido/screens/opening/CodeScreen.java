package ishido.screens.opening;

import ishido.codewheel.Challenge;
import ishido.codewheel.Codewheel;
import ishido.codewheel.Emblem;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.machine.InputEvent;
import ishido.machine.Screen;
import ishido.rules.SplitMix64;
import ishido.store.DisplayOptions;
import ishido.ui.Button;
import ishido.ui.FocusRing;
import ishido.ui.Gadget;
import ishido.ui.Pens;
import ishido.ui.TextField;
import java.util.List;

/**
 * The code screen over the board: two patterns and two words from the codewheel, numbered, beside the manual's
 * steps for reading them off the wheel, a field for the number, OK, and a button that shows the wheel on the screen
 * (or Amiga-W), which a player without the paper wheel is told of, and Learn to Play (Amiga-I), the lessons for a
 * player new to the game, shown over this screen and back to it. A wrong number may be tried again; after
 * {@link #TRIES} wrong numbers a fresh challenge is drawn, so no player is ever locked out. The game pad walks the
 * field and the buttons with a focus frame, and types the number with the letter grid.
 */
public final class CodeScreen implements Screen {
    /** Wrong numbers before a fresh challenge. */
    public static final int TRIES = 3;
    /** The panel the prompts sit in. */
    static final int PANEL_X = 12;
    static final int PANEL_Y = 14;
    static final int PANEL_W = 296;
    static final int PANEL_H = 178;
    /** Side of the tile a prompt's pattern is shown in, twice its size. */
    private static final int TILE = 2 * Emblem.SIZE + 6;
    private static final int PROMPT_Y = PANEL_Y + 20;
    /** The manual's steps, one line each, under the prompts. */
    private static final int STEPS_Y = PANEL_Y + 56;
    private static final int LINE = 9;
    private static final int FIELD_Y = PANEL_Y + 96;
    private static final int BUTTONS_Y = PANEL_Y + 126;
    private static final int FOOT_Y = PANEL_Y + 148;

    private final Screen backdrop;
    private final Codewheel wheel;
    private final SplitMix64 random;
    private final Runnable onSolved;
    private final TextField field = new TextField(40, "", 3).digitsOnly();
    private final Button ok;
    private final Button showWheel;
    /** Learn to Play (Amiga-I): the lessons over this screen, for a player new to the game; null offers none. */
    private final Button learn;
    private final WheelScreen wheelScreen;
    /** The game pad's focus frame over the field and the buttons; A on the field opens the letter grid. */
    private final FocusRing ring;
    /** The backdrop's registers nearest each of the wheel's colours, chosen as each frame is drawn. */
    private final int[] pens = new int[WheelView.COLORS.length];
    private Challenge challenge;
    private int wrong;
    private String message = "";
    private boolean showingWheel;
    private boolean solved;

    /**
     * A code screen drawn over the backdrop (the board), asking challenges drawn from random, calling
     * onSolved once the right number is given.
     */
    public CodeScreen(Screen backdrop, Codewheel wheel, SplitMix64 random, Runnable onSolved) {
        this(backdrop, wheel, random, onSolved, null);
    }

    /** The code screen with a Learn to Play button (and Amiga-I) that runs learn, when it is not null. */
    public CodeScreen(Screen backdrop, Codewheel wheel, SplitMix64 random, Runnable onSolved, Runnable learn) {
        this.backdrop = backdrop;
        this.wheel = wheel;
        this.random = random;
        this.onSolved = onSolved;
        challenge = Challenge.random(random);
        field.moveTo(PANEL_X + 112, FIELD_Y);
        field.activate();
        field.onReturn(this::submit);
        ok = new Button("OK", 40, this::submit);
        ok.moveTo(PANEL_X + 160, FIELD_Y - 1);
        showWheel = new Button("Show Codewheel", this::openWheel);
        this.learn = learn == null ? null : new Button("Learn to Play", learn);
        if (this.learn == null) {
            showWheel.moveTo(PANEL_X + (PANEL_W - showWheel.width()) / 2, BUTTONS_Y);
        } else {
            int gap = 12;
            int left = PANEL_X + (PANEL_W - showWheel.width() - gap - this.learn.width()) / 2;
            showWheel.moveTo(left, BUTTONS_Y);
            this.learn.moveTo(left + showWheel.width() + gap, BUTTONS_Y);
        }
        wheelScreen = new WheelScreen(new WheelView(wheel), () -> showingWheel = false);
        List<Gadget> gadgets = new java.util.ArrayList<>(List.of(field, ok, showWheel));
        if (this.learn != null) {
            gadgets.add(this.learn);
        }
        ring = new FocusRing(gadgets, field);
    }

    public Challenge challenge() {
        return challenge;
    }

    public boolean showingWheel() {
        return showingWheel;
    }

    /** Draws the wheel for the display's pixel shape, so that it looks round. */
    void setPixelAspect(DisplayOptions.Aspect aspect) {
        wheelScreen.view().setPixelAspect(aspect);
    }

    /** The Learn to Play button (null when none is offered), for scripts and tests that click it. */
    public Button learnButton() {
        return learn;
    }

    /** The Show Codewheel button, for scripts and tests that click it. */
    public Button showWheelButton() {
        return showWheel;
    }

    public WheelScreen wheelScreen() {
        return wheelScreen;
    }

    public boolean solved() {
        return solved;
    }

    /** What is typed in the number's field so far. */
    public String fieldText() {
        return field.text();
    }

    /** The line under the field: what became of the last number. */
    public String message() {
        return message;
    }

    /** Shows the wheel, as the Show Codewheel button does, marking the steps of the challenge asked now. */
    public void openWheel() {
        wheelScreen.guide(challenge);
        showingWheel = true;
    }

    /** The manual's steps for this challenge, numbered as the prompts are. */
    List<String> steps() {
        return List.of("1. Middle ring: put pattern 2 under 1.",
                "2. Inner disc: put " + wheel.edgeWords().get(challenge.edgeWord()) + " under them.",
                "3. Read window " + wheel.windowWords().get(challenge.window()) + ", from the rim in.",
                "4. Type that number here, then OK.");
    }

    /** What the foot of the panel tells a player without the paper wheel, and how often the code is asked. */
    static final List<String> FOOT = List.of("No codewheel? Show Codewheel turns one",
            "here. The code is asked once; Choices can",
            "ask for it at every start, as in 1990.");

    private void submit() {
        if (solved) {
            return;
        }
        if (wheel.check(challenge, field.text())) {
            solved = true;
            message = "";
            onSolved.run();
            return;
        }
        wrong++;
        field.setText("");
        if (wrong >= TRIES) {
            wrong = 0;
            challenge = Challenge.random(random);
            message = "Wrong again: here is a new code.";
        } else {
            message = "Not the number. Try again.";
        }
    }

    @Override
    public void input(InputEvent e) {
        if (showingWheel) {
            wheelScreen.input(e);
            return;
        }
        if (e.isShortcut('w')) {
            openWheel();
            return;
        }
        if (learn != null && e.isShortcut('i')) {
            learn.press();
            return;
        }
        if (ring.input(e)) {
            field.activate();
            return;
        }
        if (e.type() == InputEvent.Type.KEY) {
            field.key(e);
            return;
        }
        if (ok.mouse(e) || showWheel.mouse(e) || (learn != null && learn.mouse(e))) {
            return;
        }
        field.mouse(e);
        // The field keeps the keyboard: the number is all this screen asks for.
        field.activate();
    }

    @Override
    public void tick() {
        if (showingWheel) {
            wheelScreen.tick();
        }
        field.tick();
    }

    @Override
    public void render(Framebuffer fb) {
        if (showingWheel) {
            wheelScreen.render(fb);
            return;
        }
        backdrop.render(fb);
        // The code screen has no menus: the board's are not offered (the page ghosts its Menu, Suggest and New Game
        // buttons, which looked ready here and did nothing).
        fb.markMenus(null);
        fb.markMenuKeys(null);
        // The board and the stones use all 32 registers: the panel borrows the nearest of their colours
        // for the wheel's, so that nothing behind it changes colour.
        Palette palette = fb.palette();
        for (int i = 0; i < WheelView.COLORS.length; i++) {
            pens[i] = palette.nearest(WheelView.COLORS[i]);
        }
        fb.fill(PANEL_X, PANEL_Y, PANEL_W, PANEL_H, Pens.BACKGROUND);
        fb.bevel(PANEL_X, PANEL_Y, PANEL_W, PANEL_H, Pens.SHINE, Pens.SHADOW);
        fb.frame(PANEL_X - 1, PANEL_Y - 1, PANEL_W + 2, PANEL_H + 2, Pens.SHADOW);
        Font font = Font.standard();
        font.drawCentered(fb, PANEL_X + PANEL_W / 2, PANEL_Y + 6, "Enter the code from the codewheel", Pens.TEXT);
        List<String> words = List.of(wheel.edgeWords().get(challenge.edgeWord()),
                wheel.windowWords().get(challenge.window()));
        int slot = PANEL_W / 4;
        tile(fb, PANEL_X + slot / 2, wheel.outerPatterns().get(challenge.outerPattern()), pen(WheelView.OUTER_PAPER));
        tile(fb, PANEL_X + slot + slot / 2, wheel.middlePatterns().get(challenge.middlePattern()), pen(WheelView.MIDDLE_PAPER));
        for (int i = 0; i < 2; i++) {
            int cx = PANEL_X + (2 + i) * slot + slot / 2;
            int w = font.width(words.get(i)) + 8;
            fb.fill(cx - w / 2, PROMPT_Y + (TILE - 14) / 2, w, 14, pen(WheelView.INNER_PAPER));
            fb.frame(cx - w / 2, PROMPT_Y + (TILE - 14) / 2, w, 14, Pens.SHADOW);
            font.drawCentered(fb, cx, PROMPT_Y + (TILE - 8) / 2 + 1, words.get(i), i == 0 ? pen(WheelView.INK) : pen(WheelView.MARK));
        }
        for (int i = 0; i < 4; i++) {
            // The prompts' numbers, which the steps name them by.
            Drawing.tight(fb, PANEL_X + i * slot + 4, PROMPT_Y, Integer.toString(i + 1), Pens.TEXT);
        }
        List<String> steps = steps();
        for (int i = 0; i < steps.size(); i++) {
            Drawing.tight(fb, PANEL_X + 10, STEPS_Y + i * LINE, steps.get(i), Pens.TEXT);
        }
        for (int i = 0; i < FOOT.size(); i++) {
            Drawing.tightCentered(fb, PANEL_X + PANEL_W / 2, FOOT_Y + i * LINE, FOOT.get(i), Pens.TEXT);
        }
        font.draw(fb, PANEL_X + 48, FIELD_Y + 2, "Number", Pens.TEXT);
        field.render(fb);
        ok.render(fb);
        font.drawCentered(fb, PANEL_X + PANEL_W / 2, FIELD_Y + 17, message, Pens.TEXT);
        showWheel.render(fb);
        if (learn != null) {
            learn.render(fb);
        }
        ring.render(fb);
    }

    /** The register the panel draws one of the wheel's colours (a WheelView register) with. */
    private int pen(int wheelRegister) {
        return pens[wheelRegister - WheelView.WHEEL_BASE];
    }

    private void tile(Framebuffer fb, int cx, Emblem e, int paper) {
        int x = cx - TILE / 2;
        fb.fill(x, PROMPT_Y, TILE, TILE, paper);
        fb.frame(x, PROMPT_Y, TILE, TILE, Pens.SHADOW);
        Drawing.emblem(fb, e, x + 3, PROMPT_Y + 3, 2, pen(WheelView.INK));
    }
}
