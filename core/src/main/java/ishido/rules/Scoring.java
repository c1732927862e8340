package ishido.rules;

/** The two ways of playing: Modern scores points; Ancient ranks by pouch emptied, 4-Ways, stones left. */
public enum Scoring {
    MODERN("Modern"),
    ANCIENT("Ancient");

    /** Bonus for the k-th 4-Way (k from 1); every 4-Way past the twelfth pays the last entry. */
    private static final int[] FOUR_WAY_BONUS = {25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000};

    private final String label;

    Scoring(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static Scoring parse(String text) {
        for (Scoring s : values()) {
            if (s.label.equalsIgnoreCase(text.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scoring '" + text.trim() + "' (expected Modern or Ancient)");
    }

    /**
     * Points for placing a stone under Modern scoring: 1, 2, 4 or 8 for 1-4 neighbours in the Within,
     * doubled for every 4-Way made before, plus the bonus when this move is itself a 4-Way.
     */
    public static long modernPoints(int ways, boolean within, int fourWaysBefore) {
        if (!within || ways <= 0) {
            return 0;
        }
        long points = (1L << (ways - 1)) << Math.min(fourWaysBefore, 40);
        if (ways == 4) {
            points += fourWayBonus(fourWaysBefore + 1);
        }
        return points;
    }

    /** The bonus for the k-th 4-Way, k from 1. */
    public static int fourWayBonus(int k) {
        return FOUR_WAY_BONUS[Math.min(k, FOUR_WAY_BONUS.length) - 1];
    }

    /** The end-of-game bonus for the stones not placed (the one on the touchstone counts). */
    public static int endBonus(int stonesLeft) {
        return switch (stonesLeft) {
            case 0 -> 1000;
            case 1 -> 500;
            case 2 -> 100;
            default -> 0;
        };
    }
}
