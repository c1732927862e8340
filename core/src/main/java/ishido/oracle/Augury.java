package ishido.oracle;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/** One reading of the Oracle: when it came, the question asked, the hexagram cast and its augury. */
public record Augury(LocalDateTime date, String question, Hexagram hexagram, String text) {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
    /** How an unbroken and a broken line look in a saved augury. */
    private static final String UNBROKEN = "  ---------";
    private static final String BROKEN = "  ---   ---";

    /** The augury as text for a file: a heading, the question, the hexagram drawn top line first, the text. */
    public String format() {
        StringBuilder b = new StringBuilder();
        b.append("Augury of ").append(WHEN.format(date)).append('\n');
        b.append("Question: ").append(question.isBlank() ? "(none)" : question.strip()).append('\n');
        b.append("Hexagram ").append(hexagram.title()).append('\n');
        for (int i = 5; i >= 0; i--) {
            b.append(hexagram.unbroken(i) ? UNBROKEN : BROKEN).append('\n');
        }
        b.append(text.strip()).append('\n');
        return b.toString();
    }
}
