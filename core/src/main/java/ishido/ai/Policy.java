package ishido.ai;

import java.util.Arrays;

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
    /** The weights above, in their order. */
    private static final int[] WEIGHTS = {FOUR_WAY, PER_WAY, BEYOND, OPEN_HOLE4, DEAD_HOLE4, OPEN_HOLE3, DEAD_HOLE3,
        DEAD_HOLE2, STUCK};
    /** This policy's weights, in the order above, for {@link #withFit}. */
    private final int[] weights;
    /** The learned part a rollout adds to each square's value ({@link Playout#choose}), or null: the terms above alone. */
    final RolloutFit fit;
    /** The value that chooses a rollout's first moves instead ({@link Playout#run}), or null: the choice above. */
    final RolloutValue value;
    /** How many of a rollout's stones the value chooses the squares of ({@link MasterStyle#valueStones}). */
    final int valueStones;

    Policy() {
        this(WEIGHTS);
    }

    /** A policy with other weights, in the order of the constants above; for tuning experiments. */
    Policy(int[] w) {
        this(w, null, null, MasterStyle.EVERY_STONE);
    }

    private Policy(int[] w, RolloutFit fit, RolloutValue value, int valueStones) {
        weights = w.clone();
        fourWay = w[0];
        perWay = w[1];
        beyond = w[2];
        openHole4 = w[3];
        deadHole4 = w[4];
        openHole3 = w[5];
        deadHole3 = w[6];
        deadHole2 = w[7];
        stuck = w[8];
        this.fit = fit;
        this.value = value;
        this.valueStones = valueStones;
    }

    /** This policy with the learned part in its rollouts (null: none). */
    Policy withFit(RolloutFit fit) {
        return new Policy(weights, fit, value, valueStones);
    }

    /** This policy with a value choosing its rollouts' moves, every stone's (null: none). */
    Policy withValue(RolloutValue value) {
        return withValue(value, MasterStyle.EVERY_STONE);
    }

    /** This policy with a value choosing its rollouts' first so many stones' squares (null: none). */
    Policy withValue(RolloutValue value, int stones) {
        return new Policy(weights, fit, value, stones);
    }

    /**
     * How a helper's message names this policy ({@link HelperRound}): the weights above with no learned part
     * or with the shipped one; -1 for any other, which a helper cannot make.
     */
    int helperCode() {
        if (!Arrays.equals(weights, WEIGHTS)) {
            return -1;
        }
        if (fit == null && value == null) {
            return HelperRound.PLAIN_POLICY;
        }
        if (fit == null || !fit.equals(RolloutFit.shipped())) {
            return -1;
        }
        if (value == null) {
            return HelperRound.FITTED_POLICY;
        }
        return value.equals(RolloutValue.shipped()) && valueStones == MasterStyle.SHIPPED_VALUE_STONES
                ? HelperRound.SHIPPED_POLICY : -1;
    }

    /**
     * One word (0 or 1, see {@link Engine}) of the kinds, other than one stone of the kind about to be
     * placed, that still have stones to come and so few legal squares that a move might take the last
     * one; computed once per choice.
     */
    static int fragile(Engine e, int kind, int word) {
        return leftAfter(e, kind, word) & (word == 0 ? e.few0 : e.few1);
    }

    /** One word of the kinds with stones still to come once a stone of the kind is placed. */
    static int leftAfter(Engine e, int kind, int word) {
        int left = word == 0 ? e.leftKinds0 : e.leftKinds1;
        return e.left[kind] == 1 ? left & ~Engine.bit(kind, word) : left;
    }

    /**
     * How good it looks to put the kind on the square (a legal move) in this engine, by the terms above
     * (not the learned part); leaves each empty neighbour's kinds after the move in {@link Engine#afterLegal}.
     */
    int evaluate(Engine e, int square, int kind) {
        return evaluate(e, square, kind, fragile(e, kind, 0), fragile(e, kind, 1));
    }

    /** As {@link #evaluate(Engine, int, int)}, given both words of {@link #fragile(Engine, int, int)}. */
    int evaluate(Engine e, int square, int kind, int fragile0, int fragile1) {
        int ways = e.around[square];
        int v;
        if (ways == 4) {
            v = fourWay;
        } else if (Engine.WITHIN[square]) {
            v = perWay * ways;
        } else {
            v = beyond;
        }
        int leftAfter0 = leftAfter(e, kind, 0);
        int leftAfter1 = leftAfter(e, kind, 1);
        int[] legal = e.legal;
        int lostHere0 = legal[square * 2] & fragile0;
        int lostHere1 = legal[square * 2 + 1] & fragile1;
        int gained0 = 0;
        int gained1 = 0;
        int lostAround0 = 0;
        int lostAround1 = 0;
        int[] lost = e.scratch;
        for (int i = 0; i < 4; i++) {
            int n = Engine.NEIGHBOURS[square * 4 + i];
            if (n < 0 || e.cells[n] != Engine.EMPTY) {
                lost[i * 2] = 0;
                lost[i * 2 + 1] = 0;
                continue;
            }
            int before0 = legal[n * 2];
            int before1 = legal[n * 2 + 1];
            int after0 = e.computeLegal(n, square, kind);
            int after1 = e.computed1;
            e.afterLegal[i * 2] = after0;
            e.afterLegal[i * 2 + 1] = after1;
            int lost0 = before0 & ~after0 & fragile0;
            int lost1 = before1 & ~after1 & fragile1;
            lost[i * 2] = lost0;
            lost[i * 2 + 1] = lost1;
            gained0 |= after0 & ~before0;
            gained1 |= after1 & ~before1;
            lostAround0 |= lost0;
            lostAround1 |= lost1;
            int neighbours = e.around[n] + 1;
            boolean open = ((after0 & leftAfter0) | (after1 & leftAfter1)) != 0;
            if (neighbours == 4) {
                v += open ? openHole4 : -deadHole4;
            } else if (neighbours == 3) {
                v += open ? openHole3 : -deadHole3;
            } else if (neighbours == 2 && !open) {
                v -= deadHole2;
            }
        }
        int maybeStuck0 = (lostHere0 | lostAround0) & ~gained0;
        while (maybeStuck0 != 0) {
            int b = Integer.numberOfTrailingZeros(maybeStuck0);
            maybeStuck0 &= maybeStuck0 - 1;
            v -= stuckPenalty(e, kind, b, (lostHere0 >>> b & 1) != 0);
        }
        int maybeStuck1 = (lostHere1 | lostAround1) & ~gained1;
        while (maybeStuck1 != 0) {
            int b = Integer.numberOfTrailingZeros(maybeStuck1);
            maybeStuck1 &= maybeStuck1 - 1;
            v -= stuckPenalty(e, kind, 32 + b, (lostHere1 >>> b & 1) != 0);
        }
        return v;
    }

    /**
     * The penalty for a fragile kind k that the move on the square takes legal squares from (the square
     * itself when lostHere, and the neighbours whose fragile kinds it took, in the engine's scratch) and
     * gives none: its stones still to come when no legal square is left, else nothing.
     */
    private int stuckPenalty(Engine e, int kind, int k, boolean lostHere) {
        int word = k >>> 5;
        int bit = k & 31;
        int[] lost = e.scratch;
        int count = e.legalCount[k] - (lostHere ? 1 : 0) - (lost[word] >>> bit & 1) - (lost[2 + word] >>> bit & 1)
                - (lost[4 + word] >>> bit & 1) - (lost[6 + word] >>> bit & 1);
        return count <= 0 ? stuck * (k == kind ? e.left[k] - 1 : e.left[k]) : 0;
    }
}
