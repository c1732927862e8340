package ishido.editor;

import ishido.theme.Stoneset;

/** What an Edit command acts on: one stone, a column of six stones (with its mask), or a row of six stones. */
public enum Area {
    STONE, COLUMN, ROW;

    /** The sheet rectangle this area covers around the stone at (column, row). */
    public Region region(int column, int row) {
        int c = Stoneset.CELL;
        return switch (this) {
            case STONE -> new Region(column * c, row * c, c, c);
            case COLUMN -> new Region(column * c, 0, c, Stoneset.HEIGHT);
            case ROW -> new Region(0, row * c, Stoneset.WIDTH, c);
        };
    }

    /** The label the menus and the README use. */
    public String label() {
        return switch (this) {
            case STONE -> "Stone";
            case COLUMN -> "Column";
            case ROW -> "Row";
        };
    }
}
