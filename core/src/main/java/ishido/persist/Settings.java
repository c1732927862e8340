package ishido.persist;

import ishido.rules.GameMode;
import ishido.rules.Scoring;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything the player chooses in the menus, kept between sessions as {@code key = value} lines.
 * A bad value falls back to its default with a warning; a file with lines the game cannot use is set aside,
 * one it cannot read is left alone, and two windows saving at once keep each other's changes.
 */
public final class Settings {
    public Scoring scoring = Scoring.MODERN;
    public GameMode mode = GameMode.SOLITAIRE;
    public boolean computerPlayer1;
    public boolean computerPlayer2;
    public boolean tournamentTimer;
    public int tournamentMinutes = 15;
    public boolean challengeTimer;
    public int challengeSeconds = 30;
    public String stoneset = "Ishido";
    public String board = "Ishido";
    public boolean matchingBoard = true;
    public boolean graphicScoreboard;
    public boolean sounds = true;
    public boolean stoneClick = true;
    /** Paula's low-pass "LED" filter, which softens the 8-bit sound. */
    public boolean audioFilter;
    public boolean messages = true;
    public boolean showHighScores;
    public boolean alwaysShowMoves;
    public boolean oracle;
    public String oracleQuestion = "";
    public boolean skipCodewheel;
    public DisplayOptions display = DisplayOptions.defaults();

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

