package ishido.theme;

import ishido.assets.Assets;
import ishido.image.IndexedImage;
import ishido.rules.Stone;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A stone as the player sees it: the words for a stoneset's six colours and six symbols ("red moon", "the
 * second red moon"), so that every message meant for a player names stones by what they look like rather than
 * by their code ("A2"). The built-in sets have words of their own ({@value #ASSET}); a set of the player's own
 * has its colours named from its palette and its symbols by their column.
 */
public final class StoneNames {
    /** The built-in sets' words, one line a set. */
    static final String ASSET = "stonesets/names.txt";
    /** Below this value (0-1) a colour reads as black, whatever its hue. */
    private static final double DARK = 0.3;
    /** Below this saturation a colour reads as white or grey. */
    private static final double PALE = 0.22;
    /** Hue bounds (degrees) and their words, round the wheel from red. */
    private static final double[] HUE_BOUNDS = {15, 45, 70, 160, 195, 250, 290, 335, 360};
    private static final String[] HUE_WORDS = {"red", "orange", "yellow", "green", "turquoise", "blue", "violet",
        "magenta", "red"};
    private static final String[] ORDINALS = {"first", "second"};

    private static Map<String, StoneNames> builtIn;
    private static final Map<String, int[]> palettes = new ConcurrentHashMap<>();

    private final String[] colours;
    private final String[] symbols;

    private StoneNames(String[] colours, String[] symbols) {
        this.colours = colours;
        this.symbols = symbols;
    }

    /**
     * The words for a stoneset: its own where it is a built-in set (by name, and with the built-in palette, so a
     * player's file that only shares the name is named from its own colours), else from its palette.
     */
    public static StoneNames of(Stoneset set) {
        StoneNames words = builtIn().get(set.name());
        return words != null && Arrays.equals(set.image().palette(), builtInPalette(set.name()))
                ? words : fromPicture(set.image());
    }

    private static int[] builtInPalette(String theme) {
        return palettes.computeIfAbsent(theme, t -> {
            try {
                Stoneset set = Catalog.builtInStoneset(t);
                return set == null ? new int[0] : set.image().palette();
            } catch (IOException e) {
                return new int[0];
            }
        });
    }

    /** Words for a set that names its colours from its palette and its symbols by their column ("symbol 3"). */
    static StoneNames fromPicture(IndexedImage image) {
        String[] symbols = new String[Stone.SYMBOLS];
        for (int s = 0; s < symbols.length; s++) {
            symbols[s] = "symbol " + (s + 1);
        }
        return new StoneNames(colourWords(image), symbols);
    }

    /** The word for a colour row (0-5): "red". */
    public String colour(int color) {
        return colours[color];
    }

    /** The word for a symbol column (0-5): "moon". */
    public String symbol(int symbol) {
        return symbols[symbol];
    }

    /** The stone in two words, colour then symbol: "red moon". */
    public String name(Stone stone) {
        return colours[stone.color()] + " " + symbols[stone.symbol()];
    }

    /** "the red moon". */
    public String the(Stone stone) {
        return "the " + name(stone);
    }

    /** "a red moon", "an orange fish". */
    public String a(Stone stone) {
        String n = name(stone);
        return ("aeiou".indexOf(n.charAt(0)) >= 0 ? "an " : "a ") + n;
    }

    /** One of a kind's two stones, counted from 1 in the order they came out of the pouch: "the second red moon". */
    public String nth(Stone stone, int copy) {
        if (copy < 1 || copy > ORDINALS.length) {
            throw new IllegalArgumentException("a kind has two stones, not a stone number " + copy);
        }
        return "the " + ORDINALS[copy - 1] + " " + name(stone);
    }

    private static synchronized Map<String, StoneNames> builtIn() {
        if (builtIn == null) {
            builtIn = parse(Assets.exists(ASSET) ? Assets.text(ASSET) : "");
        }
        return builtIn;
    }

    /** Reads lines "Set: colour, ... / symbol, ...", six of each; ';' starts a comment. */
    static Map<String, StoneNames> parse(String text) {
        Map<String, StoneNames> sets = new HashMap<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith(";")) {
                continue;
            }
            int colon = l.indexOf(':');
            int slash = l.indexOf('/');
            if (colon < 0 || slash < colon) {
                throw new IllegalArgumentException(ASSET + ": a line is 'Set: colours / symbols', not '" + l + "'");
            }
            String[] colours = words(l.substring(colon + 1, slash), l);
            String[] symbols = words(l.substring(slash + 1), l);
            sets.put(l.substring(0, colon).strip(), new StoneNames(colours, symbols));
        }
        return sets;
    }

    private static String[] words(String list, String line) {
        String[] w = Arrays.stream(list.split(",")).map(String::strip).toArray(String[]::new);
        if (w.length != Stone.SYMBOLS || Arrays.stream(w).anyMatch(String::isEmpty)) {
            throw new IllegalArgumentException(ASSET + ": six names are needed on each side of '/': " + line);
        }
        return w;
    }

    /**
     * Names each colour row by the colour that sets it apart from the other rows (the outline and the shine are
     * on every row, so they never win), made unique by "light" and "dark" where two rows would share a word.
     */
    static String[] colourWords(IndexedImage image) {
        int n = Math.max(16, image.paletteSize());
        int[][] counts = new int[Stone.COLORS][n];
        for (int row = 0; row < Stone.COLORS; row++) {
            for (int sym = 0; sym < Stone.SYMBOLS; sym++) {
                for (int y = 0; y < Stoneset.CELL; y++) {
                    for (int x = 0; x < Stoneset.CELL; x++) {
                        int mx = sym * Stoneset.CELL + x;
                        int v = image.get(mx, row * Stoneset.CELL + y);
                        if (v != 0 && image.get(mx, 6 * Stoneset.CELL + y) != 0) {
                            counts[row][v]++;
                        }
                    }
                }
            }
        }
        int[] rgb = new int[Stone.COLORS];
        for (int row = 0; row < Stone.COLORS; row++) {
            int best = -1;
            int bestScore = Integer.MIN_VALUE;
            for (int v = 1; v < n; v++) {
                int elsewhere = 0;
                for (int other = 0; other < Stone.COLORS; other++) {
                    if (other != row) {
                        elsewhere = Math.max(elsewhere, counts[other][v]);
                    }
                }
                int score = counts[row][v] - elsewhere;
                if (counts[row][v] > 0 && score > bestScore) {
                    bestScore = score;
                    best = v;
                }
            }
            rgb[row] = best < 0 || best >= image.paletteSize() ? 0 : image.color(best);
        }
        String[] words = new String[Stone.COLORS];
        for (int row = 0; row < words.length; row++) {
            words[row] = word(rgb[row]);
        }
        return unique(words, rgb);
    }

    /** The everyday word for a 0xRRGGBB colour. */
    static String word(int rgb) {
        double r = (rgb >> 16 & 0xFF) / 255.0;
        double g = (rgb >> 8 & 0xFF) / 255.0;
        double b = (rgb & 0xFF) / 255.0;
        double max = Math.max(r, Math.max(g, b));
        double min = Math.min(r, Math.min(g, b));
        double saturation = max == 0 ? 0 : (max - min) / max;
        if (max < DARK) {
            return "black";
        }
        if (saturation < PALE) {
            return max > 0.75 ? "white" : "grey";
        }
        double hue;
        if (max == r) {
            hue = 60 * (((g - b) / (max - min)) % 6);
        } else if (max == g) {
            hue = 60 * ((b - r) / (max - min) + 2);
        } else {
            hue = 60 * ((r - g) / (max - min) + 4);
        }
        if (hue < 0) {
            hue += 360;
        }
        for (int i = 0; i < HUE_BOUNDS.length; i++) {
            if (hue < HUE_BOUNDS[i]) {
                String w = HUE_WORDS[i];
                // A dark orange is what a player calls brown.
                return w.equals("orange") && max < 0.6 ? "brown" : w;
            }
        }
        return "red";
    }

    static String[] unique(String[] words, int[] rgb) {
        String[] out = words.clone();
        for (int i = 0; i < words.length; i++) {
            List<Integer> same = new ArrayList<>();
            for (int j = 0; j < words.length; j++) {
                if (words[j].equals(words[i])) {
                    same.add(j);
                }
            }
            if (same.size() > 1) {
                same.sort((x, y) -> Integer.compare(lightness(rgb[x]), lightness(rgb[y])));
                int rank = same.indexOf(i);
                out[i] = (rank == 0 ? "dark " : rank == same.size() - 1 ? "light " : "mid ") + words[i]
                        + (same.size() > 3 && rank > 0 && rank < same.size() - 1 ? " " + rank : "");
            }
        }
        return out;
    }

    private static int lightness(int rgb) {
        return (rgb >> 16 & 0xFF) * 299 + (rgb >> 8 & 0xFF) * 587 + (rgb & 0xFF) * 114;
    }

    @Override
    public String toString() {
        return String.join(", ", colours) + " / " + String.join(", ", symbols);
    }
}
