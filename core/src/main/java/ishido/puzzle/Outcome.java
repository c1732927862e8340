package ishido.puzzle;

import java.util.Locale;

/**
 * How a try at a puzzle ended, and what it counts for in the ratings: a game the player wins by the answer at the
 * first try and loses by a wrong square first (one more try still teaches, but the puzzle won), as puzzle sites
 * rate. The hint (the theme's name) costs the gain: the answer found after it leaves both ratings as they were,
 * a wrong square after it still counts.
 */
public enum Outcome {
    /** The answer at the first try. */
    SOLVED("solved"),
    /** A wrong square, then the answer at the second try. */
    SECOND("second"),
    /** No answer: the answer was shown. */
    FAILED("failed");

    private final String word;

    Outcome(String word) {
        this.word = word;
    }

    /** The outcome as the puzzle log writes it. */
    public String word() {
        return word;
    }

    /** Whether the answer was found, at the first try or the second. */
    public boolean found() {
        return this != FAILED;
    }

    /** The player's score in the rating's game against the puzzle (1 a win, 0 a loss), or NaN for a try not rated. */
    public double score(boolean hinted) {
        if (this == SOLVED) {
            return hinted ? Double.NaN : 1;
        }
        return 0;
    }

    /** The outcome {@link #word()} names, or null. */
    public static Outcome parse(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (Outcome o : values()) {
            if (o.word.equals(w)) {
                return o;
            }
        }
        return null;
    }
}