    public List<String> warnings() {
        return warnings;
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

    private Map<String, String> values() {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("scoring", scoring.label());
        v.put("mode", mode.label());
        v.put("computer-player-1", yes(computerPlayer1));
        v.put("computer-player-2", yes(computerPlayer2));
        v.put("tournament-timer", yes(tournamentTimer));
        v.put("tournament-minutes", Integer.toString(tournamentMinutes));
        v.put("challenge-timer", yes(challengeTimer));
        v.put("challenge-seconds", Integer.toString(challengeSeconds));
        v.put("stoneset", stoneset);
        v.put("board", board);
        v.put("matching-board", yes(matchingBoard));
        v.put("graphic-scoreboard", yes(graphicScoreboard));
        v.put("sounds", yes(sounds));
        v.put("stone-click", yes(stoneClick));
        v.put("audio-filter", yes(audioFilter));
        v.put("messages", yes(messages));
        v.put("show-high-scores", yes(showHighScores));
        v.put("always-show-moves", yes(alwaysShowMoves));
        v.put("oracle", yes(oracle));
        v.put("oracle-question", oracleQuestion.replace('\n', ' '));
        v.put("skip-codewheel", yes(skipCodewheel));
        v.put("fullscreen", yes(display.fullscreen()));
        v.put("window-scale", Integer.toString(display.windowScale()));
        v.put("integer-scaling", yes(display.integerScaling()));
        v.put("pixel-aspect", display.aspect().name().toLowerCase(java.util.Locale.ROOT));
        v.put("crt", display.crt().name().toLowerCase(java.util.Locale.ROOT));
        return v;
    }

    private static String yes(boolean b) {
        return b ? "yes" : "no";
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

    private void set(String key, String value) {
        DisplayOptions d = display;
        switch (key) {
            case "scoring" -> scoring = Scoring.parse(value);
            case "mode" -> mode = GameMode.parse(value);
            case "computer-player-1" -> computerPlayer1 = bool(key, value);
            case "computer-player-2" -> computerPlayer2 = bool(key, value);
            case "tournament-timer" -> tournamentTimer = bool(key, value);
            case "tournament-minutes" -> tournamentMinutes = number(key, value, 1, 60);
            case "challenge-timer" -> challengeTimer = bool(key, value);
            case "challenge-seconds" -> challengeSeconds = number(key, value, 1, 60);
            case "stoneset" -> stoneset = value;
            case "board" -> board = value;
            case "matching-board" -> matchingBoard = bool(key, value);
            case "graphic-scoreboard" -> graphicScoreboard = bool(key, value);
            case "sounds" -> sounds = bool(key, value);
            case "stone-click" -> stoneClick = bool(key, value);
            case "audio-filter" -> audioFilter = bool(key, value);
            case "messages" -> messages = bool(key, value);
            case "show-high-scores" -> showHighScores = bool(key, value);
            case "always-show-moves" -> alwaysShowMoves = bool(key, value);
            case "oracle" -> oracle = bool(key, value);
            case "oracle-question" -> oracleQuestion = value;
            case "skip-codewheel" -> skipCodewheel = bool(key, value);
            case "fullscreen" -> display = new DisplayOptions(bool(key, value), d.windowScale(), d.integerScaling(), d.aspect(), d.crt());
            case "window-scale" -> display = new DisplayOptions(d.fullscreen(), number(key, value, 1, 10), d.integerScaling(), d.aspect(), d.crt());
            case "integer-scaling" -> display = new DisplayOptions(d.fullscreen(), d.windowScale(), bool(key, value), d.aspect(), d.crt());
            case "pixel-aspect" -> display = new DisplayOptions(d.fullscreen(), d.windowScale(), d.integerScaling(),
                    enumValue(key, value, DisplayOptions.Aspect.class), d.crt());
            case "crt" -> display = new DisplayOptions(d.fullscreen(), d.windowScale(), d.integerScaling(), d.aspect(),
                    enumValue(key, value, DisplayOptions.Crt.class));
            default -> {
                // Keys of a newer version are kept and written back, so an older game does not drop them.
                if (!isKey(key)) {
                    throw new IllegalArgumentException("'" + abbreviate(key) + "' is not a setting");
                }
                unknown.put(key, value.replace('\n', ' '));
            }
        }
    }

    private static boolean bool(String key, String v) {
        if (v.equalsIgnoreCase("yes") || v.equalsIgnoreCase("true") || v.equals("1")) {
            return true;
        }
        if (v.equalsIgnoreCase("no") || v.equalsIgnoreCase("false") || v.equals("0")) {
            return false;
        }
        throw new IllegalArgumentException(key + " must be yes or no, not '" + v + "'");
    }

    private static int number(String key, String v, int min, int max) {
        try {
            int n = Integer.parseInt(v);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Reported below.
        }
        throw new IllegalArgumentException(key + " must be a whole number from " + min + " to " + max + ", not '" + v + "'");
    }

    private static <E extends Enum<E>> E enumValue(String key, String v, Class<E> type) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(v)) {
                return e;
            }
        }
        throw new IllegalArgumentException(key + " cannot be '" + v + "'");
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
        Settings s = new Settings();
        String text;
        try {
            text = UserFiles.readText(file, UserFiles.Kind.SETTINGS);
        } catch (NoSuchFileException e) {
            s.baseline = s.values();
            return s;
        } catch (UserFiles.TooLargeException | UserFiles.NotTextException e) {
            s.warnings.add(s.setAsideOrKeep(file, file.getFileName() + " is " + e.getMessage()));
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
            s.warnings.add(s.setAsideOrKeep(file, b.toString()));
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
    private String setAsideOrKeep(Path file, String what) {
        String message = setAside(file, what);
        if (Files.exists(file)) {
            writable = false;
        }
        baseline = new Settings().values();
        return message;
    }

    /** Renames a damaged file out of the way and says where it went. */
    public static String setAside(Path file, String what) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path aside = file.resolveSibling(file.getFileName() + "." + stamp + ".damaged");
        for (int n = 2; Files.exists(aside, LinkOption.NOFOLLOW_LINKS); n++) {
            aside = file.resolveSibling(file.getFileName() + "." + stamp + "-" + n + ".damaged");
        }
        try {
            Files.move(file, aside);
            return what + ". It was kept as " + aside.getFileName() + ".";
        } catch (IOException e) {
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
