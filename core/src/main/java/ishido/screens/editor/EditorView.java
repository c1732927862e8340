package ishido.screens.editor;

import static ishido.screens.editor.EditorLayout.CELL;

import ishido.editor.Area;
import ishido.editor.Editor;
import ishido.editor.MaskTemplate;
import ishido.editor.Region;
import ishido.editor.Sheet;
import ishido.editor.Symmetry;
import ishido.gfx.Font;
import ishido.gfx.Framebuffer;
import ishido.gfx.Palette;
import ishido.rules.Stone;
import ishido.ui.Pens;
import ishido.ui.TextLines;
import java.util.List;

/**
 * Draws the Edit Stoneset screen into the framebuffer: the editor's own 16 colours in registers 0-15 (0-3 are
 * the pens of its menus and requesters), the set's colours in 16-31 where the stones need them.
 */
final class EditorView {
    /** The editor's own colours: panel grey, black, white, blue fill, then the colours of its areas. */
    private static final int[] COLORS = {
        0xAAA, 0x000, 0xFFF, 0x68B, 0x777, 0x213, 0xEED, 0x555, 0xF70, 0x444, 0x889, 0xFF0, 0x222, 0x999, 0x666, 0xCCC};
    /** Transparent, shown as medium grey as the manual has it, checkered with CHECK so no colour looks the same. */
    static final int GREY = 4;
    static final int CHECK = 13;
    private static final int DARK = 5;
    private static final int LIGHT = 6;
    static final int GRID = 7;
    static final int HIGHLIGHT = 8;
    /** The dots laid over pixels that lie outside the column's mask. */
    static final int OUTSIDE = 9;
    private static final int DESK = 10;
    static final int CURSOR = 11;
    private static final int MASK_INK = 12;
    /** What lies outside a column's mask in the stone select area: it draws the shapes and the cells apart. */
    private static final int OFF_MASK = 14;

    /** Characters of the status text left of the colours, and its line height. */
    private static final int STATUS_CHARS = (EditorLayout.EDIT_X - EditorLayout.STATUS_X - 2) / Font.WIDTH;
    private static final int STATUS_LINE = 9;

    private final EditorScreen screen;

    EditorView(EditorScreen screen) {
        this.screen = screen;
    }

    void render(Framebuffer fb) {
        Editor e = screen.editor();
        Sheet sheet = e.sheet();
        Palette p = fb.palette();
        for (int i = 0; i < 16; i++) {
            p.set(i, COLORS[i]);
            p.set(Palette.STONESET_BASE + i, sheet.color(i));
        }
        fb.clear(DESK);
        title(fb);
        stones(fb, e);
        masks(fb, e);
        previews(fb, e);
        new EditBoxView(screen).draw(fb, e);
        swatches(fb, e);
        for (EditorButton b : screen.buttons()) {
            b.draw(fb, b == screen.heldButton());
        }
        Font.standard().draw(fb, EditorLayout.BUTTON_X, EditorLayout.buttonY(7) + 3, "XColor:", Pens.TEXT);
        templates(fb);
        status(fb, e);
    }

    /**
     * The selection, then what was last done, in the 17 characters left of the colours; a message of two lines
     * takes the selection's line too while it shows.
     */
    private void status(Framebuffer fb, Editor e) {
        Font font = Font.standard();
        List<String> lines = TextLines.wrap(screen.status(), STATUS_CHARS);
        int y = EditorLayout.STATUS_Y;
        if (lines.size() < 2) {
            font.draw(fb, EditorLayout.STATUS_X, y, selectionText(e), Pens.TEXT);
            y += STATUS_LINE;
        }
        for (int i = 0; i < lines.size() && y < EditorLayout.STATUS_Y + 2 * STATUS_LINE; i++, y += STATUS_LINE) {
            font.draw(fb, EditorLayout.STATUS_X, y, lines.get(i), Pens.TEXT);
        }
    }

    /** The see-through pattern over a rectangle: a fine checker of two greys that no single colour matches. */
    static void seeThrough(Framebuffer fb, int x, int y, int w, int h) {
        for (int py = y; py < y + h; py++) {
            for (int px = x; px < x + w; px++) {
                fb.set(px, py, ((px + py) & 1) == 0 ? GREY : CHECK);
            }
        }
    }

