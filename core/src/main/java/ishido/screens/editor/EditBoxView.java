package ishido.screens.editor;

import static ishido.screens.editor.EditorLayout.CELL;
import static ishido.screens.editor.EditorView.CURSOR;
import static ishido.screens.editor.EditorView.GRID;
import static ishido.screens.editor.EditorView.HIGHLIGHT;
import static ishido.screens.editor.EditorView.OUTSIDE;
import static ishido.screens.editor.EditorView.seeThrough;

import ishido.editor.Brush;
import ishido.editor.Editor;
import ishido.editor.Region;
import ishido.editor.Sheet;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.ui.Pens;

/**
 * Draws the edit box of the Edit Stoneset screen: the view at its zoom (a scrolled quarter of the stone, the
 * stone, or 2x2 stones), the mask's edge and the pixels outside it, the box dragged or selected, the brush's ghost
 * and the keyboard's cursor.
 */
final class EditBoxView {
    /** The line along a mask's edge. */
    private static final int MASK_EDGE = HIGHLIGHT;

    private final EditorScreen screen;

    EditBoxView(EditorScreen screen) {
        this.screen = screen;
    }

    /**
     * The brush's ghost where a click would stamp it: its pixels as they would land (its see-through colour
     * leaving the stone showing), inside a frame of its size.
     */
    private void ghost(Framebuffer fb, Editor e, int z, int gap) {
        int[] at = screen.ghost();
        if (at == null) {
            return;
        }
        Brush b = e.brush();
        int size = EditorLayout.EDIT_W / z;
        int scrollX = e.zoomView().scrollX();
        int scrollY = e.zoomView().scrollY();
        b.stamp(at[0] - scrollX, at[1] - scrollY, (x, y, v) -> {
            if (x >= 0 && y >= 0 && x < size && y < size) {
                int sx = EditorLayout.EDIT_X + x * z;
                int sy = EditorLayout.EDIT_Y + y * z;
                if (v == 0) {
                    seeThrough(fb, sx, sy, z - gap, z - gap);
                } else {
                    fb.fill(sx, sy, z - gap, z - gap, Palette.STONESET_BASE + v);
                }
            }
        });
        frameClipped(fb, EditorLayout.EDIT_X + (at[0] - scrollX - b.width() / 2) * z - 1,
                EditorLayout.EDIT_Y + (at[1] - scrollY - b.height() / 2) * z - 1, b.width() * z + 1, b.height() * z + 1, CURSOR);
    }

