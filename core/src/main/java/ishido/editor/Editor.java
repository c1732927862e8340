package ishido.editor;

import ishido.rules.Stone;
import java.nio.file.Path;

/**
 * The stoneset editor's model: the sheet being edited, the selected stone and area, the chosen colour, tool,
 * brush and symmetry, the stroke under way, and undo/redo over every change. The Edit menu's commands are in
 * {@link AreaEdits}, the palette's in {@link PaletteEdits}, what each tool does in its {@link Tool}. It knows
 * nothing of screens; the editor screen calls it and draws what it holds.
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
    private Symmetry symmetry = Symmetry.OFF;
    private Brush brush;
    private final AreaEdits areas = new AreaEdits(this);
    private final PaletteEdits colors = new PaletteEdits(this);
    private final BoxEdits boxes = new BoxEdits(this);
    private final RangeFill range = new RangeFill();
    private final View view = new View();
    /** The change that was on top when the work was last saved or loaded; null for none. */
    private History.Change saved;
    /** The file the work was loaded from or last saved to, or null: Save then asks for a name. */
    private Path file;
    /** The stroke under way, or null. */
    private Stroke stroke;

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
        select(Area.STONE);
    }

    public void selectColumn(int c) {
        column = clamp(c, Stone.SYMBOLS);
        select(Area.COLUMN);
    }

    public void selectRow(int r) {
        row = clamp(r, Stone.COLORS);
        select(Area.ROW);
    }

    /** The stone, column or row becomes the selection (a box selected before is let go); the view follows it. */
    private void select(Area a) {
        selected = a;
        boxes.clear();
        view.follow(column, row);
    }

    public RangeFill rangeFill() {
        return range;
    }

    /** A box of pixels, which may span stones, dragged with Select: the Edit commands act on it (see {@link BoxEdits}). */
    public BoxEdits boxes() {
        return boxes;
    }

    /** How close the edit box looks (2x2 stones, where strokes and boxes may cross stones), and its scroll. */
    public View zoomView() {
        return view;
    }

    /** The pixels the edit box shows: the selected stone, or zoomed out the 2x2 stones around it. */
    public Region view() {
        return view.region(column, row);
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

    /** The Edit menu's commands on the stone, column or row: cut, copy, paste, erase, masks, flip and turn. */
    public AreaEdits areas() {
        return areas;
    }

    /** The palette's commands: a colour set, Spread, Swap, and the palette requester's live editing. */
    public PaletteEdits colors() {
        return colors;
    }

    public Symmetry symmetry() {
        return symmetry;
    }

    public void setSymmetry(Symmetry s) {
        endStroke();
        symmetry = s;
    }

    /** The brush Brush stamps, or null before one is picked. */
    public Brush brush() {
        return brush;
    }

    /** A brush of its own (flipped, turned, another see-through colour); the tool becomes Brush. */
    public void setBrush(Brush b) {
        brush = b;
        setTool(Tool.BRUSH);
    }

    // ---- the edit box ----

    /**
     * The left button went down on pixel (x, y) of the edit box's view (the selected stone, or zoomed out the 2x2
     * stones, where the press selects the stone under it).
     */
    public void toolDown(int x, int y) {
        if (!view.contains(x, y)) {
            return;
        }
        endStroke();
        column = view.stoneColumn(x, column);
        row = view.stoneRow(y, row);
        if (tool.drags()) {
            Region r = view();
            stroke = new Stroke(r, sheet.read(r), x, y);
        }
        tool.handler().apply(this, stroke, x, y);
    }

    /** The pointer moved to (x, y) with the left button held: the stroke goes on to there. */
    public void toolDrag(int x, int y) {
        if (stroke == null) {
            return;
        }
        int cx = clamp(x, stroke.region.width());
        int cy = clamp(y, stroke.region.height());
        tool.handler().apply(this, stroke, cx, cy);
        stroke.lastX = cx;
        stroke.lastY = cy;
    }

    /** The left button came up: a stroke becomes one undo step. */
    public void toolUp() {
        endStroke();
    }

    private void endStroke() {
        Stroke s = stroke;
        if (s != null) {
            stroke = null;
            history.pushPixels(tool.label(), s.region, s.before, sheet.read(s.region));
            tool.handler().end(this, s);
        }
    }

    /** True while a stroke is under way. */
    public boolean stroking() {
        return stroke != null;
    }

    /** The box Pick Brush or Select is being dragged over, as {x0, y0, x1, y1} in the view, or null. */
    public int[] pickBox() {
        if (stroke == null || (tool != Tool.PICK_BRUSH && tool != Tool.SELECT)) {
            return null;
        }
        return stroke.box();
    }

    /** Paints one pixel of the view in the chosen colour, as its own undo step (the Space key). */
    public void paint(int x, int y) {
        if (view.contains(x, y)) {
            change("Draw", view(), () -> plot(x, y));
        }
    }

    /** Paints (x, y) of the view in the chosen colour, and its mirror images. */
    void plot(int x, int y) {
        mirrored(x, y, pen);
    }

    /** Stamps the brush centred on (x, y) of the view, mirrored as the symmetry says. */
    void stamp(int x, int y) {
        if (brush != null) {
            brush.stamp(x, y, this::mirrored);
        }
    }

    /** Paints (x, y) of the view and its mirror images about the middle of the stone it lies in. */
    void mirrored(int x, int y, int index) {
        symmetry.paintInStone(x, y, index, this::set);
    }

    private void set(int x, int y, int index) {
        if (view.contains(x, y)) {
            Region v = view();
            sheet.set(v.x() + x, v.y() + y, index);
        }
    }

    /** The view's pixels from (x0, y0) to (x1, y1) as a sheet rectangle (a box may span stones). */
    Region box(int x0, int y0, int x1, int y1) {
        Region v = view();
        return new Region(v.x() + Math.min(x0, x1), v.y() + Math.min(y0, y1), Math.abs(x1 - x0) + 1, Math.abs(y1 - y0) + 1);
    }

    /** The box from (x0, y0) to (x1, y1) of the view becomes the brush, colour 0 see-through. */
    void pickBrush(int x0, int y0, int x1, int y1) {
        brushFrom(box(x0, y0, x1, y1));
    }

    /** The pixels of a sheet rectangle become the brush, colour 0 see-through. */
    void brushFrom(Region r) {
        setBrush(new Brush(r.width(), r.height(), sheet.read(r), 0));
    }

    /** The whole selected stone becomes the brush, colour 0 see-through. */
    public void brushFromStone() {
        brushFrom(stoneRegion());
    }

    /** The eyedropper: the colour under (x, y) of the view becomes the chosen one. */
    public void pick(int x, int y) {
        if (view.contains(x, y)) {
            Region v = view();
            pen = sheet.get(v.x() + x, v.y() + y);
        }
    }

    Region stoneRegion() {
        return Area.STONE.region(column, row);
    }

    /** Floods the 4-connected pixels of the colour at (x, y) of the view with the chosen colour. */
    public void fill(int x, int y) {
        Region v = view();
        int from = sheet.get(v.x() + x, v.y() + y);
        if (from == pen) {
            return;
        }
        change("Fill", v, () -> Strokes.flood(v.width(), x, y,
                (px, py) -> sheet.get(v.x() + px, v.y() + py) == from, (px, py) -> set(px, py, pen)));
    }

    /** The stones of an area around the selected stone, without the mask row. */
    Region stonesOf(Area area) {
        Region r = area.region(column, row);
        return area == Area.COLUMN ? new Region(r.x(), 0, CELL, Stone.COLORS * CELL) : r;
    }

    // ---- whole set and palette ----

    /** File > New Stoneset: every stone transparent, full masks, the editor's colours; one undo step. */
    public void newSet() {
        Sheet blank = Sheet.blank();
        int[] before = sheet.palette();
        byte[] pixelsBefore = sheet.read(Region.SHEET);
        sheet.write(Region.SHEET, blank.read(Region.SHEET));
        sheet.setPalette(blank.palette());
        recordPalette("New", before, Region.SHEET, pixelsBefore);
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

    // ---- undo ----

    void change(String label, Region r, Runnable edit) {
        endStroke();
        byte[] before = sheet.read(r);
        edit.run();
        history.pushPixels(label, r, before, sheet.read(r));
    }

    /** Keeps a change of colours (and of pixels, when pixels is not null) as one undo step. */
    void recordPalette(String label, int[] before, Region r, byte[] pixelsBefore) {
        history.push(new History.Change(label, r, pixelsBefore, r == null ? null : sheet.read(r), before, sheet.palette()));
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
        return history.undo(sheet);
    }

    /** Does again the last change undone; returns its name or null. */
    public String redo() {
        endStroke();
        return history.redo(sheet);
    }

    /**
     * Changes whenever the work does (an edit, a stroke begun, undo, redo, a load): a message about the work is
     * current only while this stays the same.
     */
    public long revision() {
        return history.moves() * 2 + (stroke != null ? 1 : 0);
    }

    /** The rectangle the last step kept the pixels of, or null (for tests: a stroke keeps only what it touched). */
    Region lastStepRegion() {
        return history.top() == null ? null : history.top().region();
    }

    public int undoDepth() {
        return history.depth();
    }

    /** True when the work differs from what was last loaded or saved. */
    public boolean isDirty() {
        return history.top() != saved || stroke != null;
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
