package ishido.web;

import ishido.match.DealCode;
import ishido.store.DisplayOptions;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The page's URL parameters, which mirror the desktop's command line: {@code seed=S} or {@code deal=CODE}
 * choose the first deal, {@code challenge=CODE} opens a friend's challenge (read, or refused with its one line,
 * on the game's screen), {@code puzzle=N} opens Game &gt; Puzzles... on puzzle N of the shipped set (the puzzle of
 * the day's Share line links to it), {@code skip-codewheel} starts at the board, {@code scale=N} shows the picture
 * at N times in the page's top-left corner instead of the largest whole step that fits (with square
 * pixels unless asked otherwise, so scale=1 is the framebuffer pixel for pixel), and
 * {@code aspect=ntsc|square} chooses the pixel shape, {@code reader} turns Choices &gt; Screen Reader on ({@code wasm} and {@code js}, which the page's script
 * reads, force the WebAssembly GC or the JavaScript build instead of the browser's best). A parameter that is not understood is an error
 * the page shows in one line, as the command line's usage errors are.
 */
public record LaunchParameters(Long seed, boolean skipCodewheel, int scale, DisplayOptions.Aspect aspect, boolean dealLink,
        String challenge, boolean reader, int puzzle) {
    /** The largest scale a parameter may ask for, as the command line's --scale. */
    public static final int MAX_SCALE = 10;
    /** The parameters the page knows. */
    private static final Set<String> KNOWN = Set.of("seed", "deal", "challenge", "puzzle", "skip-codewheel", "scale", "aspect", "reader", "wasm",
            "js");

    /**
     * Reads a URL's query string (with or without its leading {@code ?}).
     *
     * @throws IllegalArgumentException with the one line to show when a parameter is wrong
     */
    public static LaunchParameters parse(String query) {
        Map<String, String> values = values(query);
        for (String name : values.keySet()) {
            if (!KNOWN.contains(name)) {
                throw new IllegalArgumentException("unknown parameter '" + name + "' (the page knows seed, deal,"
                        + " challenge, puzzle, skip-codewheel, scale, aspect, reader, wasm and js)");
            }
        }
        if (values.containsKey("seed") && values.containsKey("deal")) {
            throw new IllegalArgumentException("seed and deal both choose the deal: give one");
        }
        if (values.containsKey("challenge") && (values.containsKey("seed") || values.containsKey("deal"))) {
            throw new IllegalArgumentException("a challenge plays its own deal: give it without "
                    + (values.containsKey("seed") ? "seed" : "deal"));
        }
        if (values.containsKey("puzzle") && (values.containsKey("challenge") || values.containsKey("deal"))) {
            throw new IllegalArgumentException("a puzzle opens Game > Puzzles...: give it without "
                    + (values.containsKey("challenge") ? "challenge" : "deal"));
        }
        int puzzle = values.containsKey("puzzle") ? whole(values, "puzzle", Integer.MAX_VALUE,
                "puzzle must be a puzzle's number, from 1") : 0;
        Long seed = null;
        if (values.containsKey("seed")) {
            try {
                seed = Long.parseLong(values.get("seed").strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("seed must be a whole number, not '" + values.get("seed") + "'");
            }
        } else if (values.containsKey("deal")) {
            // A deal number is its seed, as the command line's --deal has it.
            seed = DealCode.parse(values.get("deal")).number();
        }
        int scale = values.containsKey("scale") ? whole(values, "scale", MAX_SCALE,
                "scale must be a whole number from 1 to " + MAX_SCALE) : 0;
        DisplayOptions.Aspect aspect = null;
        if (values.containsKey("aspect")) {
            aspect = switch (values.get("aspect").strip().toLowerCase(Locale.ROOT)) {
                case "ntsc" -> DisplayOptions.Aspect.NTSC;
                case "square" -> DisplayOptions.Aspect.SQUARE;
                default -> throw new IllegalArgumentException("aspect takes ntsc or square, not '"
                        + values.get("aspect") + "'");
            };
        }
        String challenge = values.containsKey("challenge") ? values.get("challenge") : null;
        return new LaunchParameters(seed, values.containsKey("skip-codewheel"), scale, aspect, values.containsKey("deal"),
                challenge, values.containsKey("reader"), puzzle);
    }

    /** A parameter's whole number from 1 to max, else the line that says what it must be and what it was. */
    private static int whole(Map<String, String> values, String name, int max, String must) {
        int n;
        try {
            n = Integer.parseInt(values.get(name).strip());
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 1 || n > max) {
            throw new IllegalArgumentException(must + ", not '" + values.get(name) + "'");
        }
        return n;
    }

    /**
     * The pixel shape to show: the one asked for; else square at a fixed scale, so that scale=1 shows the
     * framebuffer pixel for pixel; else the one the settings keep.
     */
    public DisplayOptions.Aspect aspect(DisplayOptions.Aspect saved) {
        return aspect != null ? aspect : fixedScale() ? DisplayOptions.Aspect.SQUARE : saved;
    }

    /** The deal a {@code ?deal=} link asked for, or null (none, or a {@code ?seed=}). */
    public DealCode deal() {
        return dealLink ? DealCode.of(seed) : null;
    }

    /** True when the page shows the picture at a fixed scale in its corner rather than fitted and centred. */
    public boolean fixedScale() {
        return scale > 0;
    }

    /** The parameters by name, decoded; a name given twice keeps its last value, as a form would send it. */
    static Map<String, String> values(String query) {
        Map<String, String> values = new LinkedHashMap<>();
        String q = query.startsWith("?") ? query.substring(1) : query;
        for (String part : q.split("&")) {
            if (part.isEmpty()) {
                continue;
            }
            int eq = part.indexOf('=');
            String name = decode(eq < 0 ? part : part.substring(0, eq));
            values.put(name.toLowerCase(Locale.ROOT), eq < 0 ? "" : decode(part.substring(eq + 1)));
        }
        return values;
    }

    /** Percent-decoding of a query part as UTF-8, and '+' as a space, as browsers encode forms. */
    static String decode(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '%' && i + 2 < text.length() && hex(text.charAt(i + 1)) >= 0 && hex(text.charAt(i + 2)) >= 0) {
                bytes.write(hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2)));
                i += 3;
            } else {
                int cp = c == '+' ? ' ' : text.codePointAt(i);
                byte[] b = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
                bytes.write(b, 0, b.length);
                i += Character.charCount(cp);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static int hex(char c) {
        return Character.digit(c, 16);
    }
}