    private void title(Framebuffer fb) {
        fb.fill(0, 0, Framebuffer.WIDTH, EditorLayout.TITLE_H, Pens.FILL);
        fb.hline(0, EditorLayout.TITLE_H, Framebuffer.WIDTH, Pens.SHADOW);
        Editor e = screen.editor();
        String tool = e.tool().label() + (e.symmetry() == Symmetry.OFF ? "" : " " + e.symmetry().mark());
        Font font = Font.standard();
        int toolX = Framebuffer.WIDTH - 4 - font.width(tool);
        font.draw(fb, 4, 1, titleText(screen.name(), e.isDirty(), (toolX - 4) / Font.WIDTH - 1), Pens.TEXT);
        font.draw(fb, toolX, 1, tool, Pens.TEXT);
    }

    /**
     * The title in {@code room} characters: "Edit Stoneset: NAME *" while it fits, else "Edit: NAME *", else the
     * name cut in its middle; the set's name and the unsaved mark stay whatever the tool's name takes.
     */
    static String titleText(String name, boolean dirty, int room) {
        String mark = dirty ? " *" : "";
        for (String prefix : new String[] {"Edit Stoneset: ", "Edit: ", ""}) {
            if (prefix.length() + name.length() + mark.length() <= room) {
                return prefix + name + mark;
            }
        }
        int keep = Math.max(2, room - mark.length() - 1);
        return name.substring(0, (keep + 1) / 2) + "~" + name.substring(name.length() - keep / 2) + mark;
    }

    private static String selectionText(Editor e) {
        Region box = e.boxes().box();
        if (box != null) {
            return "Box " + box.width() + "x" + box.height();
        }
        return switch (e.selected()) {
            case STONE -> "Stone " + (e.column() + 1) + "," + (e.row() + 1);
            case COLUMN -> "Column " + (e.column() + 1);
            case ROW -> "Row " + (e.row() + 1);
        };
    }

    /**
     * A stone at 1x, clipped to its mask; transparent pixels show bg (the see-through checker for GREY, nothing
     * for -1), and those outside the mask offMask (or bg, for offMask -1).
     */
    private static void stone(Framebuffer fb, Sheet s, int column, int row, int x, int y, int bg, int offMask) {
        for (int py = 0; py < CELL; py++) {
            for (int px = 0; px < CELL; px++) {
                int v = s.visible(column, row, px, py);
                if (v != 0) {
                    fb.set(x + px, y + py, Palette.STONESET_BASE + v);
                } else if (offMask >= 0 && !s.inMask(column, px, py)) {
                    fb.set(x + px, y + py, offMask);
                } else if (bg == GREY) {
                    seeThrough(fb, x + px, y + py, 1, 1);
                } else if (bg >= 0) {
                    fb.set(x + px, y + py, bg);
                }
            }
        }
    }

    private static void stones(Framebuffer fb, Editor e) {
        int gx = EditorLayout.GRID_X;
        int gy = EditorLayout.GRID_Y;
        int h = Stone.COLORS * CELL;
        fb.recess(gx - 1, gy - 1, EditorLayout.GRID_W + 2, h + 2, Pens.SHINE, Pens.SHADOW);
        for (int r = 0; r < Stone.COLORS; r++) {
            for (int c = 0; c < Stone.SYMBOLS; c++) {
                stone(fb, e.sheet(), c, r, gx + c * CELL, gy + r * CELL, GREY, OFF_MASK);
            }
            int ry = gy + r * CELL;
            boolean rowOn = e.selected() == Area.ROW && e.row() == r;
            fb.fill(EditorLayout.ROWEND_X, ry + 1, EditorLayout.ROWEND_W, CELL - 2, rowOn ? HIGHLIGHT : Pens.BACKGROUND);
            fb.bevel(EditorLayout.ROWEND_X, ry + 1, EditorLayout.ROWEND_W, CELL - 2, Pens.SHINE, Pens.SHADOW);
            Font.standard().draw(fb, EditorLayout.ROWEND_X + 1, ry + 6, String.valueOf(r + 1), Pens.TEXT);
        }
        int c = e.column();
        int r = e.row();
        Region box = e.boxes().box();
        if (box != null) {
            outline(fb, gx + box.x() - 1, gy + box.y() - 1, box.width() + 2, box.height() + 2);
            return;
        }
        switch (e.selected()) {
            case STONE -> outline(fb, gx + c * CELL - 1, gy + r * CELL - 1, CELL + 1, CELL + 1);
            case COLUMN -> {
                outline(fb, gx + c * CELL - 1, gy - 1, CELL + 1, h + 1);
                outline(fb, gx + c * CELL - 1, EditorLayout.MASKS_Y - 1, CELL + 1, CELL + 1);
            }
            case ROW -> outline(fb, gx - 1, gy + r * CELL - 1, EditorLayout.GRID_W + 1, CELL + 1);
        }
        if (e.selected() != Area.STONE) {
            // The stone being edited stays marked inside a column or row selection.
            fb.frame(gx + c * CELL + 1, gy + r * CELL + 1, CELL - 3, CELL - 3, CURSOR);
        }
    }

