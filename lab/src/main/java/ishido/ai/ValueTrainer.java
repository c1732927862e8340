package ishido.ai;

import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;

/**
 * Learns {@link RolloutValue}'s weights (the {@code learn} command) as the 2048 players learn theirs: it plays
 * games greedily by its own value, each stone on the square whose move earns most (a 4-Way 1, emptying the
 * pouch 1) plus the value of the board after it, and moves the value of each board it played toward what the
 * next move earned plus the value after that (temporal difference, TD(0), on afterstates): the {@code learn}
 * command plays games on deals seed+1, seed+2, ... at a step, and at a third of it in the second half. The
 * weights are floats while they learn and become integers ({@link RolloutValue#UNIT} a 4-Way) to be kept.
 */
public final class ValueTrainer {
    private final float[] w = new float[RolloutValue.COUNT];
    private final ValueChoice reader = new ValueChoice();
    private final int[] active = new int[RolloutValue.ACTIVE];
    private final int[] previous = new int[RolloutValue.ACTIVE];
    private final Engine after = new Engine();
    private final SplitMix64 ties;

    /** A value with every weight 0, its ties broken by a generator of the seed. */
    public ValueTrainer(long seed) {
        ties = new SplitMix64(seed);
    }

    /** What one game came to. */
    public record Result(int fourWays, int stonesLeft) {
    }

    /**
     * Plays the deal greedily by the value, learning from it at the step (each weight's, for each board) when
     * the step is above 0.
     */
    public Result play(Deal deal, float step) {
        Engine e = Engine.of(Position.of(new Game(deal, Scoring.MODERN)));
        boolean learning = false;
        float before = 0;
        for (int j = Deal.TABLEAU; j < Deal.SIZE; j++) {
            int k = deal.get(j).id();
            if (e.legalCount[k] == 0) {
                // Stranded: nothing more is earned.
                if (learning && step > 0) {
                    learn(step * (0 - before));
                }
                break;
            }
            int best = -1;
            float bestTotal = Float.NEGATIVE_INFINITY;
            int tied = 0;
            for (int word = 0; word < Engine.SQUARE_WORDS; word++) {
                int bits = e.legalSquares[k * Engine.SQUARE_WORDS + word];
                while (bits != 0) {
                    int s = Integer.numberOfTrailingZeros(bits) + word * 32;
                    bits &= bits - 1;
                    float total = total(e, s, k);
                    if (total > bestTotal || best < 0) {
                        bestTotal = total;
                        best = s;
                        tied = 1;
                    } else if (total == bestTotal && ties.nextInt(++tied) == 0) {
                        best = s;
                    }
                }
            }
            e.place(best, k);
            // The new board's value is taken before the step, as the shipped weights learned it.
            float now = e.stonesLeft == 0 ? 0 : value(e);
            if (learning && step > 0) {
                learn(step * (bestTotal - before));
            }
            if (e.stonesLeft == 0) {
                break;
            }
            before = now;
            System.arraycopy(active, 0, previous, 0, RolloutValue.ACTIVE);
            learning = true;
        }
        return new Result(e.fourWays, e.stonesLeft);
    }

    /** The weights as integers, {@link RolloutValue#UNIT} a 4-Way: those of the value to keep. */
    public int[] weights() {
        int[] q = new int[w.length];
        for (int i = 0; i < w.length; i++) {
            q[i] = Math.round(w[i] * RolloutValue.UNIT);
        }
        return q;
    }

    /** The weights as a file, with the comment lines given. */
    public static byte[] file(int[] weights, String... comments) {
        return ValueFile.write(weights, comments);
    }

    /**
     * The integer weights given playing alone, as a rollout plays (greedily), on deals seed to seed+games-1 in their
     * own order: the mean 4-Ways and the share of games that emptied the pouch.
     */
    public static double[] strength(int[] weights, int games, long seed) {
        Playout rollout = new Playout(new Policy().withValue(new RolloutValue(weights)));
        double fourWays = 0;
        int emptied = 0;
        for (int g = 0; g < games; g++) {
            Deal deal = Deal.random(seed + g);
            Engine e = Engine.of(Position.of(new Game(deal, Scoring.MODERN)));
            for (int j = Deal.TABLEAU; j < Deal.SIZE; j++) {
                rollout.pouch[j - Deal.TABLEAU] = deal.get(j).id();
            }
            rollout.pouchSize = Deal.SIZE - Deal.TABLEAU;
            rollout.playOn(e, seed + g);
            fourWays += e.fourWays;
            emptied += e.stonesLeft == 0 ? 1 : 0;
        }
        return new double[] {fourWays / games, (double) emptied / games};
    }

    private float total(Engine e, int s, int k) {
        float earned = e.around[s] == 4 ? 1 : 0;
        after.copyFrom(e);
        after.place(s, k);
        return earned + (after.stonesLeft == 0 ? 1 : value(after));
    }

    /** The value of the board (its weights in use left in active). */
    private float value(Engine e) {
        reader.features(e, RolloutValue.phaseOf(e.stonesLeft), active);
        float v = 0;
        for (int i : active) {
            v += w[i];
        }
        return v;
    }

    private void learn(float delta) {
        for (int i : previous) {
            w[i] += delta;
        }
    }
}
