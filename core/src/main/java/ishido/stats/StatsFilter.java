package ishido.stats;

import ishido.rules.GameMode;
import ishido.rules.Scoring;

/**
 * Which games the statistics count: one mode or all, one scoring or both, and whose games, the player's own,
 * those the computer played or those friends sent in challenges, which are always kept apart.
 *
 * @param mode the mode counted, or null for every mode
 * @param scoring the scoring counted, or null for both
 * @param whose whose games are counted
 */
public record StatsFilter(GameMode mode, Scoring scoring, Whose whose) {
    /** The player's own games of every mode and scoring. */
    public static final StatsFilter ALL = new StatsFilter(null, null, Whose.YOURS);

    /** Whose games: never mixed, since a friend's or the computer's score says nothing of the player's play. */
    public enum Whose {
        YOURS, COMPUTERS, FRIENDS;

        /** Whose a game is. */
        public static Whose of(PlayedGame g) {
            return g.friend() ? FRIENDS : g.computer() ? COMPUTERS : YOURS;
        }
    }

    /** The player's own games (computer false) or the computer's (true). */
    public StatsFilter(GameMode mode, Scoring scoring, boolean computer) {
        this(mode, scoring, computer ? Whose.COMPUTERS : Whose.YOURS);
    }

    public boolean test(PlayedGame g) {
        return (mode == null || g.mode() == mode) && (scoring == null || g.scoring() == scoring)
                && Whose.of(g) == whose;
    }

    /** Whether the computer's games are counted. */
    public boolean computer() {
        return whose == Whose.COMPUTERS;
    }

    public StatsFilter withMode(GameMode m) {
        return new StatsFilter(m, scoring, whose);
    }

    public StatsFilter withScoring(Scoring s) {
        return new StatsFilter(mode, s, whose);
    }

    public StatsFilter withComputer(boolean c) {
        return new StatsFilter(mode, scoring, c);
    }

    public StatsFilter withWhose(Whose w) {
        return new StatsFilter(mode, scoring, w);
    }
}
