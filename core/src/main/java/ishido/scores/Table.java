package ishido.scores;

import ishido.rules.GameMode;

/** The three kinds of high-score table of the manual's Scores menu. */
public enum Table {
    TODAY("Today's Scores", "today"),
    ALL_TIME("All-Time Highs", "alltime"),
    TOURNAMENT("Tournament High Scores", "tournament");

    private final String title;
    private final String key;

    Table(String title, String key) {
        this.title = title;
        this.key = key;
    }

    public String title() {
        return title;
    }

    /** The word naming the table in files and on the command line. */
    public String key() {
        return key;
    }

    public static Table parse(String text) {
        for (Table t : values()) {
            if (t.key.equalsIgnoreCase(text.trim())) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown high-score table '" + text.trim() + "' (expected today, alltime or tournament)");
    }

    /**
     * Whether a game of a mode may enter this table. Tournament games go only to the tournament's own
     * table; a game helped by hints or started over may enter Today's Scores but not the All-Time Highs.
     */
    public boolean admits(GameMode mode, boolean assisted) {
        return switch (this) {
            case TODAY -> mode != GameMode.TOURNAMENT;
            case ALL_TIME -> mode != GameMode.TOURNAMENT && !assisted;
            case TOURNAMENT -> mode == GameMode.TOURNAMENT;
        };
    }
}
