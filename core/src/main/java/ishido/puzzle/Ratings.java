package ishido.puzzle;

/**
 * The player's puzzle rating and a puzzle's, before or after a try: one Glicko-2 game between them, the player
 * winning by the answer at the first try ({@link Outcome#score(boolean)}), each rating updated against the other's
 * as it was before the game.
 */
public record Ratings(Glicko player, Glicko puzzle) {
    /** Both ratings after a try that ended so; a try that is not rated leaves them as they are. */
    public Ratings after(Outcome outcome, boolean hinted) {
        double score = outcome.score(hinted);
        if (Double.isNaN(score)) {
            return this;
        }
        return new Ratings(player.after(puzzle, score), puzzle.after(player, 1 - score));
    }

    /**
     * Whether a rating is still provisional, as the rating shows with a question mark: its deviation above
     * {@link #PROVISIONAL}, as a new player's is for the first dozen or so puzzles.
     */
    public static boolean provisional(Glicko rating) {
        return rating.deviation() > PROVISIONAL;
    }

    /**
     * A new player's puzzle rating: 1500 as the paper's, but a deviation of 200, not its 350. At 350 the first
     * try swung the rating by hundreds (a first loss to the puzzle of the day, rated 934, cost 571 points); at 200
     * it costs 205, a first try at an even puzzle moves it 85, ten wins in a row against puzzles 100 above still
     * climb 627, and the rating is settled (not provisional) after eight tries instead of ten.
     */
    public static final Glicko NEW_PLAYER = new Glicko(1500, 200, 0.06);

    /** A deviation above this makes a rating provisional (lichess's line). */
    public static final double PROVISIONAL = 110;

    /** A rating as the screens show it: rounded, "?" after a provisional one ("1500?"). */
    public static String shown(Glicko rating) {
        return Math.round(rating.rating()) + (provisional(rating) ? "?" : "");
    }
}
