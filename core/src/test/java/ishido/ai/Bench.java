package ishido.ai;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.rules.Square;
import java.util.Arrays;
import java.util.Locale;

/**
 * Tuning experiments run by hand (not a test): {@code policy N SEED [w...]} plays the rollout policy
 * alone, {@code search N SEED ITERATIONS [w...]} plays the searcher, {@code speed} measures rollouts
 * per second; weights are in the order of the Policy constants.
 */
final class Bench {
    private Bench() {
    }

    public static void main(String[] args) throws IllegalMoveException {
        String mode = args[0];
        if (mode.equals("speed")) {
            speed(args.length > 1 ? Integer.parseInt(args[1]) : 0);
            return;
        }
        if (mode.equals("horizon")) {
            calibrateHorizon(Integer.parseInt(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]));
            return;
        }
        if (mode.equals("tune")) {
            tune(Integer.parseInt(args[1]), Long.parseLong(args[2]));
            return;
        }
        int n = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        int first = mode.equals("search") ? 4 : 3;
        Policy policy = args.length > first
                ? new Policy(Arrays.stream(args, first, args.length).mapToInt(Integer::parseInt).toArray())
                : new Policy();
        long iterations = mode.equals("search") ? Long.parseLong(args[3]) : 0;
        double sum = 0;
        double sum2 = 0;
        double four = 0;
        double four2 = 0;
        int emptied = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            Game game = new Game(Deal.random(seed + i), Scoring.MODERN);
            if (mode.equals("policy")) {
                Playout p = new Playout(policy);
                Engine e = Engine.of(Position.of(game));
                while (!game.isOver()) {
                    int kind = game.touchstone().id();
                    int s = p.choose(e, kind);
                    e.place(s, kind);
                    game.place(Square.byIndex(s));
                }
            } else {
                playToEnd(game, new Searcher(new SplitMix64(seed + i), policy), iterations);
            }
            long score = game.finalScore();
            if (Boolean.getBoolean("bench.games")) {
                System.out.println("game " + (seed + i) + " " + score + " " + game.fourWays() + " " + game.stonesLeft());
            }
            sum += score;
            sum2 += (double) score * score;
            four += game.fourWays();
            four2 += game.fourWays() * game.fourWays();
            emptied += game.end() == Game.End.POUCH_EMPTY ? 1 : 0;
        }
        double ms = (System.nanoTime() - t0) / 1e6;
        System.out.printf(Locale.ROOT, "%s n=%d emptied=%.1f%% score=%.0f±%.0f fourways=%.2f±%.2f time=%.0fs%n",
                String.join(" ", args), n, 100.0 * emptied / n, sum / n, se(sum, sum2, n), four / n,
                se(four, four2, n), ms / 1000);
    }

    /** Plays the game to its end, the searcher choosing every move at the iteration budget. */
    static void playToEnd(Game game, Searcher searcher, long iterations) throws IllegalMoveException {
        while (!game.isOver()) {
            game.place(searcher.search(Position.of(game), Limits.iterations(iterations), SearchListener.NONE).square());
        }
    }

    /** The standard error of the mean of n values whose sum is s and sum of squares s2. */
    static double se(double s, double s2, int n) {
        double m = s / n;
        return Math.sqrt(Math.max(0, (s2 - n * m * m) / (n - 1)) / n);
    }

    /** Mean 4-Ways plus a little for the score, of the policy alone on fixed deals and tie-breaks. */
    private static double policyStrength(int[] w, int n, long seed) {
        Policy policy = new Policy(w);
        Playout p = new Playout(policy);
        double four = 0;
        double score = 0;
        for (int i = 0; i < n; i++) {
            Deal deal = Deal.random(seed + i);
            Engine e = Engine.of(Position.of(new Game(deal, Scoring.MODERN)));
            p.shuffle(e, -1, 0);
            for (int j = Deal.TABLEAU; j < Deal.SIZE; j++) {
                p.pouch[j - Deal.TABLEAU] = deal.get(j).id();
            }
            p.pouchSize = Deal.SIZE - Deal.TABLEAU;
            // The first stone is placed by the policy too: run() places a root move, so play it here.
            int kind = p.pouch[0];
            int square = p.choose(e, kind);
            System.arraycopy(p.pouch, 1, p.pouch, 0, p.pouchSize - 1);
            p.pouchSize--;
            long s = p.run(e, square, kind, seed * 31 + i);
            score += s;
            four += p.lastFourWays();
        }
        return four / n + score / n / 10000.0;
    }

    private static void tune(int n, long seed) {
        int[] w = {Policy.FOUR_WAY, Policy.PER_WAY, Policy.BEYOND, Policy.OPEN_HOLE4, Policy.DEAD_HOLE4,
            Policy.OPEN_HOLE3, Policy.DEAD_HOLE3, Policy.DEAD_HOLE2, Policy.STUCK};
        double best = policyStrength(w, n, seed);
        System.out.printf(Locale.ROOT, "start %s %.4f%n", Arrays.toString(w), best);
        for (int pass = 0; pass < 3; pass++) {
            for (int i = 1; i < w.length; i++) {
                int[] steps = {w[i] * 2, w[i] / 2, w[i] + 2, w[i] - 2, w[i] == 0 ? 5 : w[i] * 3 / 2, -w[i]};
                for (int v : steps) {
                    int old = w[i];
                    w[i] = v;
                    double s = policyStrength(w, n, seed);
                    if (s > best) {
                        best = s;
                        System.out.printf(Locale.ROOT, "better %s %.4f%n", Arrays.toString(w), best);
                    } else {
                        w[i] = old;
                    }
                }
            }
            System.out.printf(Locale.ROOT, "pass %d %s %.4f (check %.4f)%n", pass, Arrays.toString(w), best,
                    policyStrength(w, n, seed + 100000));
        }
    }

    /** Rollouts per second from one opening, cut off with that many stones left by the shipped evaluation (0: off). */
    private static void speed(int horizon) {
        Policy policy = new Policy();
        Engine root = Engine.of(Position.of(new Game(Deal.random(5), Scoring.MODERN)));
        int kind = Deal.random(5).get(Deal.TABLEAU).id();
        int square = new Playout(policy).choose(root, kind);
        Playout p = new Playout(policy, Objective.MODERN,
                horizon == 0 ? null : Evaluation.shipped().withHorizon(horizon));
        long count = 0;
        long t0 = System.nanoTime();
        long sink = 0;
        while (System.nanoTime() - t0 < 5_000_000_000L) {
            p.shuffle(root, kind, count);
            sink += p.run(root, square, kind, count);
            count++;
        }
        double s = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "rollouts/s from the opening (horizon %d): %.0f (mean %d)%n", horizon, count / s,
                sink / count);
    }

    /**
     * Fits the horizon value: policy rollouts on deals from the seed on, cut at each move's horizon and
     * played on; the points after the cut regressed on m, m f and 1000 [nothing stranded], where
     * m is the multiplier and f the 4-Ways the shipped evaluation still expects.
     */
    private static void calibrateHorizon(int horizon, int games, long seed) {
        Evaluation eval = Evaluation.shipped();
        Features features = new Features();
        Policy policy = new Policy();
        Playout p = new Playout(policy);
        int width = 3;
        double[][] a = new double[width][width + 1];
        Engine e = new Engine();
        for (int g = 0; g < games; g++) {
            Engine root = Engine.of(Position.of(new Game(Deal.random(seed + g), Scoring.MODERN)));
            int kind = Deal.random(seed + g).get(Deal.TABLEAU).id();
            p.shuffle(root, kind, seed + g);
            e.copyFrom(root);
            e.place(p.choose(e, kind), kind);
            double[] x = null;
            long cutScore = 0;
            for (int i = 0; i < p.pouchSize; i++) {
                if (i == p.pouchSize - horizon) {
                    double m = Math.scalb(1.0, e.fourWays);
                    double f = Math.max(0, eval.value(features, e) - 1);
                    x = new double[] {m, m * f, features.values[Features.STRANDED] == 0 ? 1000 : 0};
                    cutScore = e.score;
                }
                int k = p.pouch[i];
                if (e.legalCount[k] == 0) {
                    break;
                }
                e.place(p.choose(e, k), k);
            }
            if (x == null) {
                continue;
            }
            double y = e.finalScore() - cutScore;
            for (int r = 0; r < width; r++) {
                for (int c = 0; c < width; c++) {
                    a[r][c] += x[r] * x[c];
                }
                a[r][width] += x[r] * y;
            }
        }
        for (int c = 0; c < width; c++) {
            for (int r = c + 1; r < width; r++) {
                double q = a[r][c] / a[c][c];
                for (int k = c; k <= width; k++) {
                    a[r][k] -= q * a[c][k];
                }
            }
        }
        double[] w = new double[width];
        for (int r = width - 1; r >= 0; r--) {
            double t = a[r][width];
            for (int c = r + 1; c < width; c++) {
                t -= a[r][c] * w[c];
            }
            w[r] = t / a[r][r];
        }
        System.out.println("horizon " + horizon + " weights (m, m f, 1000 [none stranded]): "
                + Arrays.toString(w));
    }
}
