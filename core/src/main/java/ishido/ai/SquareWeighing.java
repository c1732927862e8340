package ishido.ai;

import ishido.rules.Scoring;
import ishido.rules.Square;
import ishido.work.Slice;
import ishido.work.Work;
import java.util.ArrayList;
import java.util.List;

/**
 * Every legal square of a position weighed on the same sampled pouch orders, none dropped: the puzzles'
 * verification ({@code puzzle.PuzzleRule}), where the answer must beat every other square, each by more than
 * the noise of its own paired difference. The searcher's halving drops squares early and measures only the
 * pinned one on every sample; here each pair of squares is compared on every sample. The rollouts are the
 * reviewer's ({@link MasterStyle#FITTED}'s policy, to the game's end). With a reference square the rollouts are
 * watched and paired with the reference's, so {@link Teacher#reasons(Position, Candidate, Candidate, double,
 * Scoring)} can say why the reference is better than each other square. Single-threaded, and the same seed gives
 * the same figures on any machine.
 */
public final class SquareWeighing {
    private SquareWeighing() {
    }

    /**
     * One square's figures: the mean value of its rollouts (the Modern final score, or the Ancient ranking as
     * a number), its lead over the reference (the reference's mean minus this one's, 0 for the reference
     * itself, negative for a better square), that lead's standard error, whether the searcher would play it
     * (its safety filter and guard keep it), and the square as a candidate (with what its rollouts led to,
     * when they were watched).
     */
    public record Weighed(Square square, double mean, double lead, double noise, boolean playable,
            Candidate candidate) {
    }

    /** The weighing: the reference square, every legal square's figures (the reference's first), and the samples. */
    public record Result(Square reference, List<Weighed> squares, int samples) {
        /** The rollouts it took: samples times squares. */
        public long playouts() {
            return (long) samples * squares.size();
        }

        /** The reference's figures. */
        public Weighed referenceSquare() {
            return squares.get(0);
        }

        /** The square with the greatest mean (the earlier on a tie), or null when none is legal. */
        public Weighed best() {
            Weighed best = null;
            for (Weighed w : squares) {
                if (best == null || w.mean > best.mean) {
                    best = w;
                }
            }
            return best;
        }

        /** The other square that comes closest to the reference (least lead), or null when the reference is alone. */
        public Weighed runnerUp() {
            Weighed r = null;
            for (int i = 1; i < squares.size(); i++) {
                if (r == null || squares.get(i).lead < r.lead) {
                    r = squares.get(i);
                }
            }
            return r;
        }
    }

    /**
     * Weighs every legal square on {@code samples} sampled pouch orders.
     *
     * @param reference the square the others are measured against, its rollouts watched and paired; null for the
     *                  square with the greatest mean, unwatched (a quick look)
     * @return null when the stone has no legal square
     * @throws IllegalArgumentException when the reference is not a legal square, or samples is below 2
     */
    public static Result weigh(Position position, Scoring scoring, Square reference, int samples, long seed) {
        return weighing(position, scoring, reference, samples, seed).finish();
    }

