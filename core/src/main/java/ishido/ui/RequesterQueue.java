package ishido.ui;

import ishido.gfx.Framebuffer;
import ishido.machine.Clipboard;
import ishido.machine.InputEvent;
import java.util.ArrayDeque;

/**
 * Shows requesters one at a time. One asked for while another is handling input (a question a
 * requester raises, such as "Replace it?") goes on top of it; others wait their turn in order.
 */
public final class RequesterQueue {
    private final ArrayDeque<Requester> queue = new ArrayDeque<>();
    private boolean dispatching;
    private Clipboard clipboard = new Clipboard();
    private Requester lastShown;

    /** The clipboard the text fields of every requester shown from now on cut, copy and paste through. */
    public void useClipboard(Clipboard c) {
        clipboard = c;
        queue.forEach(this::connect);
    }

    private void connect(Requester r) {
        for (Gadget g : r.gadgets()) {
            if (g instanceof TextField field) {
                field.useClipboard(clipboard);
            }
        }
    }

    public void show(Requester requester) {
        connect(requester);
        lastShown = requester;
        if (dispatching) {
            queue.addFirst(requester);
        } else {
            queue.addLast(requester);
        }
    }

    /**
     * Shows a requester before those waiting, as one a requester's own button opens is: what a player asked for from
     * a screen over them (the Answer beside a challenge's games, over Game Over).
     */
    public void showFirst(Requester requester) {
        connect(requester);
        lastShown = requester;
        queue.addFirst(requester);
    }

    /** True while a requester is up and takes all input. */
    public boolean isActive() {
        return !queue.isEmpty();
    }

    /** The requester shown last, wherever it waits in the queue (null before the first): what a command opened. */
    public Requester lastShown() {
        return lastShown;
    }

    public Requester current() {
        return queue.peekFirst();
    }

    public void input(InputEvent e) {
        Requester r = queue.peekFirst();
        if (r != null) {
            dispatching = true;
            try {
                r.input(e);
            } finally {
                dispatching = false;
            }
            queue.removeIf(Requester::isClosed);
        }
    }

    public void tick() {
        Requester r = queue.peekFirst();
        if (r != null) {
            r.tick();
        }
        queue.removeIf(Requester::isClosed);
    }

    public void render(Framebuffer fb) {
        Requester r = queue.peekFirst();
        if (r != null) {
            fb.markRequester();
            r.render(fb);
        }
    }

    /** Takes a requester down wherever it waits, unanswered: what it asked is no longer the player's question. */
    public void withdraw(Requester requester) {
        requester.close();
        queue.remove(requester);
    }

    public void clear() {
        queue.clear();
    }
}
