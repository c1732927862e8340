package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import java.util.List;
import java.util.function.Consumer;

/**
 * A message requester in the Intuition style: a title bar, lines of text and one or two buttons,
 * the positive answer on the left. Return answers yes, Esc answers no (or the only button).
 */
public final class Requester {
    private static final int MARGIN = 12;
    private static final int TITLE_HEIGHT = 11;
    private static final int LINE_HEIGHT = 10;
    private static final int BUTTON_HEIGHT = 14;
    private static final int BUTTON_PAD = 8;

    private final String title;
    private final List<String> lines;
    private final String positive;
    private final String negative;
    private final Consumer<Boolean> onAnswer;
    private final int x;
    private final int y;
    private final int width;
    private final int height;
    /** The button held down by the mouse: 0 positive, 1 negative, -1 none. */
    private int pressed = -1;
    private boolean pointerInside;
    private boolean answered;

    /**
     * Makes a requester; negative may be null for a single button. The answer (true for the
     * positive button) goes to onAnswer once.
     */
    public Requester(String title, List<String> lines, String positive, String negative, Consumer<Boolean> onAnswer) {
        this.title = title;
        this.lines = List.copyOf(lines);
        this.positive = positive;
        this.negative = negative;
        this.onAnswer = onAnswer;
        Font font = Font.standard();
        int textWidth = font.width(title) + 8;
        for (String line : lines) {
            textWidth = Math.max(textWidth, font.width(line));
        }
        int buttons = buttonWidth(positive) + (negative == null ? 0 : buttonWidth(negative) + MARGIN);
        width = Math.min(Framebuffer.WIDTH - 8, Math.max(textWidth, buttons) + 2 * MARGIN);
        height = TITLE_HEIGHT + 8 + lines.size() * LINE_HEIGHT + 8 + BUTTON_HEIGHT + 8;
        x = (Framebuffer.WIDTH - width) / 2;
        y = (Framebuffer.HEIGHT - height) / 2;
    }

    private static int buttonWidth(String label) {
        return Font.standard().width(label) + 2 * BUTTON_PAD;
    }

    public boolean isAnswered() {
        return answered;
    }

    public String title() {
        return title;
    }

    public List<String> lines() {
        return lines;
    }

    private int buttonX(int which) {
        if (negative == null) {
            return x + (width - buttonWidth(positive)) / 2;
        }
        if (which == 0) {
            return x + MARGIN;
        }
        return x + width - MARGIN - buttonWidth(negative);
    }

    private int buttonY() {
        return y + height - 8 - BUTTON_HEIGHT;
    }

    private int buttonAt(int px, int py) {
        int count = negative == null ? 1 : 2;
        for (int b = 0; b < count; b++) {
            int bx = buttonX(b);
            int bw = buttonWidth(b == 0 ? positive : negative);
            if (px >= bx && px < bx + bw && py >= buttonY() && py < buttonY() + BUTTON_HEIGHT) {
                return b;
            }
        }
        return -1;
    }

    /** Handles an event; a requester is modal, so it takes every event while it is up. */
    public void input(InputEvent e) {
        if (answered) {
            return;
        }
        switch (e.type()) {
            case PRESS -> {
                if (e.button() == InputEvent.LEFT_BUTTON) {
                    pressed = buttonAt(e.x(), e.y());
                    pointerInside = pressed >= 0;
                }
            }
            case MOVE -> pointerInside = pressed >= 0 && buttonAt(e.x(), e.y()) == pressed;
            case RELEASE -> {
                if (e.button() == InputEvent.LEFT_BUTTON && pressed >= 0) {
                    int b = pressed;
                    pressed = -1;
                    if (buttonAt(e.x(), e.y()) == b) {
                        answer(b == 0);
                    }
                }
            }
            case KEY -> {
                if (e.key() == Key.ENTER) {
                    answer(true);
                } else if (e.key() == Key.ESCAPE) {
                    answer(negative == null);
                }
            }
            default -> {
            }
        }
    }

    private void answer(boolean yes) {
        answered = true;
        onAnswer.accept(yes);
    }

    public void render(Framebuffer fb) {
        Font font = Font.standard();
        // A one-pixel shadow line sets the requester off any board picture behind it.
        fb.fill(x + 2, y + 2, width, height, Pens.SHADOW);
        fb.fill(x, y, width, height, Pens.BACKGROUND);
        fb.bevel(x, y, width, height, Pens.SHINE, Pens.SHADOW);
        fb.fill(x + 1, y + 1, width - 2, TITLE_HEIGHT - 1, Pens.FILL);
        fb.hline(x + 1, y + TITLE_HEIGHT, width - 2, Pens.SHADOW);
        font.draw(fb, x + 4, y + 2, title, Pens.TEXT);
        int ty = y + TITLE_HEIGHT + 8;
        for (String line : lines) {
            font.drawCentered(fb, x + width / 2, ty, line, Pens.TEXT);
            ty += LINE_HEIGHT;
        }
        drawButton(fb, 0, positive);
        if (negative != null) {
            drawButton(fb, 1, negative);
        }
    }

    private void drawButton(Framebuffer fb, int which, String label) {
        int bx = buttonX(which);
        int by = buttonY();
        int bw = buttonWidth(label);
        boolean down = pressed == which && pointerInside;
        fb.fill(bx, by, bw, BUTTON_HEIGHT, down ? Pens.FILL : Pens.BACKGROUND);
        fb.bevel(bx, by, bw, BUTTON_HEIGHT, down ? Pens.SHADOW : Pens.SHINE, down ? Pens.SHINE : Pens.SHADOW);
        Font.standard().drawCentered(fb, bx + bw / 2, by + 3, label, Pens.TEXT);
    }
}
