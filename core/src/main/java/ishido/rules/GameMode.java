package ishido.rules;

/** Who plays and how the score is kept: alone, as a team, one after another on one shuffle, or against each other. */
public enum GameMode {
    SOLITAIRE("Solitaire"),
    COOPERATIVE("Cooperative"),
    TOURNAMENT("Tournament"),
    CHALLENGE("Challenge");

    private final String label;

    GameMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static GameMode parse(String text) {
        for (GameMode m : values()) {
            if (m.label.equalsIgnoreCase(text.trim())) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown game mode '" + text.trim() + "'");
    }

    /** Ancient scoring is not allowed in Challenge play. */
    public boolean allows(Scoring scoring) {
        return this != CHALLENGE || scoring == Scoring.MODERN;
    }

    /** Undo Previous Move is not available in Challenge play. */
    public boolean allowsUndo() {
        return this != CHALLENGE;
    }

    /** Show Possible Moves, Always Show Moves and Show Pouch are not available in Tournament play. */
    public boolean allowsHints() {
        return this != TOURNAMENT;
    }

    /**
     * Cooperative and Challenge games have two seats that take turns stone by stone; the others one seat (a
     * tournament's players play one after another, each a game of their own).
     */
    public boolean takesTurns() {
        return this == COOPERATIVE || this == CHALLENGE;
    }

    /** Only Tournament and Challenge games have a timer. */
    public boolean hasTimer() {
        return this == TOURNAMENT || this == CHALLENGE;
    }
}
