package ishido.ai;

import static ishido.ai.RolloutValue.BLOCKS;
import static ishido.ai.RolloutValue.BLOCKS_OF;
import static ishido.ai.RolloutValue.UNIT;
import static ishido.ai.RolloutValue.blockIndex;
import static ishido.ai.RolloutValue.emptyState;
import static ishido.ai.RolloutValue.phaseIndex;
import static ishido.ai.RolloutValue.phaseOf;
import static ishido.ai.RolloutValue.squareIndex;
import static ishido.ai.RolloutValue.strandIndex;

/**
 * One thread's working of a {@link RolloutValue} as a rollout chooses its moves by it: the prepared board's
 * squares' states and weights, worked from what a move changes. {@link #begin} once for the stone about to be
 * placed (one stone fewer of its kind to come, whichever square it takes), {@link #total} for each legal square
 * (its own and its neighbours' changes), {@link #commit} for the square chosen; a rollout {@link #prepare}s its
 * engine once. Its {@link #features} are also the trainer's (the lab's {@code ValueTrainer}).
 */
final class ValueChoice {
    /** The value's weights, {@link RolloutValue#COUNT} of them in units of {@link RolloutValue#UNIT}; shared, never written. */
    private final int[] w;
    // The prepared engine: its squares' states, its blocks' weights, its value, phase and stranded stones, and
    // its kinds with two and with one stone still to come (words 0 and 1).
    private final int[] state = new int[Engine.SQUARES];
    private final int[] blockWeight = new int[BLOCKS];
    private int value;
    private int phase;
    private int stranded;
    private int two0;
    private int two1;
    private int one0;
    private int one1;
    // The stone begun: the states with one stone fewer of its kind to come, the squares that changes, the blocks'
    // weights it changes (marked with the begun stamp) and the value then.
    private final int[] baseState = new int[Engine.SQUARES];
    private final int[] baseChanged = new int[Engine.SQUARES];
    private int baseCount;
    private final int[] baseWeight = new int[BLOCKS];
    private final int[] baseStamp = new int[BLOCKS];
    private int baseStampNow;
    private int baseValue;
    private int kind;
    private boolean last;
    private int baseTwo0;
    private int baseTwo1;
    private int baseOne0;
    private int baseOne1;
    // The kinds still to come after the stone with few legal squares left: only they can be stranded by a move.
    private int live0;
    private int live1;
    // The square last weighed: its empty neighbours, their states and legal kinds before and after, the stranded stones.
    private final int[] near = new int[4];
    private final int[] nearState = new int[4];
    private final int[] nearBefore = new int[8];
    private final int[] nearAfter = new int[8];
    private int nearCount;
    private int nearStranded;
    private final int[] stamp = new int[BLOCKS];
    private int stampNow;

    /** A working with no weights, for its {@link #features} alone (the trainer's). */
    ValueChoice() {
        this.w = null;
    }

    /** A working of the value's weights, for one thread. */
    ValueChoice(RolloutValue value) {
        this.w = value.weights;
    }

    /**
     * The engine's weights in use at the phase, in {@link RolloutValue#ACTIVE} places of the array (the training's
     * features); what was prepared is forgotten.
     */
    void features(Engine e, int phase, int[] active) {
        int strandedNow = squareStates(e);
        int a = 0;
        for (int b = 0; b < BLOCKS; b++) {
            active[a++] = blockIndex(phase, state, b);
        }
        for (int s = 0; s < Engine.SQUARES; s++) {
            active[a++] = squareIndex(phase, s, state[s]);
        }
        active[a++] = strandIndex(phase, strandedNow);
        active[a] = phaseIndex(phase);
    }

