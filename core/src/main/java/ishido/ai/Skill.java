package ishido.ai;

import java.util.Locale;

/**
 * How strongly the computer plays (Choices > Computer Skill): Novice and Adept choose by eye without
 * looking ahead, Expert looks ahead with a small budget, Master is the full searcher.
 */
public enum Skill {
    NOVICE("Novice"),
    ADEPT("Adept"),
    EXPERT("Expert"),
    MASTER("Master");

    private final String label;

    Skill(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static Skill parse(String text) {
        for (Skill s : values()) {
            if (s.label.equalsIgnoreCase(text.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown computer skill '" + text.trim()
                + "' (expected " + String.join(", ", labels()) + ")");
    }

    private static String[] labels() {
        String[] out = new String[values().length];
        for (Skill s : values()) {
            out[s.ordinal()] = s.label.toLowerCase(Locale.ROOT);
        }
        return out;
    }
}
