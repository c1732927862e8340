package ishido.ui;

import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.machine.Clipboard;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import ishido.persist.TextFiles;

/**
 * A one-line text gadget: click to type, a cursor that moves with the arrow keys, Backspace and Del,
 * Home and End, a double click selects a word, Amiga-X/C/V cut, copy and paste, Amiga-A selects all.
 * A text the program proposes (the initial one, or one set later) starts selected, so typing
 * replaces it as in a file requester. Return belongs to the requester (its default button) unless
 * the field is given an action of its own.
 */
public final class TextField extends Gadget {
    public static final int HEIGHT = 12;
    /** Ticks between two clicks of a double click (the Amiga's default is about half a second). */
    private static final int DOUBLE_CLICK_TICKS = 30;
    /** Until a requester queue hands it the machine's, a field copies and pastes within itself. */
    private Clipboard clipboard = new Clipboard();

    private final int maxLength;
    private final StringBuilder text = new StringBuilder();
    private int cursor;
    /** The other end of the selection, or -1 for none. */
    private int anchor = -1;
    private int scroll;
    private boolean active;
    private long ticks;
    private long lastClick = -DOUBLE_CLICK_TICKS - 1;
    /** What Return does in this field; null leaves Return to the requester's default button. */
    private Runnable onReturn;
    /** Whether a click selects the whole text, so that what is typed next replaces it. */
    private boolean replacedWhenClicked;
    /** Whether the field asks for a number: it takes digits only, and a phone's page opens its digit keyboard. */
    private boolean digits;

    public TextField(int width, String initial, int maxLength) {
        super(width, HEIGHT);
        this.maxLength = maxLength;
        setText(initial);
    }

    /** A field for a number (the codewheel's code): only digits are typed in, and it marks its frames so. */
    public TextField digitsOnly() {
        digits = true;
        return this;
    }

    /** Cuts, copies and pastes through this clipboard (the machine's, handed on by the requester queue). */
    public TextField useClipboard(Clipboard c) {
        clipboard = c;
        return this;
    }

    public String text() {
        return text.toString();
    }

    /** Proposes a text: it replaces what is there and is selected, so typing replaces it in turn. */
    public void setText(String s) {
        text.setLength(0);
        text.append(s.length() > maxLength ? s.substring(0, maxLength) : s);
        cursor = text.length();
        anchor = text.length() == 0 ? -1 : 0;
    }

    /** Unselects the text and puts the cursor at its end: a text handed back to be mended, not replaced. */
    public TextField toMend() {
        cursor = text.length();
        anchor = -1;
        return this;
    }

    /** A click selects the whole text, so that typing replaces it: for a short value typed anew each time. */
    public TextField replacedWhenClicked() {
        replacedWhenClicked = true;
        return this;
    }

    /** What Return does while the field has the keyboard. */
    public TextField onReturn(Runnable r) {
        onReturn = r;
        return this;
    }

    public void activate() {
        active = true;
    }

    public boolean isActive() {
        return active;
    }

    public int cursor() {
        return cursor;
    }

    /** The selected text, or an empty string. */
    public String selection() {
        return anchor < 0 ? "" : text.substring(Math.min(anchor, cursor), Math.max(anchor, cursor));
    }

    /** The pad types into it with the letter grid ({@link FocusRing}). */
    @Override
    public boolean focusable() {
        return isEnabled();
    }

    @Override
    public boolean takesKeys() {
        return true;
    }

    @Override
    public void blur() {
        active = false;
        anchor = -1;
    }

    @Override
    public void tick() {
        ticks++;
    }

    private int visibleChars() {
        return (width - 6) / Font.WIDTH;
    }

    @Override
    public boolean mouse(InputEvent e) {
        if (!e.isPress(InputEvent.LEFT_BUTTON) || !contains(e.x(), e.y()) || !isEnabled()) {
            return false;
        }
        active = true;
        if (replacedWhenClicked) {
            cursor = text.length();
            anchor = cursor == 0 ? -1 : 0;
            return true;
        }
        int at = Math.max(0, Math.min(text.length(), scroll + (e.x() - x - 3 + Font.WIDTH / 2) / Font.WIDTH));
        if (ticks - lastClick <= DOUBLE_CLICK_TICKS) {
            selectWord(at);
        } else {
            cursor = at;
            anchor = -1;
        }
        lastClick = ticks;
        return true;
    }

