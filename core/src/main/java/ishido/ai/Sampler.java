package ishido.ai;

/**
 * One worker's tallies of a round: each sample is one sampled pouch order, its number deciding it,
 * rolled out from every square still in the running; the threads of a whole round and the slices of a
 * sliced one both gather their samples here.
 */
final class Sampler {
    private final Playout playout;
    final long[] sums;
    final long[] squares;
    final long[] emptied;
    /** Sums over the even-numbered samples only, and how many: for measuring the best apart from choosing it. */
    final long[] evens;
    int evenCount;
    private final long[] values;
    private final boolean pinned;
    /** What each square's rollouts led to, when the reviewer watches them; null in the game's searches. */
    final Witness[] witnesses;
    int count;

    Sampler(Policy policy, int width, boolean pinned, Objective objective) {
        this(policy, width, pinned, objective, false);
    }

    /** A worker's tallies that, when watching (the reviewer), also witness the rollouts. */
    Sampler(Policy policy, int width, boolean pinned, Objective objective, boolean watching) {
        this.playout = new Playout(policy, objective);
        this.witnesses = watching ? new Witness[width] : null;
        for (int c = 0; watching && c < width; c++) {
            witnesses[c] = new Witness();
        }
        this.sums = new long[width];
        this.squares = new long[width];
        this.emptied = new long[width];
        this.evens = new long[width];
        this.values = new long[width];
        this.pinned = pinned;
    }

    /** Rolls out sample {@code number} of the search seeded {@code base} from each square, the kind placed there. */
    void sample(Engine root, int kind, int[] alive, int pin, long base, int number) {
        if (witnesses == null) {
            samplePlain(root, kind, alive, pin, base, number);
        } else {
            sampleWatched(root, kind, alive, pin, base, number);
        }
    }

    /** A sample of the game's searches: the loop as it was before the reviewer watched, so it costs them nothing. */
    private void samplePlain(Engine root, int kind, int[] alive, int pin, long base, int number) {
        long seed = Playout.mix(base + (long) number * 0x9E3779B97F4A7C15L);
        playout.shuffle(root, kind, seed);
        for (int c = 0; c < alive.length; c++) {
            values[c] = playout.run(root, alive[c], kind, seed ^ 0x5DEECE66DL);
            sums[c] += values[c];
            if (playout.lastEmptied()) {
                emptied[c]++;
            }
        }
        tallyEvensAndPairs(alive.length, pin, number);
    }

    /** A sample of the reviewer's: each square's rollout told to its witness, and paired with the pinned square's. */
    private void sampleWatched(Engine root, int kind, int[] alive, int pin, long base, int number) {
        long seed = Playout.mix(base + (long) number * 0x9E3779B97F4A7C15L);
        playout.shuffle(root, kind, seed);
        for (int c = 0; c < alive.length; c++) {
            values[c] = playout.runWatched(root, alive[c], kind, seed ^ 0x5DEECE66DL, witnesses[c]);
            sums[c] += values[c];
            if (playout.lastEmptied()) {
                emptied[c]++;
            }
        }
        if (pinned) {
            for (int c = 0; c < alive.length; c++) {
                witnesses[c].pair(witnesses[pin]);
            }
        }
        tallyEvensAndPairs(alive.length, pin, number);
    }

    private void tallyEvensAndPairs(int width, int pin, int number) {
        if ((number & 1) == 0) {
            for (int c = 0; c < width; c++) {
                evens[c] += values[c];
            }
            evenCount++;
        }
        if (pinned) {
            for (int c = 0; c < width; c++) {
                long d = values[c] - values[pin];
                squares[c] += d * d;
            }
        }
        count++;
    }

    Round round() {
        return new Round(sums, squares, emptied, evens, count, evenCount, witnesses);
    }

    /** The round's tallies of several workers added up (sums, so the order of the workers does not matter). */
    static Round total(Sampler[] samplers, int width) {
        Round[] rounds = new Round[samplers.length];
        for (int i = 0; i < samplers.length; i++) {
            rounds[i] = samplers[i].round();
        }
        return Round.sum(rounds, width);
    }

    /**
     * Sums of rollout values per square over the samples of one round, the sums of squared differences
     * from the pinned square, the rollouts that emptied the pouch, the sums over the even-numbered
     * samples, and how many samples (and even-numbered ones) that was; and, when the rollouts were watched,
     * what each square's led to (else null).
     */
    record Round(long[] sums, long[] squares, long[] emptied, long[] evens, int samples, int evenSamples,
            Witness[] witnesses) {
        /** Several workers' tallies of one round (each as wide), added up. */
        static Round sum(Round[] rounds, int width) {
            long[] sums = new long[width];
            long[] squares = new long[width];
            long[] emptied = new long[width];
            long[] evens = new long[width];
            int samples = 0;
            int evenSamples = 0;
            Witness[] witnesses = rounds.length > 0 && rounds[0].witnesses != null ? new Witness[width] : null;
            for (int c = 0; witnesses != null && c < width; c++) {
                witnesses[c] = new Witness();
            }
            for (Round r : rounds) {
                for (int c = 0; c < width; c++) {
                    sums[c] += r.sums[c];
                    squares[c] += r.squares[c];
                    emptied[c] += r.emptied[c];
                    evens[c] += r.evens[c];
                    if (witnesses != null && r.witnesses != null) {
                        witnesses[c].add(r.witnesses[c]);
                    }
                }
                samples += r.samples;
                evenSamples += r.evenSamples;
            }
            return new Round(sums, squares, emptied, evens, samples, evenSamples, witnesses);
        }
    }
}
