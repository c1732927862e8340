package ishido.ui;

import java.util.ArrayList;
import java.util.List;

/** Word wrapping for the 8x8 font's fixed columns: messages, requester texts and scrolling texts. */
public final class TextLines {
    private TextLines() {
    }

    /**
     * Breaks text at spaces into lines of at most width characters; a word longer than a line (a file's
     * path, say) is cut. Blank text gives one empty line.
     */
    public static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            while (word.length() > width) {
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(word.substring(0, width));
                word = word.substring(width);
            }
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0 || lines.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** Wraps each paragraph to the width, one after another; a blank paragraph stays one empty line. */
    public static List<String> wrapParagraphs(List<String> paragraphs, int width) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : paragraphs) {
            lines.addAll(wrap(paragraph, width));
        }
        return lines;
    }
}