    private void selectWord(int at) {
        int start = Math.min(at, text.length());
        int end = start;
        while (start > 0 && !Character.isWhitespace(text.charAt(start - 1))) {
            start--;
        }
        while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
            end++;
        }
        anchor = start;
        cursor = end;
    }

    private boolean deleteSelection() {
        if (anchor < 0 || anchor == cursor) {
            anchor = -1;
            return false;
        }
        int from = Math.min(anchor, cursor);
        text.delete(from, Math.max(anchor, cursor));
        cursor = from;
        anchor = -1;
        return true;
    }

    private void insert(String s) {
        deleteSelection();
        for (char c : s.toCharArray()) {
            if (text.length() >= maxLength) {
                break;
            }
            if (c >= ' ' && c != 127 && (!digits || c >= '0' && c <= '9')) {
                text.insert(cursor++, c);
            }
        }
    }

    @Override
    public boolean key(InputEvent e) {
        if (!active || e.type() != InputEvent.Type.KEY) {
            return false;
        }
        if (e.key() == Key.CHARACTER) {
            if (e.amiga()) {
                return shortcut(Character.toLowerCase(e.character()));
            }
            insert(String.valueOf(e.character()));
            return true;
        }
        switch (e.key()) {
            case LEFT -> {
                cursor = Math.max(0, cursor - 1);
                anchor = -1;
            }
            case RIGHT -> {
                cursor = Math.min(text.length(), cursor + 1);
                anchor = -1;
            }
            case HOME -> {
                cursor = 0;
                anchor = -1;
            }
            case END -> {
                cursor = text.length();
                anchor = -1;
            }
            case BACKSPACE -> {
                if (!deleteSelection() && cursor > 0) {
                    text.deleteCharAt(--cursor);
                }
            }
            case DELETE -> {
                if (!deleteSelection() && cursor < text.length()) {
                    text.deleteCharAt(cursor);
                }
            }
            case ENTER -> {
                if (onReturn == null) {
                    return false;
                }
                onReturn.run();
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    private boolean shortcut(char c) {
        switch (c) {
            case 'a' -> {
                anchor = 0;
                cursor = text.length();
            }
            case 'c' -> clipboard.putText(selection());
            case 'x' -> {
                clipboard.putText(selection());
                deleteSelection();
            }
            case 'v' -> insert(TextFiles.firstLine(clipboard.text()));
            default -> {
                return false;
            }
        }
        return true;
    }

    @Override
    protected void draw(Framebuffer fb) {
        fb.fill(x, y, width, height, Pens.BACKGROUND);
        fb.recess(x, y, width, height, Pens.SHINE, Pens.SHADOW);
        int visible = visibleChars();
        if (cursor < scroll) {
            scroll = cursor;
        } else if (cursor > scroll + visible - 1) {
            scroll = cursor - visible + 1;
        }
        scroll = Math.max(0, Math.min(scroll, Math.max(0, text.length() - visible + 1)));
        int tx = x + 3;
        int ty = y + 2;
        if (active && anchor >= 0 && anchor != cursor) {
            int from = Math.max(Math.min(anchor, cursor), scroll) - scroll;
            int to = Math.min(Math.max(anchor, cursor) - scroll, visible);
            if (to > from) {
                fb.fill(tx + from * Font.WIDTH, ty, (to - from) * Font.WIDTH, Font.HEIGHT, Pens.FILL);
            }
        }
        String shown = text.substring(scroll, Math.min(text.length(), scroll + visible));
        Font.standard().draw(fb, tx, ty, shown, Pens.TEXT);
        if (active) {
            fb.markTextEntry(digits);
        }
        if (active && (ticks / 20) % 2 == 0) {
            int cx = tx + (cursor - scroll) * Font.WIDTH;
            fb.swap(cx, ty, Font.WIDTH, Font.HEIGHT, Pens.BACKGROUND, Pens.FILL);
            fb.swap(cx, ty, Font.WIDTH, Font.HEIGHT, Pens.TEXT, Pens.SHINE);
        }
    }
}