    /**
     * The view at its zoom: each pixel a square with a line of grid between (zoomed out, lines only between the
     * stones), dots over pixels outside the mask, the selected stone outlined when zoomed out, the box being
     * dragged or selected, and the keyboard cursor.
     */
    void draw(Framebuffer fb, Editor e) {
        int ex = EditorLayout.EDIT_X;
        int ey = EditorLayout.EDIT_Y;
        int z = EditorLayout.zoom(e);
        boolean out = e.zoomView().zoomedOut();
        int gap = out ? 0 : 1;
        fb.recess(ex - 1, ey - 1, EditorLayout.EDIT_W + 2, EditorLayout.EDIT_W + 2, Pens.SHINE, Pens.SHADOW);
        fb.fill(ex, ey, EditorLayout.EDIT_W, EditorLayout.EDIT_W, GRID);
        Sheet s = e.sheet();
        Region view = e.view();
        // Zoomed in to the detail the view is the whole stone, of which the box shows a scrolled part.
        int scrollX = e.zoomView().scrollX();
        int scrollY = e.zoomView().scrollY();
        int span = EditorLayout.EDIT_W / z;
        for (int y = 0; y < span; y++) {
            for (int x = 0; x < span; x++) {
                int vx = scrollX + x;
                int vy = scrollY + y;
                int v = s.get(view.x() + vx, view.y() + vy);
                int sx = ex + x * z;
                int sy = ey + y * z;
                if (v == 0) {
                    seeThrough(fb, sx, sy, z - gap, z - gap);
                } else {
                    fb.fill(sx, sy, z - gap, z - gap, Palette.STONESET_BASE + v);
                }
                boolean inside = inMask(s, view, vx, vy);
                if (!inside) {
                    // Outside the mask the pixel is kept but not shown in play: dot it over.
                    fb.set(sx + 1, sy + 1, OUTSIDE);
                    if (z >= EditorLayout.ZOOM) {
                        fb.set(sx + 3, sy + 3, OUTSIDE);
                        fb.set(sx + 1, sy + 3, OUTSIDE);
                        fb.set(sx + 3, sy + 1, OUTSIDE);
                    }
                }
                // The mask's edge, on the grid line between a pixel inside it and one outside.
                if (x + 1 < span && vx % CELL != CELL - 1 && inMask(s, view, vx + 1, vy) != inside) {
                    fb.vline(sx + z - 1, sy - gap, z + gap, MASK_EDGE);
                }
                if (y + 1 < span && vy % CELL != CELL - 1 && inMask(s, view, vx, vy + 1) != inside) {
                    fb.hline(sx - gap, sy + z - 1, z + gap, MASK_EDGE);
                }
            }
        }
        if (out) {
            int half = CELL * z;
            fb.hline(ex, ey + half, EditorLayout.EDIT_W, GRID);
            fb.vline(ex + half, ey, EditorLayout.EDIT_W, GRID);
            int c = e.column() * CELL - view.x();
            int r = e.row() * CELL - view.y();
            fb.frame(ex + c * z, ey + r * z, half, half, HIGHLIGHT);
        }
        int[] box = e.pickBox();
        Region selected = e.boxes().box();
        if (box == null && selected != null) {
            box = new int[] {selected.x() - view.x(), selected.y() - view.y(), selected.x() + selected.width() - 1 - view.x(),
                selected.y() + selected.height() - 1 - view.y()};
        }
        if (box != null) {
            frameClipped(fb, ex + (box[0] - scrollX) * z - 1, ey + (box[1] - scrollY) * z - 1,
                    (box[2] - box[0] + 1) * z + 1, (box[3] - box[1] + 1) * z + 1, CURSOR);
        }
        ghost(fb, e, z, gap);
        if (screen.cursorX() >= 0) {
            int cx = ex + (screen.cursorX() - scrollX) * z - 1;
            int cy = ey + (screen.cursorY() - scrollY) * z - 1;
            fb.frame(cx, cy, z + 1, z + 1, CURSOR);
        }
    }

    /** A frame cut off at the edit box's edges (a selected box may reach past the view). */
    private static void frameClipped(Framebuffer fb, int x, int y, int w, int h, int pen) {
        int x0 = EditorLayout.EDIT_X - 1;
        int y0 = EditorLayout.EDIT_Y - 1;
        int x1 = EditorLayout.EDIT_X + EditorLayout.EDIT_W;
        int y1 = EditorLayout.EDIT_Y + EditorLayout.EDIT_W;
        for (int px = Math.max(x, x0); px <= Math.min(x + w - 1, x1); px++) {
            if (y >= y0) {
                fb.set(px, y, pen);
            }
            if (y + h - 1 <= y1) {
                fb.set(px, y + h - 1, pen);
            }
        }
        for (int py = Math.max(y, y0); py <= Math.min(y + h - 1, y1); py++) {
            if (x >= x0) {
                fb.set(x, py, pen);
            }
            if (x + w - 1 <= x1) {
                fb.set(x + w - 1, py, pen);
            }
        }
    }

    /** Whether pixel (x, y) of the view lies inside its column's mask. */
    private static boolean inMask(Sheet s, Region view, int x, int y) {
        return s.inMask((view.x() + x) / CELL, x % CELL, y % CELL);
    }
}
