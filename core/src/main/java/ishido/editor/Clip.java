package ishido.editor;

/**
 * What the editor's clipboard holds: the pixels of a stone (20x20), a column (20x140, its mask included) or
 * a row (120x20), as Cut or Copy took them.
 */
public record Clip(Area area, byte[] pixels) {
    public Clip {
        pixels = pixels.clone();
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
        return area == target || (area == Area.STONE && target == Area.COLUMN);
    }
}
