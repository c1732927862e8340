package ishido.scores;

import ishido.rules.Scoring;
import java.util.Comparator;

/**
 * The order of a high-score table, best first: Modern by points (then 4-Ways, then fewer stones left);
 * Ancient by an emptied pouch, then 4-Ways, then fewer stones left, as the manual ranks Ancient games.
 */
public final class Ranking {
    private static final Comparator<HighScore> MODERN = Comparator.comparingLong(HighScore::score).reversed()
            .thenComparing(Comparator.comparingInt(HighScore::fourWays).reversed())
            .thenComparingInt(HighScore::stonesLeft);
    private static final Comparator<HighScore> ANCIENT = Comparator.comparing(HighScore::emptied).reversed()
            .thenComparing(Comparator.comparingInt(HighScore::fourWays).reversed())
            .thenComparingInt(HighScore::stonesLeft);

    private Ranking() {
    }

    /** Best first; equal games compare as 0, so a new one goes below the old ones it ties with. */
    public static Comparator<HighScore> of(Scoring scoring) {
        return scoring == Scoring.MODERN ? MODERN : ANCIENT;
    }
}
