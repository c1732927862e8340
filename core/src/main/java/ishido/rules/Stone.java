package ishido.rules;

/**
 * One of the 36 kinds of stone: a colour (A-F) and a symbol (1-6). Each kind comes twice in a deal.
 */
public final class Stone {
    public static final int COLORS = 6;
    public static final int SYMBOLS = 6;
    public static final int KINDS = COLORS * SYMBOLS;

    private static final Stone[] ALL = new Stone[KINDS];

    static {
        for (int i = 0; i < KINDS; i++) {
            ALL[i] = new Stone(i);
        }
    }

    private final int id;

    private Stone(int id) {
        this.id = id;
    }

    /** The stone of a colour 0-5 and symbol 0-5. */
    public static Stone of(int color, int symbol) {
        if (color < 0 || color >= COLORS || symbol < 0 || symbol >= SYMBOLS) {
            throw new IllegalArgumentException("no such stone: colour " + color + ", symbol " + symbol);
        }
        return ALL[color * SYMBOLS + symbol];
    }

    /** The stone with id colour * 6 + symbol. */
    public static Stone byId(int id) {
        return ALL[id];
    }

    /** Parses notation such as {@code C4}: colour letter A-F, symbol digit 1-6. */
    public static Stone parse(String text) {
        if (text.length() == 2) {
            int c = Character.toUpperCase(text.charAt(0)) - 'A';
            int s = text.charAt(1) - '1';
            if (c >= 0 && c < COLORS && s >= 0 && s < SYMBOLS) {
                return of(c, s);
            }
        }
        throw new IllegalArgumentException("not a stone: '" + text + "' (expected A-F and 1-6, e.g. C4)");
    }

    public int id() {
        return id;
    }

    public int color() {
        return id / SYMBOLS;
    }

    public int symbol() {
        return id % SYMBOLS;
    }

    /** True when the two stones share colour or symbol (a twin shares both). */
    public boolean matches(Stone other) {
        return color() == other.color() || symbol() == other.symbol();
    }

    @Override
    public String toString() {
        return String.valueOf((char) ('A' + color())) + (char) ('1' + symbol());
    }
}