    /**
     * The same weighing as work in steps, a sample (one rollout a square) at a time and as many as the slice
     * allows, so a screen can run it in the ticks of a browser; its figures are {@link #weigh}'s. Its result is
     * null when the stone has no legal square.
     *
     * @throws IllegalArgumentException when the reference is not a legal square, or samples is below 2
     */
    public static Work<Result> weighing(Position position, Scoring scoring, Square reference, int samples, long seed) {
        if (samples < 2) {
            throw new IllegalArgumentException("a weighing needs at least 2 samples, not " + samples);
        }
        Engine root = Engine.of(position);
        int kind = position.touchstone().id();
        List<Tally> legal = new ArrayList<>();
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (root.isLegal(s, kind)) {
                legal.add(new Tally(s, 0));
            }
        }
        if (legal.isEmpty()) {
            return Work.done(null);
        }
        if (reference != null && !root.isLegal(reference.index(), kind)) {
            throw new IllegalArgumentException(position.touchstone() + " cannot go on " + reference);
        }
        boolean[] playable = playable(root, kind, legal);
        int width = legal.size();
        int pin = -1;
        for (int c = 0; reference != null && c < width; c++) {
            if (legal.get(c).square == reference.index()) {
                pin = c;
            }
        }
        Playout playout = new Playout(new Policy().withFit(MasterStyle.FITTED.fit()), Objective.of(scoring));
        long[][] values = new long[samples][width];
        Witness[] witnesses = pin < 0 ? null : new Witness[width];
        for (int c = 0; witnesses != null && c < width; c++) {
            witnesses[c] = new Witness();
        }
        return new Weighing(root, kind, legal, playable, pin, playout, values, witnesses, seed);
    }

    /** A weighing under way: the samples rolled out so far, then the figures. */
    private static final class Weighing implements Work<Result> {
        private final Engine root;
        private final int kind;
        private final List<Tally> legal;
        private final boolean[] playable;
        private final int pin;
        private final Playout playout;
        private final long[][] values;
        private final Witness[] witnesses;
        private final int width;
        private final int samples;
        private final long seed;
        private int done;
        private Result result;

        Weighing(Engine root, int kind, List<Tally> legal, boolean[] playable, int pin, Playout playout, long[][] values,
                Witness[] witnesses, long seed) {
            this.root = root;
            this.kind = kind;
            this.legal = legal;
            this.playable = playable;
            this.pin = pin;
            this.playout = playout;
            this.values = values;
            this.witnesses = witnesses;
            this.width = legal.size();
            this.samples = values.length;
            this.seed = seed;
        }

        @Override
        public boolean step(Slice slice) {
            long used = 0;
            while (result == null && done < samples) {
                sample(done++);
                used += width;
                if (done < samples && slice.isSpent(used)) {
                    return false;
                }
            }
            if (result == null) {
                result = figures();
            }
            return true;
        }

        @Override
        public Result result() {
            return result;
        }

        private void sample(int n) {
            long sampleSeed = Playout.mix(seed + (long) n * 0x9E3779B97F4A7C15L);
            playout.shuffle(root, kind, sampleSeed);
            for (int c = 0; c < width; c++) {
                int square = legal.get(c).square;
                values[n][c] = witnesses == null ? playout.run(root, square, kind, sampleSeed ^ 0x5DEECE66DL)
                        : playout.runWatched(root, square, kind, sampleSeed ^ 0x5DEECE66DL, witnesses[c]);
            }
            for (int c = 0; witnesses != null && c < width; c++) {
                witnesses[c].pair(witnesses[pin]);
            }
        }

        private Result figures() {
            double[] means = new double[width];
            for (int c = 0; c < width; c++) {
                long sum = 0;
                for (int n = 0; n < samples; n++) {
                    sum += values[n][c];
                }
                means[c] = sum / (double) samples;
            }
            int best = pin;
            if (best < 0) {
                best = 0;
                for (int c = 1; c < width; c++) {
                    if (means[c] > means[best]) {
                        best = c;
                    }
                }
            }
            List<Weighed> out = new ArrayList<>();
            for (int c = 0; c < width; c++) {
                double lead = means[best] - means[c];
                double squares = 0;
                for (int n = 0; n < samples; n++) {
                    double d = values[n][best] - values[n][c] - lead;
                    squares += d * d;
                }
                double noise = Math.sqrt(squares / (samples - 1) / samples);
                Square square = Square.byIndex(legal.get(c).square);
                Outcomes outcomes = witnesses == null ? null : new Outcomes(witnesses[c], c == best);
                Weighed w = new Weighed(square, means[c], lead, noise, playable[c],
                        new Candidate(square, Math.max(0, lead), outcomes));
                if (c == best) {
                    out.add(0, w);
                } else {
                    out.add(w);
                }
            }
            return new Result(out.get(0).square(), out, samples);
        }
    }

    /** Which of the legal squares (in their order) the searcher's safety filter and guard keep. */
    private static boolean[] playable(Engine root, int kind, List<Tally> legal) {
        List<Tally> kept = new ArrayList<>(legal);
        Searcher.keepSafest(root, kind, kept);
        Searcher.keepClearOfSlowStrands(root, kind, kept);
        boolean[] out = new boolean[legal.size()];
        for (int c = 0; c < legal.size(); c++) {
            out[c] = kept.contains(legal.get(c));
        }
        return out;
    }
}
