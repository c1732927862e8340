package ishido.ai;

/**
 * The word for how well a game was played, from the mean share of the best square's expected value
 * its moves lost (see {@link MoveReview#share()}), as GNU Backgammon turns an
 * error rate into "Beginner" ... "World class". The bands are drawn from reviews of the computer's
 * own games at its four skills (docs/ai.md, "The reviewer"): each skill's games rate as that skill,
 * with a band between each two and one above and below.
 */
public enum Rating {
    BEGINNER("Beginner", Double.POSITIVE_INFINITY),
    NOVICE("Novice", 0.140),
    APPRENTICE("Apprentice", 0.092),
    ADEPT("Adept", 0.088),
    JOURNEYMAN("Journeyman", 0.048),
    EXPERT("Expert", 0.042),
    CANDIDATE("Candidate", 0.017),
    MASTER("Master", 0.015),
    SAGE("Sage", 0.005);

    private final String word;
    /** The highest mean share of the best's expected value lost per move that still earns this word. */
    private final double maxLoss;

    Rating(String word, double maxLoss) {
        this.word = word;
        this.maxLoss = maxLoss;
    }

    public String word() {
        return word;
    }

    /** The highest mean share lost per move that still earns this word. */
    public double maxLoss() {
        return maxLoss;
    }

    /** The best word whose band holds the mean share lost per move. */
    public static Rating of(double meanLoss) {
        Rating r = BEGINNER;
        for (Rating each : values()) {
            if (meanLoss <= each.maxLoss) {
                r = each;
            }
        }
        return r;
    }
}
