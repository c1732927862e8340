package ishido.ai;

import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.rules.Stone;
import java.util.Arrays;

/**
 * A fast, mutable Ishido position for search: stones as bytes, and for every square the set of stone
 * kinds that may go there (a 36-bit mask), kept up to date incrementally along with, for every kind,
 * its legal squares as a 96-bit mask, so that playing a stone touches only five squares and allocates
 * nothing.
 */
final class Engine {
    static final int SQUARES = Square.COUNT;
    static final int KINDS = Stone.KINDS;
    static final int EMPTY = -1;
    /** All 36 kinds. */
    static final long ALL_KINDS = (1L << KINDS) - 1;

    /** Orthogonal neighbours of each square, four slots per square, -1 where the board ends. */
    static final int[] NEIGHBOURS = new int[SQUARES * 4];
    static final boolean[] WITHIN = new boolean[SQUARES];
    /** For each kind, the kinds sharing its colour or its symbol (itself included). */
    static final long[] MATCH = new long[KINDS];
    /**
     * Whether a stone with n neighbours, c of them matching by colour only and t twins, obeys the
     * rule; indexed [n][c][t]. Everything else matches by symbol only.
     */
    private static final boolean[][][] ALLOWED = new boolean[5][5][5];
    /** The kinds that may go on a square whose only two neighbours are kinds a and b, at [a * 36 + b]. */
    private static final long[] PAIR = new long[KINDS * KINDS];

    static {
        for (int i = 0; i < SQUARES; i++) {
            int c = i % Square.COLUMNS;
            int r = i / Square.COLUMNS;
            NEIGHBOURS[i * 4] = r > 0 ? i - Square.COLUMNS : -1;
            NEIGHBOURS[i * 4 + 1] = c < Square.COLUMNS - 1 ? i + 1 : -1;
            NEIGHBOURS[i * 4 + 2] = r < Square.ROWS - 1 ? i + Square.COLUMNS : -1;
            NEIGHBOURS[i * 4 + 3] = c > 0 ? i - 1 : -1;
            WITHIN[i] = Square.byIndex(i).isWithin();
        }
        for (int a = 0; a < KINDS; a++) {
            for (int b = 0; b < KINDS; b++) {
                if (a / Stone.SYMBOLS == b / Stone.SYMBOLS || a % Stone.SYMBOLS == b % Stone.SYMBOLS) {
                    MATCH[a] |= 1L << b;
                }
            }
        }
        // With 2, 3 or 4 neighbours, 1, 1-2 or 2 of them must count as colour matches (the rest as
        // symbol matches); twins may count as either, as in Board.ways.
        int[] low = {0, 0, 1, 1, 2};
        int[] high = {0, 1, 1, 2, 2};
        for (int n = 1; n <= 4; n++) {
            for (int c = 0; c <= n; c++) {
                for (int t = 0; c + t <= n; t++) {
                    ALLOWED[n][c][t] = n == 1 || (c <= high[n] && c + t >= low[n]);
                }
            }
        }
        for (int a = 0; a < KINDS; a++) {
            for (int b = 0; b < KINDS; b++) {
                long both = MATCH[a] & MATCH[b];
                for (int k = 0; k < KINDS; k++) {
                    if ((both >>> k & 1) != 0 && ALLOWED[2][colorOnly(k, a) + colorOnly(k, b)][(k == a ? 1 : 0) + (k == b ? 1 : 0)]) {
                        PAIR[a * KINDS + b] |= 1L << k;
                    }
                }
            }
        }
    }

    final byte[] cells = new byte[SQUARES];
    /** Stones orthogonally next to each square. */
    final byte[] around = new byte[SQUARES];
    /** Kinds that may go on each square (0 for taken squares). */
    final long[] legal = new long[SQUARES];
    /** Legal squares of each kind: squares 0-63 in {@code low}, 64-95 in {@code high}. */
    final long[] low = new long[KINDS];
    final long[] high = new long[KINDS];
    final int[] legalCount = new int[KINDS];
    /** Stones of each kind not yet on the board (the touchstone's included). */
    final int[] left = new int[KINDS];
    /** Kinds with at least one stone not yet on the board. */
    long leftKinds;
    /** Working space for the policy, so that evaluating a move allocates nothing. */
    final long[] scratch = new long[4];
    long score;
    int fourWays;
    int stonesLeft;

    Engine() {
        Arrays.fill(cells, (byte) EMPTY);
    }

    /** An engine for a snapshot; stones not on the board are the touchstone and the pouch. */
    static Engine of(Position position) {
        Engine e = new Engine();
        for (int k = 0; k < KINDS; k++) {
            e.left[k] = 2;
        }
        e.stonesLeft = 72;
        for (int s = 0; s < SQUARES; s++) {
            int k = position.cell(s);
            if (k != EMPTY) {
                e.cells[s] = (byte) k;
                e.left[k]--;
                e.stonesLeft--;
                for (int i = 0; i < 4; i++) {
                    int n = NEIGHBOURS[s * 4 + i];
                    if (n >= 0) {
                        e.around[n]++;
                    }
                }
            }
        }
        for (int k = 0; k < KINDS; k++) {
            if (e.left[k] > 0) {
                e.leftKinds |= 1L << k;
            }
        }
        for (int s = 0; s < SQUARES; s++) {
            e.setLegal(s, e.computeLegal(s, -1, EMPTY));
        }
        e.score = position.score();
        e.fourWays = position.fourWays();
        return e;
    }

