package ishido.screens.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every line the screens put on the status strip, read from the source of every say(...) and hold(...)
 * call: with its variable parts at their widest, a message must fit the strip's 30 characters, so that
 * no still frame shows it cut. A message that carries a name (a file's, a stoneset's) leaves room for
 * a short one, and a longer name scrolls through (StatusLineTest).
 */
class StatusMessagesTest {
    private static final Path SOURCES = Path.of("src/main/java/ishido/screens");
    private static final Pattern CALL = Pattern.compile("(notices(?:\\(\\))?\\.(?:say|said|hold)|say\\.accept|begun)\\(");
    /** Characters of the strip a message with a name in it leaves for the name at least. */
    private static final int NAME_ROOM = 8;
    /** The widest each variable part of a message gets; NAME for a name of any length, which scrolls. */
    private static final int NAME = -1;
    private static final int QUOTED = Integer.MIN_VALUE;
    private static final Map<String, Integer> PARTS = Map.ofEntries(
            Map.entry("square", 2), Map.entry("m.square()", 2), Map.entry("answer", 2),
            Map.entry("m.points()", 4), Map.entry("m.ways()", 1), Map.entry("t.gameNumber()", 2),
            Map.entry("mode.label()", 11), Map.entry("Notices.fourWayName(match.game().lastSheet().fourWays())", 8),
            Map.entry("m.turn() + 1", 1), Map.entry("next + 1", 1), Map.entry("number", 1),
            Map.entry("set.name()", NAME), Map.entry("board.name()", NAME), Map.entry("theme.board().name()", NAME),
            Map.entry("name", NAME), Map.entry("sender", NAME),
            Map.entry("challenge.dealsPlayed() + 1", 1), Map.entry("file.getFileName()", NAME), Map.entry("note", NAME),
            Map.entry("games", 5), Map.entry("files", 5), Map.entry("UserFiles.reason(e)", NAME),
            // begun(message) says what its callers pass, and they are read here too.
            Map.entry("message", 0),
            // The missing sound device's line, a constant the tests read too.
            Map.entry("NO_SOUND", PlaySession.NO_SOUND.length()),
            // The rules' reasons for an illegal square, on the strip only with Messages off: they scroll.
            Map.entry("ex.getMessage()", NAME),
            // The reason a square is refused names the stones as the player sees them: it may scroll.
            Map.entry("why", NAME),
            // The ended board's line, in the keys' words or the pad's.
            Map.entry("GameOver.onTheBoard(c.byPad(), true)", Math.max(GameOver.onTheBoard(false, true).length(),
                    GameOver.onTheBoard(true, true).length())),
            Map.entry("GameOver.onTheBoard(c.byPad(), false)", Math.max(GameOver.onTheBoard(false, false).length(),
                    GameOver.onTheBoard(true, false).length())),
            // A stone in the stoneset's words ("the yellow mountain"), a name of any length.
            Map.entry("theme.names().the(m.stone())", NAME), Map.entry("names.get().the(stone)", NAME));

    /** A message's widest text as the strip would show it: variable parts as that many W's, a name as one. */
    private record Widest(String text, boolean named) {
    }

