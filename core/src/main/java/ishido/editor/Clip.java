package ishido.editor;

/**
 * What the editor's clipboard holds: the pixels of a stone (20x20), a column (20x140, its mask included),
 * a row (120x20), or (area null) a box that may span stones, width pixels wide, as Cut or Copy took them.
 */
public record Clip(Area area, int width, byte[] pixels) {
    public Clip {
        pixels = pixels.clone();
    }

    /** A stone, column or row's pixels. */
    public Clip(Area area, byte[] pixels) {
        this(area, area.region(0, 0).width(), pixels);
    }

    @Override
    public byte[] pixels() {
        return pixels.clone();
    }

    /**
     * The manual's paste rules: a stone onto a stone or onto every stone of a column, a column onto a column,
     * a row onto a row; never a stone onto a row.
     */
    public boolean pastesOnto(Area target) {
        return area != null && (area == target || (area == Area.STONE && target == Area.COLUMN));
    }
}