    void copyFrom(Engine o) {
        System.arraycopy(o.cells, 0, cells, 0, SQUARES);
        System.arraycopy(o.around, 0, around, 0, SQUARES);
        System.arraycopy(o.legal, 0, legal, 0, SQUARES);
        System.arraycopy(o.low, 0, low, 0, KINDS);
        System.arraycopy(o.high, 0, high, 0, KINDS);
        System.arraycopy(o.legalCount, 0, legalCount, 0, KINDS);
        System.arraycopy(o.left, 0, left, 0, KINDS);
        leftKinds = o.leftKinds;
        score = o.score;
        fourWays = o.fourWays;
        stonesLeft = o.stonesLeft;
    }

    /** Neighbours the kind would match on the square (1-4), or 0 when it may not go there. */
    int ways(int square, int kind) {
        return (legal[square] >>> kind & 1) != 0 ? around[square] : 0;
    }

    boolean isLegal(int square, int kind) {
        return (legal[square] >>> kind & 1) != 0;
    }

    /**
     * The kinds that may go on a square, as if the extra square held the extra kind (pass -1 for
     * the board as it is).
     */
    long computeLegal(int square, int extraSquare, int extraKind) {
        if (cells[square] != EMPTY) {
            return 0;
        }
        int n = 0;
        long candidates = ALL_KINDS;
        int n0 = EMPTY;
        int n1 = EMPTY;
        int n2 = EMPTY;
        int n3 = EMPTY;
        for (int i = 0; i < 4; i++) {
            int sq = NEIGHBOURS[square * 4 + i];
            if (sq < 0) {
                continue;
            }
            int k = sq == extraSquare ? extraKind : cells[sq];
            if (k == EMPTY) {
                continue;
            }
            candidates &= MATCH[k];
            switch (n++) {
                case 0 -> n0 = k;
                case 1 -> n1 = k;
                case 2 -> n2 = k;
                default -> n3 = k;
            }
        }
        if (n <= 2) {
            // Most squares on the frontier have one or two neighbours: answer those from tables.
            return n == 0 ? 0 : n == 1 ? candidates : PAIR[n0 * KINDS + n1];
        }
        long result = 0;
        long rest = candidates;
        while (rest != 0) {
            int k = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            int colorOnly = 0;
            int twins = 0;
            colorOnly += colorOnly(k, n0);
            twins += k == n0 ? 1 : 0;
            colorOnly += colorOnly(k, n1);
            twins += k == n1 ? 1 : 0;
            if (n > 2) {
                colorOnly += colorOnly(k, n2);
                twins += k == n2 ? 1 : 0;
                if (n > 3) {
                    colorOnly += colorOnly(k, n3);
                    twins += k == n3 ? 1 : 0;
                }
            }
            if (ALLOWED[n][colorOnly][twins]) {
                result |= 1L << k;
            }
        }
        return result;
    }

    private static int colorOnly(int k, int other) {
        return k != other && k / Stone.SYMBOLS == other / Stone.SYMBOLS ? 1 : 0;
    }

    private void setLegal(int square, long kinds) {
        long old = legal[square];
        long diff = old ^ kinds;
        if (diff == 0) {
            return;
        }
        legal[square] = kinds;
        long bit = 1L << (square & 63);
        boolean lowHalf = square < 64;
        while (diff != 0) {
            int k = Long.numberOfTrailingZeros(diff);
            diff &= diff - 1;
            if ((kinds >>> k & 1) != 0) {
                if (lowHalf) {
                    low[k] |= bit;
                } else {
                    high[k] |= bit;
                }
                legalCount[k]++;
            } else {
                if (lowHalf) {
                    low[k] &= ~bit;
                } else {
                    high[k] &= ~bit;
                }
                legalCount[k]--;
            }
        }
    }

    /** Points the kind would earn on the square now (4-Way bonus included); the move must be legal. */
    long points(int square, int kind) {
        int ways = around[square];
        return WITHIN[square] ? Scoring.modernPoints(ways, true, fourWays) : 0;
    }

    /** Plays a legal move: the kind goes on the square, the score and the sets follow. */
    void place(int square, int kind) {
        int ways = around[square];
        if (WITHIN[square]) {
            score += Scoring.modernPoints(ways, true, fourWays);
        }
        if (ways == 4) {
            fourWays++;
        }
        cells[square] = (byte) kind;
        setLegal(square, 0);
        if (--left[kind] == 0) {
            leftKinds &= ~(1L << kind);
        }
        stonesLeft--;
        for (int i = 0; i < 4; i++) {
            int n = NEIGHBOURS[square * 4 + i];
            if (n >= 0) {
                around[n]++;
                if (cells[n] == EMPTY) {
                    setLegal(n, computeLegal(n, -1, EMPTY));
                }
            }
        }
    }

    /** The final score if the game ended now, end bonus included. */
    long finalScore() {
        return score + Scoring.endBonus(stonesLeft);
    }
}
