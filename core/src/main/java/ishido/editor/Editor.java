package ishido.editor;

import ishido.rules.Stone;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The stoneset editor's model: the sheet being edited, the selected stone and area, the chosen colour and
 * tool, the clipboard, and undo/redo over every change. It knows nothing of screens; the editor screen
 * calls it and draws what it holds.
 */
public final class Editor {
    private static final int CELL = Sheet.CELL;

    private Sheet sheet;
    private final History history = new History();
    private int column;
    private int row;
    private Area selected = Area.STONE;
    private int pen = 1;
    private Tool tool = Tool.DRAW;
    private Area xcolorScope = Area.STONE;
    private Clip clip;
    /** The change that was on top when the work was last saved or loaded; null for none. */
    private History.Change saved;
    /** The file the work was loaded from or last saved to, or null: Save then asks for a name. */
    private Path file;
    /** Pixels of the stone before the stroke under way, or null when no stroke is under way. */
    private byte[] strokeBefore;
    private int lastX;
    private int lastY;
    private int[] paletteEditBefore;

    public Editor(Sheet sheet) {
        this.sheet = sheet;
    }

    public Sheet sheet() {
        return sheet;
    }

    public int column() {
        return column;
    }

    public int row() {
        return row;
    }

    /** What the Edit menu's keyboard shortcuts act on, shown outlined: the stone, its column or its row. */
    public Area selected() {
        return selected;
    }

    public void selectStone(int c, int r) {
        column = clamp(c, Stone.SYMBOLS);
        row = clamp(r, Stone.COLORS);
        selected = Area.STONE;
    }

    public void selectColumn(int c) {
        column = clamp(c, Stone.SYMBOLS);
        selected = Area.COLUMN;
    }

    public void selectRow(int r) {
        row = clamp(r, Stone.COLORS);
        selected = Area.ROW;
    }

    /** Tab: the next stone in reading order (or the previous one), wrapping round. */
    public void nextStone(int step) {
        int i = Math.floorMod(row * Stone.SYMBOLS + column + step, Stone.KINDS);
        selectStone(i % Stone.SYMBOLS, i / Stone.SYMBOLS);
    }

    private static int clamp(int v, int n) {
        return Math.max(0, Math.min(n - 1, v));
    }

    public int pen() {
        return pen;
    }

    public void setPen(int index) {
        pen = clamp(index, Sheet.COLORS);
    }

    public Tool tool() {
        return tool;
    }

    public void setTool(Tool t) {
        endStroke();
        tool = t;
    }

    /** The XColor button: on, the edit box's clicks exchange colours; off, they draw again. */
    public void toggleXColor() {
        setTool(tool == Tool.XCOLOR ? Tool.DRAW : Tool.XCOLOR);
    }

    public Area xcolorScope() {
        return xcolorScope;
    }

    public void setXColorScope(Area scope) {
        xcolorScope = scope;
    }

    public Clip clip() {
        return clip;
    }

    // ---- the edit box ----

    /** The left button went down on pixel (x, y) of the selected stone. */
    public void toolDown(int x, int y) {
        if (!inStone(x, y)) {
            return;
        }
        switch (tool) {
            case DRAW -> {
                strokeBefore = sheet.read(stoneRegion());
                lastX = x;
                lastY = y;
                plot(x, y);
            }
            case FILL -> fill(x, y);
            case XCOLOR -> xcolor(x, y);
        }
    }

    /** The pointer moved to (x, y) with the left button held: a stroke goes on, as a line from the last point. */
    public void toolDrag(int x, int y) {
        if (strokeBefore == null) {
            return;
        }
        int cx = clamp(x, CELL);
        int cy = clamp(y, CELL);
        Strokes.line(lastX, lastY, cx, cy, this::plot);
        lastX = cx;
        lastY = cy;
    }

    /** The left button came up: a stroke becomes one undo step. */
    public void toolUp() {
        endStroke();
    }

    private void endStroke() {
        if (strokeBefore != null) {
            Region r = stoneRegion();
            record("Draw", r, strokeBefore, sheet.read(r));
            strokeBefore = null;
        }
    }

    /** True while a freehand stroke is under way. */
    public boolean stroking() {
        return strokeBefore != null;
    }

    /** Paints one pixel of the selected stone in the chosen colour, as its own undo step (the Space key). */
    public void paint(int x, int y) {
        if (inStone(x, y)) {
            change("Draw", stoneRegion(), () -> plot(x, y));
        }
    }

