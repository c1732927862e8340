package ishido.ai;

import java.util.ArrayList;
import java.util.List;

/**
 * What one move does, in the terms the rollout policy weighs (see {@link Policy}): whether it makes
 * a 4-Way, scores in the Within or goes to the Beyond, which 4-neighbour holes it leaves that a stone
 * still to come fits (open) or none fits (dead), which kinds still to come lose the only 4-Way hole they
 * could fill to it, and which are left one legal square or none. Read from the searcher's own engine, so
 * "fits" means what it means to the search; the teacher ({@link Teacher}) compares two moves' features.
 */
record MoveFeatures(int square, boolean fourWay, boolean within, long points, List<Hole> open, List<Integer> dead,
        List<Integer> holeTakenFrom, List<Cornered> cornered) {

    /** An empty square left with four neighbours, and one kind still to come that fits it. */
    record Hole(int square, int kind) {
    }

    /** A kind with stones still to come left with this many legal squares (0 or 1), fewer than before. */
    record Cornered(int kind, int squares, int stones) {
    }

    /** The features of putting the touchstone's kind on the square (a legal move) in the position. */
    static MoveFeatures of(Engine before, int square, int kind) {
        Engine after = new Engine();
        after.copyFrom(before);
        after.place(square, kind);
        boolean fourWay = before.around[square] == 4;
        List<Hole> open = new ArrayList<>();
        List<Integer> dead = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int n = Engine.NEIGHBOURS[square * 4 + i];
            if (n < 0 || after.cells[n] != Engine.EMPTY || after.around[n] != 4) {
                continue;
            }
            int fits = fitting(after, n);
            if (fits >= 0) {
                open.add(new Hole(n, fits));
            } else {
                dead.add(n);
            }
        }
        List<Integer> takenFrom = new ArrayList<>();
        if (fourWay) {
            for (int k = 0; k < Engine.KINDS; k++) {
                if (after.left[k] > 0 && before.isLegal(square, k) && !hasFourWayHole(after, k)) {
                    takenFrom.add(k);
                }
            }
        }
        List<Cornered> cornered = new ArrayList<>();
        for (int k = 0; k < Engine.KINDS; k++) {
            if (after.left[k] > 0 && after.legalCount[k] <= 1 && after.legalCount[k] < before.legalCount[k]) {
                cornered.add(new Cornered(k, after.legalCount[k], after.left[k]));
            }
        }
        return new MoveFeatures(square, fourWay, Engine.WITHIN[square], before.points(square, kind), open, dead,
                takenFrom, cornered);
    }

    /** A kind still to come that may go on the square, or -1 when none does. */
    private static int fitting(Engine e, int square) {
        for (int k = 0; k < Engine.KINDS; k++) {
            if (e.left[k] > 0 && e.isLegal(square, k)) {
                return k;
            }
        }
        return -1;
    }

    private static boolean hasFourWayHole(Engine e, int kind) {
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (e.around[s] == 4 && e.isLegal(s, kind)) {
                return true;
            }
        }
        return false;
    }

    /** The kind's entry among those left with few squares, or null. */
    Cornered cornered(int kind) {
        for (Cornered c : cornered) {
            if (c.kind() == kind) {
                return c;
            }
        }
        return null;
    }
}
