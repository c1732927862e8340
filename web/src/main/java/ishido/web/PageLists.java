package ishido.web;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Machine;
import ishido.ui.MenuStrip;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The finger's list: a finger's tap on a file requester's list (load and save games, stonesets, boards), whose
 * lines are 9 Amiga pixels tall, opens its lines in view drawn by the page (lists.js) at a size a finger hits, as
 * the finger's menus are ({@link PageMenus}); what is tapped there reaches the game as a click on that line, and
 * Earlier and Later as the mouse wheel over the list. A tap that picks a line closes it; one that opens a drawer
 * (the list's lines change) shows the drawer's lines. The mouse sees the Amiga's list unchanged.
 */
final class PageLists {
    /** Wheel steps (of three lines each, ListView.WHEEL_LINES) that Earlier and Later scroll: a page of ten rows. */
    private static final int PAGE_STEPS = 3;

    private final Machine machine;
    /** Whether the page shows the list, and the text it was last sent (the frame's list with its pens). */
    private boolean open;
    private String shown = "";
    /** A line was tapped at this tick: the next frame after it closes the list, unless its lines changed. */
    private long pickedAt = -1;
    private String linesPicked;
    /** The finger that opened the list is still down: its moves and its lift are not the game's. */
    private boolean swallowing;

    /** What the page's list asks: "pick" a line by its place in view, "scroll" by -1 or 1 pages, or "close". */
    @JSFunctor
    interface Listener extends JSObject {
        void list(String kind, int index);
    }

    PageLists(Machine machine) {
        this.machine = machine;
    }

    void connect() {
        connect(this::asked);
    }

    /**
     * A finger's touch at a screen point ("press", "move", "release"): whether the finger's list takes it. A press on
     * the lines of the frame's picking list opens the list (instead of a click on a line too small to hit).
     */
    boolean touched(String type, int x, int y) {
        if (type.equals("press")) {
            int[] area = area(machine.framebuffer().gadgets().listText());
            swallowing = !open && area != null && x >= area[0] && x < area[0] + area[2] && y >= area[1]
                    && y < area[1] + area[3];
            if (swallowing) {
                open = true;
                shown = "";
            }
            return swallowing;
        }
        if (swallowing && type.equals("release")) {
            swallowing = false;
            return true;
        }
        return swallowing;
    }

    /** The list's area in the text (x, y, width, height of its lines), or null when the frame has no picking list. */
    private static int[] area(String text) {
        if (!text.startsWith("list\t")) {
            return null;
        }
        String[] f = text.substring(0, text.indexOf('\n')).split("\t");
        return new int[] {Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                Integer.parseInt(f[4])};
    }

    private void asked(String kind, int index) {
        String text = machine.framebuffer().gadgets().listText();
        int[] area = area(text);
        if (area == null) {
            close();
            return;
        }
        switch (kind) {
            case "pick" -> {
                String[] lines = text.split("\n");
                if (index >= 0 && index + 1 < lines.length) {
                    String[] f = lines[index + 1].split("\t");
                    int x = Integer.parseInt(f[2]) + Integer.parseInt(f[4]) / 2;
                    int y = Integer.parseInt(f[3]) + Integer.parseInt(f[5]) / 2;
                    machine.post(InputEvent.press(x, y, InputEvent.LEFT_BUTTON));
                    machine.post(InputEvent.release(x, y, InputEvent.LEFT_BUTTON));
                    pickedAt = machine.ticks();
                    linesPicked = inView(text);
                }
            }
            case "scroll" -> machine.post(InputEvent.wheel(area[0] + area[2] / 2, area[1] + area[3] / 2,
                    index < 0 ? -PAGE_STEPS : PAGE_STEPS));
            default -> close();
        }
    }

    private void close() {
        open = false;
        pickedAt = -1;
        shown = "";
        show(null);
    }

    /** The lines in view and the first of them, without the selection (which a pick changes). */
    private static String inView(String text) {
        String[] f = text.substring(0, text.indexOf('\n')).split("\t");
        return f[5] + "\n" + text.substring(text.indexOf('\n') + 1);
    }

    /**
     * After each frame drawn: the page's list follows the frame's (its lines, scrolled, the selection), and closes
     * when the list is gone (the requester closed) or a tap picked a line rather than opening a drawer.
     */
    void frameDrawn() {
        if (!open) {
            return;
        }
        Framebuffer fb = machine.framebuffer();
        String text = fb.gadgets().listText();
        if (text.isEmpty() || pickedAt >= 0 && machine.ticks() > pickedAt && inView(text).equals(linesPicked)) {
            close();
            return;
        }
        if (pickedAt >= 0 && machine.ticks() > pickedAt) {
            pickedAt = -1;
        }
        StringBuilder t = new StringBuilder();
        MenuStrip.pens(t, fb);
        String now = t.append(text).toString();
        if (!now.equals(shown)) {
            shown = now;
            show(now);
        }
    }

    @JSBody(params = "listener", script = "ishido.lists.connect(listener);")
    private static native void connect(Listener listener);

    @JSBody(params = "text", script = "ishido.lists.show(text);")
    private static native void show(String text);
}
