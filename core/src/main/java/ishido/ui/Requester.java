package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Rect;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A requester in the Intuition style: a window with a title bar and gadgets, modal while it is up.
 * Return does what the positive (left) button does, Esc what the negative (right) one does. The game pad's d-pad
 * (or Tab) walks its gadgets with a focus frame ({@link FocusRing}), its A acts on the framed one (typing into a
 * text field with the letter grid), and its B is Esc.
 */
public final class Requester {
    static final int TITLE_HEIGHT = 11;
    private static final int MARGIN = 10;
    /** The widest text line a requester holds: the screen less the frame's border and margins. */
    private static final int WIDEST_TEXT = Framebuffer.WIDTH - 4 - 2 * MARGIN;
    private static final int GAP = 4;

    private final String title;
    private final List<Gadget> gadgets = new ArrayList<>();
    private final List<String> lines = new ArrayList<>();
    /** Where the requester is on the screen, centred once it is built. */
    private Rect frame = new Rect(0, 0, 0, 0);
    /** What Return and Esc do; by default the first and the last button. */
    private Runnable onReturn;
    private Runnable onEscape;
    /** Letters that press a button, with or without the Amiga key (N for New Game). */
    private final java.util.Map<Character, Runnable> letters = new java.util.HashMap<>();
    private Gadget focus;
    /** The pad's focus frame over the gadgets. */
    private FocusRing ring = new FocusRing(gadgets, null);
    private boolean closed;
    /** A click anywhere on it does what Return does (an information requester, such as About). */
    private boolean clickCloses;

    private Requester(String title) {
        this.title = title;
    }

    /**
     * A message with one or two buttons; negative may be null. The answer (true for the positive
     * button, Return; false for the negative one, Esc) goes to onAnswer once.
     */
    public static Requester message(String title, List<String> lines, String positive, String negative,
            Consumer<Boolean> onAnswer) {
        Builder b = new Builder(title);
        for (String line : lines) {
            b.text(line);
        }
        return b.buttons(positive, negative, onAnswer).build();
    }

    public String title() {
        return title;
    }

    /** The lines of text the requester shows, for tests and for reading it aloud. */
    public List<String> lines() {
        return lines;
    }

    public List<Gadget> gadgets() {
        return gadgets;
    }

    public boolean isClosed() {
        return closed;
    }

    /** Takes the requester down; whoever opened it has already been told the answer. */
    public void close() {
        closed = true;
    }

    public int x() {
        return frame.x();
    }

    public int y() {
        return frame.y();
    }

    public int width() {
        return frame.width();
    }

    public int height() {
        return frame.height();
    }

    /** Where the requester is on the screen. */
    public Rect bounds() {
        return frame;
    }

    /** Handles an event; a requester is modal, so it takes every event while it is up. */
    public void input(InputEvent e) {
        if (closed || e.type() == InputEvent.Type.MENU) {
            return;
        }
        if (ring.input(e)) {
            if (ring.framed() instanceof TextField field && field != focus) {
                // The frame on a text field gives it the keyboard, as a click in it does.
                setFocus(field);
            }
            return;
        }
        if (e.type() == InputEvent.Type.KEY) {
            if (focus != null && focus.key(e)) {
                return;
            }
            if (e.isKey(Key.CHARACTER) && letters.containsKey(Character.toLowerCase(e.character()))) {
                letters.get(Character.toLowerCase(e.character())).run();
            } else if (e.isKey(Key.ENTER)) {
                if (onReturn != null) {
                    onReturn.run();
                }
            } else if (e.isKey(Key.ESCAPE)) {
                if (onEscape != null) {
                    onEscape.run();
                }
            } else {
                for (Gadget g : gadgets) {
                    if (g instanceof ListView && g.key(e)) {
                        return;
                    }
                }
            }
            return;
        }
        if (clickCloses && e.isPress(InputEvent.LEFT_BUTTON) && frame.contains(e.x(), e.y())) {
            if (onReturn != null) {
                onReturn.run();
            }
            return;
        }
        for (Gadget g : gadgets) {
            if (g.mouse(e)) {
                if (e.type() == InputEvent.Type.PRESS) {
                    setFocus(g.takesKeys() ? g : (g instanceof Slider ? g : focus));
                }
                return;
            }
        }
        if (e.type() == InputEvent.Type.WHEEL) {
            // The wheel anywhere on a requester scrolls its text, as there is only ever one.
            for (Gadget g : gadgets) {
                if (g instanceof ListView list && list.isEnabled()) {
                    list.scroll(e.wheelSteps() * ListView.WHEEL_LINES);
                    return;
                }
            }
        }
    }

