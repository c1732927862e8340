package ishido.editor;

import ishido.theme.Stoneset;

/** A rectangle of the stoneset sheet (120x140), the unit an undo step keeps the pixels of. */
public record Region(int x, int y, int width, int height) {
    /** The whole sheet: stones and masks. */
    public static final Region SHEET = new Region(0, 0, Stoneset.WIDTH, Stoneset.HEIGHT);
    /** The row of the six column masks. */
    public static final Region MASKS = new Region(0, Sheet.MASK_ROW * Stoneset.CELL, Stoneset.WIDTH, Stoneset.CELL);

    public Region {
        if (x < 0 || y < 0 || width <= 0 || height <= 0 || x + width > Stoneset.WIDTH || y + height > Stoneset.HEIGHT) {
            throw new IllegalArgumentException("not inside the sheet: " + x + "," + y + " " + width + "x" + height);
        }
    }
}