    @Test
    void everyMessageFitsTheStrip() throws IOException {
        List<String> checked = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String src = Files.readString(file);
                Matcher m = CALL.matcher(src);
                while (m.find()) {
                    String args = argument(src, m.end());
                    if (args.isEmpty() || src.startsWith("void ", Math.max(0, m.start() - 13))
                            || src.substring(Math.max(0, m.start() - 30), m.start()).matches("(?s).*private \\w+(\\.\\w+)? $")) {
                        continue;
                    }
                    String where = file.getFileName() + ": " + args;
                    Widest w = widest(args, where);
                    if (w == null) {
                        continue;
                    }
                    int limit = w.named() ? StatusLine.COLUMNS - NAME_ROOM : StatusLine.COLUMNS;
                    String shown = w.text().replace("\u0000", "");
                    assertTrue(shown.length() <= limit, where + " is " + shown.length() + " characters at its widest: '"
                            + shown + "' (the strip holds " + StatusLine.COLUMNS
                            + (w.named() ? ", less room for a name" : "") + ")");
                    // Still on the strip from its first frame: nothing cut.
                    if (!w.named()) {
                        assertEquals(shown, StatusLine.visible(shown, 0), where);
                    }
                    checked.add(where);
                }
            }
        }
        assertTrue(checked.size() >= 25, "found only " + checked.size() + " messages: " + checked);
    }

    /**
     * The nesting of each character of Java source from {@code from} on: parentheses opened before it,
     * counted from 0 (so a ')' closing one opened before {@code from} is -1), or QUOTED inside a string literal.
     */
    private static int[] depths(String e, int from) {
        int[] depth = new int[e.length()];
        int d = 0;
        boolean quoted = false;
        for (int i = from; i < e.length(); i++) {
            char c = e.charAt(i);
            if (quoted) {
                depth[i] = QUOTED;
                if (c == '\\' && i + 1 < e.length()) {
                    depth[++i] = QUOTED;
                } else if (c == '"') {
                    quoted = false;
                }
                continue;
            }
            if (c == '"') {
                quoted = true;
                depth[i] = QUOTED;
                continue;
            }
            if (c == ')') {
                d--;
            }
            depth[i] = d;
            if (c == '(') {
                d++;
            }
        }
        return depth;
    }

    /** The text between the parentheses of a call whose '(' ends at from. */
    private static String argument(String src, int from) {
        int[] depth = depths(src, from);
        for (int i = from; i < src.length(); i++) {
            if (src.charAt(i) == ')' && depth[i] == -1) {
                return src.substring(from, i).strip();
            }
        }
        throw new AssertionError("unbalanced call at " + from);
    }

    /** The widest text an expression gives, or null for a bare parameter passed on (checked at its callers). */
    private static Widest widest(String expr, String where) {
        String e = expr.strip().replaceAll("\\s+", " ");
        if (PARTS.containsKey(e)) {
            return leaf(PARTS.get(e));
        }
        if (e.startsWith("(") && closes(e, 0) == e.length() - 1) {
            return widest(e.substring(1, e.length() - 1), where);
        }
        int q = topLevel(e, '?');
        if (q >= 0) {
            int colon = matchingColon(e, q);
            Widest a = widest(e.substring(q + 1, colon), where);
            Widest b = widest(e.substring(colon + 1), where);
            if (a == null || b == null) {
                return a == null ? b : a;
            }
            int la = a.text().length() + (a.named() ? NAME_ROOM : 0);
            int lb = b.text().length() + (b.named() ? NAME_ROOM : 0);
            return la >= lb ? a : b;
        }
        List<String> parts = splitPlus(e);
        if (parts.size() > 1) {
            StringBuilder text = new StringBuilder();
            boolean named = false;
            for (String p : parts) {
                Widest w = widest(p, where);
                if (w != null) {
                    text.append(w.text());
                    named |= w.named();
                }
            }
            return new Widest(text.toString(), named);
        }
        if (e.startsWith("\"") && e.endsWith("\"")) {
            return new Widest(e.substring(1, e.length() - 1).replace("\\\"", "\"").replace("\\'", "'"), false);
        }
        fail(where + ": no width known for '" + e + "'; add it to PARTS");
        return null;
    }

    private static Widest leaf(int width) {
        if (width == 0) {
            return null;
        }
        return width == NAME ? new Widest("", true) : new Widest("W".repeat(width), false);
    }

    /** The ')' that closes the '(' at open, or -1. */
    private static int closes(String e, int open) {
        int[] depth = depths(e, open);
        for (int i = open + 1; i < e.length(); i++) {
            if (e.charAt(i) == ')' && depth[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The first occurrence of c outside quotes and parentheses, or -1. */
    private static int topLevel(String e, char c) {
        int[] depth = depths(e, 0);
        for (int i = 0; i < e.length(); i++) {
            if (e.charAt(i) == c && depth[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The ':' that closes the '?' at q, nested conditionals counted. */
    private static int matchingColon(String e, int q) {
        int[] depth = depths(e, 0);
        int nested = 0;
        for (int i = q + 1; i < e.length(); i++) {
            if (depth[i] != 0) {
                continue;
            }
            if (e.charAt(i) == '?') {
                nested++;
            } else if (e.charAt(i) == ':' && nested-- == 0) {
                return i;
            }
        }
        throw new AssertionError("no ':' for the '?' in " + e);
    }

    private static List<String> splitPlus(String e) {
        int[] depth = depths(e, 0);
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < e.length(); i++) {
            if (e.charAt(i) == '+' && depth[i] == 0) {
                parts.add(e.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(e.substring(start));
        return parts;
    }
}