    /** Gives the keyboard to a gadget (a text field or slider), taking it from the one that had it. */
    public void setFocus(Gadget g) {
        if (focus != null && focus != g) {
            focus.blur();
        }
        focus = g;
        if (g instanceof TextField field) {
            field.activate();
        }
    }

    public void tick() {
        for (Gadget g : gadgets) {
            g.tick();
        }
    }

    public void render(Framebuffer fb) {
        int x = frame.x();
        int y = frame.y();
        int width = frame.width();
        int height = frame.height();
        // A shadow sets the requester off any board picture behind it.
        fb.fill(x + 2, y + 2, width, height, Pens.SHADOW);
        fb.fill(x, y, width, height, Pens.BACKGROUND);
        fb.bevel(x, y, width, height, Pens.SHINE, Pens.SHADOW);
        fb.fill(x + 1, y + 1, width - 2, TITLE_HEIGHT - 1, Pens.FILL);
        fb.hline(x + 1, y + TITLE_HEIGHT, width - 2, Pens.SHADOW);
        Font.standard().draw(fb, x + 4, y + 2, title, Pens.TEXT);
        fb.gadgets().line(title);
        for (Gadget g : gadgets) {
            g.render(fb);
        }
        ring.render(fb);
    }

    /** The pad's focus frame and letter grid over this requester's gadgets. */
    public FocusRing focusRing() {
        return ring;
    }

    /**
     * Lays a requester out as a column: lines of text, gadgets, rows of gadgets, and a row of buttons
     * at the bottom with the positive one on the left.
     */
    public static final class Builder {
        private final Requester r;
        /** One line of the column: gadgets side by side, centred or from the left margin. */
        private record Line(List<Gadget> gadgets, boolean centred) {
            int width() {
                int w = 0;
                for (Gadget g : gadgets) {
                    w += g.width();
                }
                return w + 2 * GAP * (gadgets.size() - 1);
            }

            int height() {
                int h = Font.HEIGHT;
                for (Gadget g : gadgets) {
                    h = Math.max(h, g.height());
                }
                return h;
            }
        }

        private final List<Line> items = new ArrayList<>();
        private final List<Button> buttons = new ArrayList<>();
        private int minWidth;

        public Builder(String title) {
            r = new Requester(title);
            minWidth = Font.standard().width(title) + 16;
        }

        /** A centred line of text. */
        public Builder text(String line) {
            // A line wider than the screen's widest requester is wrapped, never cut at both ends: a file name in
            // a message ("set aside as highscores.txt.20261126-142650.damaged") is read whole.
            for (String part : Font.standard().width(line) <= WIDEST_TEXT ? List.of(line)
                    : TextLines.wrap(line, WIDEST_TEXT / Font.WIDTH)) {
                r.lines.add(part);
                items.add(new Line(List.of(new Label(part, true, Font.standard().width(part))), true));
            }
            return this;
        }

        /** An empty line. */
        public Builder space() {
            items.add(new Line(List.of(new Label("", false, 1)), false));
            return this;
        }

        /** A gadget on its own line, at the left margin. */
        public Builder add(Gadget g) {
            items.add(new Line(List.of(g), false));
            return this;
        }

        /** Gadgets side by side on one line. */
        public Builder row(Gadget... row) {
            items.add(new Line(List.of(row), false));
            return this;
        }

        public Builder minWidth(int w) {
            minWidth = Math.max(minWidth, w);
            return this;
        }

        /** A bottom row of buttons, left to right; the first acts on Return, the last on Esc. */
        public Builder buttons(Button... row) {
            buttons.addAll(List.of(row));
            return this;
        }

        /** A positive and an optional negative button that both close the requester and report the answer. */
        public Builder buttons(String positive, String negative, Consumer<Boolean> onAnswer) {
            buttons.add(new Button(positive, () -> {
                r.close();
                onAnswer.accept(true);
            }));
            if (negative != null) {
                buttons.add(new Button(negative, () -> {
                    r.close();
                    onAnswer.accept(false);
                }));
            }
            return this;
        }

