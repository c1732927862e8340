package ishido.ui;

import ishido.gfx.Framebuffer;
import java.util.ArrayDeque;

/** Shows requesters one at a time, in the order they were asked for. */
public final class RequesterQueue {
    private final ArrayDeque<Requester> queue = new ArrayDeque<>();

    public void show(Requester requester) {
        queue.addLast(requester);
    }

    /** True while a requester is up and takes all input. */
    public boolean isActive() {
        return !queue.isEmpty();
    }

    public Requester current() {
        return queue.peekFirst();
    }

    public void input(InputEvent e) {
        Requester r = queue.peekFirst();
        if (r != null) {
            r.input(e);
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
            r.render(fb);
        }
    }

    public void clear() {
        queue.clear();
    }
}
