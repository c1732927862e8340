package ishido.persist;

import ishido.match.Skill;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Everything the player chooses in the menus, kept between sessions as {@code key = value} lines.
 * A bad value falls back to its default with a warning; a file with lines the game cannot use is set aside,
 * one it cannot read is left alone, and two windows saving at once keep each other's changes.
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
    public static final Key<Boolean> TOURNAMENT_TIMER = flag("tournament-timer", false);
    public static final Key<Integer> TOURNAMENT_MINUTES = number("tournament-minutes", 15, 1, 60);
    public static final Key<Boolean> CHALLENGE_TIMER = flag("challenge-timer", false);
    public static final Key<Integer> CHALLENGE_SECONDS = number("challenge-seconds", 30, 1, 60);
    public static final Key<String> STONESET = text("stoneset", "Ishido");
    public static final Key<String> BOARD = text("board", "Ishido");
    public static final Key<Boolean> MATCHING_BOARD = flag("matching-board", true);
    public static final Key<Boolean> GRAPHIC_SCOREBOARD = flag("graphic-scoreboard", false);
    public static final Key<Boolean> SOUNDS = flag("sounds", true);
    public static final Key<Boolean> STONE_CLICK = flag("stone-click", true);
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
    public static final Key<Boolean> SKIP_CODEWHEEL = flag("skip-codewheel", false);
    public static final Key<Boolean> FULLSCREEN = flag("fullscreen", DISPLAY.fullscreen());
    public static final Key<Integer> WINDOW_SCALE = number("window-scale", DISPLAY.windowScale(), 1, 10);
    public static final Key<Boolean> INTEGER_SCALING = flag("integer-scaling", DISPLAY.integerScaling());
    public static final Key<DisplayOptions.Aspect> PIXEL_ASPECT =
            choice("pixel-aspect", DISPLAY.aspect(), DisplayOptions.Aspect.class);
    public static final Key<DisplayOptions.Crt> CRT = choice("crt", DISPLAY.crt(), DisplayOptions.Crt.class);

    /** The values set, by key; a key not here has its default. */
    private final Map<Key<?>, Object> chosen = new HashMap<>();

    /** Problems of a settings file listed in its one warning; the rest are counted. */
    private static final int SHOWN_PROBLEMS = 3;
    /** The longest a problem is shown, so that a long line of someone else's text keeps the requester small. */
    private static final int MAX_PROBLEM = 80;
    /** The longest key a version of the game could write. */
    private static final int MAX_KEY = 40;

    /** What went wrong reading the file, one line each, for the player to see. */
    private final List<String> warnings = new ArrayList<>();
    /** Keys of a newer version, written back as they were read. */
    private final Map<String, String> unknown = new LinkedHashMap<>();
    /** The values as last read or written, to tell which ones this window changed. */
    private Map<String, String> baseline = values();
    /** False when the file could not be read: it is never written over then. */
    private boolean writable = true;

    /** What went wrong reading the settings or what they name, one message each, for the player to see. */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** Adds a message for the player about something the settings name (a stoneset gone bad). */
    public void warn(String message) {
        warnings.add(message);
    }

    /** The settings as lines of text. */
    public String format() {
        Map<String, String> all = values();
        all.putAll(unknown);
        return format(all);
    }

    private static String format(Map<String, String> values) {
        StringBuilder b = new StringBuilder("# Ishido settings, written by the game\n");
        for (Map.Entry<String, String> e : values.entrySet()) {
            b.append(e.getKey()).append(" = ").append(e.getValue()).append('\n');
        }
        return b.toString();
    }

    /** The value of a setting. */
    public <T> T get(Key<T> key) {
        @SuppressWarnings("unchecked")
        T value = (T) chosen.getOrDefault(key, key.defaultValue);
        return value;
    }

    /** Changes a setting (for this window; {@link #save} writes it). */
    public <T> void set(Key<T> key, T value) {
        chosen.put(key, Objects.requireNonNull(value, key.name));
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

    private Map<String, String> values() {
        Map<String, String> v = new LinkedHashMap<>();
        for (Key<?> key : KEYS.values()) {
            v.put(key.name, text(key));
        }
        return v;
    }

    private <T> String text(Key<T> key) {
        return key.format.apply(get(key));
    }

    /** Reads settings text; unknown keys are kept for writing back, bad values keep their defaults with a warning. */
    public static Settings parse(String text) {
        Settings s = new Settings();
        s.read(text, s.warnings);
        return s;
    }

    /** Applies the usable lines of the text, adding one problem per unusable line. */
    private void read(String text, List<String> problems) {
        for (Map.Entry<Integer, String[]> line : lines(text, problems).entrySet()) {
            String key = line.getValue()[0];
            String value = line.getValue()[1];
            try {
                set(key, value);
            } catch (IllegalArgumentException e) {
                problems.add("line " + line.getKey() + ": " + e.getMessage());
            }
        }
    }

    /** The {@code key = value} lines of the text by line number; comments and blank lines skipped. */
    private static Map<Integer, String[]> lines(String text, List<String> problems) {
        Map<Integer, String[]> pairs = new LinkedHashMap<>();
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String[] lines = body.split("\r\n|\r|\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                problems.add("line " + (i + 1) + " is not 'key = value'");
                continue;
            }
            pairs.put(i + 1, new String[] {line.substring(0, eq).strip(), line.substring(eq + 1).strip()});
        }
        return pairs;
    }

    private void set(String name, String value) {
        Key<?> key = KEYS.get(name);
        if (key != null) {
            chosen.put(key, key.parse.apply(value));
        } else if (isKey(name)) {
            // Keys of a newer version are kept and written back, so an older game does not drop them.
            unknown.put(name, value);
        } else {
            throw new IllegalArgumentException("'" + abbreviate(name) + "' is not a setting");
        }
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
    private static boolean isKey(String key) {
        return key.matches("[a-z0-9]+(-[a-z0-9]+)*") && key.length() <= MAX_KEY;
    }

    private static String abbreviate(String s) {
        return s.length() <= 24 ? s : s.substring(0, 21) + "...";
    }

    /**
     * Loads the settings file: defaults when there is none. A file with lines the game cannot use is set
     * aside (its name ending in .damaged) before the usable settings are written back; a file that cannot
     * be read is left alone and never written over. Either gives one warning naming the file.
     */
    public static Settings load(Path file) {
        return load(file, Clock.systemDefaultZone());
    }

    /** Loads the settings file as {@link #load(Path)}, a copy set aside stamped with the clock's time. */
    public static Settings load(Path file, Clock clock) {
        Settings s = new Settings();
        String text;
        try {
            text = UserFiles.readText(file, UserFiles.Kind.SETTINGS);
        } catch (NoSuchFileException e) {
            s.baseline = s.values();
            return s;
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            s.warnings.add(s.setAsideOrKeep(file, file.getFileName() + " is " + e.getMessage(), clock));
            return s;
        } catch (IOException e) {
            s.writable = false;
            s.warnings.add("Could not read " + file.getFileName() + ": " + UserFiles.reason(e)
                    + ". The defaults are used, and the file is left as it is.");
            return s;
        }
        List<String> problems = new ArrayList<>();
        s.read(text, problems);
        s.baseline = s.values();
        if (!problems.isEmpty()) {
            StringBuilder b = new StringBuilder(file.getFileName() + " has lines the game cannot use: ");
            b.append(String.join("; ", problems.subList(0, Math.min(SHOWN_PROBLEMS, problems.size())).stream()
                    .map(p -> p.length() <= MAX_PROBLEM ? p : p.substring(0, MAX_PROBLEM - 3) + "...").toList()));
            if (problems.size() > SHOWN_PROBLEMS) {
                b.append("; and ").append(problems.size() - SHOWN_PROBLEMS).append(" more");
            }
            s.warnings.add(s.setAsideOrKeep(file, b.toString(), clock));
            if (s.writable) {
                try {
                    // The usable settings stay: written now, they are not lost with the file set aside.
                    s.save(file);
                } catch (IOException e) {
                    // Written at the next change, or reported then.
                }
            }
        }
        return s;
    }

    /** Sets the file aside; when that fails, the game must not write over it. */
    private String setAsideOrKeep(Path file, String what, Clock clock) {
        baseline = new Settings().values();
        try {
            Path aside = DamagedFiles.setAside(file, clock);
            return what + ". It was kept as " + aside.getFileName() + ".";
        } catch (IOException e) {
            writable = false;
            return what + ". It could not be set aside (" + UserFiles.reason(e)
                    + "), so it is left as it is and the settings will not be saved.";
        }
    }

    /**
     * Writes the settings this window changed since it read or last wrote them, keeping what another
     * window wrote meanwhile and the keys of newer versions: the file is re-read and updated under a lock.
     * Nothing is written over a settings file that could not be read.
     */
    public void save(Path file) throws IOException {
        if (!writable) {
            return;
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        Map<String, String> mine = values();
        LockedFiles.update(file, UserFiles.Kind.SETTINGS, current -> {
            Map<String, String> merged = new LinkedHashMap<>(mine);
            Map<String, String> extra = new LinkedHashMap<>(unknown);
            if (current != null) {
                for (String[] pair : lines(current, new ArrayList<>()).values()) {
                    if (merged.containsKey(pair[0])) {
                        if (Objects.equals(mine.get(pair[0]), baseline.get(pair[0]))) {
                            merged.put(pair[0], pair[1]);
                        }
                    } else if (isKey(pair[0])) {
                        extra.put(pair[0], pair[1]);
                    }
                }
            }
            merged.putAll(extra);
            return format(merged);
        });
        baseline = mine;
    }
}
