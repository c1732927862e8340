package ishido.ai;

import java.util.function.LongSupplier;

/**
 * A halving round's samples handed to a helper (see {@link ishido.work.Helpers}: a browser's Web Worker),
 * and the helper's answer. The message holds all the round needs (the board, the stone, the squares still
 * in the running, the search's seed, which samples are the helper's and how many or for how long, what a
 * rollout is worth and which policy plays it), so a helper keeps nothing between rounds; the answer is its
 * tallies, which add up with the other helpers' as a crew's threads' do.
 *
 * <p>Helper h of n rolls out samples first + h, first + h + n, first + h + 2n, ...: with a target of
 * samples, exactly the round's samples as one thread numbers them, so an iteration budget chooses the same
 * square with helpers as without; with a time, as many as the time allows (at least one).
 */
public final class HelperRound {
    /** The policies a message can name (a helper builds them itself): the policy alone. */
    static final int PLAIN_POLICY = 0;
    /** The policy with the shipped learned part and value ({@link MasterStyle#shipped()}). */
    static final int SHIPPED_POLICY = 1;
    /** The policy with the shipped learned part alone ({@link MasterStyle#FITTED}, the reviewer's). */
    static final int FITTED_POLICY = 2;

    /** Added to a message's policy when the reviewer watches the rollouts: the answer then carries their witnesses. */
    static final int WATCHING = 1 << 8;

    private static final int KIND = 0;
    private static final int OBJECTIVE = 1;
    private static final int POLICY = 2;
    private static final int BASE_HIGH = 3;
    private static final int BASE_LOW = 4;
    private static final int FIRST = 5;
    private static final int HELPER = 6;
    private static final int HELPERS = 7;
    /** The round's samples in all (every helper's), or -1 for a round in time. */
    private static final int TARGET = 8;
    /** A round in time: microseconds from the message's arrival. */
    private static final int MICROS = 9;
    private static final int SCORE_HIGH = 10;
    private static final int SCORE_LOW = 11;
    private static final int FOUR_WAYS = 12;
    /** The pinned square's index among the squares, or -1. */
    private static final int PIN = 13;
    private static final int WIDTH = 14;
    /** The squares, then the board (a kind or -1 a square). */
    private static final int HEADER = 15;

    /** An answer's samples and even-numbered samples come first, then four tallies a square. */
    private static final int ANSWER_HEADER = 2;

    private static Policy plain;
    private static Policy shipped;
    private static Policy fitted;

    private HelperRound() {
    }

    /**
     * The message for helper {@code helper} of {@code helpers}: a round of samples numbered from first, a
     * target of samples in all (or -1 and microseconds for a round in time).
     */
    static int[] message(Engine root, int kind, int[] squares, int pin, long base, int first, int helper,
            int helpers, int target, long micros, Objective objective, int policy) {
        int[] m = new int[HEADER + squares.length + Engine.SQUARES];
        m[KIND] = kind;
        m[OBJECTIVE] = objective.ordinal();
        m[POLICY] = policy;
        m[BASE_HIGH] = (int) (base >>> 32);
        m[BASE_LOW] = (int) base;
        m[FIRST] = first;
        m[HELPER] = helper;
        m[HELPERS] = helpers;
        m[TARGET] = target;
        m[MICROS] = (int) Math.min(Integer.MAX_VALUE, Math.max(0, micros));
        m[SCORE_HIGH] = (int) (root.score >>> 32);
        m[SCORE_LOW] = (int) root.score;
        m[FOUR_WAYS] = root.fourWays;
        m[PIN] = pin;
        m[WIDTH] = squares.length;
        System.arraycopy(squares, 0, m, HEADER, squares.length);
        for (int s = 0; s < Engine.SQUARES; s++) {
            m[HEADER + squares.length + s] = root.cells[s];
        }
        return m;
    }

