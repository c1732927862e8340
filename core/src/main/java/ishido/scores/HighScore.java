package ishido.scores;

import ishido.rules.GameMode;
import java.time.LocalDate;

/**
 * One line of a high-score table: who, how many points (0 under Ancient scoring), how many 4-Ways, how
 * many stones were left unplaced, in which mode and on which day, and whether the computer played it.
 */
public record HighScore(String name, long score, int fourWays, int stonesLeft, GameMode mode, LocalDate date,
        boolean computer) implements RankedGame {
    /** Longest name kept; the high-score screen has room for this many letters. */
    public static final int NAME_LENGTH = 10;

    public HighScore {
        name = cleanName(name);
        if (score < 0 || fourWays < 0 || stonesLeft < 0) {
            throw new IllegalArgumentException("a high score counts nothing below zero");
        }
        if (mode == null || date == null) {
            throw new IllegalArgumentException("a high score needs its mode and date");
        }
    }

    /** The same line under another name (the name is asked for after the game has qualified). */
    public HighScore named(String newName) {
        return new HighScore(newName, score, fourWays, stonesLeft, mode, date, computer);
    }

    /**
     * A name fit for a table and its text file: printable characters only, spaces squeezed, at most
     * {@link #NAME_LENGTH} characters, and never empty.
     */
    public static String cleanName(String raw) {
        StringBuilder out = new StringBuilder();
        if (raw != null) {
            for (int i = 0; i < raw.length() && out.length() < NAME_LENGTH; i++) {
                char c = raw.charAt(i);
                if (Character.isWhitespace(c) || Character.isISOControl(c)) {
                    if (out.length() > 0 && out.charAt(out.length() - 1) != ' ') {
                        out.append(' ');
                    }
                } else if (c >= 0x20 && c < 0x7f) {
                    out.append(c);
                }
            }
        }
        String name = out.toString().trim();
        return name.isEmpty() ? "Anonymous" : name;
    }
}
