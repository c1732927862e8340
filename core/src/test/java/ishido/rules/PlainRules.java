package ishido.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent, deliberately plain restatement of the rules, written from the rules text and not
 * from the engine, so that tests can compare the engine against it. It keeps its own board (a grid
 * indexed [column][row]) and uses nothing of the engine but the stones' colour and symbol.
 */
final class PlainRules {
    static final int COLUMNS = 12;
    static final int ROWS = 8;

    /** The bonus for the 1st, 2nd, ... 12th 4-Way, copied from the original rules text. */
    private static final long[] BONUS = {25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000};

    private final Stone[][] grid = new Stone[COLUMNS][ROWS];

    Stone get(int column, int row) {
        return grid[column][row];
    }

    void put(int column, int row, Stone stone) {
        if (grid[column][row] != null) {
            throw new IllegalStateException("plain rules: square taken");
        }
        grid[column][row] = stone;
    }

    void remove(int column, int row) {
        grid[column][row] = null;
    }

    /**
     * How many neighbours the stone touches on this square when the rules allow it there, else 0.
     * Tries every way of saying which attribute each neighbour is matched by (a neighbour can only be
     * matched by an attribute it shares; a twin shares both) and accepts the square when one of them
     * gives a count the rules name.
     */
    int ways(int column, int row, Stone stone) {
        if (grid[column][row] != null) {
            return 0;
        }
        List<Stone> around = new ArrayList<>();
        int[][] steps = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
        for (int[] step : steps) {
            int c = column + step[0];
            int r = row + step[1];
            if (c >= 0 && c < COLUMNS && r >= 0 && r < ROWS && grid[c][r] != null) {
                around.add(grid[c][r]);
            }
        }
        int n = around.size();
        if (n == 0) {
            return 0;
        }
        for (int mask = 0; mask < (1 << n); mask++) {
            int byColour = 0;
            int bySymbol = 0;
            boolean possible = true;
            for (int i = 0; i < n; i++) {
                Stone other = around.get(i);
                if ((mask & (1 << i)) != 0) {
                    possible &= other.color() == stone.color();
                    byColour++;
                } else {
                    possible &= other.symbol() == stone.symbol();
                    bySymbol++;
                }
            }
            if (possible && ruleAllows(n, byColour, bySymbol)) {
                return n;
            }
        }
        return 0;
    }

    /** The counts of colour and symbol matches the rules text allows for n neighbours. */
    static boolean ruleAllows(int n, int byColour, int bySymbol) {
        switch (n) {
            case 1:
                return true;
            case 2:
                return byColour == 1 && bySymbol == 1;
            case 3:
                return (byColour == 2 && bySymbol == 1) || (byColour == 1 && bySymbol == 2);
            case 4:
                return byColour == 2 && bySymbol == 2;
            default:
                return false;
        }
    }

    boolean hasLegalSquare(Stone stone) {
        for (int c = 0; c < COLUMNS; c++) {
            for (int r = 0; r < ROWS; r++) {
                if (ways(c, r, stone) > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    static boolean within(int column, int row) {
        return column >= 1 && column <= 10 && row >= 1 && row <= 6;
    }

    /** Modern points for one move, from the rules text: base 1/2/4/8, doubled per earlier 4-Way, plus bonus. */
    static long points(int ways, int column, int row, int fourWaysBefore) {
        if (!within(column, row)) {
            return 0;
        }
        long base = ways == 1 ? 1 : ways == 2 ? 2 : ways == 3 ? 4 : 8;
        for (int i = 0; i < fourWaysBefore; i++) {
            base *= 2;
        }
        if (ways == 4) {
            base += bonus(fourWaysBefore + 1);
        }
        return base;
    }

    /** Bonus for the k-th 4-Way; past the twelfth every one pays the twelfth's. */
    static long bonus(int k) {
        return k > BONUS.length ? BONUS[BONUS.length - 1] : BONUS[k - 1];
    }

    static long endBonus(int stonesLeft) {
        if (stonesLeft == 0) {
            return 1000;
        }
        if (stonesLeft == 1) {
            return 500;
        }
        if (stonesLeft == 2) {
            return 100;
        }
        return 0;
    }

    /** Column 0-11 from notation such as "f4", without asking the engine. */
    static int column(Square square) {
        return square.toString().charAt(0) - 'a';
    }

    /** Row 0-7 from notation such as "f4", without asking the engine. */
    static int row(Square square) {
        return square.toString().charAt(1) - '1';
    }
}
