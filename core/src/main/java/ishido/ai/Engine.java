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
 *
 * <p>The masks are ints, never longs: TeaVM compiles a Java {@code long} to a JavaScript BigInt, whose
 * every operation allocates, and that made the browser's search many times slower than the JVM's.
 * A set of kinds is two ints, a "kind word" {@code k >>> 5} holding kind k at bit {@code k & 31}
 * (kinds 0-31 in word 0, 32-35 in word 1); a set of squares is three ints, square s in word
 * {@code s >>> 5} at bit {@code s & 31}, so walking the words in order visits the squares in order.
 */
final class Engine {
    static final int SQUARES = Square.COUNT;
    static final int KINDS = Stone.KINDS;
    static final int EMPTY = -1;
    /** Ints in a set of kinds, and in a set of squares. */
    static final int KIND_WORDS = 2;
    static final int SQUARE_WORDS = 3;
    /** All 36 kinds: word 1 holds the four kinds after the first 32. */
    private static final int ALL_KINDS_HIGH = (1 << (KINDS - 32)) - 1;

    /** Orthogonal neighbours of each square, four slots per square, -1 where the board ends. */
    static final int[] NEIGHBOURS = new int[SQUARES * 4];
    static final boolean[] WITHIN = new boolean[SQUARES];
    /** For each kind, the kinds sharing its colour or its symbol (itself included), two words a kind. */
    static final int[] MATCH = new int[KINDS * KIND_WORDS];
    /**
     * Whether a stone with n neighbours, c of them matching by colour only and t twins, obeys the
     * rule; indexed [n][c][t]. Everything else matches by symbol only.
     */
    private static final boolean[][][] ALLOWED = new boolean[5][5][5];
    /** The kinds that may go on a square whose only two neighbours are kinds a and b, at [(a * 36 + b) * 2]. */
    private static final int[] PAIR = new int[KINDS * KINDS * KIND_WORDS];

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
                    MATCH[a * KIND_WORDS + (b >>> 5)] |= 1 << (b & 31);
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
                for (int k = 0; k < KINDS; k++) {
                    if (has(MATCH, a * KIND_WORDS, k) && has(MATCH, b * KIND_WORDS, k)
                            && ALLOWED[2][colorOnly(k, a) + colorOnly(k, b)][(k == a ? 1 : 0) + (k == b ? 1 : 0)]) {
                        PAIR[(a * KINDS + b) * KIND_WORDS + (k >>> 5)] |= 1 << (k & 31);
                    }
                }
            }
        }
    }

    final byte[] cells = new byte[SQUARES];
    /** Stones orthogonally next to each square. */
    final byte[] around = new byte[SQUARES];
    /** Kinds that may go on each square (none for taken squares), two words a square. */
    final int[] legal = new int[SQUARES * KIND_WORDS];
    /** Legal squares of each kind, three words a kind. */
    final int[] legalSquares = new int[KINDS * SQUARE_WORDS];
    final int[] legalCount = new int[KINDS];
    /** Stones of each kind not yet on the board (the touchstone's included). */
    final int[] left = new int[KINDS];
    /** Kinds with at least one stone not yet on the board, both words. */
    int leftKinds0;
    int leftKinds1;
    /**
     * Kinds with at most {@link Policy#FRAGILE} legal squares, both words: kept as the counts change, so
     * that the policy's fragile kinds, asked for at every move of a rollout, cost no walk over the kinds.
     */
    int few0 = -1;
    int few1 = ALL_KINDS_HIGH;
    /** Word 1 of the kinds the last {@link #computeLegal} found (it returns word 0). */
    int computed1;
    /** Working space for the policy (a set of kinds for each of a square's neighbours), so that evaluating a move allocates nothing. */
    final int[] scratch = new int[4 * KIND_WORDS];
    /** The kinds each empty neighbour of the square the policy last evaluated allows once the move is made (both words). */
    final int[] afterLegal = new int[4 * KIND_WORDS];
    long score;
    int fourWays;
    int stonesLeft;

    Engine() {
        Arrays.fill(cells, (byte) EMPTY);
    }

    /** An engine for a snapshot; stones not on the board are the touchstone and the pouch. */
    static Engine of(Position position) {
        int[] cells = new int[SQUARES];
        for (int s = 0; s < SQUARES; s++) {
            cells[s] = position.cell(s);
        }
        return of(cells, position.score(), position.fourWays());
    }

    /**
     * An engine for a board given square by square (a kind, or {@link #EMPTY}), with the score and the
     * 4-Ways so far; stones not on the board are the touchstone and the pouch.
     */
    static Engine of(int[] board, long score, int fourWays) {
        Engine e = new Engine();
        for (int k = 0; k < KINDS; k++) {
            e.left[k] = 2;
        }
        e.stonesLeft = 72;
        for (int s = 0; s < SQUARES; s++) {
            int k = board[s];
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
                e.leftKinds0 |= bit(k, 0);
                e.leftKinds1 |= bit(k, 1);
            }
        }
        for (int s = 0; s < SQUARES; s++) {
            e.setLegal(s, e.computeLegal(s, -1, EMPTY), e.computed1);
        }
        e.score = score;
        e.fourWays = fourWays;
        return e;
    }

    void copyFrom(Engine o) {
        System.arraycopy(o.cells, 0, cells, 0, SQUARES);
        System.arraycopy(o.around, 0, around, 0, SQUARES);
        System.arraycopy(o.legal, 0, legal, 0, SQUARES * KIND_WORDS);
        System.arraycopy(o.legalSquares, 0, legalSquares, 0, KINDS * SQUARE_WORDS);
        System.arraycopy(o.legalCount, 0, legalCount, 0, KINDS);
        System.arraycopy(o.left, 0, left, 0, KINDS);
        leftKinds0 = o.leftKinds0;
        leftKinds1 = o.leftKinds1;
        few0 = o.few0;
        few1 = o.few1;
        score = o.score;
        fourWays = o.fourWays;
        stonesLeft = o.stonesLeft;
    }

    /** Neighbours the kind would match on the square (1-4), or 0 when it may not go there. */
    int ways(int square, int kind) {
        return isLegal(square, kind) ? around[square] : 0;
    }

    boolean isLegal(int square, int kind) {
        return has(legal, square * KIND_WORDS, kind);
    }

    /** Whether the set of kinds whose word 0 is words[at] holds the kind. */
    static boolean has(int[] words, int at, int kind) {
        return (words[at + (kind >>> 5)] >>> (kind & 31) & 1) != 0;
    }

    /** The kind's bit in the given word (0 or 1) of a set of kinds: none when the kind lives in the other word. */
    static int bit(int kind, int word) {
        return kind >>> 5 == word ? 1 << (kind & 31) : 0;
    }

    /** Whether the kind's word of a set of kinds (word0, word1) holds it. */
    static boolean has(int word0, int word1, int kind) {
        return ((kind < 32 ? word0 : word1) >>> (kind & 31) & 1) != 0;
    }

    /**
     * The kinds that may go on a square, as if the extra square held the extra kind (pass -1 for
     * the board as it is): word 0 of the set is returned, word 1 left in {@link #computed1}.
     */
    int computeLegal(int square, int extraSquare, int extraKind) {
        computed1 = 0;
        if (cells[square] != EMPTY) {
            return 0;
        }
        int n = 0;
        int candidates0 = -1;
        int candidates1 = ALL_KINDS_HIGH;
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
            candidates0 &= MATCH[k * KIND_WORDS];
            candidates1 &= MATCH[k * KIND_WORDS + 1];
            switch (n++) {
                case 0 -> n0 = k;
                case 1 -> n1 = k;
                case 2 -> n2 = k;
                default -> n3 = k;
            }
        }
        if (n <= 2) {
            // Most squares on the frontier have one or two neighbours: answer those from tables.
            if (n == 0) {
                return 0;
            }
            if (n == 1) {
                computed1 = candidates1;
                return candidates0;
            }
            int at = (n0 * KINDS + n1) * KIND_WORDS;
            computed1 = PAIR[at + 1];
            return PAIR[at];
        }
        int result0 = 0;
        while (candidates0 != 0) {
            int k = Integer.numberOfTrailingZeros(candidates0);
            candidates0 &= candidates0 - 1;
            if (allowed(k, n, n0, n1, n2, n3)) {
                result0 |= 1 << k;
            }
        }
        int result1 = 0;
        while (candidates1 != 0) {
            int b = Integer.numberOfTrailingZeros(candidates1);
            candidates1 &= candidates1 - 1;
            if (allowed(32 + b, n, n0, n1, n2, n3)) {
                result1 |= 1 << b;
            }
        }
        computed1 = result1;
        return result0;
    }

    /** Whether the kind, matching each of the n (3 or 4) neighbours by colour or symbol, obeys the rule. */
    private static boolean allowed(int k, int n, int n0, int n1, int n2, int n3) {
        int colorOnly = colorOnly(k, n0) + colorOnly(k, n1) + colorOnly(k, n2);
        int twins = (k == n0 ? 1 : 0) + (k == n1 ? 1 : 0) + (k == n2 ? 1 : 0);
        if (n > 3) {
            colorOnly += colorOnly(k, n3);
            twins += k == n3 ? 1 : 0;
        }
        return ALLOWED[n][colorOnly][twins];
    }

    private static int colorOnly(int k, int other) {
        return k != other && k / Stone.SYMBOLS == other / Stone.SYMBOLS ? 1 : 0;
    }

    private void setLegal(int square, int kinds0, int kinds1) {
        int at = square * KIND_WORDS;
        int diff0 = legal[at] ^ kinds0;
        int diff1 = legal[at + 1] ^ kinds1;
        if ((diff0 | diff1) == 0) {
            return;
        }
        legal[at] = kinds0;
        legal[at + 1] = kinds1;
        int word = square >>> 5;
        int bit = 1 << (square & 31);
        while (diff0 != 0) {
            int k = Integer.numberOfTrailingZeros(diff0);
            diff0 &= diff0 - 1;
            flip(k, word, bit, (kinds0 >>> k & 1) != 0);
        }
        while (diff1 != 0) {
            int b = Integer.numberOfTrailingZeros(diff1);
            diff1 &= diff1 - 1;
            flip(32 + b, word, bit, (kinds1 >>> b & 1) != 0);
        }
    }

    /** Adds the square (its word and bit) to the kind's legal squares, or takes it out. */
    private void flip(int kind, int word, int bit, boolean legalNow) {
        int at = kind * SQUARE_WORDS + word;
        if (legalNow) {
            legalSquares[at] |= bit;
            if (++legalCount[kind] == Policy.FRAGILE + 1) {
                toggleFew(kind);
            }
        } else {
            legalSquares[at] &= ~bit;
            if (legalCount[kind]-- == Policy.FRAGILE + 1) {
                toggleFew(kind);
            }
        }
    }

    /** The kind's count just crossed between FRAGILE and FRAGILE + 1 legal squares. */
    private void toggleFew(int kind) {
        few0 ^= bit(kind, 0);
        few1 ^= bit(kind, 1);
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
        setLegal(square, 0, 0);
        if (--left[kind] == 0) {
            leftKinds0 &= ~bit(kind, 0);
            leftKinds1 &= ~bit(kind, 1);
        }
        stonesLeft--;
        for (int i = 0; i < 4; i++) {
            int n = NEIGHBOURS[square * 4 + i];
            if (n >= 0) {
                around[n]++;
                if (cells[n] == EMPTY) {
                    setLegal(n, computeLegal(n, -1, EMPTY), computed1);
                }
            }
        }
    }

    /** The final score if the game ended now, end bonus included. */
    long finalScore() {
        return score + Scoring.endBonus(stonesLeft);
    }
}
