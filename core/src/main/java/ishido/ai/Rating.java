package ishido.ai;

/**
 * The word for how well a game was played, from its mean loss per move, as GNU Backgammon turns an
 * error rate into "Beginner" ... "World class". The bands are drawn from reviews of the computer's
 * own games at its four skills (docs/ai.md, "The reviewer"): each skill's games rate as that skill,
 * with a band between each two and one above and below.
 */
public enum Rating {
    BEGINNER("Beginner", Double.POSITIVE_INFINITY),
    NOVICE("Novice", 260),
    APPRENTICE("Apprentice", 150),
    ADEPT("Adept", 110),
    JOURNEYMAN("Journeyman", 70),
    EXPERT("Expert", 45),
    CANDIDATE("Candidate", 25),
    MASTER("Master", 15),
    SAGE("Sage", 5);

    private final String word;
    /** The highest mean loss per move (Modern points) that still earns this word. */
    private final double maxLoss;

    Rating(String word, double maxLoss) {
        this.word = word;
        this.maxLoss = maxLoss;
    }

    public String word() {
        return word;
    }

    /** The highest mean loss per move that still earns this word. */
    public double maxLoss() {
        return maxLoss;
    }

    /** The best word whose band holds the mean loss. */
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
