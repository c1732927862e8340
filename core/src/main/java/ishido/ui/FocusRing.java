package ishido.ui;

import ishido.gfx.Framebuffer;
import ishido.machine.InputEvent;
import ishido.machine.Key;
import java.util.List;

/**
 * Which gadget of a requester (or of a screen's panel) wears the focus frame, so that the game pad alone reaches
 * every gadget: the pad's d-pad shows the frame, then moves it to the nearest gadget that way (a list or a slider
 * first uses the arrows itself, until its end); its A does to the framed gadget what a click does (a button
 * pressed, a box checked, a cycle moved on, a list's line chosen), and on a text field opens the {@link LetterGrid}
 * to type with. Tab walks the gadgets for the keyboard too, and Return then does what A does. A mouse's press
 * takes the frame away; the keyboard's other keys do what they always did.
 */
public final class FocusRing {
    /** How much farther across than along a gadget may lie and still be the nearest that way. */
    private static final int ACROSS_WEIGHT = 3;

    private final List<Gadget> gadgets;
    /** Where the frame first shows: the gadget that has the keyboard, or the default button. */
    private final Gadget first;
    private Gadget framed;
    private LetterGrid grid;
    /** What Return does where the letter grid's OK leaves it to the requester (its default button); null for nothing. */
    private Runnable onReturn;

    /** A ring over these gadgets (those not {@link Gadget#focusable} are passed over), the frame first on first. */
    public FocusRing(List<Gadget> gadgets, Gadget first) {
        this.gadgets = gadgets;
        this.first = first;
    }

    /** What the letter grid's OK does when its field has no Return of its own: the requester's Return. */
    public FocusRing onReturn(Runnable action) {
        onReturn = action;
        return this;
    }

    /** The framed gadget, or null while no frame shows. */
    public Gadget framed() {
        return framed;
    }

    /** The letter grid typing into a text field, or null. */
    public LetterGrid grid() {
        return grid;
    }

    /** Puts the frame on a gadget (null takes it away). */
    public void frame(Gadget g) {
        framed = g;
    }

    /** Handles an event before the gadgets do; true when the ring used it. */
    public boolean input(InputEvent e) {
        if (grid != null) {
            LetterGrid typing = grid;
            typing.input(e);
            if (typing.isClosed()) {
                grid = null;
                if (typing.returnLeft() && onReturn != null) {
                    onReturn.run();
                }
            }
            return true;
        }
        if (e.type() == InputEvent.Type.PRESS) {
            framed = null;
            return false;
        }
        if (e.type() != InputEvent.Type.KEY) {
            return false;
        }
        if (e.isKey(Key.TAB) && !e.fromPad()) {
            framed = next(framed);
            return framed != null;
        }
        if (e.isKey(Key.ENTER) && framed != null && framed.focusable() && (e.fromPad() || !(framed instanceof TextField))) {
            activate(framed);
            return true;
        }
        if (!e.fromPad()) {
            return false;
        }
        int dx = e.isKey(Key.LEFT) ? -1 : e.isKey(Key.RIGHT) ? 1 : 0;
        int dy = e.isKey(Key.UP) ? -1 : e.isKey(Key.DOWN) ? 1 : 0;
        if (dx == 0 && dy == 0) {
            return false;
        }
        if (framed == null || !framed.focusable() || !gadgets.contains(framed)) {
            framed = first != null && first.focusable() ? first : next(null);
            return true;
        }
        if (framed.padKey(e)) {
            return true;
        }
        Gadget to = nearest(framed, dx, dy);
        if (to != null) {
            framed = to;
        }
        return true;
    }

    private void activate(Gadget g) {
        if (g instanceof TextField field) {
            grid = new LetterGrid(field);
        } else {
            g.activate();
        }
    }

    /** The focusable gadget after this one in the list's order, round to the first. */
    private Gadget next(Gadget from) {
        int start = from == null ? -1 : gadgets.indexOf(from);
        for (int k = 1; k <= gadgets.size(); k++) {
            Gadget g = gadgets.get(Math.floorMod(start + k, gadgets.size()));
            if (g.focusable()) {
                return g;
            }
        }
        return null;
    }

    /** The focusable gadget nearest this one in the direction (dx, dy): along it first, across it three times as far. */
    private Gadget nearest(Gadget from, int dx, int dy) {
        int fx = from.x() + from.width() / 2;
        int fy = from.y() + from.height() / 2;
        Gadget best = null;
        int bestScore = Integer.MAX_VALUE;
        for (Gadget g : gadgets) {
            if (g == from || !g.focusable()) {
                continue;
            }
            int along;
            int across;
            if (dx != 0) {
                // Beyond the framed gadget's edge that way, so a gadget beside it on the row is found before one below.
                along = dx > 0 ? g.x() - (from.x() + from.width() - 1) : from.x() - (g.x() + g.width() - 1);
                across = Math.abs(g.y() + g.height() / 2 - fy);
            } else {
                along = dy > 0 ? g.y() - (from.y() + from.height() - 1) : from.y() - (g.y() + g.height() - 1);
                across = Math.abs(g.x() + g.width() / 2 - fx);
            }
            if (along <= 0) {
                continue;
            }
            int score = along + ACROSS_WEIGHT * across;
            if (score < bestScore) {
                bestScore = score;
                best = g;
            }
        }
        return best;
    }

    /** The focus frame around the framed gadget (two lines, dark outside light, clear of its own bevel), and the grid. */
    public void render(Framebuffer fb) {
        if (framed != null && grid == null && framed.focusable()) {
            fb.frame(framed.x() - 3, framed.y() - 3, framed.width() + 6, framed.height() + 6, Pens.SHADOW);
            fb.frame(framed.x() - 2, framed.y() - 2, framed.width() + 4, framed.height() + 4, Pens.FILL);
        }
        if (grid != null) {
            grid.render(fb);
        }
    }
}
