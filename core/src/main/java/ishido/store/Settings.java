package ishido.store;

import ishido.ai.Skill;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Everything the player chooses in the menus: one value per key, each with its default. {@link SettingsFile}
 * keeps them between sessions; a bad value read falls back to its default with a warning.
 */
public final class Settings {
    /** One setting: its name in the file, its default, and how its value reads and writes as text. */
    public static final class Key<T> {
        private final String name;
        private final T defaultValue;
        private final Function<String, T> parse;
        private final Function<T, String> format;

        private Key(String name, T defaultValue, Function<String, T> parse, Function<T, String> format) {
            this.name = name;
            this.defaultValue = defaultValue;
            this.parse = parse;
            this.format = format;
            KEYS.put(name, this);
        }

        public String name() {
            return name;
        }

        public T defaultValue() {
            return defaultValue;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** Every key by name, in the order the file lists them. */
    private static final Map<String, Key<?>> KEYS = new LinkedHashMap<>();
    private static final DisplayOptions DISPLAY = DisplayOptions.defaults();

    public static final Key<Scoring> SCORING = new Key<>("scoring", Scoring.MODERN, Scoring::parse, Scoring::label);
    public static final Key<GameMode> MODE = new Key<>("mode", GameMode.SOLITAIRE, GameMode::parse, GameMode::label);
    public static final Key<Boolean> COMPUTER_PLAYER_1 = flag("computer-player-1", false);
    public static final Key<Boolean> COMPUTER_PLAYER_2 = flag("computer-player-2", false);
    /**
     * The Computer Player choices last made for each mode ("none", "1", "2" or "1 2"; empty until the mode
     * is first set up), so that choosing a mode again brings its own back.
     */
    private static final Map<GameMode, Key<String>> COMPUTER_PLAYERS = computerPlayersByMode();
    public static final Key<Boolean> TOURNAMENT_TIMER = flag("tournament-timer", false);
    public static final Key<Integer> TOURNAMENT_MINUTES = number("tournament-minutes", 15, 1, 60);
    public static final Key<Boolean> CHALLENGE_TIMER = flag("challenge-timer", false);
    public static final Key<Integer> CHALLENGE_SECONDS = number("challenge-seconds", 30, 1, 60);
    public static final Key<String> STONESET = text("stoneset", "Ishido");
    public static final Key<String> BOARD = text("board", "Ishido");
    public static final Key<Boolean> MATCHING_BOARD = flag("matching-board", true);
    public static final Key<Boolean> GRAPHIC_SCOREBOARD = flag("graphic-scoreboard", false);
    /** A board's colour cycling (Deluxe Paint's ranges) on the play screen; the page starts it off for reduced motion. */
    public static final Key<Boolean> COLOR_CYCLING = flag("colour-cycling", true);
    public static final Key<Boolean> SOUNDS = flag("sounds", true);
    public static final Key<Boolean> STONE_CLICK = flag("stone-click", true);
    /** How loud the sounds are, in percent of Paula's full volume (Choices > Volume). */
    public static final Key<Integer> VOLUME = number("volume", 100, 0, 100);
    /** Paula's low-pass "LED" filter, which softens the 8-bit sound. */
    public static final Key<Boolean> AUDIO_FILTER = flag("audio-filter", false);
    public static final Key<Boolean> MESSAGES = flag("messages", true);
    public static final Key<Boolean> SHOW_HIGH_SCORES = flag("show-high-scores", false);
    public static final Key<Boolean> ALWAYS_SHOW_MOVES = flag("always-show-moves", false);
    public static final Key<Boolean> ORACLE = flag("oracle", false);
    public static final Key<String> ORACLE_QUESTION = text("oracle-question", "");
    /** A reading has answered the question, so the next game asks a new one. */
    public static final Key<Boolean> ORACLE_ANSWERED = flag("oracle-answered", false);
    /** Every augury is added to the file of auguries in the data folder. */
    public static final Key<Boolean> SAVE_AUGURIES = flag("save-auguries", false);
    /** How strongly the computer plays its seats (Choices > Computer Skill). */
    public static final Key<Skill> COMPUTER_SKILL = new Key<>("computer-skill", Skill.MASTER, Skill::parse,
            k -> k.label().toLowerCase(Locale.ROOT));
    /** The code from the codewheel was answered right on this device: it is not asked again (issue 66). */
    public static final Key<Boolean> CODE_ANSWERED = flag("code-answered", false);
    /** Choices &gt; Ask for the Code at Every Start: the 1990 game's code at every start, answered or not. */
    public static final Key<Boolean> ASK_CODE_EVERY_START = flag("ask-code-every-start", false);
    /** The lessons of Help &gt; Learn to Play passed, by number, as "1 2 5". */
    public static final Key<String> LESSONS_PASSED = text("lessons-passed", "");
    /** The first start's offer of the lessons was answered (taken or "No thanks"): it is not made again. */
    public static final Key<Boolean> LESSONS_OFFERED = flag("lessons-offered", false);
    /** The game under way is kept after every move and goes on at the next start (store.GameUnderWay). */
    public static final Key<Boolean> RESUME_AT_START = flag("resume-at-start", true);
    /**
     * Choices &gt; Screen Reader: the play screen says what happens in sentences (the page's live region, the
     * desktop's standard output) and answers the reader's query keys; the page's {@code ?reader} turns it on too.
     */
    public static final Key<Boolean> SCREEN_READER = flag("screen-reader", false);
    /** The name Challenge a Friend last sent a game under. */
    public static final Key<String> CHALLENGE_NAME = text("challenge-name", "");
    public static final Key<Boolean> FULLSCREEN = flag("fullscreen", DISPLAY.fullscreen());
    public static final Key<Integer> WINDOW_SCALE = number("window-scale", DISPLAY.windowScale(), 1, 10);
    public static final Key<Boolean> INTEGER_SCALING = flag("integer-scaling", DISPLAY.integerScaling());
    public static final Key<DisplayOptions.Aspect> PIXEL_ASPECT =
            choice("pixel-aspect", DISPLAY.aspect(), DisplayOptions.Aspect.class);
    public static final Key<DisplayOptions.Crt> CRT = choice("crt", DISPLAY.crt(), DisplayOptions.Crt.class);

    /** The key of the old Choices > Codewheel (yes when the code was switched off), read as {@link #CODE_ANSWERED}. */
    private static final String OLD_SKIP_CODEWHEEL = "skip-codewheel";

    /** The values set, by key; a key not here has its default. */
    private final Map<Key<?>, Object> chosen = new HashMap<>();

    /** The longest key a version of the game could write. */
    private static final int MAX_KEY = 40;

    /** What went wrong reading the file, one line each, for the player to see. */
    final List<String> warnings = new ArrayList<>();
    /** Keys of a newer version, written back as they were read. */
    final Map<String, String> unknown = new LinkedHashMap<>();
    /** The values as last read or written, to tell which ones this window changed. */
    Map<String, String> baseline = values();
    /** False when the file could not be read: it is never written over then. */
    boolean writable = true;

    /** What went wrong reading the settings or what they name, one message each, for the player to see. */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** Adds a message for the player about something the settings name (a stoneset gone bad). */
    public void warn(String message) {
        warnings.add(message);
    }

    /** The value of a setting. */
    public <T> T get(Key<T> key) {
        @SuppressWarnings("unchecked")
        T value = (T) chosen.getOrDefault(key, key.defaultValue);
        return value;
    }

    /** Changes a setting (for this window; {@link SettingsFile#save} writes it). */
    public <T> void set(Key<T> key, T value) {
        chosen.put(key, Objects.requireNonNull(value, key.name));
    }

    /** Whether the setting was given a value (read from the file or chosen), rather than left at its default. */
    public boolean isSet(Key<?> key) {
        return chosen.containsKey(key);
    }

    /** Turns a yes-or-no setting over and returns its new value. */
    public boolean toggle(Key<Boolean> key) {
        boolean on = !get(key);
        set(key, on);
        return on;
    }

    /** The display settings as one value. */
    public DisplayOptions display() {
        return new DisplayOptions(get(FULLSCREEN), get(WINDOW_SCALE), get(INTEGER_SCALING), get(PIXEL_ASPECT),
                get(CRT));
    }

    public void setDisplay(DisplayOptions d) {
        set(FULLSCREEN, d.fullscreen());
        set(WINDOW_SCALE, d.windowScale());
        set(INTEGER_SCALING, d.integerScaling());
        set(PIXEL_ASPECT, d.aspect());
        set(CRT, d.crt());
    }

    /** Every setting as the text its file holds, by key name. */
    Map<String, String> values() {
        Map<String, String> v = new LinkedHashMap<>();
        for (Key<?> key : KEYS.values()) {
            v.put(key.name, text(key));
        }
        return v;
    }

    private <T> String text(Key<T> key) {
        return key.format.apply(get(key));
    }

    /**
     * Sets a setting from its text; a key of a newer version is kept to be written back.
     *
     * @throws IllegalArgumentException for a bad value or a name no version could write
     */
    void set(String name, String value) {
        Key<?> key = KEYS.get(name);
        if (name.equals(OLD_SKIP_CODEWHEEL)) {
            // Before the code was asked once, Choices > Codewheel could switch it off: such a player has no
            // code to answer now either.
            chosen.put(CODE_ANSWERED, CODE_ANSWERED.parse.apply(value) || get(CODE_ANSWERED));
        } else if (key != null) {
            chosen.put(key, key.parse.apply(value));
        } else if (isKey(name)) {
            // Keys of a newer version are kept and written back, so an older game does not drop them.
            unknown.put(name, value);
        } else {
            throw new IllegalArgumentException("'" + abbreviate(name) + "' is not a setting");
        }
    }

    private static Map<GameMode, Key<String>> computerPlayersByMode() {
        Map<GameMode, Key<String>> keys = new java.util.EnumMap<>(GameMode.class);
        for (GameMode mode : GameMode.values()) {
            keys.put(mode, text("computer-players-" + mode.name().toLowerCase(Locale.ROOT), ""));
        }
        return keys;
    }

    /** The key of a mode's own Computer Player choices. */
    public static Key<String> computerPlayers(GameMode mode) {
        return COMPUTER_PLAYERS.get(mode);
    }

    private static Key<String> text(String name, String defaultValue) {
        return new Key<>(name, defaultValue, v -> v, v -> v.replace('\n', ' ').replace('\r', ' '));
    }

    private static Key<Boolean> flag(String name, boolean defaultValue) {
        return new Key<>(name, defaultValue, v -> {
            if (v.equalsIgnoreCase("yes") || v.equalsIgnoreCase("true") || v.equals("1")) {
                return true;
            }
            if (v.equalsIgnoreCase("no") || v.equalsIgnoreCase("false") || v.equals("0")) {
                return false;
            }
            throw new IllegalArgumentException(name + " must be yes or no, not '" + abbreviate(v) + "'");
        }, b -> b ? "yes" : "no");
    }

    private static Key<Integer> number(String name, int defaultValue, int min, int max) {
        return new Key<>(name, defaultValue, v -> {
            try {
                int n = Integer.parseInt(v);
                if (n >= min && n <= max) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // Reported below.
            }
            throw new IllegalArgumentException(name + " must be a whole number from " + min + " to " + max
                    + ", not '" + abbreviate(v) + "'");
        }, n -> Integer.toString(n));
    }

    private static <E extends Enum<E>> Key<E> choice(String name, E defaultValue, Class<E> type) {
        return new Key<>(name, defaultValue, v -> {
            for (E e : type.getEnumConstants()) {
                if (e.name().equalsIgnoreCase(v)) {
                    return e;
                }
            }
            throw new IllegalArgumentException(name + " cannot be '" + abbreviate(v) + "'");
        }, e -> e.name().toLowerCase(Locale.ROOT));
    }

    /** A key a version of the game could have written: lower-case words joined by hyphens. */
    static boolean isKey(String key) {
        return key.matches("[a-z0-9]+(-[a-z0-9]+)*") && key.length() <= MAX_KEY;
    }

    static String abbreviate(String s) {
        return s.length() <= 24 ? s : s.substring(0, 21) + "...";
    }


}
