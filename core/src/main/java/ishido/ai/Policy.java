package ishido.ai;

/**
 * The fast move chooser used inside rollouts (and to order the root moves): it scores each legal
 * square for the stone by what the move does to its neighbourhood, rewarding 4-Ways and 4-Way holes
 * that a stone still to come can fill, and punishing holes no remaining stone fits and kinds left
 * without a legal square.
 */
final class Policy {
    /** Making a 4-Way: it doubles everything after it, so it beats any local consideration. */
    static final int FOUR_WAY = 1000;
    /** Per matched neighbour on a Within square: dense play makes the 3- and 4-neighbour holes 4-Ways need. */
    static final int PER_WAY = 4;
    /** A Beyond square scores nothing but keeps the Within free; slightly discouraged. */
    static final int BEYOND = -2;
    /** Leaving a square with four neighbours that a remaining stone can fill: a 4-Way waiting. */
    static final int OPEN_HOLE4 = 40;
    /** Leaving a square with four neighbours that no remaining stone fits: a 4-Way lost for good. */
    static final int DEAD_HOLE4 = 30;
    /** Leaving a three-neighbour square that a remaining stone fits: it may grow into a 4-Way hole. */
    static final int OPEN_HOLE3 = 6;
    /** Leaving a three-neighbour square that no remaining stone fits. */
    static final int DEAD_HOLE3 = 12;
    /** Leaving a two-neighbour square that no remaining stone fits. */
    static final int DEAD_HOLE2 = 3;
    /** Per stone of a kind left with no legal square: when it is drawn the game ends. */
    static final int STUCK = 200;
    /** Kinds with at most this many legal squares are checked for being left with none. */
    static final int FRAGILE = 6;

    final int fourWay;
    final int perWay;
    final int beyond;
    final int openHole4;
    final int deadHole4;
    final int openHole3;
    final int deadHole3;
    final int deadHole2;
    final int stuck;

    Policy() {
        this(new int[] {FOUR_WAY, PER_WAY, BEYOND, OPEN_HOLE4, DEAD_HOLE4, OPEN_HOLE3, DEAD_HOLE3, DEAD_HOLE2, STUCK});
    }

    /** A policy with other weights, in the order of the constants above; for tuning experiments. */
    Policy(int[] w) {
        fourWay = w[0];
        perWay = w[1];
        beyond = w[2];
        openHole4 = w[3];
        deadHole4 = w[4];
        openHole3 = w[5];
        deadHole3 = w[6];
        deadHole2 = w[7];
        stuck = w[8];
    }

    /**
     * The kinds, other than one stone of the kind about to be placed, that still have stones to come
     * and so few legal squares that a move might take the last one; computed once per choice.
     */
    static long fragile(Engine e, int kind) {
        long leftAfter = e.left[kind] == 1 ? e.leftKinds & ~(1L << kind) : e.leftKinds;
        long fragile = 0;
        long rest = leftAfter;
        while (rest != 0) {
            int k = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            if (e.legalCount[k] <= FRAGILE) {
                fragile |= 1L << k;
            }
        }
        return fragile;
    }

    /** How good it looks to put the kind on the square (a legal move) in this engine. */
    int evaluate(Engine e, int square, int kind) {
        return evaluate(e, square, kind, fragile(e, kind));
    }

    /** As {@link #evaluate(Engine, int, int)}, given {@link #fragile(Engine, int)}. */
    int evaluate(Engine e, int square, int kind, long fragile) {
        int ways = e.around[square];
        int v;
        if (ways == 4) {
            v = fourWay;
        } else if (Engine.WITHIN[square]) {
            v = perWay * ways;
        } else {
            v = beyond;
        }
        long leftAfter = e.left[kind] == 1 ? e.leftKinds & ~(1L << kind) : e.leftKinds;
        long lostHere = e.legal[square] & fragile;
        long gained = 0;
        long lostAround = 0;
        long[] afters = e.scratch;
        for (int i = 0; i < 4; i++) {
            int n = Engine.NEIGHBOURS[square * 4 + i];
            if (n < 0 || e.cells[n] != Engine.EMPTY) {
                afters[i] = 0;
                continue;
            }
            long before = e.legal[n];
            long after = e.computeLegal(n, square, kind);
            afters[i] = after;
            gained |= after & ~before;
            lostAround |= before & ~after & fragile;
            int neighbours = e.around[n] + 1;
            boolean open = (after & leftAfter) != 0;
            if (neighbours == 4) {
                v += open ? openHole4 : -deadHole4;
            } else if (neighbours == 3) {
                v += open ? openHole3 : -deadHole3;
            } else if (neighbours == 2 && !open) {
                v -= deadHole2;
            }
        }
        long maybeStuck = (lostHere | lostAround) & ~gained;
        while (maybeStuck != 0) {
            int k = Long.numberOfTrailingZeros(maybeStuck);
            maybeStuck &= maybeStuck - 1;
            int count = e.legalCount[k];
            if ((lostHere >>> k & 1) != 0) {
                count--;
            }
            for (int i = 0; i < 4 && count > 0; i++) {
                int n = Engine.NEIGHBOURS[square * 4 + i];
                if (n >= 0 && e.cells[n] == Engine.EMPTY && (e.legal[n] >>> k & 1) != 0
                        && (afters[i] >>> k & 1) == 0) {
                    count--;
                }
            }
            if (count <= 0) {
                v -= stuck * (k == kind ? e.left[k] - 1 : e.left[k]);
            }
        }
        return v;
    }
}
