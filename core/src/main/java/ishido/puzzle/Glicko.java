package ishido.puzzle;

import java.util.List;

/**
 * A Glicko-2 rating (Mark Glickman, "Example of the Glicko-2 system", 2013): the rating, its deviation and
 * its volatility, on the Glicko scale (a new player: 1500, 350, 0.06), and the one-period update after some
 * games. The player and each puzzle have one; a try is a game between them, the player winning by finding the
 * answer. {@link #TAU} limits how fast the volatility moves.
 */
public record Glicko(double rating, double deviation, double volatility) {
    /** The system's constraint on the change of volatility: the paper's example's. */
    public static final double TAU = 0.5;
    /** A rating nobody has yet: the paper's starting values. */
    public static final Glicko NEW = new Glicko(1500, 350, 0.06);
    /** Ratings and deviations on the Glicko scale are this many times those of the Glicko-2 scale, about 1500. */
    static final double SCALE = 173.7178;
    /** The deviation of a new rating is also the most a deviation can come to. */
    static final double MOST_DEVIATION = 350;
    private static final double EPSILON = 0.000001;

    /** One game of the period: the opponent's rating and the score, 1 a win, 0 a loss, 0.5 a draw. */
    public record Game(Glicko opponent, double score) {
    }

    /** This rating after one game against the opponent. */
    public Glicko after(Glicko opponent, double score) {
        return after(List.of(new Game(opponent, score)), TAU);
    }

    /**
     * This rating after a rating period with these games (steps 2 to 8 of the paper); with none, only the
     * deviation grows, as time without games makes the rating less sure.
     */
    public Glicko after(List<Game> games, double tau) {
        double mu = (rating - 1500) / SCALE;
        double phi = deviation / SCALE;
        if (games.isEmpty()) {
            double grown = Math.sqrt(phi * phi + volatility * volatility) * SCALE;
            return new Glicko(rating, Math.min(MOST_DEVIATION, grown), volatility);
        }
        double vInverse = 0;
        double deltaSum = 0;
        for (Game game : games) {
            double muJ = (game.opponent.rating - 1500) / SCALE;
            double phiJ = game.opponent.deviation / SCALE;
            double g = g(phiJ);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            vInverse += g * g * e * (1 - e);
            deltaSum += g * (game.score - e);
        }
        double v = 1 / vInverse;
        double delta = v * deltaSum;
        double sigma = newVolatility(phi, v, delta, tau);
        double phiStar = Math.sqrt(phi * phi + sigma * sigma);
        double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double muNew = mu + phiNew * phiNew * deltaSum;
        return new Glicko(muNew * SCALE + 1500, Math.min(MOST_DEVIATION, phiNew * SCALE), sigma);
    }

    /** The chance this rating beats the other, as the update expects it. */
    public double expected(Glicko other) {
        double mu = (rating - 1500) / SCALE;
        double muJ = (other.rating - 1500) / SCALE;
        return 1 / (1 + Math.exp(-g(other.deviation / SCALE) * (mu - muJ)));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5 of the paper: the new volatility by the Illinois algorithm. */
    private double newVolatility(double phi, double v, double delta, double tau) {
        double a = Math.log(volatility * volatility);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * tau, delta, phi, v, a, tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f(bigA, delta, phi, v, a, tau);
        double fB = f(bigB, delta, phi, v, a, tau);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f(bigC, delta, phi, v, a, tau);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    private static double f(double x, double delta, double phi, double v, double a, double tau) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    }
}