    /**
     * A helper's work: rolls out its samples of the round the message describes and answers with its
     * tallies. The clock (nanoseconds) times a round in time.
     *
     * @throws IllegalArgumentException when the message is not one of {@link #message}'s
     */
    public static double[] answer(int[] message, LongSupplier clock) {
        long start = clock.getAsLong();
        if (message.length < HEADER || message[WIDTH] < 1 || message.length != HEADER + message[WIDTH] + Engine.SQUARES
                || message[HELPERS] < 1 || message[HELPER] < 0 || message[HELPER] >= message[HELPERS]
                || message[OBJECTIVE] < 0 || message[OBJECTIVE] >= Objective.values().length) {
            throw new IllegalArgumentException("not a round for a helper");
        }
        int width = message[WIDTH];
        int[] squares = new int[width];
        System.arraycopy(message, HEADER, squares, 0, width);
        int[] board = new int[Engine.SQUARES];
        System.arraycopy(message, HEADER + width, board, 0, Engine.SQUARES);
        Engine root = Engine.of(board, (long) message[SCORE_HIGH] << 32 | message[SCORE_LOW] & 0xFFFFFFFFL,
                message[FOUR_WAYS]);
        long base = (long) message[BASE_HIGH] << 32 | message[BASE_LOW] & 0xFFFFFFFFL;
        int pin = message[PIN];
        int kind = message[KIND];
        boolean watching = (message[POLICY] & WATCHING) != 0;
        Sampler sampler = new Sampler(policy(message[POLICY] & ~WATCHING), width, pin >= 0,
                Objective.values()[message[OBJECTIVE]], watching);
        int first = message[FIRST];
        int helpers = message[HELPERS];
        int target = message[TARGET];
        long end = start + message[MICROS] * 1000L;
        for (int i = message[HELPER]; target < 0 ? sampler.count == 0 || clock.getAsLong() < end : i < target; i += helpers) {
            sampler.sample(root, kind, squares, pin, base, first + i);
        }
        double[] answer = new double[ANSWER_HEADER + 4 * width + (watching ? Witness.NUMBERS * width : 0)];
        answer[0] = sampler.count;
        answer[1] = sampler.evenCount;
        for (int c = 0; c < width; c++) {
            answer[ANSWER_HEADER + c] = sampler.sums[c];
            answer[ANSWER_HEADER + width + c] = sampler.squares[c];
            answer[ANSWER_HEADER + 2 * width + c] = sampler.emptied[c];
            answer[ANSWER_HEADER + 3 * width + c] = sampler.evens[c];
            if (watching) {
                sampler.witnesses[c].write(answer, ANSWER_HEADER + 4 * width + c * Witness.NUMBERS);
            }
        }
        return answer;
    }

    /** The helpers' answers added up: the round's tallies, as {@link Sampler#total} adds up a crew's. */
    static Sampler.Round total(double[][] answers, int width) {
        Sampler.Round[] rounds = new Sampler.Round[answers.length];
        for (int i = 0; i < answers.length; i++) {
            double[] a = answers[i];
            int plain = ANSWER_HEADER + 4 * width;
            if (a == null || (a.length != plain && a.length != plain + Witness.NUMBERS * width)) {
                throw new IllegalStateException("a helper's answer does not fit its round");
            }
            Witness[] witnesses = a.length == plain ? null : new Witness[width];
            for (int c = 0; witnesses != null && c < width; c++) {
                witnesses[c] = Witness.read(a, plain + c * Witness.NUMBERS);
            }
            rounds[i] = new Sampler.Round(tally(a, 0, width), tally(a, 1, width), tally(a, 2, width), tally(a, 3, width),
                    (int) a[0], (int) a[1], witnesses);
        }
        return Sampler.Round.sum(rounds, width);
    }

    /** One of an answer's four tallies (sums, squared differences, pouches emptied, even-numbered sums). */
    private static long[] tally(double[] answer, int which, int width) {
        long[] t = new long[width];
        for (int c = 0; c < width; c++) {
            t[c] = (long) answer[ANSWER_HEADER + which * width + c];
        }
        return t;
    }

    /** The most samples any one helper rolled out: with n helpers, the round used n times that many numbers at most. */
    static int most(double[][] answers) {
        int most = 0;
        for (double[] a : answers) {
            most = Math.max(most, (int) a[0]);
        }
        return most;
    }

    /** The policy a message names, made once per helper (a helper has one thread). */
    private static Policy policy(int code) {
        if (code == PLAIN_POLICY) {
            if (plain == null) {
                plain = new Policy();
            }
            return plain;
        }
        if (code == SHIPPED_POLICY) {
            if (shipped == null) {
                MasterStyle style = MasterStyle.shipped();
                shipped = new Policy().withFit(style.fit()).withValue(style.value(), style.valueStones());
            }
            return shipped;
        }
        if (code == FITTED_POLICY) {
            if (fitted == null) {
                fitted = new Policy().withFit(MasterStyle.FITTED.fit());
            }
            return fitted;
        }
        throw new IllegalArgumentException("not a round for a helper: no policy " + code);
    }
}
