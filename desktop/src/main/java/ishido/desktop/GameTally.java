package ishido.desktop;

import ishido.rules.Game;
import java.io.PrintStream;
import java.util.Locale;

/** The sums over a run of games that {@code selfplay} and the lab's {@code beam} end with: means and standard errors. */
public final class GameTally {
    private int games;
    private int emptied;
    private double sumScore;
    private double sumScore2;
    private double sumFour;
    private double sumFour2;

    /** Counts a finished game. */
    public void add(Game game) {
        long score = game.finalScore();
        games++;
        if (game.end() == Game.End.POUCH_EMPTY) {
            emptied++;
        }
        sumScore += score;
        sumScore2 += (double) score * score;
        sumFour += game.fourWays();
        sumFour2 += (double) game.fourWays() * game.fourWays();
    }

    /**
     * Prints {@code stderr_score=X stderr_fourways=Y}, then {@code games=N emptied=E% mean_score=X
     * mean_fourways=Y} and the command's own last field, such as {@code ms_per_move=Z}.
     */
    public void print(PrintStream out, String last) {
        out.printf(Locale.ROOT, "stderr_score=%.1f stderr_fourways=%.2f%n", standardError(sumScore, sumScore2),
                standardError(sumFour, sumFour2));
        out.printf(Locale.ROOT, "games=%d emptied=%.1f%% mean_score=%.1f mean_fourways=%.2f %s%n", games,
                100.0 * emptied / games, sumScore / games, sumFour / games, last);
    }

    private double standardError(double sum, double sum2) {
        if (games < 2) {
            return 0;
        }
        double mean = sum / games;
        double variance = Math.max(0, (sum2 - games * mean * mean) / (games - 1));
        return Math.sqrt(variance / games);
    }
}