    /** A two-colour outline that shows on any stone colour. */
    private static void outline(Framebuffer fb, int x, int y, int w, int h) {
        fb.frame(x, y, w, h, HIGHLIGHT);
        fb.frame(x + 1, y + 1, w - 2, h - 2, Pens.SHADOW);
    }

    private static void masks(Framebuffer fb, Editor e) {
        int my = EditorLayout.MASKS_Y;
        fb.recess(EditorLayout.GRID_X - 1, my - 1, EditorLayout.GRID_W + 2, CELL + 2, Pens.SHINE, Pens.SHADOW);
        for (int c = 0; c < Stone.SYMBOLS; c++) {
            for (int y = 0; y < CELL; y++) {
                for (int x = 0; x < CELL; x++) {
                    fb.set(EditorLayout.GRID_X + c * CELL + x, my + y, e.sheet().inMask(c, x, y) ? MASK_INK : GREY);
                }
            }
        }
        if (e.selected() == Area.COLUMN) {
            outline(fb, EditorLayout.GRID_X + e.column() * CELL - 1, my - 1, CELL + 1, CELL + 1);
        }
    }

    private static void previews(Framebuffer fb, Editor e) {
        int[] backgrounds = {GREY, DARK, LIGHT};
        for (int i = 0; i < 3; i++) {
            int x = EditorLayout.PREVIEW_X[i];
            int y = EditorLayout.PREVIEW_Y;
            fb.recess(x, y, EditorLayout.PREVIEW_SIZE, EditorLayout.PREVIEW_SIZE, Pens.SHINE, Pens.SHADOW);
            if (backgrounds[i] == GREY) {
                seeThrough(fb, x + 1, y + 1, CELL, CELL);
            } else {
                fb.fill(x + 1, y + 1, CELL, CELL, backgrounds[i]);
            }
            stone(fb, e.sheet(), e.column(), e.row(), x + 1, y + 1, -1, -1);
        }
    }

    private static void swatches(Framebuffer fb, Editor e) {
        int w = EditorLayout.SWATCH_W;
        int h = EditorLayout.SWATCH_H;
        fb.recess(EditorLayout.SWATCH_X - 1, EditorLayout.SWATCH_Y - 1, 8 * w + 2, 2 * h + 2, Pens.SHINE, Pens.SHADOW);
        for (int i = 0; i < Sheet.COLORS; i++) {
            int x = EditorLayout.swatchX(i);
            int y = EditorLayout.swatchY(i);
            if (i == 0) {
                seeThrough(fb, x, y, w, h);
            } else {
                fb.fill(x, y, w, h, Palette.STONESET_BASE + i);
            }
            if (i == 0) {
                Font.standard().drawCentered(fb, x + w / 2, y + 1, "T", Pens.TEXT);
            }
        }
        int x = EditorLayout.swatchX(e.pen());
        int y = EditorLayout.swatchY(e.pen());
        fb.frame(x, y, w, h, Pens.SHINE);
        fb.frame(x + 1, y + 1, w - 2, h - 2, Pens.SHADOW);
    }

    private static void templates(Framebuffer fb) {
        for (MaskTemplate t : MaskTemplate.values()) {
            int x = EditorLayout.templateX(t);
            int y = EditorLayout.TEMPLATE_Y;
            for (int py = 0; py < MaskTemplate.SIDE; py++) {
                for (int px = 0; px < MaskTemplate.SIDE; px++) {
                    fb.set(x + px, y + py, t.covers(px, py) ? MASK_INK : Pens.BACKGROUND);
                }
            }
        }
        fb.hline(0, EditorLayout.TEMPLATE_Y - 2, Framebuffer.WIDTH, Pens.SHADOW);
        fb.hline(0, EditorLayout.TEMPLATE_Y - 1, Framebuffer.WIDTH, Pens.SHINE);
    }
}
