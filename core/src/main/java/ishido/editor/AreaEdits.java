package ishido.editor;

import ishido.rules.Stone;

/**
 * The Edit menu's commands on the selected stone, its column or its row: cut, copy, paste and erase as the
 * manual has them, XColor over its scope, the mask templates, clearing what lies outside the masks, and
 * flipping and turning stones.
 * Each is one undo step.
 */
public final class AreaEdits {
    private static final int CELL = Sheet.CELL;
    /** The pixels a mask can cover: flips and turns work on these and leave the cell's last row and column. */
    private static final int SIDE = CELL - 1;

    /** How Flip and Rotate move a stone's pixels. */
    public enum Turn {
        FLIP_LEFT_RIGHT("Flip Left-Right"),
        FLIP_TOP_BOTTOM("Flip Top-Bottom"),
        ROTATE("Rotate 90");

        private final String label;

        Turn(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        /** The pixel of the old stone that lands on (x, y) of the new one. */
        int sourceX(int x, int y) {
            return switch (this) {
                case FLIP_LEFT_RIGHT -> SIDE - 1 - x;
                case FLIP_TOP_BOTTOM -> x;
                case ROTATE -> y;
            };
        }

        int sourceY(int x, int y) {
            return switch (this) {
                case FLIP_LEFT_RIGHT -> y;
                case FLIP_TOP_BOTTOM -> SIDE - 1 - y;
                case ROTATE -> SIDE - 1 - x;
            };
        }
    }

    private final Editor editor;
    private Clip clip;

    AreaEdits(Editor editor) {
        this.editor = editor;
    }

    private Sheet sheet() {
        return editor.sheet();
    }

    public Clip clip() {
        return clip;
    }

    public void copy(Area area) {
        keep(new Clip(area, sheet().read(area.region(editor.column(), editor.row()))));
    }

    /** What Cut or Copy took (of an area, or of a box) goes on the clipboard. */
    void keep(Clip c) {
        clip = c;
    }

    /** Copies the area, then clears it as Erase does, as one undo step named Cut. */
    public void cut(Area area) {
        copy(area);
        Region r = editor.stonesOf(area);
        editor.change("Cut", r, () -> sheet().fill(r, 0));
    }

    /** Clears the stone, the six stones of the column (its mask stays) or the row to transparent. */
    public void erase(Area area) {
        Region r = editor.stonesOf(area);
        editor.change("Erase", r, () -> sheet().fill(r, 0));
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
            editor.change("Paste", editor.stonesOf(Area.COLUMN), () -> {
                for (int rr = 0; rr < Stone.COLORS; rr++) {
                    sheet().write(Area.STONE.region(editor.column(), rr), data);
                }
            });
        } else {
            Region r = target.region(editor.column(), editor.row());
            editor.change("Paste", r, () -> sheet().write(r, data));
        }
    }

    /**
     * XColor: every pixel of the colour at (x, y) of the selected stone becomes the chosen colour, in that
     * stone, or in every stone of its column or row as the XColor scope says (masks are not touched).
     */
    public void xcolor(int x, int y) {
        int from = sheet().stone(editor.column(), editor.row(), x, y);
        if (from == editor.pen()) {
            return;
        }
        Region r = editor.stonesOf(editor.xcolorScope());
        editor.change("XColor", r, () -> {
            for (int py = r.y(); py < r.y() + r.height(); py++) {
                for (int px = r.x(); px < r.x() + r.width(); px++) {
                    if (sheet().get(px, py) == from) {
                        sheet().set(px, py, editor.pen());
                    }
                }
            }
        });
    }

    /**
     * Makes transparent every pixel of the area's stones (or of all 36 when area is null) that lies outside its
     * column's mask: play never shows them, but XColor and paste leave them coloured, and a paint program shows
     * them as bars of colour.
     */
    public void clearOutsideMasks(Area area) {
        Region r = area == null ? new Region(0, 0, Stone.SYMBOLS * CELL, Stone.COLORS * CELL) : editor.stonesOf(area);
        editor.change("Clear Outside Masks", r, () -> {
            for (int y = r.y(); y < r.y() + r.height(); y++) {
                for (int x = r.x(); x < r.x() + r.width(); x++) {
                    if (!sheet().inMask(x / CELL, x % CELL, y % CELL)) {
                        sheet().set(x, y, 0);
                    }
                }
            }
        });
    }

    /** Gives the selected stone's column this mask: its six stones show only inside the shape. */
    public void applyTemplate(MaskTemplate t) {
        Region r = new Region(editor.column() * CELL, Sheet.MASK_ROW * CELL, CELL, CELL);
        editor.change("Mask", r, () -> {
            for (int y = 0; y < CELL; y++) {
                for (int x = 0; x < CELL; x++) {
                    sheet().set(r.x() + x, r.y() + y, t.covers(x, y) ? Sheet.MASK_PEN : 0);
                }
            }
        });
    }

    /**
     * Flips or turns the selected stone, every stone of its column together with its mask, or every stone of its
     * row, each within the 19x19 a mask can cover.
     */
    public void turn(Area area, Turn t) {
        Region r = area.region(editor.column(), editor.row());
        editor.change(t.label(), r, () -> {
            for (int cy = r.y(); cy < r.y() + r.height(); cy += CELL) {
                for (int cx = r.x(); cx < r.x() + r.width(); cx += CELL) {
                    byte[] old = sheet().read(new Region(cx, cy, CELL, CELL));
                    for (int y = 0; y < SIDE; y++) {
                        for (int x = 0; x < SIDE; x++) {
                            sheet().set(cx + x, cy + y, old[t.sourceY(x, y) * CELL + t.sourceX(x, y)]);
                        }
                    }
                }
            }
        });
    }
}