    private void plot(int x, int y) {
        sheet.set(column * CELL + x, row * CELL + y, pen);
    }

    /** The eyedropper: the colour under (x, y) of the selected stone becomes the chosen one. */
    public void pick(int x, int y) {
        if (inStone(x, y)) {
            pen = sheet.stone(column, row, x, y);
        }
    }

    private static boolean inStone(int x, int y) {
        return x >= 0 && y >= 0 && x < CELL && y < CELL;
    }

    private Region stoneRegion() {
        return Area.STONE.region(column, row);
    }

    /** Floods the 4-connected pixels of the colour at (x, y) with the chosen colour. */
    public void fill(int x, int y) {
        int from = sheet.stone(column, row, x, y);
        if (from == pen) {
            return;
        }
        change("Fill", stoneRegion(), () -> Strokes.flood(CELL, x, y,
                (px, py) -> sheet.stone(column, row, px, py) == from, this::plot));
    }

    /**
     * XColor: every pixel of the colour at (x, y) of the selected stone becomes the chosen colour, in that
     * stone, or in every stone of its column or row as the XColor scope says (masks are not touched).
     */
    public void xcolor(int x, int y) {
        int from = sheet.stone(column, row, x, y);
        if (from == pen) {
            return;
        }
        Region r = stonesOf(xcolorScope);
        change("XColor", r, () -> {
            for (int py = r.y(); py < r.y() + r.height(); py++) {
                for (int px = r.x(); px < r.x() + r.width(); px++) {
                    if (sheet.get(px, py) == from) {
                        sheet.set(px, py, pen);
                    }
                }
            }
        });
    }

    /** The stones of an area around the selected stone, without the mask row. */
    private Region stonesOf(Area area) {
        Region r = area.region(column, row);
        return area == Area.COLUMN ? new Region(r.x(), 0, CELL, Stone.COLORS * CELL) : r;
    }

    /**
     * Makes transparent every pixel of the area's stones (or of all 36 when area is null) that lies outside its
     * column's mask: play never shows them, but XColor and paste leave them coloured, and a paint program shows
     * them as bars of colour. One undo step.
     */
    public void clearOutsideMasks(Area area) {
        Region r = area == null ? new Region(0, 0, Stone.SYMBOLS * CELL, Stone.COLORS * CELL) : stonesOf(area);
        change("Clear Outside Masks", r, () -> {
            for (int y = r.y(); y < r.y() + r.height(); y++) {
                for (int x = r.x(); x < r.x() + r.width(); x++) {
                    if (!sheet.inMask(x / CELL, x % CELL, y % CELL)) {
                        sheet.set(x, y, 0);
                    }
                }
            }
        });
    }

    // ---- masks ----

    /** Gives the selected stone's column this mask: its six stones show only inside the shape. */
    public void applyTemplate(MaskTemplate t) {
        Region r = new Region(column * CELL, Sheet.MASK_ROW * CELL, CELL, CELL);
        change("Mask", r, () -> {
            for (int y = 0; y < CELL; y++) {
                for (int x = 0; x < CELL; x++) {
                    sheet.set(r.x() + x, r.y() + y, t.covers(x, y) ? Sheet.MASK_PEN : 0);
                }
            }
        });
    }

    // ---- the Edit menu ----

    public void copy(Area area) {
        clip = new Clip(area, sheet.read(area.region(column, row)));
    }

    /** Copies the area, then clears it as Erase does, as one undo step named Cut. */
    public void cut(Area area) {
        copy(area);
        Region r = stonesOf(area);
        change("Cut", r, () -> sheet.fill(r, 0));
    }

    /** Clears the stone, the six stones of the column (its mask stays) or the row to transparent. */
    public void erase(Area area) {
        Region r = stonesOf(area);
        change("Erase", r, () -> sheet.fill(r, 0));
    }

    /** Whether Paste onto this area of the selection is allowed by the clipboard's rules. */
    public boolean canPaste(Area target) {
        return clip != null && clip.pastesOnto(target);
    }

