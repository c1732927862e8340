package ishido.oracle;

import ishido.assets.Assets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The 64 auguries written for this game, one per hexagram, read from the assets. The file holds a
 * line with each number, 1 to 64 in order, followed by the lines of its text; # starts a comment.
 */
public final class AuguryTexts {
    private static final String RESOURCE = "texts/auguries.txt";

    private final List<String> texts;

    private AuguryTexts(List<String> texts) {
        this.texts = List.copyOf(texts);
    }

    /** The texts shipped with the game. */
    public static AuguryTexts standard() {
        return parse(Assets.text(RESOURCE));
    }

    /** Reads the texts; anything but 64 numbered, non-empty and distinct texts is refused. */
    public static AuguryTexts parse(String file) {
        List<String> texts = new ArrayList<>();
        StringBuilder current = null;
        String[] lines = file.split("\r\n|\r|\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith("#")) {
                continue;
            }
            if (line.matches("\\d+")) {
                if (current != null) {
                    texts.add(finish(current, texts.size() + 1));
                }
                if (Integer.parseInt(line) != texts.size() + 1) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": augury " + line + " where "
                            + (texts.size() + 1) + " was due");
                }
                current = new StringBuilder();
            } else if (!line.isEmpty()) {
                if (current == null) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": text before the first number");
                }
                current.append(current.length() > 0 ? " " : "").append(line);
            }
        }
        if (current != null) {
            texts.add(finish(current, texts.size() + 1));
        }
        if (texts.size() != Hexagram.COUNT) {
            throw new IllegalArgumentException(texts.size() + " auguries where there must be " + Hexagram.COUNT);
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < texts.size(); i++) {
            if (!seen.add(texts.get(i))) {
                throw new IllegalArgumentException("augury " + (i + 1) + " repeats an earlier one");
            }
        }
        return new AuguryTexts(texts);
    }

    private static String finish(StringBuilder text, int number) {
        if (text.length() == 0) {
            throw new IllegalArgumentException("augury " + number + " has no text");
        }
        return text.toString();
    }

    /** The augury of a hexagram. */
    public String of(Hexagram h) {
        return texts.get(h.number() - 1);
    }
}
