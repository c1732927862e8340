package ishido.ai;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.IllegalMoveException;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Experiment run by hand (not a test): tunes the rollout policy's weights inside Master's search (guarded,
 * an iteration budget, one thread a game) by SPSA. Each step draws a deal and a sign per weight, plays the
 * deal twice on the same search seed with the weights scaled by exp(+c s) and exp(-c s), and moves the log
 * scales by a (f+ - f-) / (2c) s, f the game's 4-Ways. The 4-Way weight stays fixed; every weight is
 * multiplied by SCALE so that small ones can move by less than one.
 *
 * <p>{@code Spsa ITERATIONS_A_MOVE STEPS FIRST_DEAL A C}: step k plays Deal.random(FIRST_DEAL + k); the last
 * lines are the final weights and those averaged over the second half of the steps (docs/ai.md, "The rollout
 * policy tuned inside the search").
 */
final class Spsa {
    static final int SCALE = 8;
    static final int[] BASE = {Policy.FOUR_WAY, Policy.PER_WAY, Policy.BEYOND, Policy.OPEN_HOLE4, Policy.DEAD_HOLE4,
        Policy.OPEN_HOLE3, Policy.DEAD_HOLE3, Policy.DEAD_HOLE2, Policy.STUCK};

    private Spsa() {
    }

    static int[] weights(double[] theta) {
        int[] w = new int[BASE.length];
        w[0] = BASE[0] * SCALE;
        for (int i = 1; i < BASE.length; i++) {
            w[i] = (int) Math.round(BASE[i] * SCALE * Math.exp(theta[i]));
        }
        return w;
    }

    /** The game's 4-Ways and the stones left in its pouch, Master playing with the weights. */
    static int[] play(int[] w, long dealSeed, long playerSeed, long iterations) throws IllegalMoveException {
        Game game = new Game(Deal.random(dealSeed), Scoring.MODERN);
        Bench.playToEnd(game, new Searcher(new SplitMix64(playerSeed), new Policy(w), System::nanoTime, Thread::new,
                MasterStyle.GUARDED), iterations);
        return new int[] {game.fourWays(), game.stonesLeft()};
    }

    public static void main(String[] args) throws Exception {
        long iterations = Long.parseLong(args[0]);
        int steps = Integer.parseInt(args[1]);
        long first = Long.parseLong(args[2]);
        double a = Double.parseDouble(args[3]);
        double c = Double.parseDouble(args[4]);
        int n = BASE.length;
        double[] theta = new double[n];
        double[] avg = new double[n];
        int averaged = 0;
        SplitMix64 signs = new SplitMix64(first * 7 + 3);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        double diffs = 0;
        double plusSum = 0;
        double minusSum = 0;
        for (int k = 0; k < steps; k++) {
            int[] s = new int[n];
            double[] tp = theta.clone();
            double[] tm = theta.clone();
            for (int i = 1; i < n; i++) {
                s[i] = signs.nextInt(2) == 0 ? -1 : 1;
                tp[i] += c * s[i];
                tm[i] -= c * s[i];
            }
            long deal = first + k;
            int[] wp = weights(tp);
            int[] wm = weights(tm);
            Future<int[]> fp = pool.submit(() -> play(wp, deal, deal ^ 0x5EED, iterations));
            Future<int[]> fm = pool.submit(() -> play(wm, deal, deal ^ 0x5EED, iterations));
            int[] rp = fp.get();
            int[] rm = fm.get();
            double d = rp[0] - rm[0];
            diffs += Math.abs(d);
            plusSum += rp[0];
            minusSum += rm[0];
            for (int i = 1; i < n; i++) {
                theta[i] += a * d / (2 * c) * s[i];
                theta[i] = Math.max(-2.5, Math.min(2.5, theta[i]));
            }
            if (k >= steps / 2) {
                averaged++;
                for (int i = 1; i < n; i++) {
                    avg[i] += (theta[i] - avg[i]) / averaged;
                }
            }
            // Each arm's 4-Ways / stones left, then the scales and weights after the step.
            System.out.printf(Locale.ROOT, "step %d deal %d plus %d/%d minus %d/%d theta %s w %s%n", k, deal, rp[0],
                    rp[1], rm[0], rm[1], fmt(theta), Arrays.toString(weights(theta)));
            if ((k + 1) % 50 == 0) {
                System.out.printf(Locale.ROOT, "mean |diff| %.3f mean 4-Ways %.3f%n", diffs / (k + 1),
                        (plusSum + minusSum) / 2 / (k + 1));
            }
        }
        pool.shutdown();
        System.out.printf(Locale.ROOT, "final theta %s w %s%n", fmt(theta), Arrays.toString(weights(theta)));
        System.out.printf(Locale.ROOT, "averaged theta %s w %s%n", fmt(avg), Arrays.toString(weights(avg)));
    }

    private static String fmt(double[] t) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i < t.length; i++) {
            b.append(String.format(Locale.ROOT, "%s%.3f", i == 1 ? "" : ",", t[i]));
        }
        return b.toString();
    }
}
