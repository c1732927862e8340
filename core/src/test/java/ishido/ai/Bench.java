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
            speed();
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

    /** Rollouts per second from one opening. */
    private static void speed() {
        Policy policy = new Policy();
        Engine root = Engine.of(Position.of(new Game(Deal.random(5), Scoring.MODERN)));
        int kind = Deal.random(5).get(Deal.TABLEAU).id();
        int square = new Playout(policy).choose(root, kind);
        Playout p = new Playout(policy);
        long count = 0;
        long t0 = System.nanoTime();
        long sink = 0;
        while (System.nanoTime() - t0 < 5_000_000_000L) {
            p.shuffle(root, kind, count);
            sink += p.run(root, square, kind, count);
            count++;
        }
        double s = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "rollouts/s from the opening: %.0f (mean %d)%n", count / s, sink / count);
    }
}