        /**
         * A text field on its own line, focused, and the buttons that end the entry: the positive one (or
         * Return in the field) closes the requester and hands the text to onText; the negative one (or
         * Esc), when given, closes it and tells onCancel.
         */
        public Builder textEntry(TextField field, String positive, String negative, Consumer<String> onText,
                Runnable onCancel) {
            Runnable ok = () -> {
                r.close();
                onText.accept(field.text());
            };
            add(field);
            field.onReturn(ok);
            if (negative == null) {
                buttons(new Button(positive, ok));
            } else {
                Runnable cancel = () -> {
                    r.close();
                    onCancel.run();
                };
                buttons(new Button(positive, ok), new Button(negative, cancel));
                keys(ok, cancel);
            }
            return focus(field);
        }

        /** What Return and Esc do, when not the first and last buttons. */
        /** A letter (either case, with or without the Amiga key) that runs the action, as a button's shortcut. */
        public Builder letter(char c, Runnable action) {
            r.letters.put(Character.toLowerCase(c), action);
            return this;
        }

        public Builder keys(Runnable onReturn, Runnable onEscape) {
            r.onReturn = onReturn;
            r.onEscape = onEscape;
            return this;
        }

        /** A click anywhere on the requester does what its default button does. */
        public Builder clickCloses() {
            r.clickCloses = true;
            return this;
        }

        public Builder focus(Gadget g) {
            r.focus = g;
            if (g instanceof TextField f) {
                f.activate();
            }
            return this;
        }

        public Requester build() {
            int contentW = minWidth - 2 * MARGIN;
            int contentH = 0;
            for (Line line : items) {
                contentW = Math.max(contentW, line.width());
                contentH += line.height() + GAP;
            }
            int buttonsW = 0;
            for (Button b : buttons) {
                buttonsW += b.width() + 2 * MARGIN;
            }
            contentW = Math.max(contentW, buttonsW - 2 * MARGIN);
            r.frame = Rect.centred(Math.min(Framebuffer.WIDTH - 4, contentW + 2 * MARGIN),
                    Math.min(Framebuffer.HEIGHT - 4,
                            TITLE_HEIGHT + 6 + contentH + (buttons.isEmpty() ? 4 : 6 + Button.HEIGHT + 6)));
            Rect f = r.frame;
            int cy = f.y() + TITLE_HEIGHT + 6;
            int left = f.x() + MARGIN;
            int inner = f.width() - 2 * MARGIN;
            for (Line line : items) {
                int cx = line.centred() ? left + (inner - line.width()) / 2 : left;
                for (Gadget g : line.gadgets()) {
                    g.moveTo(cx, cy);
                    cx += g.width() + 2 * GAP;
                    r.gadgets.add(g);
                }
                cy += line.height() + GAP;
            }
            if (!buttons.isEmpty()) {
                int by = f.bottom() - 6 - Button.HEIGHT;
                if (buttons.size() == 1) {
                    buttons.get(0).moveTo(f.x() + (f.width() - buttons.get(0).width()) / 2, by);
                } else {
                    // The first button at the left, the last at the right, the others spread between.
                    int free = inner;
                    for (Button b : buttons) {
                        free -= b.width();
                    }
                    int step = free / (buttons.size() - 1);
                    int bx = left;
                    for (Button b : buttons) {
                        b.moveTo(bx, by);
                        bx += b.width() + step;
                    }
                    Button last = buttons.get(buttons.size() - 1);
                    last.moveTo(f.right() - MARGIN - last.width(), by);
                }
                r.gadgets.addAll(buttons);
                if (r.onReturn == null) {
                    r.onReturn = buttons.get(0)::press;
                }
                if (r.onEscape == null) {
                    r.onEscape = buttons.get(buttons.size() - 1)::press;
                }
            }
            // The frame shows first on what has the keyboard, else on the default (positive) button.
            r.ring = new FocusRing(r.gadgets, r.focus != null ? r.focus : buttons.isEmpty() ? null : buttons.get(0))
                    .onReturn(() -> {
                        if (r.onReturn != null) {
                            r.onReturn.run();
                        }
                    });
            return r;
        }
    }
}