    /**
     * Pastes the clipboard onto the selected stone, column or row; a stone keeps the target column's mask,
     * a column brings its own. Does nothing when the rules forbid it.
     */
    public void paste(Area target) {
        if (!canPaste(target)) {
            return;
        }
        byte[] data = clip.pixels();
        if (clip.area() == Area.STONE && target == Area.COLUMN) {
            Region r = stonesOf(Area.COLUMN);
            change("Paste", r, () -> {
                for (int rr = 0; rr < Stone.COLORS; rr++) {
                    sheet.write(Area.STONE.region(column, rr), data);
                }
            });
        } else {
            Region r = target.region(column, row);
            change("Paste", r, () -> sheet.write(r, data));
        }
    }

    // ---- whole set and palette ----

    /** File > New Stoneset: every stone transparent, full masks, the editor's colours; one undo step. */
    public void newSet() {
        Sheet blank = Sheet.blank();
        int[] before = sheet.palette();
        byte[] pixelsBefore = sheet.read(Region.SHEET);
        sheet.write(Region.SHEET, blank.read(Region.SHEET));
        sheet.setPalette(blank.palette());
        history.push(new History.Change("New", Region.SHEET, pixelsBefore, sheet.read(Region.SHEET), before, sheet.palette()));
        file = null;
        selectStone(0, 0);
    }

    /** Takes a loaded sheet as the work (from a file, or null for a built-in set): a fresh history, nothing unsaved. */
    public void replace(Sheet loaded, Path from) {
        endStroke();
        sheet = loaded;
        history.clear();
        saved = null;
        file = from;
    }

    /** Sets one colour as an undo step of its own. */
    public void setColor(int index, int rgb12) {
        beginPaletteEdit();
        sheet.setColor(index, rgb12);
        commitPaletteEdit();
    }

    /** The palette requester opens: colours may now change live, to be kept or taken back as one step. */
    public void beginPaletteEdit() {
        paletteEditBefore = sheet.palette();
    }

    /** Keeps the colours changed since {@link #beginPaletteEdit} as one undo step. */
    public void commitPaletteEdit() {
        if (paletteEditBefore != null && !Arrays.equals(paletteEditBefore, sheet.palette())) {
            history.push(new History.Change("Palette", null, null, null, paletteEditBefore, sheet.palette()));
        }
        paletteEditBefore = null;
    }

    /** Takes back the colours changed since {@link #beginPaletteEdit}. */
    public void cancelPaletteEdit() {
        if (paletteEditBefore != null) {
            sheet.setPalette(paletteEditBefore);
        }
        paletteEditBefore = null;
    }

    // ---- undo ----

    private void change(String label, Region r, Runnable edit) {
        endStroke();
        byte[] before = sheet.read(r);
        edit.run();
        record(label, r, before, sheet.read(r));
    }

    private void record(String label, Region r, byte[] before, byte[] after) {
        if (!Arrays.equals(before, after)) {
            history.push(new History.Change(label, r, before, after, null, null));
        }
    }

    public boolean canUndo() {
        return history.top() != null;
    }

    public boolean canRedo() {
        return history.nextRedo() != null;
    }

    /** Takes back the last change; returns its name (Draw, Paste, Mask, ...) or null when there is none. */
    public String undo() {
        endStroke();
        History.Change c = history.undo();
        if (c != null) {
            restore(c, c.before(), c.paletteBefore());
        }
        return c == null ? null : c.label();
    }

    /** Does again the last change undone; returns its name or null. */
    public String redo() {
        endStroke();
        History.Change c = history.redo();
        if (c != null) {
            restore(c, c.after(), c.paletteAfter());
        }
        return c == null ? null : c.label();
    }

    private void restore(History.Change c, byte[] pixels, int[] palette) {
        if (c.region() != null) {
            sheet.write(c.region(), pixels);
        }
        if (palette != null) {
            sheet.setPalette(palette);
        }
    }

    /**
     * Changes whenever the work does (an edit, a stroke begun, undo, redo, a load): a message about the work is
     * current only while this stays the same.
     */
    public long revision() {
        return history.moves() * 2 + (strokeBefore != null ? 1 : 0);
    }

    public int undoDepth() {
        return history.depth();
    }

    /** True when the work differs from what was last loaded or saved. */
    public boolean isDirty() {
        return history.top() != saved || strokeBefore != null;
    }

    /** The work was just saved to this file: it is no longer dirty, and Save will not ask for a name again. */
    public void markSaved(Path to) {
        endStroke();
        saved = history.top();
        file = to;
    }

    /** The file Save writes to, or null when Save must ask for a name. */
    public Path file() {
        return file;
    }
}
