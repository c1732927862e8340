package ishido.ui;

import java.util.ArrayList;
import java.util.List;

/** Word wrapping for the 8x8 font's fixed columns: messages, requester texts and scrolling texts. */
public final class TextLines {
    /** What ends a line cut short by {@link #clip}. */
    private static final String ELLIPSIS = "...";

    private TextLines() {
    }

    /**
     * Breaks text at spaces into lines of at most width characters; a word longer than a line (a file's
     * path, say) is cut. Blank text gives one empty line.
     */
    public static List<String> wrap(String text, int width) {
        return wrap(text, width, false);
    }

    /**
     * As {@link #wrap(String, int)}, but a word longer than a line is cut to its start (names, where the
     * start of each word says more than the rest of a long one).
     */
    public static List<String> wrapCuttingWords(String text, int width) {
        return wrap(text, width, true);
    }

    private static List<String> wrap(String text, int width, boolean cutWords) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            if (cutWords && word.length() > width) {
                word = word.substring(0, width);
            }
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

    /**
     * The first maxLines of the lines; when some are left out, the last one kept ends in "..." (its end
     * cut at a space to make room, or inside its only word), so a reader sees that the text goes on.
     */
    public static List<String> clip(List<String> lines, int width, int maxLines) {
        if (lines.size() <= maxLines) {
            return lines;
        }
        List<String> kept = new ArrayList<>(lines.subList(0, maxLines));
        String last = kept.get(maxLines - 1);
        if (last.length() + ELLIPSIS.length() > width) {
            int room = Math.max(0, width - ELLIPSIS.length());
            int space = last.lastIndexOf(' ', room);
            // Cut at the last space that leaves room, unless the line is one word too long for it.
            last = (space > 0 ? last.substring(0, space) : last.substring(0, room)).stripTrailing();
        }
        kept.set(maxLines - 1, last + ELLIPSIS);
        return kept;
    }

    /**
     * The lines, then each sentence wrapped to the width, as many whole sentences as fit in maxLines; a
     * first sentence with no lines before it is kept even when it alone runs over, and {@link #clip}ped.
     */
    public static List<String> fitSentences(List<String> lines, List<String> sentences, int width, int maxLines) {
        List<String> out = new ArrayList<>(lines);
        for (String sentence : sentences) {
            List<String> more = wrap(sentence, width);
            if (!out.isEmpty() && out.size() + more.size() > maxLines) {
                break;
            }
            out.addAll(more);
        }
        return clip(out, width, maxLines);
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
