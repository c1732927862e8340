package ishido.rules;

/** A square of the 12x8 board: column a-l from the left, row 1-8 from the top. */
public final class Square {
    public static final int COLUMNS = 12;
    public static final int ROWS = 8;
    public static final int COUNT = COLUMNS * ROWS;

    private static final Square[] ALL = new Square[COUNT];

    static {
        for (int i = 0; i < COUNT; i++) {
            ALL[i] = new Square(i);
        }
    }

    private final int index;

    private Square(int index) {
        this.index = index;
    }

    public static Square at(int column, int row) {
        if (!onBoard(column, row)) {
            throw new IllegalArgumentException("off the board: column " + column + ", row " + row);
        }
        return ALL[row * COLUMNS + column];
    }

    public static Square byIndex(int index) {
        return ALL[index];
    }

    public static boolean onBoard(int column, int row) {
        return column >= 0 && column < COLUMNS && row >= 0 && row < ROWS;
    }

    /** Parses notation such as {@code f4}. */
    public static Square parse(String text) {
        if (text.length() == 2) {
            int c = Character.toLowerCase(text.charAt(0)) - 'a';
            int r = text.charAt(1) - '1';
            if (onBoard(c, r)) {
                return at(c, r);
            }
        }
        throw new IllegalArgumentException("not a square: '" + text + "' (expected a-l and 1-8, e.g. f4)");
    }

    public int index() {
        return index;
    }

    public int column() {
        return index % COLUMNS;
    }

    public int row() {
        return index / COLUMNS;
    }

    /** True for the inner 10x6 squares, the only ones that score. */
    public boolean isWithin() {
        int c = column();
        int r = row();
        return c > 0 && c < COLUMNS - 1 && r > 0 && r < ROWS - 1;
    }

    @Override
    public String toString() {
        return String.valueOf((char) ('a' + column())) + (char) ('1' + row());
    }
}
