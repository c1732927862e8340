package ishido.ai;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.Square;
import java.util.Arrays;

/**
 * A player who knows the pouch's order, for a bound on what the blind player could reach: a beam search
 * over the true order. Each move it extends every kept game by every legal square for the stone that
 * really comes next and keeps the {@code width} best, ranked by {@link #value} (4-Ways, holes a stone still
 * to come fits, dead holes, stranded kinds), ties by the score; at the end it plays the kept game with the
 * best final score. A player who knows the order can do at least as well: it bounds the blind player
 * from below, not the best possible game, and widening the beam raises it. A measuring tool (the {@code beam}
 * command), never the computer player: it reads the deal.
 */
public final class Clairvoyant {
    /**
     * A four-neighbour hole that a stone still to come fits: knowing the order, nearly a 4-Way (on deals
     * 1-10 at width 100: 40 gave 7.2 4-Ways a game, 200 7.6, 400 8.3, 700 8.5, 1000 7.7, 1500 7.2).
     */
    private static final int OPEN_HOLE4 = 700;
    private final Policy policy = new Policy();
    private final int width;

    /** A beam search keeping this many games a move. */
    public Clairvoyant(int width) {
        if (width < 1) {
            throw new IllegalArgumentException("a beam needs a width of at least 1, not " + width);
        }
        this.width = width;
    }

    /**
     * How promising a game is: its 4-Ways, then its holes of three and four neighbours that a stone still
     * to come fits (open) or none does (dead), with the rollout policy's weights, less the stones still to
     * come of kinds with no legal square.
     */
    private int value(Engine e) {
        int v = policy.fourWay * e.fourWays;
        for (int s = 0; s < Engine.SQUARES; s++) {
            int around = e.around[s];
            if (around < 3 || e.cells[s] != Engine.EMPTY) {
                continue;
            }
            boolean open = ((e.legal[s * 2] & e.leftKinds0) | (e.legal[s * 2 + 1] & e.leftKinds1)) != 0;
            if (around == 4) {
                v += open ? OPEN_HOLE4 : -policy.deadHole4;
            } else {
                v += open ? policy.openHole3 : -policy.deadHole3;
            }
        }
        for (int k = 0; k < Engine.KINDS; k++) {
            if (e.left[k] > 0 && e.legalCount[k] == 0) {
                v -= policy.stuck * e.left[k];
            }
        }
        return v;
    }

    /**
     * Plays the deal's Modern game knowing its order: the game as played, its moves checked by the rules.
     *
     * @throws IllegalMoveException never, unless the search's engine and the rules disagree
     */
    public Game play(Deal deal) throws IllegalMoveException {
        Game game = new Game(deal, Scoring.MODERN);
        int moves = Deal.SIZE - Deal.TABLEAU;
        int[] order = new int[moves];
        for (int i = 0; i < moves; i++) {
            order[i] = deal.get(Deal.TABLEAU + i).id();
        }
        if (game.touchstone().id() != order[0]) {
            throw new IllegalStateException("the first stone after the tableau is not the touchstone");
        }
        Engine[] kept = {Engine.of(Position.of(game))};
        Engine trial = new Engine();
        int[][] parent = new int[moves][];
        int[][] square = new int[moves][];
        int depth = 0;
        for (; depth < moves; depth++) {
            int kind = order[depth];
            // Every child of every kept game, as (value, then score) with its number, best last once sorted.
            int children = 0;
            for (Engine e : kept) {
                children += e.legalCount[kind];
            }
            if (children == 0) {
                break;
            }
            int[] childParent = new int[children];
            int[] childSquare = new int[children];
            int[] childValue = new int[children];
            long[] childScore = new long[children];
            int c = 0;
            for (int p = 0; p < kept.length; p++) {
                Engine e = kept[p];
                for (int s = 0; s < Engine.SQUARES; s++) {
                    if (e.isLegal(s, kind)) {
                        childParent[c] = p;
                        childSquare[c] = s;
                        trial.copyFrom(e);
                        trial.place(s, kind);
                        childValue[c] = value(trial);
                        childScore[c] = trial.score;
                        c++;
                    }
                }
            }
            Integer[] index = new Integer[children];
            for (int i = 0; i < children; i++) {
                index[i] = i;
            }
            Arrays.sort(index, (a, b) -> childValue[a] != childValue[b] ? Integer.compare(childValue[b], childValue[a])
                    : childScore[a] != childScore[b] ? Long.compare(childScore[b], childScore[a])
                    : Integer.compare(a, b));
            int keep = Math.min(width, children);
            Engine[] next = new Engine[keep];
            parent[depth] = new int[keep];
            square[depth] = new int[keep];
            for (int i = 0; i < keep; i++) {
                int child = index[i];
                Engine e = new Engine();
                e.copyFrom(kept[childParent[child]]);
                e.place(childSquare[child], kind);
                next[i] = e;
                parent[depth][i] = childParent[child];
                square[depth][i] = childSquare[child];
            }
            kept = next;
        }
        int best = 0;
        for (int i = 1; i < kept.length; i++) {
            if (kept[i].finalScore() > kept[best].finalScore()) {
                best = i;
            }
        }
        int[] path = new int[depth];
        for (int d = depth - 1, at = best; d >= 0; d--) {
            path[d] = square[d][at];
            at = parent[d][at];
        }
        for (int s : path) {
            game.place(Square.byIndex(s));
        }
        return game;
    }
}
