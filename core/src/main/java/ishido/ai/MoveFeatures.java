package ishido.ai;

import java.util.ArrayList;
import java.util.List;

/**
 * What one move does, in the terms the rollout policy weighs (see {@link Policy}): whether it makes
 * a 4-Way, scores in the Within or goes to the Beyond, which 4-neighbour holes it leaves that a stone
 * still to come fits (open) or none fits (dead), which kinds still to come lose the only 4-Way hole they
 * could fill to it, which are left one legal square or none, and which are left only squares that strand
 * others (the slow strands Master's guard keeps clear of, {@link Searcher#keepClearOfSlowStrands}). Read
 * from the searcher's own engine, so "fits" means what it means to the search; the teacher
 * ({@link Teacher}) compares two moves' features.
 */
record MoveFeatures(int square, boolean fourWay, boolean within, long points, List<Hole> open, List<Integer> dead,
        List<Integer> holeTakenFrom, List<Cornered> cornered, List<Doomed> doomed) {

    /** An empty square left with four neighbours, and one kind still to come that fits it. */
    record Hole(int square, int kind) {
    }

    /** A kind with stones still to come left with this many legal squares (0 or 1), fewer than before. */
    record Cornered(int kind, int squares, int stones) {
    }

    /**
     * A kind with stones still to come and legal squares, every one of which strands stones still to
     * come: at least {@code stranded} of them, and when it has a single square, the kinds that square strands
     * ({@code victims}; empty otherwise).
     */
    record Doomed(int kind, int squares, int stranded, List<Integer> victims) {
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
                takenFrom, cornered, doomed(after));
    }

    /** The kinds a forced move would make strand others in the position, as the guard counts them. */
    private static List<Doomed> doomed(Engine position) {
        List<Doomed> out = new ArrayList<>();
        int already = Searcher.stranded(position);
        Engine probe = new Engine();
        for (int k = 0; k < Engine.KINDS; k++) {
            int least = Searcher.slowStrand(position, probe, k, already);
            if (least == 0) {
                continue;
            }
            List<Integer> victims = new ArrayList<>();
            if (position.legalCount[k] == 1) {
                for (int s = 0; s < Engine.SQUARES; s++) {
                    if (position.isLegal(s, k)) {
                        probe.copyFrom(position);
                        probe.place(s, k);
                    }
                }
                for (int v = 0; v < Engine.KINDS; v++) {
                    if (probe.left[v] > 0 && probe.legalCount[v] == 0 && position.legalCount[v] > 0) {
                        victims.add(v);
                    }
                }
            }
            out.add(new Doomed(k, position.legalCount[k], least, victims));
        }
        return out;
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

    /** The kind's entry among those left only squares that strand others, or null. */
    Doomed doomed(int kind) {
        for (Doomed d : doomed) {
            if (d.kind() == kind) {
                return d;
            }
        }
        return null;
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
