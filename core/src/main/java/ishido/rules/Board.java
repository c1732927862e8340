package ishido.rules;

import java.util.Arrays;

/** The stones on the 12x8 board, and the placement rule that decides where a stone may go. */
public final class Board {
    private static final int EMPTY = -1;
    private static final int[][] NEIGHBOURS = new int[Square.COUNT][];

    static {
        int[][] steps = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.byIndex(i);
            int[] found = new int[4];
            int n = 0;
            for (int[] d : steps) {
                int c = s.column() + d[0];
                int r = s.row() + d[1];
                if (Square.onBoard(c, r)) {
                    found[n++] = Square.at(c, r).index();
                }
            }
            NEIGHBOURS[i] = Arrays.copyOf(found, n);
        }
    }

    private final int[] cells = new int[Square.COUNT];
    private int count;

    public Board() {
        Arrays.fill(cells, EMPTY);
    }

    public Board(Board other) {
        System.arraycopy(other.cells, 0, cells, 0, cells.length);
        count = other.count;
    }

    /** The stone on a square, or null. */
    public Stone get(Square square) {
        int id = cells[square.index()];
        return id == EMPTY ? null : Stone.byId(id);
    }

    public boolean isEmpty(Square square) {
        return cells[square.index()] == EMPTY;
    }

    public int stoneCount() {
        return count;
    }

    public void put(Square square, Stone stone) {
        if (cells[square.index()] != EMPTY) {
            throw new IllegalStateException("square " + square + " is taken");
        }
        cells[square.index()] = stone.id();
        count++;
    }

    public void remove(Square square) {
        if (cells[square.index()] == EMPTY) {
            throw new IllegalStateException("square " + square + " is empty");
        }
        cells[square.index()] = EMPTY;
        count--;
    }

    /**
     * How many neighbours the stone would match on this square: 1-4, or 0 when it may not go there.
     * With n neighbours the stone must match them "1", "1 and 1", "1 and 2" or "2 and 2" by colour and
     * symbol; a twin neighbour (same colour and symbol) may count for either attribute.
     */
    public int ways(Square square, Stone stone) {
        int at = square.index();
        if (cells[at] != EMPTY) {
            return 0;
        }
        int byColor = 0;
        int bySymbol = 0;
        int twins = 0;
        for (int n : NEIGHBOURS[at]) {
            int id = cells[n];
            if (id == EMPTY) {
                continue;
            }
            Stone other = Stone.byId(id);
            boolean color = other.color() == stone.color();
            boolean symbol = other.symbol() == stone.symbol();
            if (color && symbol) {
                twins++;
            } else if (color) {
                byColor++;
            } else if (symbol) {
                bySymbol++;
            } else {
                return 0;
            }
        }
        int ways = byColor + bySymbol + twins;
        // The colour matches x must be one the rule allows, and twins can make up any shortfall.
        return switch (ways) {
            case 1 -> 1;
            case 2 -> allows(byColor, twins, 1, 1) ? 2 : 0;
            case 3 -> allows(byColor, twins, 1, 2) ? 3 : 0;
            case 4 -> allows(byColor, twins, 2, 2) ? 4 : 0;
            default -> 0;
        };
    }

    private static boolean allows(int byColor, int twins, int low, int high) {
        // Some colour count x in [low, high] must lie in [byColor, byColor + twins].
        return byColor <= high && byColor + twins >= low;
    }

    public boolean isLegal(Square square, Stone stone) {
        return ways(square, stone) > 0;
    }

    /** True when the stone has at least one legal square. */
    public boolean hasLegalSquare(Stone stone) {
        for (int i = 0; i < Square.COUNT; i++) {
            if (ways(Square.byIndex(i), stone) > 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && Arrays.equals(cells, b.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    /** Says, in a sentence, why a stone may not go on a square (or null when it may). */
    public String whyIllegal(Square square, Stone stone) {
        if (!isEmpty(square)) {
            return "There is already a stone on " + square + ".";
        }
        if (ways(square, stone) > 0) {
            return null;
        }
        int neighbours = 0;
        boolean mismatch = false;
        for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
            int c = square.column() + d[0];
            int r = square.row() + d[1];
            if (Square.onBoard(c, r)) {
                Stone other = get(Square.at(c, r));
                if (other != null) {
                    neighbours++;
                    mismatch |= !other.matches(stone);
                }
            }
        }
        if (neighbours == 0) {
            return "A stone must be placed next to another stone.";
        }
        if (mismatch) {
            return "Every neighbour must share the stone's colour or its symbol.";
        }
        return switch (neighbours) {
            case 2 -> "Between two stones, match one by colour and the other by symbol.";
            case 3 -> "Among three stones, match two by one attribute and the third by the other.";
            default -> "A 4-Way needs two matches by colour and two by symbol.";
        };
    }
}