    /**
     * Fills in every square's state and the kinds with two and with one stone to come; returns the stones to
     * come with no legal square.
     */
    private int squareStates(Engine e) {
        int t0 = 0;
        int t1 = 0;
        int o0 = 0;
        int o1 = 0;
        int strandedNow = 0;
        for (int k = 0; k < Engine.KINDS; k++) {
            int left = e.left[k];
            if (left == 0) {
                continue;
            }
            if (e.legalCount[k] == 0) {
                strandedNow += left;
            }
            int bit = 1 << (k & 31);
            if (left == 2) {
                t0 |= k < 32 ? bit : 0;
                t1 |= k < 32 ? 0 : bit;
            } else {
                o0 |= k < 32 ? bit : 0;
                o1 |= k < 32 ? 0 : bit;
            }
        }
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (e.cells[s] != Engine.EMPTY) {
                state[s] = 0;
            } else if (e.around[s] == 0) {
                state[s] = 1;
            } else {
                state[s] = emptyState(e.around[s], e.legal[s * 2], e.legal[s * 2 + 1], t0, t1, o0, o1);
            }
        }
        two0 = t0;
        two1 = t1;
        one0 = o0;
        one1 = o1;
        return strandedNow;
    }

    /** Works out the engine's value from scratch; what the moves then change is worked from it. */
    void prepare(Engine e) {
        prepare(e, phaseOf(e.stonesLeft));
    }

    /** As {@link #prepare}, the weights taken at the given phase. */
    private void prepare(Engine e, int phase) {
        this.phase = phase;
        stranded = squareStates(e);
        int v = w[strandIndex(phase, stranded)] + w[phaseIndex(phase)];
        for (int b = 0; b < BLOCKS; b++) {
            blockWeight[b] = w[blockIndex(phase, state, b)];
            v += blockWeight[b];
        }
        for (int s = 0; s < Engine.SQUARES; s++) {
            v += w[squareIndex(phase, s, state[s])];
        }
        value = v;
    }

    /**
     * Begins the choice of a square for the kind in the prepared engine: what every such move changes alike
     * (one stone of the kind fewer to come, and the phase it leaves the board in).
     */
    void begin(Engine e, int k) {
        kind = k;
        last = e.stonesLeft == 1;
        if (last) {
            return;
        }
        int next = phaseOf(e.stonesLeft - 1);
        if (next != phase) {
            prepare(e, next);
        }
        int bit = 1 << (k & 31);
        int t0 = two0;
        int t1 = two1;
        int o0 = one0;
        int o1 = one1;
        if (e.left[k] == 2) {
            t0 &= k < 32 ? ~bit : -1;
            t1 &= k < 32 ? -1 : ~bit;
            o0 |= k < 32 ? bit : 0;
            o1 |= k < 32 ? 0 : bit;
        } else {
            o0 &= k < 32 ? ~bit : -1;
            o1 &= k < 32 ? -1 : ~bit;
        }
        baseTwo0 = t0;
        baseTwo1 = t1;
        baseOne0 = o0;
        baseOne1 = o1;
        live0 = (t0 | o0) & e.few0;
        live1 = (t1 | o1) & e.few1;
        System.arraycopy(state, 0, baseState, 0, Engine.SQUARES);
        baseCount = 0;
        int v = value;
        for (int word = 0; word < Engine.SQUARE_WORDS; word++) {
            int bits = e.legalSquares[k * Engine.SQUARE_WORDS + word];
            while (bits != 0) {
                int q = Integer.numberOfTrailingZeros(bits) + word * 32;
                bits &= bits - 1;
                int s = emptyState(e.around[q], e.legal[q * 2], e.legal[q * 2 + 1], t0, t1, o0, o1);
                if (s != state[q]) {
                    v += w[squareIndex(phase, q, s)] - w[squareIndex(phase, q, state[q])];
                    baseState[q] = s;
                    baseChanged[baseCount++] = q;
                }
            }
        }
        baseStampNow++;
        for (int c = 0; c < baseCount; c++) {
            int q = baseChanged[c];
            for (int i = q * 4; i < q * 4 + 4 && BLOCKS_OF[i] >= 0; i++) {
                int b = BLOCKS_OF[i];
                if (baseStamp[b] != baseStampNow) {
                    baseStamp[b] = baseStampNow;
                    baseWeight[b] = w[blockIndex(phase, baseState, b)];
                    v += baseWeight[b] - blockWeight[b];
                }
            }
        }
        baseValue = v;
    }

    /**
     * What placing the kind {@link #begin} began on the square earns (a 4-Way, emptying the pouch) plus the value
     * after it, in units of {@link RolloutValue#UNIT}; the square must be legal.
     */
    int total(Engine e, int s) {
        int earned = e.around[s] == 4 ? UNIT : 0;
        return last ? earned + UNIT : earned + after(e, s);
    }

    /** The value after the begun kind goes on the square, worked from what the square changes around it. */
    private int after(Engine e, int s) {
        int k = kind;
        int p = phase;
        int v = baseValue;
        int[] st = baseState;
        int own = st[s];
        v += w[squareIndex(p, s, 0)] - w[squareIndex(p, s, own)];
        st[s] = 0;
        int n = 0;
        for (int i = 0; i < 4; i++) {
            int q = Engine.NEIGHBOURS[s * 4 + i];
            if (q < 0 || e.cells[q] != Engine.EMPTY) {
                continue;
            }
            int l0 = e.computeLegal(q, s, k);
            int l1 = e.computed1;
            nearBefore[n * 2] = e.legal[q * 2];
            nearBefore[n * 2 + 1] = e.legal[q * 2 + 1];
            nearAfter[n * 2] = l0;
            nearAfter[n * 2 + 1] = l1;
            int now = emptyState(e.around[q] + 1, l0, l1, baseTwo0, baseTwo1, baseOne0, baseOne1);
            v += w[squareIndex(p, q, now)] - w[squareIndex(p, q, st[q])];
            near[n] = q;
            nearState[n] = st[q];
            st[q] = now;
            n++;
        }
        stampNow++;
        for (int c = -1; c < n; c++) {
            int q = c < 0 ? s : near[c];
            for (int i = q * 4; i < q * 4 + 4 && BLOCKS_OF[i] >= 0; i++) {
                int b = BLOCKS_OF[i];
                if (stamp[b] != stampNow) {
                    stamp[b] = stampNow;
                    v += w[blockIndex(p, st, b)] - (baseStamp[b] == baseStampNow ? baseWeight[b] : blockWeight[b]);
                }
            }
        }
        // The base states back, and the neighbours' new ones kept for commit.
        for (int c = 0; c < n; c++) {
            int q = near[c];
            int now = st[q];
            st[q] = nearState[c];
            nearState[c] = now;
        }
        st[s] = own;
        nearCount = n;
        nearStranded = strandedAfter(e, s, n);
        return v + w[strandIndex(p, nearStranded)] - w[strandIndex(p, stranded)];
    }

    /** The stones to come with no legal square once the begun kind is on the square, its n empty neighbours' kinds in near. */
    private int strandedAfter(Engine e, int s, int n) {
        int u0 = e.legal[s * 2];
        int u1 = e.legal[s * 2 + 1];
        for (int j = 0; j < n; j++) {
            u0 |= nearBefore[j * 2] | nearAfter[j * 2];
            u1 |= nearBefore[j * 2 + 1] | nearAfter[j * 2 + 1];
        }
        // Only a kind with stones still to come and at most Policy.FRAGILE legal squares can lose them all: a
        // move takes at most five (its square and four neighbours).
        u0 &= live0;
        u1 &= live1;
        int count = stranded;
        for (int word = 0; word < 2; word++) {
            int bits = word == 0 ? u0 : u1;
            while (bits != 0) {
                int j = Integer.numberOfTrailingZeros(bits) + word * 32;
                bits &= bits - 1;
                int squares = e.legalCount[j] - (Engine.has(e.legal[s * 2], e.legal[s * 2 + 1], j) ? 1 : 0);
                for (int x = 0; x < n; x++) {
                    squares += (Engine.has(nearAfter[x * 2], nearAfter[x * 2 + 1], j) ? 1 : 0)
                            - (Engine.has(nearBefore[x * 2], nearBefore[x * 2 + 1], j) ? 1 : 0);
                }
                int before = e.left[j];
                int after = before - (j == kind ? 1 : 0);
                count -= e.legalCount[j] == 0 ? before : 0;
                count += squares == 0 ? after : 0;
            }
        }
        return count;
    }

    /**
     * Keeps the begun kind's move to the square as the prepared engine's, to be played on it next (the
     * engine itself is not changed here).
     */
    void commit(Engine e, int s) {
        if (last) {
            return;
        }
        value = after(e, s);
        stranded = nearStranded;
        for (int c = 0; c < baseCount; c++) {
            state[baseChanged[c]] = baseState[baseChanged[c]];
        }
        state[s] = 0;
        for (int c = 0; c < nearCount; c++) {
            state[near[c]] = nearState[c];
        }
        stampNow++;
        for (int c = -1; c < baseCount + nearCount; c++) {
            int q = c < 0 ? s : c < baseCount ? baseChanged[c] : near[c - baseCount];
            for (int i = q * 4; i < q * 4 + 4 && BLOCKS_OF[i] >= 0; i++) {
                int b = BLOCKS_OF[i];
                if (stamp[b] != stampNow) {
                    stamp[b] = stampNow;
                    blockWeight[b] = w[blockIndex(phase, state, b)];
                }
            }
        }
        two0 = baseTwo0;
        two1 = baseTwo1;
        one0 = baseOne0;
        one1 = baseOne1;
    }

    /** The prepared engine's value (for tests: it must equal {@link #prepare}'s of the engine a commit leads to). */
    int value() {
        return value;
    }
}
