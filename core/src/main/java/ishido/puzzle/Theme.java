package ishido.puzzle;

import ishido.ai.Reason;
import java.util.Locale;

/**
 * What a puzzle is about, read off why its answer beats the square that comes closest (the teacher's reasons,
 * {@link ishido.ai.Teacher}), each with the margin its answer must lead every other square by: a share of the
 * answer's expected value (docs/formats.md, "Puzzles"). A puzzle has one or two.
 */
public enum Theme {
    FOUR_WAY("four-way", "Make the 4-Way", 0.02),
    HOLE("hole", "Keep the hole for the twin", 0.02),
    STRAND("strand", "Do not strand a kind", 0.03),
    WITHIN("within", "The Within over the Beyond", 0.01),
    LAST_STONES("last-stones", "Empty the pouch", 0.01),
    LATER("later", "A 4-Way now or two later", 0.03);

    private final String word;
    private final String title;
    private final double margin;

    Theme(String word, String title, double margin) {
        this.word = word;
        this.title = title;
        this.margin = margin;
    }

    /** The theme as the puzzle file and the command line write it. */
    public String word() {
        return word;
    }

    /** The theme's name, as the hint and the theme list show it. */
    public String title() {
        return title;
    }

    /** The least share of the answer's expected value the answer must lead every other square by. */
    public double margin() {
        return margin;
    }

    /**
     * The theme a reason of the teacher's belongs to, or null for one that names none (the points the
     * playouts ended on, a stuck ending); the pouch emptied more often is the last stones' (before them
     * {@link PuzzleRule} counts it a strand avoided).
     */
    public static Theme of(Reason.Kind kind) {
        return switch (kind) {
            case MISSES_FOUR_WAY, FOUR_WAYS -> FOUR_WAY;
            case TAKES_HOLE, KILLS_HOLE, OPENS_HOLE, HOLE -> HOLE;
            case STRANDS, SLOW_STRAND, CORNERS, STRANDED -> STRAND;
            case WITHIN -> WITHIN;
            case EMPTIES -> LAST_STONES;
            case SOONER -> LATER;
            case STUCK, SCORES, NO_SQUARE -> null;
        };
    }

    /**
     * The theme written as {@link #word()} (any case).
     *
     * @throws IllegalArgumentException naming the themes there are
     */
    public static Theme parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Theme theme : values()) {
            if (theme.word.equals(t)) {
                return theme;
            }
        }
        StringBuilder known = new StringBuilder();
        for (Theme theme : values()) {
            known.append(known.length() == 0 ? "" : ", ").append(theme.word);
        }
        throw new IllegalArgumentException("no theme '" + text.strip() + "' (the themes: " + known + ")");
    }
}
