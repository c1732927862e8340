package ishido.stats;

import ishido.rules.GameMode;
import ishido.rules.Scoring;

/**
 * Which games the statistics count: one mode or all, one scoring or both, and either the player's own
 * games or those the computer played, which are always kept apart.
 *
 * @param mode the mode counted, or null for every mode
 * @param scoring the scoring counted, or null for both
 * @param computer true to count only the games the computer played, false to count only the others
 */
public record StatsFilter(GameMode mode, Scoring scoring, boolean computer) {
    /** The player's own games of every mode and scoring. */
    public static final StatsFilter ALL = new StatsFilter(null, null, false);

    public boolean test(PlayedGame g) {
        return (mode == null || g.mode() == mode) && (scoring == null || g.scoring() == scoring)
                && g.computer() == computer;
    }

    public StatsFilter withMode(GameMode m) {
        return new StatsFilter(m, scoring, computer);
    }

    public StatsFilter withScoring(Scoring s) {
        return new StatsFilter(mode, s, computer);
    }

    public StatsFilter withComputer(boolean c) {
        return new StatsFilter(mode, scoring, c);
    }
}
