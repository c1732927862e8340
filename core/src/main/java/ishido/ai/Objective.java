package ishido.ai;

import ishido.rules.Scoring;

/**
 * What a rollout's end is worth: the Modern final score, or the Ancient ranking (pouch emptied, then
 * 4-Ways, then fewest stones left) folded into one number whose order is the ranking's.
 */
enum Objective {
    MODERN {
        @Override
        long value(Engine e) {
            return e.finalScore();
        }
    },
    ANCIENT {
        @Override
        long value(Engine e) {
            return (e.stonesLeft == 0 ? ANCIENT_EMPTIED : 0) + fourWaysThenFewestLeft(e);
        }
    };

    /** The 4-Ways, then the fewest stones left, as one number: the Ancient ranking below its emptied pouch. */
    private static long fourWaysThenFewestLeft(Engine e) {
        return (long) ANCIENT_FOUR_WAY * e.fourWays - e.stonesLeft;
    }

    /** Ancient value of an emptied pouch: more than any number of 4-Ways a game can hold (at most 18). */
    static final int ANCIENT_EMPTIED = 2000;
    /** Ancient value of a 4-Way: more than the most stones a game can leave (66). */
    static final int ANCIENT_FOUR_WAY = 100;

    abstract long value(Engine e);

    static Objective of(Scoring scoring) {
        return scoring == Scoring.ANCIENT ? ANCIENT : MODERN;
    }
}
