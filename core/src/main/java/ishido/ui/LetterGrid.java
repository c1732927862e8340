package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.ArrayList;
import java.util.List;

/**
 * Typing with the game pad: a grid of letters, digits and signs over the half of the screen the text field is
 * not in, walked with the d-pad; A types the framed letter into the field (as a key does), X rubs one out, Shift
 * turns the letters' case, B puts the grid away with the text kept, and Start or OK puts it away and does what
 * Return in the field does (the requester's default button, where the field has no Return of its own). A mouse or
 * a finger may press its buttons too, and the keyboard still types.
 */
public final class LetterGrid {
    /** The grid's rows of characters; the last row of buttons (Space, Shift, Delete, OK) is below them. */
    private static final String[] ROWS = {"ABCDEFGHIJKLM", "NOPQRSTUVWXYZ", "0123456789-.'"};
    private static final int KEY_W = 20;
    private static final int GAP = 2;
    private static final int MARGIN = 6;
    static final int WIDTH = MARGIN * 2 + ROWS[0].length() * (KEY_W + GAP) - GAP;
    static final int HEIGHT = Requester.TITLE_HEIGHT + 4 + (ROWS.length + 1) * (Button.HEIGHT + GAP) + MARGIN;
    private static final String TITLE = "Letters";

    private final TextField field;
    private final List<Gadget> keys = new ArrayList<>();
    private final List<Button> letters = new ArrayList<>();
    private final FocusRing ring;
    private final int x;
    private final int y;
    private boolean lower;
    private boolean closed;
    /** Put away by Start or OK in a field without a Return of its own: the requester's Return is due. */
    private boolean returnLeft;

    /** A grid typing into the field, placed clear of it. */
    public LetterGrid(TextField field) {
        this.field = field;
        x = (Framebuffer.WIDTH - WIDTH) / 2;
        // Over the half of the screen the field is not in, so what is typed shows as it is typed.
        y = field.y() + field.height() / 2 < Framebuffer.HEIGHT / 2 ? Framebuffer.HEIGHT - HEIGHT - 2 : 2;
        int top = y + Requester.TITLE_HEIGHT + 4;
        for (int r = 0; r < ROWS.length; r++) {
            for (int c = 0; c < ROWS[r].length(); c++) {
                char ch = ROWS[r].charAt(c);
                Button b = new Button(String.valueOf(ch), KEY_W, () -> type(ch));
                b.moveTo(x + MARGIN + c * (KEY_W + GAP), top + r * (Button.HEIGHT + GAP));
                keys.add(b);
                if (Character.isLetter(ch)) {
                    letters.add(b);
                }
            }
        }
        int bottom = top + ROWS.length * (Button.HEIGHT + GAP);
        int inner = WIDTH - 2 * MARGIN;
        int quarter = (inner - 3 * GAP) / 4;
        Button[] row = {new Button("Space", quarter, () -> field.key(InputEvent.character(' ', false))),
            new Button("Shift", quarter, this::shift),
            new Button("Delete", quarter, () -> field.key(InputEvent.key(Key.BACKSPACE))),
            new Button("OK", quarter, this::done)};
        for (int i = 0; i < row.length; i++) {
            row[i].moveTo(x + MARGIN + i * (quarter + GAP), bottom);
            keys.add(row[i]);
        }
        ring = new FocusRing(keys, keys.get(0));
        ring.frame(keys.get(0));
        field.activate();
    }

    /** Whether the grid was put away. */
    public boolean isClosed() {
        return closed;
    }

    /** The framed button, for tests. */
    Gadget framed() {
        return ring.framed();
    }

    /** Turns the letters' case: their buttons show the case they type. */
    private void shift() {
        lower = !lower;
        for (Button b : letters) {
            b.relabel(lower ? b.label().toLowerCase(java.util.Locale.ROOT) : b.label().toUpperCase(java.util.Locale.ROOT));
        }
    }

    private void type(char upper) {
        field.key(InputEvent.character(lower ? Character.toLowerCase(upper) : upper, false));
    }

    private void done() {
        closed = true;
        returnLeft = !field.key(InputEvent.key(Key.ENTER));
    }

    /** Whether the grid was put away by Start or OK and the field left Return to its requester. */
    public boolean returnLeft() {
        return returnLeft;
    }

    /** Takes every event while it is up. */
    public void input(InputEvent e) {
        if (e.type() == InputEvent.Type.KEY) {
            if (e.isKey(Key.ESCAPE)) {
                closed = true;
            } else if (e.isKey(Key.MENU) || e.isKey(Key.ENTER) && !e.fromPad()) {
                done();
            } else if (e.fromPad()) {
                if (e.isKey(Key.BACKSPACE)) {
                    field.key(InputEvent.key(Key.BACKSPACE));
                } else {
                    ring.input(e);
                }
            } else {
                // The keyboard still types while the grid is up.
                field.key(e);
            }
            return;
        }
        for (Gadget g : keys) {
            if (g.mouse(e)) {
                return;
            }
        }
    }

    public void render(Framebuffer fb) {
        fb.fill(x + 2, y + 2, WIDTH, HEIGHT, Pens.SHADOW);
        fb.fill(x, y, WIDTH, HEIGHT, Pens.BACKGROUND);
        fb.bevel(x, y, WIDTH, HEIGHT, Pens.SHINE, Pens.SHADOW);
        fb.fill(x + 1, y + 1, WIDTH - 2, Requester.TITLE_HEIGHT - 1, Pens.FILL);
        fb.hline(x + 1, y + Requester.TITLE_HEIGHT, WIDTH - 2, Pens.SHADOW);
        Font.standard().draw(fb, x + 4, y + 2, TITLE, Pens.TEXT);
        for (Gadget g : keys) {
            g.render(fb);
        }
        ring.render(fb);
    }
}
