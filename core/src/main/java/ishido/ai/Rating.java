package ishido.ai;

import ishido.rules.Scoring;

/**
 * The word for how well a game was played, from the mean share of the best square's expected value
 * its moves lost (see {@link MoveReview#share()}), as GNU Backgammon turns an
 * error rate into "Beginner" ... "World class". The bands are drawn from reviews of the computer's
 * own games at its four skills, at the reviewer's default budget, apart for Modern and Ancient scoring
 * (docs/ai.md, "Rating bands"; the lab's {@code calibrate} draws them). Modern's are drawn from the games of
 * docs/calibration-500001-600001.txt (fresh deals, the Master at a player's 100 ms on one and two threads) by cuts
 * between neighbouring skills, and held on the fresh deals 700001-700020; Ancient's from
 * docs/calibration-learned.txt by the percentiles (each skill's word up to its games' 90th percentile), since no
 * cut held there. The words between two skills have no width where the skills' games overlap.
 */
public enum Rating {
    BEGINNER("Beginner", Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY),
    NOVICE("Novice", 0.12441, 0.1056),
    APPRENTICE("Apprentice", 0.08161, 0.0796),
    ADEPT("Adept", 0.08161, 0.0796),
    JOURNEYMAN("Journeyman", 0.03595, 0.0228),
    EXPERT("Expert", 0.03595, 0.0228),
    CANDIDATE("Candidate", 0.01611, 0.0115),
    MASTER("Master", 0.01611, 0.0115),
    SAGE("Sage", 0.0062, 0.0027);

    private final String word;
    /** The highest mean share of the best's expected value lost per move that still earns this word. */
    private final double maxLoss;
    /** The same under Ancient scoring, whose values (2000 for an emptied pouch) lose differently. */
    private final double maxAncient;

    Rating(String word, double maxLoss, double maxAncient) {
        this.word = word;
        this.maxLoss = maxLoss;
        this.maxAncient = maxAncient;
    }

    public String word() {
        return word;
    }

    /** The highest mean share lost per move that still earns this word under Modern scoring. */
    public double maxLoss() {
        return maxLoss;
    }

    /** The highest mean share lost per move that still earns this word under the scoring. */
    public double maxLoss(Scoring scoring) {
        return scoring == Scoring.ANCIENT ? maxAncient : maxLoss;
    }

    /** The best word whose Modern band holds the mean share lost per move. */
    public static Rating of(double meanLoss) {
        return of(meanLoss, Scoring.MODERN);
    }

    /** The best word whose band, under the scoring, holds the mean share lost per move. */
    public static Rating of(double meanLoss, Scoring scoring) {
        Rating r = BEGINNER;
        for (Rating each : values()) {
            if (meanLoss <= each.maxLoss(scoring)) {
                r = each;
            }
        }
        return r;
    }
}
