package ishido.ai;

import ishido.rules.Game;
import ishido.rules.GameRecord;
import ishido.rules.IllegalMoveException;
import ishido.rules.Square;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A diagnostic run by hand (not a test): how much a player's end games leave on the table.
 * {@code Endgame K CAP DIR...} replays every game record in the folders and, at each of a game's last K
 * stones, values every legal square exactly by expectimax over the stones still to come (each next stone
 * drawn from the pouch in proportion to its copies, every square of it tried), once for the final score and
 * once for the 4-Ways. The recorded square's shortfall against the best square, summed over a game's
 * decisions, is on average exactly what perfect play of the last K stones would have added to that player's
 * games (the sum of one-step shortfalls along the player's own path is the difference of the two values).
 * A game whose end is too wide to solve in CAP nodes a decision is left out and counted.
 */
final class Endgame {
    private final int cap;
    private final Map<Key, Double> memo = new HashMap<>();
    private final Engine[] stack = new Engine[80];
    private final long[][] zobrist = new long[Engine.SQUARES][Engine.KINDS];
    private long nodes;
    private boolean fourWays;

    private record Key(long board, int kind, int fourWays) {
    }

    private Endgame(int cap) {
        this.cap = cap;
        for (int i = 0; i < stack.length; i++) {
            stack[i] = new Engine();
        }
        long x = 0x9E3779B97F4A7C15L;
        for (int s = 0; s < Engine.SQUARES; s++) {
            for (int k = 0; k < Engine.KINDS; k++) {
                x += 0x9E3779B97F4A7C15L;
                long z = x;
                z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                zobrist[s][k] = z ^ (z >>> 31);
            }
        }
    }

    public static void main(String[] args) throws IOException, IllegalMoveException {
        if (args.length < 3) {
            System.err.println("usage: Endgame K CAP DIR...");
            System.exit(2);
        }
        int k = Integer.parseInt(args[0]);
        Endgame solver = new Endgame(Integer.parseInt(args[1]));
        List<Path> files = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            try (Stream<Path> s = Files.list(Path.of(args[i]))) {
                s.filter(p -> p.getFileName().toString().endsWith(".txt")).sorted().forEach(files::add);
            }
        }
        double scoreSum = 0;
        double scoreSum2 = 0;
        double fourSum = 0;
        double fourSum2 = 0;
        int games = 0;
        int tooWide = 0;
        int decisions = 0;
        int differ = 0;
        int differFour = 0;
        long t0 = System.nanoTime();
        for (Path file : files) {
            GameRecord record = GameRecord.parse(Files.readString(file));
            Game game = new Game(record.deal(), record.scoring());
            double score = 0;
            double four = 0;
            int d = 0;
            int ds = 0;
            int df = 0;
            boolean wide = false;
            for (Square played : record.moves()) {
                if (game.stonesLeft() <= k && !wide) {
                    Engine e = Engine.of(Position.of(game));
                    int kind = game.touchstone().id();
                    double[] s = solver.shortfall(e, kind, played.index(), false);
                    double[] f = s == null ? null : solver.shortfall(e, kind, played.index(), true);
                    if (s == null || f == null) {
                        wide = true;
                    } else {
                        score += s[0];
                        four += f[0];
                        d++;
                        ds += s[1] > 0 ? 1 : 0;
                        df += f[1] > 0 ? 1 : 0;
                    }
                }
                game.place(played);
            }
            if (wide) {
                tooWide++;
                continue;
            }
            scoreSum += score;
            scoreSum2 += score * score;
            fourSum += four;
            fourSum2 += four * four;
            games++;
            decisions += d;
            differ += ds;
            differFour += df;
        }
        System.out.printf(Locale.ROOT,
                "last=%d games=%d too_wide=%d decisions=%d not_best_score=%d not_best_fourways=%d "
                        + "score_shortfall=%.1f±%.1f fourways_shortfall=%.4f±%.4f s=%.0f%n",
                k, games, tooWide, decisions, differ, differFour, mean(scoreSum, games), se(scoreSum, scoreSum2, games),
                mean(fourSum, games), se(fourSum, fourSum2, games), (System.nanoTime() - t0) / 1e9);
    }

    /**
     * The played square's shortfall against the best square for the kind (its value less the best's, zero or
     * more) and whether another square is strictly better by more than a rounding; null when the end is too
     * wide.
     */
    private double[] shortfall(Engine root, int kind, int played, boolean countFourWays) {
        fourWays = countFourWays;
        memo.clear();
        nodes = 0;
        stack[0].copyFrom(root);
        double best = Double.NEGATIVE_INFINITY;
        double mine = Double.NaN;
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (!root.isLegal(s, kind)) {
                continue;
            }
            double v = placed(0, s, kind, board(root));
            if (v < 0) {
                return null;
            }
            best = Math.max(best, v);
            if (s == played) {
                mine = v;
            }
        }
        if (Double.isNaN(mine)) {
            throw new IllegalStateException("the played square is not legal");
        }
        double gap = best - mine;
        return new double[] {gap, gap > 1e-9 * Math.max(1, Math.abs(best)) ? 1 : 0};
    }

    private long board(Engine e) {
        long h = 0;
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (e.cells[s] != Engine.EMPTY) {
                h ^= zobrist[s][e.cells[s]];
            }
        }
        return h;
    }

    /** The value (what is still to be gained: points, or 4-Ways) once the kind goes on the square of stack[depth]'s position; -1 past the cap. */
    private double placed(int depth, int square, int kind, long hash) {
        Engine e = stack[depth + 1];
        e.copyFrom(stack[depth]);
        e.place(square, kind);
        double gained = fourWays ? e.fourWays - stack[depth].fourWays : e.score - stack[depth].score;
        double rest = chance(depth + 1, hash ^ zobrist[square][kind]);
        return rest < 0 ? -1 : gained + rest;
    }

    /** The expected value still to come at stack[depth], the next stone not drawn yet. */
    private double chance(int depth, long hash) {
        Engine e = stack[depth];
        if (e.stonesLeft == 0) {
            return fourWays ? 0 : e.finalScore() - e.score;
        }
        double sum = 0;
        for (int k = 0; k < Engine.KINDS; k++) {
            if (e.left[k] > 0) {
                double v = decision(depth, k, hash);
                if (v < 0) {
                    return -1;
                }
                sum += e.left[k] * v;
            }
        }
        return sum / e.stonesLeft;
    }

    /** The best value still to come at stack[depth] with the kind on the touchstone. */
    private double decision(int depth, int kind, long hash) {
        Engine e = stack[depth];
        Key key = new Key(hash, kind, fourWays ? 0 : e.fourWays);
        Double known = memo.get(key);
        if (known != null) {
            return known;
        }
        if (++nodes > cap) {
            return -1;
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int s = 0; s < Engine.SQUARES; s++) {
            if (e.isLegal(s, kind)) {
                double v = placed(depth, s, kind, hash);
                if (v < 0) {
                    return -1;
                }
                best = Math.max(best, v);
            }
        }
        if (best == Double.NEGATIVE_INFINITY) {
            best = fourWays ? 0 : e.finalScore() - e.score;
        }
        memo.put(key, best);
        return best;
    }

    private static double mean(double sum, int n) {
        return n == 0 ? 0 : sum / n;
    }

    /** The standard error of the mean, by {@link Bench}'s formula; 0 for fewer than two games. */
    private static double se(double sum, double sum2, int n) {
        return n < 2 ? 0 : Bench.se(sum, sum2, n);
    }
}
